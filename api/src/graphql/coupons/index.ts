/**
 * Host coupons (docs/CONTRACTS.md "Host ..." / Coupons): list per venue, add, edit,
 * deactivate. Rules in domain/coupons; code unique per organisation (checked under an advisory
 * lock in the transaction, case-sensitive).
 */
import type { Knex } from 'knex';
import { validateCouponInput, type CouponFormInput } from '../../domain/coupons';
import { ApiError, notFound } from '../../errors/ApiError';
import { clock } from '../../jobs/clock';
import type { GraphQLContext } from '../context';
import { gql, type GraphQLModule } from '../module';
import { iso, requireHostScope, requireVenueAccess } from '../team/hostOrganisation';

interface CouponInput extends CouponFormInput {
  venue_id: number;
  space_id?: number | null;
}

const COLUMNS = ['c.*', 's.space_name'];
const toCoupon = (r: Record<string, any>) => ({
  ...r,
  discount_percentage: Math.round(Number(r.discount_percentage)),
  starts_from: iso(r.starts_from),
  expires_at: iso(r.expires_at),
  ts_created: iso(r.ts_created),
  space: r.space_id ? { space_id: r.space_id, space_name: r.space_name } : null,
});
const loadCoupon = (k: Knex | Knex.Transaction, id: number) =>
  k('coupon as c').leftJoin('space as s', 's.space_id', 'c.space_id').where('c.coupon_id', id).first(COLUMNS);

function fieldErrors(errors: Array<{ field: string; key: string; meta?: Record<string, unknown> }>): ApiError {
  const first = errors[0]!;
  return new ApiError('FIELD_VALIDATION', {
    entity: 'coupon',
    key: first.key,
    meta: { ...(first.meta ?? {}), field: first.field, fields: Object.fromEntries(errors.map((e) => [e.field, e.key])) },
  });
}

async function save(ctx: GraphQLContext, input: CouponInput, couponId: number | null) {
  const { venue } = await requireVenueAccess(ctx, input.venue_id, 'coupon.manage');
  const previous = couponId ? await ctx.knex('coupon').where('coupon_id', couponId).first() : null;
  if (couponId && (!previous || previous.venue_id !== venue.venue_id)) throw notFound('coupon');
  const checked = validateCouponInput(input, { now: clock.now(), previousStartsFrom: previous?.starts_from ?? null });
  if (!checked.ok) throw fieldErrors(checked.errors);
  if (input.space_id != null) {
    const space = await ctx.knex('space').where({ space_id: input.space_id, venue_id: venue.venue_id }).first('space_id');
    if (!space) throw new ApiError('FIELD_VALIDATION', { entity: 'coupon', key: 'not_found', meta: { field: 'space_id', fields: { space_id: 'not_found' } } });
  }
  const id = await ctx.knex.transaction(async (trx) => {
    await trx.raw('SELECT pg_advisory_xact_lock(?, ?)', [6101, venue.organisation_id]);
    const clash = await trx('coupon as c').join('venue as v', 'v.venue_id', 'c.venue_id')
      .where('v.organisation_id', venue.organisation_id).where('c.coupon_code', checked.values.coupon_code)
      .modify((q) => (couponId ? q.whereNot('c.coupon_id', couponId) : q)).first('c.coupon_id');
    if (clash) throw new ApiError('CONFLICT', { entity: 'coupon', key: 'coupon_code_exists', meta: { field: 'coupon_code', fields: { coupon_code: 'coupon_code_exists' } } });
    const row = { ...checked.values, venue_id: venue.venue_id, space_id: input.space_id ?? null };
    if (couponId) {
      await trx('coupon').where('coupon_id', couponId).update({ ...row, is_active: row.expires_at == null || row.expires_at > clock.now() ? previous.is_active : false });
      return couponId;
    }
    const [r] = await trx('coupon').insert(row).returning('coupon_id');
    return r.coupon_id as number;
  });
  return toCoupon(await loadCoupon(ctx.knex, id));
}

async function coupons(_: unknown, args: { venue_id: number }, ctx: GraphQLContext) {
  await requireVenueAccess(ctx, args.venue_id, 'coupon.manage');
  const rows = await ctx.knex('coupon as c').leftJoin('space as s', 's.space_id', 'c.space_id').where('c.venue_id', args.venue_id)
    .orderBy([{ column: 'c.ts_created', order: 'desc' }, { column: 'c.coupon_id', order: 'desc' }]).select(COLUMNS);
  return rows.map(toCoupon);
}

async function couponVenue(ctx: GraphQLContext, couponId: number): Promise<number> {
  const row = await ctx.knex('coupon').where('coupon_id', couponId).first('venue_id');
  if (!row) {
    await requireHostScope(ctx, 'coupon.manage');
    throw notFound('coupon');
  }
  return row.venue_id;
}

async function deactivate_coupon(_: unknown, args: { coupon_id: number }, ctx: GraphQLContext) {
  await requireVenueAccess(ctx, await couponVenue(ctx, args.coupon_id), 'coupon.manage');
  await ctx.knex('coupon').where('coupon_id', args.coupon_id).update({ is_active: false });
  return toCoupon(await loadCoupon(ctx.knex, args.coupon_id));
}

async function edit_coupon(_: unknown, args: { coupon_id: number; input: CouponInput }, ctx: GraphQLContext) {
  const venueId = await couponVenue(ctx, args.coupon_id);
  if (venueId !== args.input.venue_id) throw notFound('coupon');
  return save(ctx, args.input, args.coupon_id);
}

export const couponsModule: GraphQLModule = {
  name: 'coupons',
  visibility: 'authenticated',
  typeDefs: gql`
    type CouponSpace { space_id: Int!, space_name: String! }
    type Coupon {
      coupon_id: Int!
      venue_id: Int!
      coupon_code: String!
      coupon_description: String
      "ISO UTC"
      starts_from: String!
      "ISO UTC; null = no end"
      expires_at: String
      discount_percentage: Int!
      usage_limit: Int!
      times_applied: Int!
      times_used: Int!
      is_active: Boolean!
      is_multi_use: Boolean!
      ts_created: String!
      "null = every space of the venue"
      space: CouponSpace
    }
    input CouponInput {
      venue_id: Int!
      space_id: Int
      coupon_code: String!
      coupon_description: String
      starts_from: String
      expires_at: String
      discount_percentage: Int!
      usage_limit: Int
      is_multi_use: Boolean
    }
    extend type Query {
      "the venue's coupons, newest first, inactive included (coupon.manage)"
      coupons(venue_id: Int!): [Coupon!]!
    }
    extend type Mutation {
      add_coupon(input: CouponInput!): Coupon!
      edit_coupon(coupon_id: Int!, input: CouponInput!): Coupon!
      "deleting a coupon only deactivates it"
      deactivate_coupon(coupon_id: Int!): Coupon!
    }
  `,
  resolvers: {
    Query: { coupons },
    Mutation: { add_coupon: (_: unknown, a: { input: CouponInput }, ctx: GraphQLContext) => save(ctx, a.input, null), edit_coupon, deactivate_coupon },
  },
};
