/**
 * A host's coupons per venue (docs/CONTRACTS.md "Coupons"): list, add, edit, deactivate. The form
 * rules are in domain/coupons; the code is unique per organisation (case-sensitive), checked under
 * an advisory lock in the saving transaction. The caller has checked coupon.manage for the venue.
 */
import type { Knex } from 'knex';
import type { Modifiers } from 'objection';
import { validateCouponInput, type CouponFormInput } from '../../domain/coupons';
import { Coupon, Space } from '../../db/models';
import { ApiError, notFound } from '../../errors/ApiError';
import { lockOrganisationCouponCodes } from '../../queries/locks';

export type HostCoupon = Coupon;

export interface CouponInput extends CouponFormInput {
  venue_id: number;
  space_id?: number | null;
}

/** The coupon with the name of the space it is limited to (space null = every space of the venue). */
const SPACE = 'space(nameOnly)';
const nameOnly: Modifiers = { nameOnly: (s) => s.select('space.space_id', 'space.space_name') };

export async function venueCoupons(knex: Knex, venueId: number): Promise<Coupon[]> {
  return Coupon.query(knex).where('coupon.venue_id', venueId).modify('newestFirst').withGraphFetched(SPACE).modifiers(nameOnly);
}

export async function couponWithSpace(knex: Knex, couponId: number): Promise<Coupon> {
  const coupon = await Coupon.query(knex).findById(couponId).withGraphFetched(SPACE).modifiers(nameOnly);
  if (!coupon) throw notFound('coupon');
  return coupon;
}

/** The venue a coupon belongs to (null: no such coupon). */
export async function couponVenueId(knex: Knex, couponId: number): Promise<number | null> {
  const coupon = await Coupon.query(knex).findById(couponId).select('venue_id');
  return coupon?.venue_id ?? null;
}

function fieldErrors(errors: Array<{ field: string; key: string; meta?: Record<string, unknown> }>): ApiError {
  const first = errors[0]!;
  return new ApiError('FIELD_VALIDATION', {
    entity: 'coupon',
    key: first.key,
    meta: { ...(first.meta ?? {}), field: first.field, fields: Object.fromEntries(errors.map((e) => [e.field, e.key])) },
  });
}

/** Adds (couponId null) or edits a coupon of the venue; answers it with its space. */
export async function saveCoupon(
  knex: Knex,
  venue: { venue_id: number; organisation_id: number },
  input: CouponInput,
  couponId: number | null,
  now: Date,
): Promise<Coupon> {
  const previous = couponId ? await Coupon.query(knex).findById(couponId) : null;
  if (couponId && (!previous || previous.venue_id !== venue.venue_id)) throw notFound('coupon');
  const checked = validateCouponInput(input, { now, previousStartsFrom: (previous?.starts_from as Date | undefined) ?? null });
  if (!checked.ok) throw fieldErrors(checked.errors);
  if (input.space_id != null) {
    const space = await Space.query(knex).findOne({ space_id: input.space_id, venue_id: venue.venue_id }).select('space_id');
    if (!space) throw new ApiError('FIELD_VALIDATION', { entity: 'coupon', key: 'not_found', meta: { field: 'space_id', fields: { space_id: 'not_found' } } });
  }
  const id = await knex.transaction(async (trx) => {
    await lockOrganisationCouponCodes(trx, venue.organisation_id);
    const clash = await Coupon.query(trx).joinRelated('venue')
      .where('venue.organisation_id', venue.organisation_id).where('coupon.coupon_code', checked.values.coupon_code)
      .modify((q) => (couponId ? q.whereNot('coupon.coupon_id', couponId) : q)).first().select('coupon.coupon_id');
    if (clash) throw new ApiError('CONFLICT', { entity: 'coupon', key: 'coupon_code_exists', meta: { field: 'coupon_code', fields: { coupon_code: 'coupon_code_exists' } } });
    const row = { ...checked.values, venue_id: venue.venue_id, space_id: input.space_id ?? null };
    if (previous) {
      // a coupon that has already ended is switched off; otherwise editing keeps whether it was on
      const endedBefore = row.expires_at != null && row.expires_at <= now;
      await Coupon.query(trx).findById(previous.coupon_id).patch({ ...row, is_active: endedBefore ? false : previous.is_active });
      return previous.coupon_id;
    }
    return (await Coupon.query(trx).insert(row)).coupon_id;
  });
  return couponWithSpace(knex, id);
}

/** Deleting a coupon only deactivates it (bookings keep their discount). */
export async function deactivateCoupon(knex: Knex, couponId: number): Promise<Coupon> {
  await Coupon.query(knex).findById(couponId).patch({ is_active: false });
  return couponWithSpace(knex, couponId);
}
