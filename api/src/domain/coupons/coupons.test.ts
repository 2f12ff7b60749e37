import { couponValidity, isPastExpiry } from './validity';
import { validateCouponInput } from './validateCoupon';

const now = new Date('2026-11-21T10:00:00Z');
const base = { space_id: null, starts_from: new Date('2026-11-01T00:00:00Z'), expires_at: null, discount_percentage: 20, usage_limit: 1, times_used: 0, is_active: true };

describe('couponValidity', () => {
  it.each([
    ['valid for all spaces', {}, 7, { ok: true, percentage: 20 }],
    ['valid for its space', { space_id: 7 }, 7, { ok: true, percentage: 20 }],
    ['another space', { space_id: 8 }, 7, { ok: false, key: 'unknown_coupon_code' }],
    ['inactive', { is_active: false }, 7, { ok: false, key: 'unknown_coupon_code' }],
    ['not started', { starts_from: new Date('2026-11-22T00:00:00Z') }, 7, { ok: false, key: 'unknown_coupon_code' }],
    ['expired', { expires_at: new Date('2026-11-21T10:00:00Z') }, 7, { ok: false, key: 'coupon_expired' }],
    ['expired and deactivated by the job', { expires_at: new Date('2026-11-20T00:00:00Z'), is_active: false }, 7, { ok: false, key: 'coupon_expired' }],
    ['used up', { times_used: 1 }, 7, { ok: false, key: 'coupon_usage_limit' }],
    ['limit 3, used 2', { usage_limit: 3, times_used: 2 }, 7, { ok: true, percentage: 20 }],
    ['100 % makes it free', { discount_percentage: 100 }, 7, { ok: true, percentage: 100 }],
  ])('%s', (_name, patch, spaceId, expected) => {
    expect(couponValidity({ ...base, ...patch }, { now, space_id: spaceId })).toEqual(expected);
  });

  it('expiry job picks active coupons past expires_at only', () => {
    expect(isPastExpiry({ is_active: true, expires_at: new Date('2026-11-21T09:59:00Z') }, now)).toBe(true);
    expect(isPastExpiry({ is_active: true, expires_at: new Date('2026-11-21T10:01:00Z') }, now)).toBe(false);
    expect(isPastExpiry({ is_active: true, expires_at: null }, now)).toBe(false);
    expect(isPastExpiry({ is_active: false, expires_at: new Date('2026-11-01T00:00:00Z') }, now)).toBe(false);
  });
});

describe('validateCouponInput', () => {
  const ok = { coupon_code: 'ZOMER25', discount_percentage: 25 };
  const keys = (r: ReturnType<typeof validateCouponInput>) => (r.ok ? [] : r.errors.map((e) => `${e.field}:${e.key}`));

  it('defaults: usage limit 1, starts now, no end', () => {
    const r = validateCouponInput(ok, { now });
    expect(r).toEqual({ ok: true, values: { coupon_code: 'ZOMER25', coupon_description: null, starts_from: now, expires_at: null, discount_percentage: 25, usage_limit: 1, is_multi_use: false } });
  });
  it.each([
    [{ coupon_code: '' }, ['coupon_code:required']],
    [{ coupon_code: 'x'.repeat(51) }, ['coupon_code:max_length']],
    [{ coupon_code: 'x'.repeat(50) }, []],
    [{ coupon_code: '<b>' }, ['coupon_code:code_injection']],
    [{ coupon_description: 'd'.repeat(501) }, ['coupon_description:max_length']],
    [{ coupon_description: 'd'.repeat(500) }, []],
    [{ discount_percentage: 0 }, ['discount_percentage:discount_out_of_range']],
    [{ discount_percentage: 101 }, ['discount_percentage:discount_out_of_range']],
    [{ discount_percentage: 100 }, []],
    [{ discount_percentage: null }, ['discount_percentage:required']],
    [{ usage_limit: 0 }, ['usage_limit:min_integer']],
    [{ starts_from: '2026-11-20T10:00:00Z' }, ['starts_from:starts_from_in_past']],
    [{ starts_from: '2027-01-01T00:00:00Z' }, []],
    [{ starts_from: '2027-01-01T00:00:00Z', expires_at: '2026-12-31T00:00:00Z' }, ['expires_at:expires_before_start']],
    [{ expires_at: 'soon' }, ['expires_at:invalid_date']],
  ])('%j -> %j', (patch, expected) => {
    expect(keys(validateCouponInput({ ...ok, ...patch }, { now }))).toEqual(expected);
  });
  it('keeps codes case-sensitive and an unchanged past start on edit', () => {
    const prev = new Date('2026-10-01T00:00:00Z');
    const r = validateCouponInput({ ...ok, coupon_code: 'Zomer25', starts_from: prev.toISOString() }, { now, previousStartsFrom: prev });
    expect(r.ok && r.values.coupon_code).toBe('Zomer25');
  });
});
