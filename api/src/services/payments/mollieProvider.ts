/** Mollie (production) behind the PaymentProvider interface; used when MOLLIE_API_KEY is set. */
import { createMollieClient, Locale, MollieApiError, PaymentMethod } from '@mollie/api-client';
import { centsToMollieAmount, mapMollieStatus, mollieAmountToCents } from './mollieStatus';
import { PaymentProviderError, type PaymentProvider, type ProviderPayment } from './provider';

interface MolliePaymentLike {
  id: string;
  status: string;
  amount: { value: string; currency: string };
  paidAt?: string | null;
  getCheckoutUrl(): string | null | undefined;
}

const toPayment = (p: MolliePaymentLike): ProviderPayment => ({
  id: p.id,
  status: mapMollieStatus(p.status),
  amount: mollieAmountToCents(p.amount),
  checkoutUrl: p.getCheckoutUrl() ?? null,
  paidAt: p.paidAt ? new Date(p.paidAt) : null,
});

export function createMollieProvider(apiKey: string): PaymentProvider {
  const client = createMollieClient({ apiKey });
  return {
    name: 'mollie',
    async createPayment(input) {
      try {
        const payment = await client.payments.create({
          amount: centsToMollieAmount(input.amount),
          description: input.description.slice(0, 255),
          redirectUrl: input.redirectUrl,
          webhookUrl: input.webhookUrl,
          method: PaymentMethod.ideal,
          locale: input.locale === 'en' ? Locale.en_US : Locale.nl_NL,
          metadata: { order_id: input.orderId },
        });
        return toPayment(payment as unknown as MolliePaymentLike);
      } catch (err) {
        throw new PaymentProviderError('mollie: create payment failed', err);
      }
    },
    async getPayment(id) {
      try {
        return toPayment((await client.payments.get(id)) as unknown as MolliePaymentLike);
      } catch (err) {
        if (err instanceof MollieApiError && (err.statusCode === 404 || err.statusCode === 410)) return null;
        throw new PaymentProviderError('mollie: get payment failed', err);
      }
    },
    async refund(paymentId, amount) {
      try {
        const refund = await client.paymentRefunds.create({ paymentId, amount: centsToMollieAmount(amount) });
        const status = String(refund.status);
        return { id: refund.id, status: status === 'failed' || status === 'canceled' ? 'failed' : status === 'refunded' ? 'refunded' : 'pending' };
      } catch (err) {
        throw new PaymentProviderError('mollie: refund failed', err);
      }
    },
  };
}
