// The change requests of a booking on its detail page: each request with what it proposes, its price
// difference (extra payment or refund), until when it can be answered and its status; the side that
// did not ask approves or declines, the side that asked may cancel. The guest proposes a new date,
// times, head count, layout (one of the space's configurations) and services with their quantities,
// sees the price difference first (preview_change_request) and then sends only what changed.
// An approved extra payment is paid on the page's "pay the difference" button; a refund runs by itself.
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button, Select, TextField, formatEuroCents } from '@zaalplek/design-system';
import { TIME_ZONE, mapApiError } from '@zaalplek/platform';
import type { Booking, BookingChangeRequest } from '../booking/types';
import { useSpaceServiceBalanceQuery } from '../booking/servicesApi';
import { amsterdamDay, amsterdamTime } from '../bookings/format';
import moment from '../time/moment';
import { changedInput, currentConfigurationId, currentServices, type ServiceQuantities } from './changeTerms';
import { configurationLabel } from './configurationLabels';
import { changeRequestMessages as m } from './messages';
import { ProposedExtras } from './ProposedExtras';
import { ServiceChoices } from './ServiceChoices';
import {
  useAnswerChangeRequestMutation,
  useChangeRequestConfigurationsQuery,
  useCreateChangeRequestMutation,
  usePreviewChangeRequestMutation,
  type ChangeRequestInput,
  type ChangeRequestPreview,
} from './changeRequestApi';

const Box = styled.section`
  margin: ${({ theme }) => theme.space(4)} 0;
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;
const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  > * { flex: 1 1 140px; }
`;
const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

/** ("2031-03-03", "09:30") in Amsterdam -> ISO UTC; null when not a valid date and time. */
export function amsterdamIso(date: string, time: string): string | null {
  const m = moment.tz(`${date} ${time}`, 'YYYY-MM-DD HH:mm', true, TIME_ZONE);
  return m.isValid() ? m.toISOString() : null;
}

type Side = 'GUEST' | 'HOST';

function Difference({ cents }: { cents: number }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  if (cents > 0) return <strong data-testid="change-price-difference">{t(m.extra, { amount: formatEuroCents(intl, cents) })}</strong>;
  if (cents < 0) return <strong data-testid="change-price-difference">{t(m.refund, { amount: formatEuroCents(intl, -cents) })}</strong>;
  return <strong data-testid="change-price-difference">{t(m.same)}</strong>;
}

function RequestItem({ booking, change, side }: { booking: Booking; change: BookingChangeRequest; side: Side }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const [answer, { isLoading }] = useAnswerChangeRequestMutation();
  const [error, setError] = useState<string | null>(null);
  const pending = change.status === 'PENDING';
  const own = change.requested_by === side;
  const run = async (a: 'approve' | 'decline' | 'cancel') => {
    setError(null);
    const result = await answer({ booking_id: booking.booking_id, change_request_id: change.change_request_id, answer: a });
    if ('error' in result) {
      const mapped = mapApiError(result.error);
      setError(t({ id: mapped.formError ?? mapped.toastMessageId ?? 'errors.generic' }, mapped.messageValues));
    }
  };
  const status = m[`status_${change.status}` as keyof typeof m] ?? null;
  return (
    <li data-testid="change-request" data-status={change.status}>
      <p>
        {t(own ? m.byYou : side === 'GUEST' ? m.byHost : m.byGuest)}{' '}
        {t(m.terms, { date: amsterdamDay(change.slot_start), start: amsterdamTime(change.slot_start), end: amsterdamTime(change.slot_end), attendees: change.attendees })}
        {change.status === 'PENDING' && <ProposedExtras booking={booking} change={change} />}
      </p>
      <p>
        <Difference cents={change.price_difference} /> · {status ? t(status) : change.status}
        {pending && <> · {t(m.expires, { date: amsterdamDay(change.ts_expires), time: amsterdamTime(change.ts_expires) })}</>}
      </p>
      {pending && (
        <Buttons>
          {own ? (
            <Button size="sm" variant="secondary" loading={isLoading} onClick={() => void run('cancel')} data-testid="change-cancel">
              {t(m.cancel)}
            </Button>
          ) : (
            <>
              <Button size="sm" loading={isLoading} onClick={() => void run('approve')} data-testid="change-approve">
                {t(m.approve)}
              </Button>
              <Button size="sm" variant="secondary" disabled={isLoading} onClick={() => void run('decline')} data-testid="change-decline">
                {t(m.decline)}
              </Button>
            </>
          )}
        </Buttons>
      )}
      {error && <p role="alert">{error}</p>}
    </li>
  );
}

function ProposeForm({ booking, onDone }: { booking: Booking; onDone: () => void }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const spaceId = booking.space?.space_id;
  const { data: configurations = [] } = useChangeRequestConfigurationsQuery(spaceId ?? 0, { skip: spaceId == null });
  const { data: services = [] } = useSpaceServiceBalanceQuery(
    { space_id: spaceId ?? 0, booking_start: booking.slot_start, booking_end: booking.slot_end },
    { skip: spaceId == null },
  );
  const [values, setValues] = useState({
    date: moment.tz(booking.slot_start, TIME_ZONE).format('YYYY-MM-DD'),
    from: amsterdamTime(booking.slot_start),
    to: amsterdamTime(booking.slot_end),
    attendees: String(booking.attendees),
  });
  // null: not touched, the layout in force stays (its choice shows once the space's layouts are in)
  const [configurationId, setConfigurationId] = useState<number | null>(null);
  const [chosenServices, setChosenServices] = useState<ServiceQuantities>(() => currentServices(booking));
  const [preview, setPreview] = useState<ChangeRequestPreview | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [fetchPreview, { isLoading: previewing }] = usePreviewChangeRequestMutation();
  const [send, { isLoading: sending }] = useCreateChangeRequestMutation();
  const currentConfiguration = currentConfigurationId(booking, configurations);
  const shownConfiguration = configurationId ?? currentConfiguration;

  // the shown difference belongs to the terms it was asked for
  const changed = () => {
    setPreview(null);
    setError(null);
  };
  const set = (name: keyof typeof values) => (e: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [name]: e.target.value }));
    changed();
  };
  const input = (): ChangeRequestInput | null => {
    const start = amsterdamIso(values.date, values.from);
    const end = amsterdamIso(values.date, values.to);
    const attendees = Number(values.attendees);
    if (!start || !end || end <= start) {
      setError(t(m.invalidSlot));
      return null;
    }
    if (!Number.isInteger(attendees) || attendees < 1) {
      setError(t(m.invalidAttendees));
      return null;
    }
    const proposed = changedInput(
      { slot_start: booking.slot_start, slot_end: booking.slot_end, attendees: booking.attendees, configuration_id: currentConfiguration, services: currentServices(booking) },
      { slot_start: start, slot_end: end, attendees, configuration_id: shownConfiguration, services: chosenServices },
    );
    if (Object.keys(proposed).length === 0) {
      setError(t(m.nothingChanged));
      return null;
    }
    return proposed;
  };
  const fail = (e: unknown) => {
    const mapped = mapApiError(e);
    setError(t({ id: mapped.formError ?? mapped.toastMessageId ?? Object.values(mapped.fieldErrors)[0] ?? 'errors.generic' }, mapped.messageValues));
  };
  const calculate = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const i = input();
    if (!i) return;
    const result = await fetchPreview({ booking_id: booking.booking_id, input: i });
    if ('error' in result) return fail(result.error);
    setPreview(result.data);
  };
  const submit = async () => {
    setError(null);
    const i = input();
    if (!i) return;
    const result = await send({ booking_id: booking.booking_id, input: i });
    if ('error' in result) return fail(result.error);
    onDone();
  };

  return (
    <form onSubmit={(e) => void calculate(e)} noValidate data-testid="change-form" aria-labelledby="change-form-heading">
      <h3 id="change-form-heading">{t(m.formHeading)}</h3>
      <Row>
        <TextField label={t(m.date)} type={'date' as 'text'} value={values.date} onChange={set('date')} required />
        <TextField label={t(m.from)} type={'time' as 'text'} value={values.from} onChange={set('from')} required />
        <TextField label={t(m.to)} type={'time' as 'text'} value={values.to} onChange={set('to')} required />
        <TextField label={t(m.attendees)} inputMode="numeric" value={values.attendees} onChange={set('attendees')} required />
      </Row>
      {configurations.length > 1 && (
        <Select
          name="change-configuration"
          label={t(m.configuration)}
          placeholder={false}
          value={shownConfiguration == null ? null : String(shownConfiguration)}
          onChange={(v) => {
            setConfigurationId(v ? Number(v) : null);
            changed();
          }}
          options={configurations.map((c) => ({
            value: String(c.configuration_id),
            label: configurationLabel(intl, c, t(m.maxGuests, { count: c.max_guests })),
          }))}
        />
      )}
      {services.length > 0 && (
        <ServiceChoices
          services={services}
          value={chosenServices}
          attendees={Number(values.attendees) || booking.attendees}
          onChange={(next) => {
            setChosenServices(next);
            changed();
          }}
        />
      )}
      {preview && (
        <p data-testid="change-preview" aria-live="polite">
          {t(m.previewText)} <Difference cents={preview.price_difference} />.{' '}
          {t(m.previewExpires, { date: amsterdamDay(preview.ts_expires), time: amsterdamTime(preview.ts_expires) })}
        </p>
      )}
      {error && <p role="alert">{error}</p>}
      <Buttons>
        <Button type="submit" variant={preview ? 'secondary' : 'primary'} loading={previewing} data-testid="change-calculate">
          {t(m.calculate)}
        </Button>
        {preview && (
          <Button type="button" loading={sending} onClick={() => void submit()} data-testid="change-send">
            {t(m.send)}
          </Button>
        )}
        <Button type="button" variant="ghost" onClick={onDone}>
          {t(m.close)}
        </Button>
      </Buttons>
    </form>
  );
}

export function ChangeRequestPanel({ booking, side = 'GUEST' }: { booking: Booking; side?: Side }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const [proposing, setProposing] = useState(false);
  const changes = booking.change_requests ?? [];
  const hasPending = changes.some((c) => c.status === 'PENDING');
  const canPropose = side === 'GUEST' && Boolean(booking.can_request_change) && !hasPending;
  if (changes.length === 0 && !canPropose) return null;
  return (
    <Box data-testid="change-requests" aria-labelledby="change-requests-heading">
      <h2 id="change-requests-heading">{t(m.heading)}</h2>
      {changes.length > 0 && (
        <ul>
          {[...changes].reverse().map((change) => (
            <RequestItem key={change.change_request_id} booking={booking} change={change} side={side} />
          ))}
        </ul>
      )}
      {canPropose &&
        (proposing ? (
          <ProposeForm booking={booking} onDone={() => setProposing(false)} />
        ) : (
          <div>
            <Button variant="secondary" onClick={() => setProposing(true)} data-testid="propose-change">
              {t(m.propose)}
            </Button>
          </div>
        ))}
    </Box>
  );
}
