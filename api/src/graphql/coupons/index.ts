/**
 * Host coupons (docs/CONTRACTS.md "Host ..." / Coupons): list per venue, add, edit,
 * deactivate (services/coupons/hostCoupons.ts).
 */
import { notFound } from '../../errors/ApiError';
import { clock } from '../../jobs/clock';
import { couponVenueId, deactivateCoupon, saveCoupon, venueCoupons, type CouponInput, type HostCoupon } from '../../services/coupons/hostCoupons';
import type { GraphQLContext } from '../context';
import { gql, type GraphQLModule } from '../module';
import { iso, requireHostScope, requireVenueAccess } from '../team/hostOrganisation';

const toCoupon = (c: HostCoupon) => ({
  ...c,
  discount_percentage: Math.round(Number(c.discount_percentage)),
  starts_from: iso(c.starts_from),
  expires_at: iso(c.expires_at),
  ts_created: iso(c.ts_created),
  space: c.space ? { space_id: c.space.space_id, space_name: c.space.space_name } : null,
});

async function save(ctx: GraphQLContext, input: CouponInput, couponId: number | null) {
  const { venue } = await requireVenueAccess(ctx, input.venue_id, 'coupon.manage');
  return toCoupon(await saveCoupon(ctx.knex, venue, input, couponId, clock.now()));
}

async function coupons(_: unknown, args: { venue_id: number }, ctx: GraphQLContext) {
  await requireVenueAccess(ctx, args.venue_id, 'coupon.manage');
  return (await venueCoupons(ctx.knex, args.venue_id)).map(toCoupon);
}

async function couponVenue(ctx: GraphQLContext, couponId: number): Promise<number> {
  const venueId = await couponVenueId(ctx.knex, couponId);
  if (venueId == null) {
    await requireHostScope(ctx, 'coupon.manage');
    throw notFound('coupon');
  }
  return venueId;
}

async function deactivate_coupon(_: unknown, args: { coupon_id: number }, ctx: GraphQLContext) {
  await requireVenueAccess(ctx, await couponVenue(ctx, args.coupon_id), 'coupon.manage');
  return toCoupon(await deactivateCoupon(ctx.knex, args.coupon_id));
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
