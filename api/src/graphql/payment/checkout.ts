/** PaymentRow -> PaymentCheckout. */
import type { PaymentRow } from '../../services/payments/payments';

export const toCheckout = (p: PaymentRow) => ({
  payment_id: p.payment_id,
  provider_payment_id: p.provider_payment_id,
  checkout_url: p.checkout_url ?? '',
  status: p.status.toUpperCase(),
  amount: p.amount,
});
