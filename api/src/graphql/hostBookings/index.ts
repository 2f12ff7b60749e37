/**
 * Host side of the bookings list (docs/CONTRACTS.md "Host ..." / Host bookings):
 * get_vendor_bookings with stats per vendor status, customers(search) and customer(account_id).
 * Scope: the caller's organisation (owner or accepted team member), a venue/space of it, or for
 * an admin any organisation. Answers (approve/decline/cancel) stay with the booking service.
 */
import type { Knex } from 'knex';
import { TIME_ZONE } from '../../domain/availability/amsterdamTime';
import { fieldValidation, notFound } from '../../errors/ApiError';
import type { GraphQLContext } from '../context';
import { gql, type GraphQLModule } from '../module';
import { iso, pageArgs, requireHostScope, requireSpaceAccess, requireVenueAccess } from '../team/hostOrganisation';

export type VendorStatus = 'PENDING' | 'OPTIONAL' | 'PAID' | 'EXPIRED' | 'CANCELLED';

/** One SQL expression for the contract's status groups (a request without order row counts as PENDING). */
export const VENDOR_STATUS_SQL = `CASE
  WHEN b.booking_status = 'PENDING' AND (o.order_state IN ('HOST_APPROVAL', 'CUSTOMER_APPROVAL') OR (o.order_state IS NULL AND b.booking_type = 'MANUAL')) THEN 'PENDING'
  WHEN b.booking_status IN ('PENDING', 'PAYMENT_PROCESSING', 'OPTIONAL') THEN 'OPTIONAL'
  WHEN b.booking_status IN ('PAID', 'PASSED', 'COMPLETED') THEN 'PAID'
  WHEN b.booking_status = 'EXPIRED' THEN 'EXPIRED'
  WHEN b.booking_status IN ('CANCELLED', 'DECLINED', 'REFUNDED') THEN 'CANCELLED'
  END`;

interface Scope {
  organisationId: number | null; // null = admin, every organisation
  venueId: number | null;
  spaceId: number | null;
}

async function resolveScope(ctx: GraphQLContext, args: { venue_id?: number | null; space_id?: number | null }): Promise<Scope> {
  if (args.space_id != null) {
    const { space } = await requireSpaceAccess(ctx, args.space_id, 'vendor_booking.view');
    if (args.venue_id != null && args.venue_id !== space.venue_id) throw notFound('space');
    return { organisationId: space.organisation_id, venueId: space.venue_id, spaceId: space.space_id };
  }
  if (args.venue_id != null) {
    const { venue } = await requireVenueAccess(ctx, args.venue_id, 'vendor_booking.view');
    return { organisationId: venue.organisation_id, venueId: venue.venue_id, spaceId: null };
  }
  const scope = await requireHostScope(ctx, 'vendor_booking.view');
  return { organisationId: scope.organisationId, venueId: null, spaceId: null };
}

/** Non-draft, non-deleted bookings of the scope with their booking order, space, venue and booker. */
function base(knex: Knex, scope: Scope): Knex.QueryBuilder {
  return knex('booking as b')
    .join('space as s', 's.space_id', 'b.space_id')
    .join('venue as v', 'v.venue_id', 's.venue_id')
    .join('account as a', 'a.account_id', 'b.account_id')
    .joinRaw(`LEFT JOIN LATERAL (SELECT * FROM booking_order bo WHERE bo.booking_id = b.booking_id AND bo.order_kind = 'BOOKING' ORDER BY bo.order_id LIMIT 1) o ON true`)
    .whereNot('b.booking_status', 'DRAFT')
    .where((w) => w.where('b.is_deleted', false).orWhereNull('b.is_deleted'))
    .modify((q) => {
      if (scope.organisationId != null) q.where('v.organisation_id', scope.organisationId);
      if (scope.venueId != null) q.where('v.venue_id', scope.venueId);
      if (scope.spaceId != null) q.where('s.space_id', scope.spaceId);
    });
}

function applySearch(q: Knex.QueryBuilder, search: string | null | undefined, withMeeting: boolean): void {
  const s = search?.trim();
  if (!s) return;
  const like = `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  q.where((w) => {
    w.whereILike('a.email', like).orWhereILike('a.first_name', like).orWhereILike('a.last_name', like)
      .orWhereRaw(`(coalesce(a.first_name, '') || ' ' || coalesce(a.last_name, '')) ILIKE ?`, [like]);
    if (withMeeting) w.orWhereILike('b.meeting_name', like).orWhereILike('b.booking_hash', like);
  });
}

const BOOKING_COLUMNS = (knex: Knex) => [
  'b.booking_id', 'b.booking_hash', 'b.booking_status', 'b.booking_start', 'b.booking_end', 'b.attendees', 'b.meeting_name',
  'b.meeting_description', 'b.comment',
  'b.booking_type', 'b.ts_created', 's.space_id', 's.space_name', 'v.venue_id', 'v.venue_name',
  'o.order_state', 'o.payment_method', 'o.order_total', 'o.payout_total', 'o.ts_host_approval_dl',
  'a.account_id', 'a.first_name', 'a.last_name', 'a.email', 'a.phone',
  knex.raw(`${VENDOR_STATUS_SQL} AS vendor_status`),
];

const toBooking = (r: Record<string, any>) => ({
  booking_id: r.booking_id,
  booking_hash: r.booking_hash,
  booking_status: r.booking_status,
  order_state: r.order_state ?? null,
  vendor_status: r.vendor_status ?? null,
  slot_start: iso(r.booking_start),
  slot_end: iso(r.booking_end),
  attendees: r.attendees,
  meeting_name: r.meeting_name ?? null,
  meeting_description: r.meeting_description ?? null,
  comment: r.comment ?? null,
  space_id: r.space_id,
  space_name: r.space_name,
  venue_id: r.venue_id,
  venue_name: r.venue_name,
  booking_type: r.booking_type,
  payment_method: r.payment_method ?? null,
  order_total: r.order_total ?? null,
  payout_total: r.payout_total ?? null,
  ts_host_approval_dl: iso(r.ts_host_approval_dl),
  ts_created: iso(r.ts_created),
  customer: { account_id: r.account_id, first_name: r.first_name, last_name: r.last_name, email: r.email, phone: r.phone },
});

interface Filters {
  venue_id?: number | null;
  space_id?: number | null;
  status?: VendorStatus | null;
  search?: string | null;
  date_from?: string | null;
  date_to?: string | null;
  page?: number | null;
  size?: number | null;
}

function applyDates(q: Knex.QueryBuilder, f: Filters): void {
  if (f.date_from) q.whereRaw(`b.booking_start >= (?::date)::timestamp AT TIME ZONE ?`, [f.date_from, TIME_ZONE]);
  if (f.date_to) q.whereRaw(`b.booking_start < ((?::date) + 1)::timestamp AT TIME ZONE ?`, [f.date_to, TIME_ZONE]);
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

async function get_vendor_bookings(_: unknown, args: { filters?: Filters | null }, ctx: GraphQLContext) {
  const f = args.filters ?? {};
  const scope = await resolveScope(ctx, f);
  for (const field of ['date_from', 'date_to'] as const) {
    const v = f[field];
    if (v != null && (!DATE.test(v) || Number.isNaN(Date.parse(v)))) throw fieldValidation('booking', field, 'invalid_date');
  }
  const { page, size, offset } = pageArgs(f);
  const filtered = () => {
    const q = base(ctx.knex, scope);
    applySearch(q, f.search, true);
    applyDates(q, f);
    return q;
  };
  const statsRow = await filtered().select(
    ctx.knex.raw(`count(*) FILTER (WHERE ${VENDOR_STATUS_SQL} = 'PENDING')::int AS pending`),
    ctx.knex.raw(`count(*) FILTER (WHERE ${VENDOR_STATUS_SQL} = 'OPTIONAL')::int AS optional`),
    ctx.knex.raw(`count(*) FILTER (WHERE ${VENDOR_STATUS_SQL} = 'PAID')::int AS paid`),
    ctx.knex.raw(`count(*) FILTER (WHERE ${VENDOR_STATUS_SQL} = 'EXPIRED')::int AS expired`),
    ctx.knex.raw(`count(*) FILTER (WHERE ${VENDOR_STATUS_SQL} = 'CANCELLED')::int AS cancelled`),
    ctx.knex.raw('count(*)::int AS total'),
  ).first();
  const listed = filtered().modify((q) => {
    if (f.status) q.whereRaw(`${VENDOR_STATUS_SQL} = ?`, [f.status]);
  });
  const countRow = await listed.clone().count<{ n: string }[]>('* as n').first();
  const total = Number(countRow?.n ?? 0);
  const rows = await listed.select(BOOKING_COLUMNS(ctx.knex))
    .orderBy([{ column: 'b.booking_start', order: 'desc' }, { column: 'b.booking_id', order: 'desc' }]).limit(size).offset(offset);
  return {
    result: rows.map(toBooking),
    total,
    page,
    size,
    total_pages: Math.ceil(total / size),
    stats: statsRow,
  };
}

const PAID_STATUSES = `('PAID', 'PASSED', 'COMPLETED')`;

function customerQuery(ctx: GraphQLContext, scope: Scope) {
  return base(ctx.knex, scope)
    .groupBy('a.account_id', 'a.first_name', 'a.last_name', 'a.email', 'a.phone')
    .select(
      'a.account_id', 'a.first_name', 'a.last_name', 'a.email', 'a.phone',
      ctx.knex.raw('count(*)::int AS bookings_count'),
      ctx.knex.raw(`coalesce(sum(CASE WHEN b.booking_status IN ${PAID_STATUSES} THEN coalesce(o.total_paid, o.order_total, 0) - coalesce(o.refunded_total, 0) ELSE 0 END), 0)::int AS paid_total`),
      ctx.knex.raw('max(b.booking_start) AS last_booking_start'),
    );
}

const toCustomer = (r: Record<string, any>) => ({ ...r, last_booking_start: iso(r.last_booking_start) });

async function customers(_: unknown, args: { venue_id?: number | null; search?: string | null; page?: number | null; size?: number | null }, ctx: GraphQLContext) {
  const scope = await resolveScope(ctx, { venue_id: args.venue_id });
  const { page, size, offset } = pageArgs(args);
  const q = customerQuery(ctx, scope);
  applySearch(q, args.search, false);
  const countRow = await ctx.knex.from(q.clone().as('c')).count<{ n: string }[]>('* as n').first();
  const total = Number(countRow?.n ?? 0);
  const rows = await q.orderByRaw('max(b.booking_start) DESC, a.account_id DESC').limit(size).offset(offset);
  return { result: rows.map(toCustomer), total, page, size, total_pages: Math.ceil(total / size) };
}

async function customer(_: unknown, args: { account_id: number; venue_id?: number | null }, ctx: GraphQLContext) {
  const scope = await resolveScope(ctx, { venue_id: args.venue_id });
  const row = await customerQuery(ctx, scope).where('a.account_id', args.account_id).first();
  if (!row) throw notFound('customer');
  const bookings = await base(ctx.knex, scope).where('a.account_id', args.account_id).select(BOOKING_COLUMNS(ctx.knex))
    .orderBy([{ column: 'b.booking_start', order: 'desc' }, { column: 'b.booking_id', order: 'desc' }]);
  return { customer: toCustomer(row), bookings: bookings.map(toBooking) };
}

export const hostBookingsModule: GraphQLModule = {
  name: 'hostBookings',
  visibility: 'authenticated',
  typeDefs: gql`
    """
    PENDING = requests waiting for an answer; OPTIONAL = reserved, waiting for payment; PAID = PAID, PASSED, COMPLETED;
    EXPIRED; CANCELLED = CANCELLED, DECLINED, REFUNDED
    """
    enum VendorBookingStatus { PENDING OPTIONAL PAID EXPIRED CANCELLED }
    input VendorBookingFilters {
      venue_id: Int
      space_id: Int
      status: VendorBookingStatus
      "customer name / e-mail, meeting name or booking hash"
      search: String
      "YYYY-MM-DD (Europe/Amsterdam): meetings starting on or after this day"
      date_from: String
      "YYYY-MM-DD (Europe/Amsterdam): meetings starting on or before this day"
      date_to: String
      "1-based"
      page: Int
      "default 20, max 50"
      size: Int
    }
    "counts with the same filters except status"
    type VendorBookingStats { pending: Int!, optional: Int!, paid: Int!, expired: Int!, cancelled: Int!, total: Int! }
    type VendorBookingCustomer { account_id: Int!, first_name: String, last_name: String, email: String!, phone: String }
    type VendorBooking {
      booking_id: Int!
      booking_hash: String!
      booking_status: String!
      order_state: String
      vendor_status: VendorBookingStatus
      slot_start: String!
      slot_end: String!
      attendees: Int!
      meeting_name: String
      meeting_description: String
      "the guest's remark with the booking"
      comment: String
      space_id: Int!
      space_name: String!
      venue_id: Int!
      venue_name: String!
      booking_type: String!
      payment_method: String
      order_total: Int
      payout_total: Int
      ts_host_approval_dl: String
      ts_created: String!
      customer: VendorBookingCustomer!
    }
    type VendorBookingPage { result: [VendorBooking!]!, total: Int!, page: Int!, size: Int!, total_pages: Int!, stats: VendorBookingStats! }
    type VendorCustomer {
      account_id: Int!
      first_name: String
      last_name: String
      email: String!
      phone: String
      bookings_count: Int!
      "cents paid minus refunded (PAID, PASSED, COMPLETED bookings)"
      paid_total: Int!
      last_booking_start: String
    }
    type VendorCustomerPage { result: [VendorCustomer!]!, total: Int!, page: Int!, size: Int!, total_pages: Int! }
    type VendorCustomerDetail { customer: VendorCustomer!, bookings: [VendorBooking!]! }
    extend type Query {
      "the host's bookings (vendor_booking.view): own organisation, team members included; admins any"
      get_vendor_bookings(filters: VendorBookingFilters): VendorBookingPage!
      "guests with a non-draft booking at the organisation (search: name / e-mail)"
      customers(venue_id: Int, search: String, page: Int, size: Int): VendorCustomerPage!
      "NOT_FOUND when the guest never booked here"
      customer(account_id: Int!, venue_id: Int): VendorCustomerDetail!
    }
  `,
  resolvers: {
    Query: { get_vendor_bookings, customers, customer },
  },
};
