import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { Button, Spinner, formatEuroCents } from '@zaalplek/design-system';
import { getLocale, localePath, mapApiError, navigate } from '@zaalplek/platform';
import { goToCheckout } from '../booking/DirectStep';
import { amsterdamDay, amsterdamTime } from '../bookings/format';
import { Page } from '../bookings/styles';
import { payerMessages } from './messages';
import { useBookingByHashQuery, usePayBookingByHashMutation } from './payerApi';

export type PayerStep = 'details' | 'pay' | 'success';

/** How often the success page asks again until the payment is confirmed (no login, so no subscription). */
export const PAYER_POLL_MS = 2000;

/** /booking-payment/{hash} (details), /pay (direct) and /success: a payer pays a booking through a link, without login. */
export function PayerPage({ step }: { step: PayerStep }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const hash = useParams().hash ?? '';
  const { data, isLoading } = useBookingByHashQuery(hash, { pollingInterval: step === 'success' ? PAYER_POLL_MS : 0 });
  const [pay, { isLoading: paying }] = usePayBookingByHashMutation();
  const [error, setError] = useState<string | null>(null);

  if (isLoading) return <Spinner />;
  if (!data) return <Page><p role="alert">{t(payerMessages.notFound)}</p></Page>;

  const base = `/booking-payment/${hash}`;
  const locale = getLocale(window.location.pathname);
  const startPayment = async () => {
    const result = await pay(hash);
    if ('error' in result) {
      const mapped = mapApiError(result.error);
      return setError(t({ id: mapped.formError ?? mapped.toastMessageId ?? 'errors.generic' }, mapped.messageValues));
    }
    goToCheckout.assign(result.data.checkout_url);
  };

  return (
    <Page data-testid="payer-page" data-step={step}>
      <h1>{t(payerMessages.title)}</h1>
      <ol>
        <li aria-current={step === 'details' ? 'step' : undefined}>{t(payerMessages.stepDetails)}</li>
        <li aria-current={step !== 'details' ? 'step' : undefined}>{t(payerMessages.stepDirect)}</li>
      </ol>
      <h2>{data.space_name}{data.venue_name ? ` · ${data.venue_name}` : ''}{data.city ? `, ${data.city}` : ''}</h2>
      <p>{t(payerMessages.when, { date: amsterdamDay(data.slot_start), start: amsterdamTime(data.slot_start), end: amsterdamTime(data.slot_end) })}</p>
      <p>{t(payerMessages.attendees, { count: data.attendees })}</p>
      {data.meeting_name && <p>{data.meeting_name}</p>}
      {data.payer && <p>{t(payerMessages.payer, { name: data.payer.full_name, email: data.payer.email })}</p>}
      {data.order && (
        <dl>
          {data.order.vat_lines.map((line) => (
            <div key={line.vat_rate}>
              <dt>{t(payerMessages.vatLine, { rate: line.vat_rate, base: formatEuroCents(intl, line.base) })}</dt>
              <dd>{formatEuroCents(intl, line.vat)}</dd>
            </div>
          ))}
          <dt><strong>{t(payerMessages.total)}</strong></dt>
          <dd data-testid="payer-total"><strong>{formatEuroCents(intl, data.order.order_total)}</strong></dd>
        </dl>
      )}
      {error && <p role="alert">{error}</p>}
      {data.is_paid ? (
        <p role="status">{t(payerMessages.paid)}</p>
      ) : step === 'success' ? (
        <p role="status" aria-busy="true">{t(payerMessages.waiting)}</p>
      ) : step === 'details' ? (
        <Button onClick={() => navigate(localePath(`${base}/pay`, locale))}>{t(payerMessages.next)}</Button>
      ) : (
        <>
          {data.expires_at && <p>{t(payerMessages.expires, { time: `${amsterdamDay(data.expires_at)} ${amsterdamTime(data.expires_at)}` })}</p>}
          <Button onClick={startPayment} loading={paying}>{t(payerMessages.pay)}</Button>
        </>
      )}
    </Page>
  );
}
