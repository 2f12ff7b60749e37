import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { Button, RadioGroup, Spinner } from '@zaalplek/design-system';
import { Link } from '@zaalplek/platform';
import { apiErrorText } from '../team/apiErrorText';
import { Notice, Page, Stack } from '../vendor-bookings/styles';
import {
  takePendingOAuth, useCreateSpaceCalendarMutation, useGetExternalCalendarsQuery, useSyncSpaceCalendarMutation, type PendingCalendarOAuth,
} from './calendarOAuthApi';
import type { SpaceCalendarLink } from './calendarSyncApi';
import { calendarOAuthMessages as m } from './oauthMessages';

const errors = {
  calendar_state_invalid: m.stateInvalid, calendar_authorisation_failed: m.authFailed, calendar_unreadable: m.unreadable,
  calendar_provider_disabled: m.disabled, not_found: m.unreadable,
};

/**
 * /calendar/oauth/{provider}: where the provider sends the host back (?code=&state=). Completes the
 * link (create_space_calendar), lets the host choose the calendar and syncs it (sync_space_calendar).
 */
export function CalendarOAuthPage() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const code = params.get('code') ?? '';
  const state = params.get('state') ?? '';
  const denied = params.get('error');
  // read once: the pending link is single use
  const [pending] = useState<PendingCalendarOAuth | null>(() => (state ? takePendingOAuth(state) : null));
  const [create, creating] = useCreateSpaceCalendarMutation();
  const [created, setCreated] = useState<SpaceCalendarLink | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current || denied || !pending || !code) return;
    started.current = true;
    create({ space_id: pending.space_id, state_token: pending.state_token, code })
      .unwrap()
      .then(setCreated)
      .catch((err) => setFailure(apiErrorText(intl, err, errors)));
  }, [code, create, denied, intl, pending]);

  const back = pending ? `/bookings/vendor/${pending.venue_id}/availability` : '/bookings/vendor';
  let body;
  if (denied) body = <Notice $tone="danger" role="alert">{intl.formatMessage(m.denied)}</Notice>;
  else if (!pending || !code) body = <Notice $tone="danger" role="alert">{intl.formatMessage(m.missing)}</Notice>;
  else if (failure) body = <Notice $tone="danger" role="alert">{failure}</Notice>;
  else if (creating.isLoading || !created) body = (<><p>{intl.formatMessage(m.completing)}</p><Spinner /></>);
  else body = <ChooseCalendar pending={pending} link={created} />;

  return (
    <Page data-testid="calendar-oauth-page">
      <Stack>
        <h1>{intl.formatMessage(m.title)}</h1>
        {body}
        <Link to={back}>{intl.formatMessage(m.back)}</Link>
      </Stack>
    </Page>
  );
}

function ChooseCalendar({ pending, link }: { pending: PendingCalendarOAuth; link: SpaceCalendarLink }) {
  const intl = useIntl();
  const { data: calendars, isLoading, error } = useGetExternalCalendarsQuery({ provider: link.provider_name, space_id: pending.space_id });
  const [chosen, setChosen] = useState<string | null>(null);
  const [sync, syncing] = useSyncSpaceCalendarMutation();
  const [done, setDone] = useState<SpaceCalendarLink | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  if (isLoading) return <Spinner />;
  if (error) return <Notice $tone="danger" role="alert">{apiErrorText(intl, error, errors)}</Notice>;
  if (!calendars?.length) return <Notice $tone="warning" role="alert">{intl.formatMessage(m.noCalendars)}</Notice>;
  if (done) {
    return done.sync_status === 'SYNCED' ? (
      <Notice $tone="success" role="status">{intl.formatMessage(m.linked, { name: done.calendar_name ?? done.calendar_id ?? '' })}</Notice>
    ) : (
      <Notice $tone="warning" role="status">{intl.formatMessage(m.syncFailing)}</Notice>
    );
  }
  const value = chosen ?? calendars.find((c) => c.calendar_name === link.calendar_name)?.calendar_id ?? calendars[0]!.calendar_id;
  const onConfirm = async () => {
    setFailure(null);
    try {
      setDone(await sync({ calendar_id: value, space_id: pending.space_id }).unwrap());
    } catch (err) {
      setFailure(apiErrorText(intl, err, errors));
    }
  };
  return (
    <section>
      <h2>{intl.formatMessage(m.choose)}</h2>
      <RadioGroup
        legend={intl.formatMessage(m.calendar)}
        name="external-calendar"
        value={value}
        onChange={(v) => setChosen(v)}
        options={calendars.map((c) => ({ value: c.calendar_id, label: c.calendar_name }))}
      />
      {failure && <Notice $tone="danger" role="alert">{failure}</Notice>}
      <div>
        <Button onClick={onConfirm} disabled={syncing.isLoading}>
          {intl.formatMessage(m.confirm)}
        </Button>
      </div>
    </section>
  );
}
