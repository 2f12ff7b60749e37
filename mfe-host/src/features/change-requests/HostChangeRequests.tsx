// In the host's booking detail: the booking's change requests with the proposed terms, the price
// difference for the guest, the answer deadline and the status; the host approves or declines a
// guest's request (an extra payment or refund then runs through the guest's payment paths).
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button, formatEuroCents } from '@zaalplek/design-system';
import { mapApiError } from '@zaalplek/platform';
import { formatDateTime, formatTime } from '../vendor-bookings/dateFormat';
import { hostChangeMessages as m } from './messages';
import { useAnswerChangeRequestMutation, useGetChangeRequestsQuery, type HostChangeRequest } from './hostChangeRequestsApi';

function Item({ bookingId, change }: { bookingId: number; change: HostChangeRequest }) {
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
      <p>
        {t(own ? m.byYou : m.byGuest)} {formatDateTime(change.slot_start)}–{formatTime(change.slot_end)}, {t(m.people, { count: change.attendees })}
      </p>
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
  if (!data || data.length === 0) return null;
  return (
    <section data-testid="host-change-requests">
      <h3>{intl.formatMessage(m.heading)}</h3>
      <ul>
        {[...data].reverse().map((c) => (
          <Item key={c.change_request_id} bookingId={bookingId} change={c} />
        ))}
      </ul>
    </section>
  );
}
