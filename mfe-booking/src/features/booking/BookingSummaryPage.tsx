import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import styled from 'styled-components';
import { Spinner } from '@zaalplek/design-system';
import { Link, useCurrentUser } from '@zaalplek/platform';
import { useBookingStatus } from '../booking-payment/waitForBookingStatus';
import { Page } from '../bookings/styles';
import { StatusBadge } from '../bookings/StatusBadge';
import { useSpecificBookingQuery } from './bookingApi';
import { flowMessages, summaryMessages } from './messages';
import { PlaceSummary } from './PlaceSummary';
import { PriceLines } from './PriceLines';

const Result = styled.div<{ $tone: 'success' | 'warning' | 'danger' | 'info' }>`
  padding: ${({ theme }) => theme.space(4)};
  margin: ${({ theme }) => theme.space(4)} 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $tone }) =>
    $tone === 'success' ? theme.colors.successSoft : $tone === 'danger' ? theme.colors.primarySoft : $tone === 'warning' ? theme.colors.warningSoft : theme.colors.accentSoft};
`;

export type SummaryResult = 'PAID' | 'AWAITING_HOST' | 'WAITING' | 'FAILED' | 'OTHER';

/** The outcome shown for a status pair from the API (after checkout, a request or a free booking). */
export function summaryResult(status: string, orderState: string | null): SummaryResult {
  if (status === 'PAID' || orderState === 'PAID') return 'PAID';
  if (orderState === 'HOST_APPROVAL') return 'AWAITING_HOST';
  if (orderState === 'PAYMENT_FAILED') return 'FAILED';
  if (status === 'PAYMENT_PROCESSING' || orderState === 'PAYMENT_PROCESSING' || orderState === 'PAYMENT_PENDING') return 'WAITING';
  return 'OTHER';
}

/** /booking/{id}/summary: waits on wait_for_booking_status and shows the result. */
export function BookingSummaryPage() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const id = Number(useParams().bookingId);
  const { user } = useCurrentUser();
  const { data: booking, isLoading, isError, refetch } = useSpecificBookingQuery(id);
  const live = useBookingStatus(id, user?.accountId ?? null, Boolean(booking));

  useEffect(() => {
    if (live && booking && (live.booking_status !== booking.booking_status || live.order_state !== booking.order_state)) void refetch();
  }, [live, booking, refetch]);

  if (isLoading) return <Spinner />;
  if (isError || !booking) return <Page><p role="alert">{t(flowMessages.loadError)}</p></Page>;

  const status = live?.booking_status ?? booking.booking_status;
  const result = summaryResult(status, live?.order_state ?? booking.order_state);
  const shownStatus = live && live.booking_status !== booking.booking_status ? status : booking.display_status ?? status;

  return (
    <Page data-testid="booking-summary" data-result={result}>
      <h1>{t(summaryMessages.heading)} #{booking.booking_id}</h1>
      {result === 'PAID' && <Result $tone="success" role="status">{t(summaryMessages.paid)}</Result>}
      {result === 'AWAITING_HOST' && <Result $tone="info" role="status">{t(summaryMessages.awaitingHost)}</Result>}
      {result === 'WAITING' && (
        <Result $tone="warning" role="status" aria-busy="true">
          <Spinner /> {t(summaryMessages.waiting)}
        </Result>
      )}
      {result === 'FAILED' && (
        <Result $tone="danger" role="alert">
          {t(summaryMessages.failed)} <Link to={`/booking/${id}?step=direct`}>{t(summaryMessages.retry)}</Link>
        </Result>
      )}
      <p data-testid="booking-status" data-status={status}>
        {t(summaryMessages.status, { status: <StatusBadge key="status" status={shownStatus} /> })}
      </p>
      <PlaceSummary booking={booking} />
      {booking.order && <PriceLines order={booking.order} />}
      <p>
        <Link to={`/bookings/${id}`}>{t(flowMessages.toDetail)}</Link>
      </p>
    </Page>
  );
}
