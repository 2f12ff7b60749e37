/**
 * The booking engineer's order transitions (services/booking/payments.ts, docs/CONTRACTS.md
 * "Booking (issue 5)"), re-exported so every payments module calls them through one place.
 */
export { applyPaymentResult, applyRefundResult, applyPayoutResult } from '../booking/payments';
