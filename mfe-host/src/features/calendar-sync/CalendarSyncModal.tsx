import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button, Checkbox, Modal, RadioGroup, Spinner, TextField, type ToastItem } from '@zaalplek/design-system';
import { apiErrorText } from '../team/apiErrorText';
import { formatDateTime } from '../vendor-bookings/dateFormat';
import { Actions, Notice, Stack } from '../vendor-bookings/styles';
import {
  useGetCalendarAuthCodeLinkMutation,
  useGetEnabledCalendarProvidersQuery,
  useGetSpaceCalendarsQuery,
  useLinkIcsCalendarMutation,
  useRotateCalendarExportSecretMutation,
  useUnlinkCalendarMutation,
  type CalendarProvider,
  type SpaceCalendarLink,
} from './calendarSyncApi';
import { calendarSyncMessages as m } from './messages';
import { providerRedirect, savePendingOAuth } from './calendarOAuthApi';
import { calendarOAuthMessages } from './oauthMessages';

const PROVIDERS: Array<{ provider: CalendarProvider; label: typeof m.providerGoogle }> = [
  { provider: 'google', label: m.providerGoogle },
  { provider: 'office365', label: m.providerOffice365 },
  { provider: 'live_connect', label: m.providerLiveConnect },
  { provider: 'exchange', label: m.providerExchange },
];
const statusText = { PENDING: m.statusPENDING, SYNCED: m.statusSYNCED, FAILING: m.statusFAILING, UNSUBSCRIBED: m.statusUNSUBSCRIBED } as const;
const errors = { calendar_unreadable: m.unreadable, general_error: m.generalError, calendar_provider_disabled: calendarOAuthMessages.disabled };

export interface CalendarSyncModalProps {
  venueId: number;
  spaceId: number;
  onClose: () => void;
  notify: (toast: Omit<ToastItem, 'id'>) => void;
}

/** Calendar sync of one space: the export feed (copy, rotate), an ICS import link or a provider, unlink. */
export function CalendarSyncModal({ venueId, spaceId, onClose, notify }: CalendarSyncModalProps) {
  const intl = useIntl();
  const { data: infos, isLoading } = useGetSpaceCalendarsQuery(venueId);
  const { data: enabled = [] } = useGetEnabledCalendarProvidersQuery();
  const info = infos?.find((i) => i.space_id === spaceId);
  const [rotate, rotating] = useRotateCalendarExportSecretMutation();
  const [error, setError] = useState<string | null>(null);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(info!.export_url);
      notify({ message: intl.formatMessage(m.copied), kind: 'success' });
    } catch {
      notify({ message: intl.formatMessage(m.copyFailed), kind: 'warning' });
    }
  };
  const onRotate = async () => {
    setError(null);
    try {
      await rotate(spaceId).unwrap();
      notify({ message: intl.formatMessage(m.rotated), kind: 'success' });
    } catch (err) {
      setError(apiErrorText(intl, err, errors));
    }
  };

  return (
    <Modal open onClose={onClose} size="lg" title={intl.formatMessage(m.title, { space: info?.space_name ?? '' })} footer={<Button onClick={onClose}>{intl.formatMessage(m.close)}</Button>}>
      {isLoading || !info ? (
        <Spinner />
      ) : (
        <Stack data-testid="calendar-sync">
          <section>
            <h3>{intl.formatMessage(m.exportTitle)}</h3>
            <p>{intl.formatMessage(m.exportHint)}</p>
            <TextField label={intl.formatMessage(m.exportUrl)} value={info.export_url} readOnly data-export-url onFocus={(e) => e.target.select()} />
            <Actions>
              <Button size="sm" onClick={copy}>
                {intl.formatMessage(m.copy)}
              </Button>
              <Button size="sm" variant="secondary" onClick={onRotate} disabled={rotating.isLoading}>
                {intl.formatMessage(m.rotate)}
              </Button>
            </Actions>
          </section>
          {error && (
            <Notice $tone="danger" role="alert">
              {error}
            </Notice>
          )}
          {info.link && info.link.sync_status !== 'UNSUBSCRIBED' ? (
            <LinkedCalendar link={info.link} spaceId={spaceId} notify={notify} />
          ) : (
            <LinkCalendar venueId={venueId} spaceId={spaceId} enabled={enabled} notify={notify} />
          )}
        </Stack>
      )}
    </Modal>
  );
}

function LinkCalendar({ venueId, spaceId, enabled, notify }: { venueId: number; spaceId: number; enabled: CalendarProvider[]; notify: CalendarSyncModalProps['notify'] }) {
  const intl = useIntl();
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [link, linking] = useLinkIcsCalendarMutation();
  const [authLink] = useGetCalendarAuthCodeLinkMutation();
  const providers = PROVIDERS.filter((p) => enabled.includes(p.provider));

  const onLink = async () => {
    setError(null);
    if (!/^https?:\/\/\S+$/i.test(url.trim())) return setError(intl.formatMessage(m.icsUrlRequired));
    try {
      await link({ space_id: spaceId, url: url.trim() }).unwrap();
      notify({ message: intl.formatMessage(m.linked), kind: 'success' });
    } catch (err) {
      setError(apiErrorText(intl, err, errors));
    }
  };
  const onProvider = async (provider: CalendarProvider) => {
    setError(null);
    try {
      const { url: target, state_token } = await authLink({ provider, space_id: spaceId }).unwrap();
      // the redirect page (/calendar/oauth/{provider}) finds the space by this state
      savePendingOAuth({ state_token, space_id: spaceId, venue_id: venueId, provider });
      providerRedirect.go(target);
    } catch (err) {
      setError(apiErrorText(intl, err, errors));
    }
  };

  return (
    <section>
      <h3>{intl.formatMessage(m.importTitle)}</h3>
      <p>{intl.formatMessage(m.importHint)}</p>
      <TextField label={intl.formatMessage(m.icsUrl)} type="url" value={url} onChange={(e) => setUrl(e.target.value)} error={error ?? undefined} />
      <Actions>
        <Button size="sm" onClick={onLink} disabled={linking.isLoading}>
          {intl.formatMessage(m.link)}
        </Button>
      </Actions>
      <h4>{intl.formatMessage(m.providers)}</h4>
      <Actions>
        {PROVIDERS.map((p) => (
          <Button key={p.provider} size="sm" variant="secondary" disabled={!enabled.includes(p.provider)} onClick={() => onProvider(p.provider)}>
            {intl.formatMessage(p.label)}
          </Button>
        ))}
      </Actions>
      {providers.length === 0 && <p>{intl.formatMessage(m.providersOff)}</p>}
      <p>{intl.formatMessage(calendarOAuthMessages.appleHint)}</p>
    </section>
  );
}

function LinkedCalendar({ link, spaceId, notify }: { link: SpaceCalendarLink; spaceId: number; notify: CalendarSyncModalProps['notify'] }) {
  const intl = useIntl();
  const [rollback, setRollback] = useState<'keep' | 'remove'>('keep');
  const [confirmed, setConfirmed] = useState(false);
  const [confirmError, setConfirmError] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [unlink, unlinking] = useUnlinkCalendarMutation();
  const failing = link.sync_status === 'FAILING' || Boolean(link.last_error);

  const onUnlink = async () => {
    setError(null);
    if (!confirmed) return setConfirmError(true);
    try {
      await unlink({ space_id: spaceId, has_rollback_selected: rollback === 'remove' }).unwrap();
      notify({ message: intl.formatMessage(m.unlinked), kind: 'success' });
    } catch (err) {
      setError(apiErrorText(intl, err, errors));
    }
  };

  return (
    <section data-calendar-link={link.sync_status}>
      <h3>{intl.formatMessage(m.importTitle)}</h3>
      <p>{intl.formatMessage(m.linkedTo, { name: link.calendar_name ?? link.calendar_id ?? link.provider_name })}</p>
      <p>{intl.formatMessage(m.status, { status: intl.formatMessage(statusText[link.sync_status]) })}</p>
      <p data-last-sync>{link.ts_last_sync ? intl.formatMessage(m.lastSync, { time: formatDateTime(link.ts_last_sync) }) : intl.formatMessage(m.neverSynced)}</p>
      {failing && (
        <Notice $tone="danger" role="alert">
          {intl.formatMessage(m.failing)}
        </Notice>
      )}
      <h4>{intl.formatMessage(m.unlinkTitle)}</h4>
      <RadioGroup
        legend={intl.formatMessage(m.importedEvents)}
        name={`rollback-${spaceId}`}
        value={rollback}
        onChange={(v) => setRollback(v as 'keep' | 'remove')}
        options={[
          { value: 'keep', label: intl.formatMessage(m.keepEvents) },
          { value: 'remove', label: intl.formatMessage(m.removeEvents) },
        ]}
      />
      <Checkbox
        label={intl.formatMessage(m.confirmUnsubscribe)}
        checked={confirmed}
        onChange={(e) => {
          setConfirmed(e.target.checked);
          setConfirmError(false);
        }}
        error={confirmError ? intl.formatMessage(m.confirmRequired) : undefined}
      />
      {error && (
        <Notice $tone="danger" role="alert">
          {error}
        </Notice>
      )}
      <Actions>
        <Button size="sm" variant="danger" onClick={onUnlink} disabled={unlinking.isLoading}>
          {intl.formatMessage(m.unlink)}
        </Button>
      </Actions>
    </section>
  );
}
