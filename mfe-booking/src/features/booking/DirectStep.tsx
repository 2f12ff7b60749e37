import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '@zaalplek/design-system';
import { getLocale, localePath, mapApiError, navigate } from '@zaalplek/platform';
import { useCreateBookingPaymentMutation, useSubmitFreeBookingMutation, useUpdateBookingMutation } from './bookingApi';
import { directMessages } from './messages';
import { nextAction } from './nextAction';
import { PlaceSummary } from './PlaceSummary';
import { PriceLines } from './PriceLines';
import { SomeoneElsePays } from './SomeoneElsePays';
import type { Booking } from './types';

/** Where the browser goes after the provider's checkout (and after a request or a free booking). */
export function summaryPath(bookingId: number): string {
  return localePath(`/booking/${bookingId}/summary`, getLocale(window.location.pathname));
}

/** Sends the browser to the payment provider's checkout page (a full page load). */
export const goToCheckout = { assign: (url: string) => window.location.assign(url) };

/**
 * Step "direct": submit the draft, then pay with iDEAL (create_booking_payment -> provider
 * checkout -> back to the summary), confirm a free booking, or send the request to the host.
 */
export function DirectStep({ booking }: { booking: Booking }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const [update] = useUpdateBookingMutation();
  const [submitFree] = useSubmitFreeBookingMutation();
  const [createPayment] = useCreateBookingPaymentMutation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const action = nextAction(booking);
  // once the guest chose "someone else pays", that panel stays while the payer pays
  const [payerChosen, setPayerChosen] = useState(false);

  const fail = (err: unknown) => {
    const mapped = mapApiError(err);
    if (mapped.redirect) return navigate(mapped.redirect);
    const id = mapped.formError ?? mapped.toastMessageId ?? Object.values(mapped.fieldErrors)[0] ?? 'errors.generic';
    setError(t({ id }, mapped.messageValues));
    setBusy(false);
  };

  /** A draft becomes a reservation before a link can pay it. */
  const prepare = async (): Promise<boolean> => {
    setError(null);
    if (booking.booking_status !== 'DRAFT') return true;
    const submitted = await update({ booking_id: booking.booking_id, input: { submit: true } });
    if ('error' in submitted) {
      fail(submitted.error);
      return false;
    }
    return true;
  };

  const run = async () => {
    setBusy(true);
    setError(null);
    let current = booking;
    if (current.booking_status === 'DRAFT') {
      const submitted = await update({ booking_id: booking.booking_id, input: { submit: true } });
      if ('error' in submitted) return fail(submitted.error);
      current = submitted.data;
    }
    const next = nextAction(current);
    if (next === 'SUBMIT_FREE') {
      const free = await submitFree(booking.booking_id);
      if ('error' in free) return fail(free.error);
    }
    if (next === 'PAY') {
      const payment = await createPayment({ booking_id: booking.booking_id, return_path: summaryPath(booking.booking_id) });
      if ('error' in payment) return fail(payment.error);
      goToCheckout.assign(payment.data.checkout_url);
      return;
    }
    navigate(summaryPath(booking.booking_id));
  };

  const label =
    action === 'SEND_REQUEST'
      ? booking.payment_option === 'POST_PAYMENT'
        ? directMessages.confirmAfterpay
        : directMessages.sendRequest
      : action === 'SUBMIT_FREE'
        ? directMessages.submitFree
        : directMessages.payIdeal;

  const heading = action === 'SEND_REQUEST' ? directMessages.headingRequest : action === 'SUBMIT_FREE' ? directMessages.headingFree : directMessages.heading;

  return (
    <section aria-labelledby="direct-heading">
      <h2 id="direct-heading">{t(heading)}</h2>
      <p>{t(directMessages.checkHint)}</p>
      <PlaceSummary booking={booking} showAccess={false} />
      {booking.order && <PriceLines order={booking.order} />}
      {action === 'SEND_REQUEST' && (
        <p>{t(booking.payment_option === 'POST_PAYMENT' ? directMessages.afterpayIntro : directMessages.requestIntro)}</p>
      )}
      {error && <p role="alert">{error}</p>}
      {action !== 'NONE' && !payerChosen && (
        <Button onClick={run} loading={busy} disabled={busy} data-testid="booking-submit">
          {t(label)}
        </Button>
      )}
      {(action === 'PAY' || payerChosen) && <SomeoneElsePays bookingId={booking.booking_id} prepare={prepare} onOpen={() => setPayerChosen(true)} />}
    </section>
  );
}
