import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useParams, useSearchParams } from 'react-router';
import styled from 'styled-components';
import { Button, Spinner, formatEuroCents } from '@zaalplek/design-system';
import { Link, getLocale, localePath, mapApiError, navigate, useCurrentUser } from '@zaalplek/platform';
import { goToCheckout, summaryPath } from '../booking/DirectStep';
import {
  useCreateBookingMutation, useCreateBookingPaymentMutation, useDeleteDraftMutation, useSpecificBookingQuery, useUpdateBookingMutation,
} from '../booking/bookingApi';
import { nextAction } from '../booking/nextAction';
import { PlaceSummary } from '../booking/PlaceSummary';
import { PriceLines } from '../booking/PriceLines';
import type { Booking, BookingOrderSummary } from '../booking/types';
import { useBookingStatus } from '../booking-payment/waitForBookingStatus';
import { Page } from '../bookings/styles';
import { StatusBadge } from '../bookings/StatusBadge';
import { ChangeRequestPanel } from '../change-requests/ChangeRequestPanel';
import { SomeoneElsePays } from '../booking/SomeoneElsePays';
import { ReviewForm } from '../reviews/ReviewForm';
import { BookingHistory } from './BookingHistory';
import { CancelDialog } from './CancelDialog';
import { detailMessages, screenModeMessages, waitingReasonMessages } from './messages';
import { ReservationCountdown } from './ReservationCountdown';

const Grid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(260px, 1fr);
  gap: ${({ theme }) => theme.space(6)};
  ${({ theme }) => theme.media.phone} { grid-template-columns: 1fr; }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin: ${({ theme }) => theme.space(4)} 0;
`;

const Notice = styled.p`
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

const REBOOKABLE = ['EXPIRED', 'DECLINED'];
const UNPAID_ORDER = ['PAYMENT_PENDING', 'PAYMENT_FAILED', 'PAYMENT_PROCESSING'];

/** The extra CHANGE order of an approved change request on a paid booking that is still to be paid (newest first). */
export function openChangeOrder(booking: Booking): BookingOrderSummary | null {
  if (!['PAID', 'PASSED'].includes(booking.booking_status)) return null;
  const open = (booking.orders ?? []).filter((o) => o.order_kind === 'CHANGE' && UNPAID_ORDER.includes(o.order_state ?? ''));
  return open.length ? open[open.length - 1]! : null;
}

/** /bookings/{id}: the booking in its screen mode (from the API) with its actions, price, timeline and history. */
export function BookingDetailPage() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const id = Number(useParams().bookingId);
  const [params] = useSearchParams();
  const returnedFromPayment = params.has('payment_id');
  const { user } = useCurrentUser();
  const { data: booking, isLoading, isError, refetch } = useSpecificBookingQuery(id);
  const live = useBookingStatus(id, user?.accountId ?? null, Boolean(booking));
  const [cancelOpen, setCancelOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [update] = useUpdateBookingMutation();
  const [createPayment] = useCreateBookingPaymentMutation();
  const [createBooking] = useCreateBookingMutation();
  const [deleteDraft] = useDeleteDraftMutation();

  // every update after the first one (emitted at once) is news: a paid CHANGE order keeps the booking
  // PAID/PAID, so the status alone does not tell; refetch the booking (and its orders) then too
  const seenLive = useRef<typeof live>(null);
  useEffect(() => {
    if (!live || !booking) return;
    const fresh = live !== seenLive.current;
    const first = seenLive.current === null;
    seenLive.current = live;
    if ((fresh && !first) || live.booking_status !== booking.booking_status || live.order_state !== booking.order_state) void refetch();
  }, [live, booking, refetch]);

  // paying the difference does not change the booking's status (no subscription event): poll while it is under way
  const changeOrder = booking ? openChangeOrder(booking) : null;
  const differenceUnderway = Boolean(changeOrder && (changeOrder.order_state === 'PAYMENT_PROCESSING' || (returnedFromPayment && changeOrder.order_state === 'PAYMENT_PENDING')));
  useEffect(() => {
    if (!differenceUnderway) return undefined;
    let rounds = 0;
    const timer = setInterval(() => {
      rounds += 1;
      if (rounds > 60) clearInterval(timer);
      else void refetch();
    }, 2000);
    return () => clearInterval(timer);
  }, [differenceUnderway, refetch]);

  if (isLoading) return <Spinner />;
  if (isError || !booking) return <Page><p role="alert">{t(detailMessages.loadError)}</p></Page>;

  const fail = (err: unknown) => {
    const mapped = mapApiError(err);
    setBusy(false);
    if (mapped.body.key === 'timeslot_not_available') return setError(t(detailMessages.slotTaken));
    if (mapped.redirect) return navigate(mapped.redirect);
    setError(t({ id: mapped.formError ?? mapped.toastMessageId ?? 'errors.generic' }, mapped.messageValues));
  };

  const pay = async () => {
    setBusy(true);
    // the difference of a change comes back to this page (the booking stays PAID), a reservation to the summary
    const returnPath = changeOrder ? `${localePath(`/bookings/${id}`, getLocale(window.location.pathname))}?payment_id=change` : summaryPath(id);
    const payment = await createPayment({ booking_id: id, return_path: returnPath });
    if ('error' in payment) return fail(payment.error);
    goToCheckout.assign(payment.data.checkout_url);
  };

  const extend = async () => {
    setBusy(true);
    const result = await update({ booking_id: id, input: { extend_reservation: true } });
    setBusy(false);
    if ('error' in result) fail(result.error);
  };

  const rebook = async (b: Booking) => {
    if (!b.space) return;
    setBusy(true);
    const result = await createBooking({
      space_id: b.space.space_id, slot_start: b.slot_start, slot_end: b.slot_end, attendees: b.attendees, origin_booking_id: b.booking_id, draft: true,
    });
    if ('error' in result) return fail(result.error);
    navigate(localePath(`/booking/${result.data.booking_id}`, getLocale(window.location.pathname)));
  };

  const removeDraft = async () => {
    setBusy(true);
    const result = await deleteDraft(id);
    if ('error' in result) return fail(result.error);
    navigate(localePath('/bookings/all', getLocale(window.location.pathname)));
  };

  const mode = booking.screen_mode as keyof typeof screenModeMessages | null;
  const action = nextAction(booking);
  const waitingForPayment = (booking.order_state === 'PAYMENT_PROCESSING' || (returnedFromPayment && action === 'PAY'));
  const deadline = booking.order?.ts_payment_expiration_dl;
  const showCountdown = action === 'PAY' && deadline;
  const waiting = waitingReasonMessages[booking.waiting_reason as keyof typeof waitingReasonMessages];
  const status = booking.display_status ?? booking.booking_status;
  const isManual = booking.space?.space_booking_type === 'MANUAL';

  return (
    <Page data-testid="booking-detail" data-screen-mode={booking.screen_mode ?? ''}>
      <h1>{t(detailMessages.title, { id: booking.booking_id })}</h1>
      <p>
        <StatusBadge status={status} testId="booking-status" />
      </p>
      {mode && screenModeMessages[mode] && <Notice data-testid="screen-mode-text">{t(screenModeMessages[mode])}</Notice>}
      {waiting && <p data-testid="waiting-reason">{t(waiting)}</p>}
      {waitingForPayment && (
        <Notice role="status" aria-busy="true">{t(detailMessages.waitingPayment)}</Notice>
      )}
      {booking.cancellation_reason && <p>{t(detailMessages.cancellationReason, { reason: booking.cancellation_reason })}</p>}
      {changeOrder && (
        <Notice data-testid="change-difference" role={differenceUnderway ? 'status' : undefined}>
          {differenceUnderway
            ? t(detailMessages.differenceProcessing)
            : t(detailMessages.differenceDue, { amount: formatEuroCents(intl, changeOrder.order_total - changeOrder.total_paid) })}
        </Notice>
      )}
      {(booking.orders ?? []).filter((o) => o.order_kind === 'CHANGE' && o.order_state === 'PAID').map((o) => (
        <p key={o.order_id} data-testid="change-difference-paid">{t(detailMessages.differencePaid, { amount: formatEuroCents(intl, o.total_paid) })}</p>
      ))}
      {showCountdown && <ReservationCountdown end={deadline} onElapsed={() => void refetch()} />}
      {error && <p role="alert">{error}</p>}
      <Actions>
        {booking.booking_status === 'DRAFT' && (
          <>
            <Button onClick={() => navigate(localePath(`/booking/${id}`, getLocale(window.location.pathname)))}>{t(detailMessages.continueDraft)}</Button>
            <Button variant="secondary" onClick={removeDraft} disabled={busy}>{t(detailMessages.deleteDraft)}</Button>
          </>
        )}
        {action === 'PAY' && booking.booking_status !== 'DRAFT' && (
          <Button onClick={pay} loading={busy} disabled={busy} data-testid="pay-button">{t(detailMessages.pay)}</Button>
        )}
        {changeOrder && !differenceUnderway && (
          <Button onClick={pay} loading={busy} disabled={busy} data-testid="pay-difference-button">{t(detailMessages.payDifference)}</Button>
        )}
        {booking.can_extend_reservation && (
          <Button variant="secondary" onClick={extend} disabled={busy}>{t(detailMessages.extend)}</Button>
        )}
        {booking.booking_status === 'PAID' ? (
          <Notice>
            {t(detailMessages.contactSupport)}{' '}
            <Link to={`/chat?type=SUPPORT&entity=${booking.booking_id}&intent=cancel`} data-cancel-via-support="">{t(detailMessages.supportChat)}</Link>
          </Notice>
        ) : (
          booking.can_be_cancelled && (
            <Button variant="danger" onClick={() => setCancelOpen(true)}>{t(detailMessages.cancel)}</Button>
          )
        )}
        <Link to={`/chat?type=BOOKING&entity=${booking.booking_id}`} data-ask-host="">{t(detailMessages.askHost)}</Link>
        {REBOOKABLE.includes(booking.booking_status) && (
          <Button onClick={() => rebook(booking)} disabled={busy}>{t(isManual ? detailMessages.rerequest : detailMessages.rebook)}</Button>
        )}
      </Actions>
      <ReviewForm booking={booking} />
      {action === 'PAY' && booking.booking_status !== 'DRAFT' && <SomeoneElsePays bookingId={id} prepare={async () => true} onOpen={() => undefined} />}
      <Grid>
        <div>
          <h2>{t(detailMessages.details)}</h2>
          <PlaceSummary booking={booking} />
          {booking.meeting_name && (
            <>
              <h2>{t(detailMessages.meeting)}</h2>
              <p>{booking.meeting_name}</p>
              {booking.meeting_description && <p>{booking.meeting_description}</p>}
            </>
          )}
          <ChangeRequestPanel booking={booking} />
          <h2>{t(detailMessages.history)}</h2>
          <BookingHistory entries={booking.booking_history ?? []} />
        </div>
        <aside>
          <h2>{t(detailMessages.payment)}</h2>
          {booking.order && <PriceLines order={booking.order} />}
          <p>
            <Link to={`/bookings/${id}/finance`}>{t(detailMessages.finance)}</Link>
          </p>
        </aside>
      </Grid>
      {cancelOpen && <CancelDialog bookingId={id} totalPaid={booking.order?.total_paid ?? 0} onClose={() => setCancelOpen(false)} />}
    </Page>
  );
}
