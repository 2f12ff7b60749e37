/**
 * Job `coupons.expiry` (docs/CONTRACTS.md "Coupons"): switches off every active coupon whose
 * expires_at has passed (domain/coupons isPastExpiry). Runs every 15 minutes; idempotent.
 */
import type { Knex } from 'knex';
import type { JobContext } from '../registry';

export const COUPON_EXPIRY_JOB = 'coupons.expiry';
export const COUPON_EXPIRY_EVERY_MS = 15 * 60_000;

/** Deactivates the coupons past their expiry at `now`; returns how many. Same rule as isPastExpiry. */
export async function expireCoupons(knex: Knex, now: Date): Promise<number> {
  return knex('coupon').where('is_active', true).whereNotNull('expires_at').where('expires_at', '<=', now).update({ is_active: false });
}

export async function handleCouponExpiry(_data: Record<string, unknown>, ctx: JobContext): Promise<void> {
  await expireCoupons(ctx.knex, ctx.clock.now());
}
