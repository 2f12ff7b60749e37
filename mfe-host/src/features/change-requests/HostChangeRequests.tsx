// In the host's booking detail: the booking's change requests with the proposed terms (date and
// times, attendees, the layout and the services by name; old -> new while the request is open),
// the price difference for the guest, the answer deadline and the status; the host approves or
// declines a guest's request (an extra payment or refund then runs through the guest's payment paths).
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button, formatEuroCents } from '@zaalplek/design-system';
import { mapApiError } from '@zaalplek/platform';
import { formatDateTime, formatTime } from '../vendor-bookings/dateFormat';
import { DetailList } from '../vendor-bookings/styles';
import { configurationLabel } from './configurationLabels';
import { hostChangeMessages as m } from './messages';
import { useAnswerChangeRequestMutation, useGetChangeRequestsQuery, type BookingTerms, type HostChangeRequest, type NamedService } from './hostChangeRequestsApi';

const slotText = (start: string, end: string) => `${formatDateTime(start)}–${formatTime(end)}`;

/** What the request proposes, line by line; while it is open, whatever it changes reads old -> new. */
function ProposedTerms({ change, booking }: { change: HostChangeRequest; booking: BookingTerms }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const open = change.status === 'PENDING';
  const changed = (from: string, to: string) => (open && from !== to ? t(m.change, { from, to }) : to);
  const services = (list: NamedService[]) =>
    list.length > 0
      ? list.map((s) => t(m.serviceQuantity, { quantity: s.quantity, name: s.service_name ?? t(m.serviceGone, { id: s.service_id }) })).join(', ')
      : t(m.noServices);
  const layout = change.configuration ? configurationLabel(intl, change.configuration) : null;
  const rows: Array<[string, string, string]> = [
    ['when', t(m.when), changed(slotText(booking.slot_start, booking.slot_end), slotText(change.slot_start, change.slot_end))],
    ['attendees', t(m.attendees), changed(t(m.people, { count: booking.attendees }), t(m.people, { count: change.attendees }))],
  ];
  if (layout) rows.push(['layout', t(m.layout), booking.configuration ? changed(configurationLabel(intl, booking.configuration), layout) : layout]);
  rows.push(['services', t(m.services), changed(services(booking.services_in_force), services(change.services))]);
  return (
    <DetailList>
      {rows.map(([key, label, value]) => (
        <div key={key} data-testid={`change-${key}`}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </DetailList>
  );
}

function Item({ bookingId, booking, change }: { bookingId: number; booking: BookingTerms; change: HostChangeRequest }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const [answer, { isLoading }] = useAnswerChangeRequestMutation();
  const [error, setError] = useState<string | null>(null);
  const run = async (a: 'approve' | 'decline' | 'cancel') => {
    setError(null);
    const result = await answer({ booking_id: bookingId, change_request_id: change.change_request_id, answer: a });
    if ('error' in result) {
      const mapped = mapApiError(result.error);
      setError(t({ id: mapped.formError ?? mapped.toastMessageId ?? 'errors.generic' }, mapped.messageValues));
    }
  };
  const pending = change.status === 'PENDING';
  const own = change.requested_by === 'HOST';
  const diff = change.price_difference;
  return (
    <li data-testid="host-change-request" data-status={change.status}>
      <p>{t(own ? m.byYou : m.byGuest)}</p>
      <ProposedTerms change={change} booking={booking} />
      <p>
        {diff > 0 ? t(m.extra, { amount: formatEuroCents(intl, diff) }) : diff < 0 ? t(m.refund, { amount: formatEuroCents(intl, -diff) }) : t(m.same)} ·{' '}
        {t(m[`status_${change.status}`])}
        {pending && <> · {t(m.expires, { when: formatDateTime(change.ts_expires) })}</>}
      </p>
      {pending &&
        (own ? (
          <Button size="sm" variant="secondary" loading={isLoading} onClick={() => void run('cancel')}>
            {t(m.cancel)}
          </Button>
        ) : (
          <>
            <Button size="sm" loading={isLoading} onClick={() => void run('approve')} data-testid="host-change-approve">
              {t(m.approve)}
            </Button>{' '}
            <Button size="sm" variant="secondary" disabled={isLoading} onClick={() => void run('decline')} data-testid="host-change-decline">
              {t(m.decline)}
            </Button>
          </>
        ))}
      {error && <p role="alert">{error}</p>}
    </li>
  );
}

export function HostChangeRequests({ bookingId }: { bookingId: number }) {
  const intl = useIntl();
  const { data } = useGetChangeRequestsQuery(bookingId);
  if (!data || data.changes.length === 0) return null;
  return (
    <section data-testid="host-change-requests">
      <h3>{intl.formatMessage(m.heading)}</h3>
      <ul>
        {[...data.changes].reverse().map((c) => (
          <Item key={c.change_request_id} bookingId={bookingId} booking={data.booking} change={c} />
        ))}
      </ul>
    </section>
  );
}
