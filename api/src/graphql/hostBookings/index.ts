/**
 * Host side of the bookings list (docs/CONTRACTS.md "Host ..." / Host bookings):
 * get_vendor_bookings with stats per vendor status, customers(search) and customer(account_id).
 * Scope: the caller's organisation (owner or accepted team member), a venue/space of it, or for
 * an admin any organisation. Answers (approve/decline/cancel) stay with the booking service.
 */
import { notFound } from '../../errors/ApiError';
import {
  findHostCustomer, listHostBookings, listHostCustomers, type HostBookingFilters, type HostBookingScope,
} from '../../services/booking/hostBookings';
import type { GraphQLContext } from '../context';
import { gql, type GraphQLModule } from '../module';
import { iso, pageArgs, requireHostScope, requireSpaceAccess, requireVenueAccess } from '../team/hostOrganisation';

async function resolveScope(ctx: GraphQLContext, args: { venue_id?: number | null; space_id?: number | null }): Promise<HostBookingScope> {
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

async function get_vendor_bookings(_: unknown, args: { filters?: HostBookingFilters | null }, ctx: GraphQLContext) {
  const f = args.filters ?? {};
  const scope = await resolveScope(ctx, f);
  const { page, size, offset } = pageArgs(f);
  const { stats, total, rows } = await listHostBookings(ctx.knex, scope, f, { size, offset });
  return {
    result: rows.map(toBooking),
    total,
    page,
    size,
    total_pages: Math.ceil(total / size),
    stats,
  };
}

const toCustomer = (r: Record<string, any>) => ({ ...r, last_booking_start: iso(r.last_booking_start) });

async function customers(_: unknown, args: { venue_id?: number | null; search?: string | null; page?: number | null; size?: number | null }, ctx: GraphQLContext) {
  const scope = await resolveScope(ctx, { venue_id: args.venue_id });
  const { page, size, offset } = pageArgs(args);
  const { total, rows } = await listHostCustomers(ctx.knex, scope, args.search, { size, offset });
  return { result: rows.map(toCustomer), total, page, size, total_pages: Math.ceil(total / size) };
}

async function customer(_: unknown, args: { account_id: number; venue_id?: number | null }, ctx: GraphQLContext) {
  const scope = await resolveScope(ctx, { venue_id: args.venue_id });
  const found = await findHostCustomer(ctx.knex, scope, args.account_id);
  if (!found) throw notFound('customer');
  return { customer: toCustomer(found.customer), bookings: found.bookings.map(toBooking) };
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
