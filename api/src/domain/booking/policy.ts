/**
 * Time rules of a booking (constants of the spec and our choices where it is silent), as pure
 * functions of the booking and `now`. Every deadline is a UTC instant.
 */
const H = 3600_000;
const D = 24 * H;

export const BOOKING_POLICY = {
  /** how long an unpaid direct reservation holds the slot */
  reservationHours: 24,
  /** reminder this long before the reservation expires */
  reservationReminderHours: 4,
  /** extend_reservation adds this, once */
  reservationExtensionHours: 24,
  /** host_approval_th when the space has none */
  defaultHostApprovalHours: 48,
  /** prospect spaces (unclaimed hosts): answer window (spec: about 48 hours) */
  prospectApprovalHours: 48,
  /** the guest's answer to a host proposal */
  customerApprovalHours: 48,
  /** the other side's answer to a change request */
  changeRequestHours: 48,
  /** cancellation_th when the space has none: full refund when cancelled earlier than this before the start */
  defaultCancellationHours: 48,
  /** unpaid direct reservations a guest may hold at once */
  maxUnpaidReservations: 3,
  /** post-payment: the final invoice goes out this long after the meeting at most (spec: within 24 h) */
  finalInvoiceDelayHours: 1,
  /** post-payment: the invoice is due this many days after the meeting */
  invoiceDueDays: 14,
  /** post-payment: the "payment deadline upcoming" reminder, days before due */
  dueReminderDays: 3,
  /** post-payment: overdue this long blocks the guest's account */
  blockAfterOverdueDays: 14,
  /** payout to the host this long after the meeting (spec: 48 h) */
  payoutDelayHours: 48,
  /** coupon lockout: this many invalid codes within the window lock for lockMinutes */
  couponMaxInvalid: 5,
  couponWindowMinutes: 15,
  couponLockMinutes: 15,
} as const;

const min = (a: Date, b: Date): Date => (a.getTime() <= b.getTime() ? a : b);

/** Payment deadline of a new (or just approved) direct reservation: never after the meeting starts. */
export function paymentDeadline(now: Date, start: Date): Date {
  return min(new Date(now.getTime() + BOOKING_POLICY.reservationHours * H), start);
}

export function extendedPaymentDeadline(current: Date, start: Date): Date {
  return min(new Date(current.getTime() + BOOKING_POLICY.reservationExtensionHours * H), start);
}

export function reminderAt(deadline: Date): Date {
  return new Date(deadline.getTime() - BOOKING_POLICY.reservationReminderHours * H);
}

/** When the host must have answered: host_approval_th (prospects 48 h), never after the start. */
export function hostApprovalDeadline(now: Date, start: Date, space: { host_approval_th: number | null; is_prospect: boolean }): Date {
  const hours = space.is_prospect ? BOOKING_POLICY.prospectApprovalHours : space.host_approval_th && space.host_approval_th > 0 ? space.host_approval_th : BOOKING_POLICY.defaultHostApprovalHours;
  return min(new Date(now.getTime() + hours * H), start);
}

export function changeRequestDeadline(now: Date, start: Date): Date {
  return min(new Date(now.getTime() + BOOKING_POLICY.changeRequestHours * H), start);
}

export const cancellationHours = (cancellation_th: number | null | undefined): number =>
  cancellation_th != null && cancellation_th > 0 ? cancellation_th : BOOKING_POLICY.defaultCancellationHours;

/** check_refund: full refund of what was paid when cancelled at least cancellation_th hours before the start, else none. */
export function refundFor(args: { now: Date; start: Date; cancellation_th: number | null; paid: number; refunded: number }): number {
  const left = args.paid - args.refunded;
  if (left <= 0) return 0;
  return args.start.getTime() - args.now.getTime() >= cancellationHours(args.cancellation_th) * H ? left : 0;
}

export const invoiceDue = (end: Date): Date => new Date(end.getTime() + BOOKING_POLICY.invoiceDueDays * D);
export const dueReminderAt = (due: Date): Date => new Date(due.getTime() - BOOKING_POLICY.dueReminderDays * D);
export const blockAt = (due: Date): Date => new Date(due.getTime() + BOOKING_POLICY.blockAfterOverdueDays * D);
export const payoutAt = (end: Date): Date => new Date(end.getTime() + BOOKING_POLICY.payoutDelayHours * H);
export const finalInvoiceAt = (end: Date): Date => new Date(end.getTime() + BOOKING_POLICY.finalInvoiceDelayHours * H);

/** Whether a booking becomes a host request instead of a direct reservation (spec section 1). */
export function isRequest(args: { space_booking_type: string; is_prospect: boolean; is_social: boolean; is_afterpay: boolean }): boolean {
  return args.space_booking_type === 'MANUAL' || args.is_prospect || args.is_social || args.is_afterpay;
}

/** Coupon lockout: minutes left, or 0 when the guest may try again. */
export function couponLockMinutes(invalidAttempts: readonly Date[], now: Date): number {
  const windowStart = now.getTime() - BOOKING_POLICY.couponWindowMinutes * 60_000;
  const recent = invalidAttempts.map((d) => d.getTime()).filter((t) => t > windowStart).sort((a, b) => a - b);
  if (recent.length < BOOKING_POLICY.couponMaxInvalid) return 0;
  const lockedUntil = recent[recent.length - 1]! + BOOKING_POLICY.couponLockMinutes * 60_000;
  return Math.max(0, Math.ceil((lockedUntil - now.getTime()) / 60_000));
}
