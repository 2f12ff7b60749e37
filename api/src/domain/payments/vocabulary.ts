/** The words of payments, payouts and refunds as the tables store them. */

/** payment.provider */
export const PAYMENT_PROVIDERS = ['test', 'mollie'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

/** payment.status: the provider's own status words (Mollie's, lower case). */
export const PROVIDER_PAYMENT_STATUSES = ['open', 'pending', 'paid', 'failed', 'canceled', 'expired'] as const;
export type ProviderPaymentStatus = (typeof PROVIDER_PAYMENT_STATUSES)[number];

/** payout.payout_status */
export const PAYOUT_STATUSES = ['PENDING', 'COMPLETED', 'FAILED'] as const;

/** refund.status */
export const REFUND_STATUSES = ['PENDING', 'COMPLETED', 'FAILED'] as const;
