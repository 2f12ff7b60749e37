/**
 * The booking service's order transitions (services/booking/payments.ts, docs/CONTRACTS.md
 * "Booking"), re-exported so every payments module calls them through one place.
 */
export { applyPaymentResult, applyRefundResult, applyPayoutResult } from '../booking/payments';
