import { couponLockMinutes, hostApprovalDeadline, isRequest, paymentDeadline, refundFor } from './policy';
import { validateRequestForm } from './requestForm';
import { dueTimers, nextTimerAt, type TimerSnapshot } from './timers';

const t = (iso: string) => new Date(iso);
const now = t('2026-06-01T10:00:00Z');

describe('policy', () => {
  it('payment deadline is 24 h but never after the start', () => {
    expect(paymentDeadline(now, t('2026-06-10T10:00:00Z')).toISOString()).toBe('2026-06-02T10:00:00.000Z');
    expect(paymentDeadline(now, t('2026-06-01T15:00:00Z')).toISOString()).toBe('2026-06-01T15:00:00.000Z');
  });
  it('host approval: host_approval_th, default 48, prospects 48', () => {
    const start = t('2026-06-20T10:00:00Z');
    expect(hostApprovalDeadline(now, start, { host_approval_th: 12, is_prospect: false }).toISOString()).toBe('2026-06-01T22:00:00.000Z');
    expect(hostApprovalDeadline(now, start, { host_approval_th: null, is_prospect: false }).toISOString()).toBe('2026-06-03T10:00:00.000Z');
    expect(hostApprovalDeadline(now, start, { host_approval_th: 12, is_prospect: true }).toISOString()).toBe('2026-06-03T10:00:00.000Z');
  });
  it('refund: full before cancellation_th (default 48), none after', () => {
    const base = { now, paid: 10000, refunded: 0 };
    expect(refundFor({ ...base, start: t('2026-06-03T10:00:00Z'), cancellation_th: null })).toBe(10000);
    expect(refundFor({ ...base, start: t('2026-06-03T09:59:00Z'), cancellation_th: null })).toBe(0);
    expect(refundFor({ ...base, start: t('2026-06-01T20:00:00Z'), cancellation_th: 10 })).toBe(10000);
    expect(refundFor({ ...base, start: t('2026-06-01T19:00:00Z'), cancellation_th: 10 })).toBe(0);
    expect(refundFor({ ...base, refunded: 2500, start: t('2026-07-01T10:00:00Z'), cancellation_th: 10 })).toBe(7500);
  });
  it('requests: MANUAL, prospect, social discount or post-payment', () => {
    const d = { space_booking_type: 'DIRECT', is_prospect: false, is_social: false, is_afterpay: false };
    expect(isRequest(d)).toBe(false);
    expect(isRequest({ ...d, space_booking_type: 'MANUAL' })).toBe(true);
    expect(isRequest({ ...d, is_social: true })).toBe(true);
    expect(isRequest({ ...d, is_afterpay: true })).toBe(true);
    expect(isRequest({ ...d, is_prospect: true })).toBe(true);
  });
  it('coupon lockout after 5 invalid codes within 15 minutes, for 15 minutes', () => {
    const tries = [1, 2, 3, 4].map((m) => new Date(now.getTime() - m * 60_000));
    expect(couponLockMinutes(tries, now)).toBe(0);
    const five = [...tries, new Date(now.getTime() - 30_000)];
    expect(couponLockMinutes(five, now)).toBe(15);
    expect(couponLockMinutes(five, new Date(now.getTime() + 10 * 60_000))).toBe(5);
    expect(couponLockMinutes(five, new Date(now.getTime() + 16 * 60_000))).toBe(0);
  });
});

describe('request form', () => {
  it('checks maxima, CoC, post-payment fields, discount reason and terms', () => {
    expect(validateRequestForm({ terms_accepted: true }, { afterpay: false, social: false, submit: true })).toEqual([]);
    const p = validateRequestForm(
      { organisation_name: 'x'.repeat(51), coc: '1234567', billing_address: 'y'.repeat(101), comment: 'z'.repeat(1001), meeting_name: '<script>' },
      { afterpay: true, social: true, submit: true },
    );
    expect(Object.fromEntries(p.map((x) => [x.field, x.key]))).toEqual({
      organisation_name: 'max_length', billing_address: 'max_length', comment: 'max_length', meeting_name: 'code_injection',
      coc: 'coc_invalid', discount_reason: 'required', terms_accepted: 'terms_not_accepted',
    });
    expect(validateRequestForm({}, { afterpay: true, social: false, submit: false }).map((x) => x.field)).toEqual(['organisation_name', 'coc', 'billing_address']);
  });
});

describe('timers', () => {
  const base: TimerSnapshot = {
    booking_status: 'PENDING', order_state: 'PAYMENT_PENDING', payment_method: 'DIRECT',
    booking_start: t('2026-06-05T09:00:00Z'), booking_end: t('2026-06-05T13:00:00Z'),
    ts_payment_expiration_dl: t('2026-06-02T10:00:00Z'), ts_host_approval_dl: null, ts_customer_approval_dl: null,
    ts_reminder_sent: null, ts_invoice_due: null, ts_due_reminder_sent: null, ts_overdue_sent: null, change_request_expires: null, account_blocked: false,
  };
  it('reservation: reminder 4 h before, then expiry; nothing twice', () => {
    expect(dueTimers(base, now)).toEqual([]);
    expect(nextTimerAt(base, now)?.toISOString()).toBe('2026-06-02T06:00:00.000Z');
    expect(dueTimers(base, t('2026-06-02T06:00:00Z'))).toEqual(['RESERVATION_REMINDER']);
    expect(dueTimers({ ...base, ts_reminder_sent: now }, t('2026-06-02T06:00:00Z'))).toEqual([]);
    expect(dueTimers(base, t('2026-06-02T10:00:00Z'))).toEqual(['RESERVATION_EXPIRE']);
    expect(dueTimers({ ...base, payment_method: 'AFTERPAY' }, t('2026-06-02T10:00:00Z'))).toEqual([]);
  });
  it('requests expire at the host deadline; paid meetings pass at the end', () => {
    const req = { ...base, order_state: 'HOST_APPROVAL' as const, ts_host_approval_dl: t('2026-06-03T10:00:00Z') };
    expect(dueTimers(req, t('2026-06-03T09:59:00Z'))).toEqual([]);
    expect(dueTimers(req, t('2026-06-03T10:00:00Z'))).toEqual(['HOST_APPROVAL_EXPIRE']);
    const paid = { ...base, booking_status: 'PAID' as const, order_state: 'PAID' as const };
    expect(dueTimers(paid, t('2026-06-05T12:59:00Z'))).toEqual([]);
    expect(dueTimers(paid, t('2026-06-05T13:00:00Z'))).toEqual(['MEETING_END']);
  });
  it('post-payment: meeting end, due reminder, overdue, block', () => {
    const ap = { ...base, payment_method: 'AFTERPAY' as const };
    expect(dueTimers(ap, t('2026-06-05T13:00:00Z'))).toEqual(['POST_PAYMENT_MEETING_END']);
    const passed = { ...ap, booking_status: 'PASSED' as const, ts_invoice_due: t('2026-06-19T13:00:00Z') };
    expect(dueTimers(passed, t('2026-06-16T13:00:00Z'))).toEqual(['DUE_REMINDER']);
    expect(dueTimers({ ...passed, ts_due_reminder_sent: now }, t('2026-06-19T13:00:00Z'))).toEqual(['OVERDUE_REMINDER']);
    expect(dueTimers({ ...passed, ts_due_reminder_sent: now, ts_overdue_sent: now }, t('2026-07-03T13:00:00Z'))).toEqual(['BLOCK_ACCOUNT']);
  });
});
