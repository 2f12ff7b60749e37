/**
 * apply_coupon / remove_coupon. Codes are case-sensitive, at most 50 characters. Validity is the
 * the one coupon rule (domain/coupons couponValidity). Every refused code is recorded in
 * coupon_attempt (outside the transaction, so it counts even though the call fails); too many
 * within the window lock the guest out (domain/booking/policy couponLockMinutes).
 */
import type { Knex } from 'knex';
import type { Viewer } from '../../auth/tokens';
import { couponLockMinutes, BOOKING_POLICY } from '../../domain/booking/policy';
import { couponValidity } from '../../domain/coupons/validity';
import { COUPON_CODE_MAX } from '../../domain/coupons/validateCoupon';
import { ApiError, notFound } from '../../errors/ApiError';
import { clock } from '../../jobs/clock';
import { withBooking } from './actions';
import { ENTITY } from './errors';
import { assertNoOpenPayment, refreshOpenPayments } from './openPayments';
import { priceTerms, replaceOrderLines, storedTerms } from './reprice';
import type { BookingRecord } from './store';

const COUPON = 'coupon';

async function lockMinutes(k: Knex, accountId: number, now: Date): Promise<number> {
  const since = new Date(now.getTime() - (BOOKING_POLICY.couponWindowMinutes + BOOKING_POLICY.couponLockMinutes) * 60_000);
  const rows: Array<{ ts_created: Date }> = await k('coupon_attempt').where('account_id', accountId).where('ts_created', '>', since).select('ts_created');
  return couponLockMinutes(rows.map((r) => new Date(r.ts_created)), now);
}

/** The coupon's percentage for the space, or throws its refusal (recording the invalid try). */
async function validCoupon(knex: Knex, viewer: Viewer, code: string, spaceId: number, now: Date): Promise<{ coupon_id: number; discount_percentage: number }> {
  if (typeof code !== 'string' || code.length === 0) throw new ApiError('FIELD_VALIDATION', { entity: COUPON, key: 'required', meta: { field: 'code', fields: { code: 'required' } } });
  if (code.length > COUPON_CODE_MAX) throw new ApiError('FIELD_VALIDATION', { entity: COUPON, key: 'max_length', meta: { field: 'code', max: COUPON_CODE_MAX, fields: { code: 'max_length' } } });
  const locked = await lockMinutes(knex, viewer.accountId, now);
  if (locked > 0) throw new ApiError('RATE_LIMIT', { entity: COUPON, key: 'too_many_invalid_attempts', meta: { minutes: locked } });
  const space = await knex('space').where('space_id', spaceId).first('venue_id');
  if (!space) throw notFound('space');
  const row = await knex('coupon').where({ venue_id: space.venue_id }).whereRaw('coupon_code = ?', [code]).first();
  const verdict = row
    ? couponValidity({ ...row, starts_from: new Date(row.starts_from), expires_at: row.expires_at ? new Date(row.expires_at) : null, discount_percentage: Number(row.discount_percentage) }, { now, space_id: spaceId })
    : ({ ok: false, key: 'unknown_coupon_code' } as const);
  if (!verdict.ok) {
    await knex('coupon_attempt').insert({ account_id: viewer.accountId, coupon_code: code, ts_created: now });
    const after = await lockMinutes(knex, viewer.accountId, now);
    if (after > 0) throw new ApiError('RATE_LIMIT', { entity: COUPON, key: 'too_many_invalid_attempts', meta: { minutes: after } });
    throw new ApiError('FIELD_VALIDATION', { entity: COUPON, key: verdict.key, meta: { field: 'code', fields: { code: verdict.key } } });
  }
  return { coupon_id: row.coupon_id, discount_percentage: verdict.percentage };
}

/** Bookings whose price may still change: drafts, requests and unpaid reservations (nothing paid yet). */
function assertRepriceable(rec: BookingRecord, action: string): void {
  const ok = rec.booking_status === 'DRAFT' || (rec.booking_status === 'PENDING' && ['HOST_APPROVAL', 'CUSTOMER_APPROVAL', 'PAYMENT_PENDING', 'PAYMENT_FAILED'].includes(rec.order_state));
  if (!ok || rec.total_paid > 0) throw new ApiError('VALIDATION', { entity: ENTITY, key: 'invalid_transition', meta: { from: rec.booking_status, action } });
}

export async function applyCoupon(knex: Knex, viewer: Viewer, args: { code: string; space_id: number; booking_id?: number | null }, now: Date = clock.now()) {
  const coupon = await validCoupon(knex, viewer, args.code, args.space_id, now);
  if (args.booking_id == null) return { coupon_code: args.code, discount_percentage: coupon.discount_percentage, booking_id: null as number | null };
  await refreshOpenPayments(knex, args.booking_id);
  await withBooking(knex, viewer, args.booking_id, async (trx, rec, actor, t) => {
    if (actor.role !== 'GUEST' && actor.role !== 'ADMIN') throw new ApiError('FORBIDDEN', { entity: ENTITY, key: 'forbidden' });
    if (rec.space_id !== args.space_id) throw new ApiError('FIELD_VALIDATION', { entity: COUPON, key: 'unknown_coupon_code', meta: { field: 'code', fields: { code: 'unknown_coupon_code' } } });
    assertRepriceable(rec, 'APPLY_COUPON');
    await assertNoOpenPayment(trx, rec.booking_id, 'APPLY_COUPON');
    const terms = { ...(await storedTerms(trx, rec.booking_id, rec.order_id)), coupon_code: args.code };
    const { quote, coupon_id } = await priceTerms(trx, rec.space_id, terms, t, { excludeBookingId: rec.booking_id });
    await replaceOrderLines(trx, rec.order_id, quote, coupon_id);
    await trx('booking').where('booking_id', rec.booking_id).update({
      coupon_id, booking_meta: trx.raw(`booking_meta || ?::jsonb`, [JSON.stringify({ coupon: args.code })]),
    });
    if (coupon_id && coupon_id !== rec.coupon_id) await trx('coupon').where('coupon_id', coupon_id).increment('times_applied', 1);
    return rec;
  }, now);
  return { coupon_code: args.code, discount_percentage: coupon.discount_percentage, booking_id: args.booking_id };
}

export async function removeCoupon(knex: Knex, viewer: Viewer, bookingId: number, now: Date = clock.now()) {
  await refreshOpenPayments(knex, bookingId);
  return withBooking(knex, viewer, bookingId, async (trx, rec, actor, t) => {
    if (actor.role !== 'GUEST' && actor.role !== 'ADMIN') throw new ApiError('FORBIDDEN', { entity: ENTITY, key: 'forbidden' });
    assertRepriceable(rec, 'REMOVE_COUPON');
    if (!rec.coupon_id) return rec;
    await assertNoOpenPayment(trx, rec.booking_id, 'REMOVE_COUPON');
    const terms = { ...(await storedTerms(trx, rec.booking_id, rec.order_id)), coupon_code: null };
    const { quote } = await priceTerms(trx, rec.space_id, terms, t, { excludeBookingId: rec.booking_id });
    await replaceOrderLines(trx, rec.order_id, quote, null);
    await trx('booking').where('booking_id', rec.booking_id).update({ coupon_id: null, booking_meta: trx.raw(`booking_meta || '{"coupon":null}'::jsonb`) });
    await trx('coupon').where('coupon_id', rec.coupon_id).where('times_applied', '>', 0).decrement('times_applied', 1);
    return rec;
  }, now);
}
