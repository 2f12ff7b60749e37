/**
 * The host's bookings list, its counts per status group and the customers list (get_vendor_bookings,
 * customers, customer). Stays SQL: the status groups are a CASE over booking and main-order state
 * that lists filter on and count with FILTER, the main order is a LATERAL join, customers are aggregates.
 */
import type { Knex } from 'knex';
import { TIME_ZONE } from '../domain/availability/amsterdamTime';

export type VendorStatus = 'PENDING' | 'OPTIONAL' | 'PAID' | 'EXPIRED' | 'CANCELLED';

/** One SQL expression for the contract's status groups (a request without order row counts as PENDING). */
export const VENDOR_STATUS_SQL = `CASE
  WHEN b.booking_status = 'PENDING' AND (o.order_state IN ('HOST_APPROVAL', 'CUSTOMER_APPROVAL') OR (o.order_state IS NULL AND b.booking_type = 'MANUAL')) THEN 'PENDING'
  WHEN b.booking_status IN ('PENDING', 'PAYMENT_PROCESSING', 'OPTIONAL') THEN 'OPTIONAL'
  WHEN b.booking_status IN ('PAID', 'PASSED', 'COMPLETED') THEN 'PAID'
  WHEN b.booking_status = 'EXPIRED' THEN 'EXPIRED'
  WHEN b.booking_status IN ('CANCELLED', 'DECLINED', 'REFUNDED') THEN 'CANCELLED'
  END`;

export interface HostBookingScope {
  organisationId: number | null; // null = admin, every organisation
  venueId: number | null;
  spaceId: number | null;
}

/** Non-draft, non-deleted bookings of the scope with their booking order, space, venue and booker. */
function base(knex: Knex, scope: HostBookingScope): Knex.QueryBuilder {
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

export interface HostBookingFilters {
  venue_id?: number | null;
  space_id?: number | null;
  status?: VendorStatus | null;
  search?: string | null;
  date_from?: string | null;
  date_to?: string | null;
  page?: number | null;
  size?: number | null;
}

function applyDates(q: Knex.QueryBuilder, f: HostBookingFilters): void {
  if (f.date_from) q.whereRaw(`b.booking_start >= (?::date)::timestamp AT TIME ZONE ?`, [f.date_from, TIME_ZONE]);
  if (f.date_to) q.whereRaw(`b.booking_start < ((?::date) + 1)::timestamp AT TIME ZONE ?`, [f.date_to, TIME_ZONE]);
}

const PAID_STATUSES = `('PAID', 'PASSED', 'COMPLETED')`;

function customerQuery(knex: Knex, scope: HostBookingScope) {
  return base(knex, scope)
    .groupBy('a.account_id', 'a.first_name', 'a.last_name', 'a.email', 'a.phone')
    .select(
      'a.account_id', 'a.first_name', 'a.last_name', 'a.email', 'a.phone',
      knex.raw('count(*)::int AS bookings_count'),
      knex.raw(`coalesce(sum(CASE WHEN b.booking_status IN ${PAID_STATUSES} THEN coalesce(o.total_paid, o.order_total, 0) - coalesce(o.refunded_total, 0) ELSE 0 END), 0)::int AS paid_total`),
      knex.raw('max(b.booking_start) AS last_booking_start'),
    );
}


const NEWEST_FIRST = [{ column: 'b.booking_start', order: 'desc' as const }, { column: 'b.booking_id', order: 'desc' as const }];

export interface VendorBookingStats { pending: number; optional: number; paid: number; expired: number; cancelled: number; total: number }

/** One page of the scope's bookings (status, search and dates applied) with the counts per status group (status not applied). */
export async function hostBookingsPage(knex: Knex, scope: HostBookingScope, f: HostBookingFilters, page: { size: number; offset: number }) {
  const filtered = () => {
    const q = base(knex, scope);
    applySearch(q, f.search, true);
    applyDates(q, f);
    return q;
  };
  const stats = (await filtered().select(
    knex.raw(`count(*) FILTER (WHERE ${VENDOR_STATUS_SQL} = 'PENDING')::int AS pending`),
    knex.raw(`count(*) FILTER (WHERE ${VENDOR_STATUS_SQL} = 'OPTIONAL')::int AS optional`),
    knex.raw(`count(*) FILTER (WHERE ${VENDOR_STATUS_SQL} = 'PAID')::int AS paid`),
    knex.raw(`count(*) FILTER (WHERE ${VENDOR_STATUS_SQL} = 'EXPIRED')::int AS expired`),
    knex.raw(`count(*) FILTER (WHERE ${VENDOR_STATUS_SQL} = 'CANCELLED')::int AS cancelled`),
    knex.raw('count(*)::int AS total'),
  ).first()) as VendorBookingStats;
  const listed = filtered().modify((q) => {
    if (f.status) q.whereRaw(`${VENDOR_STATUS_SQL} = ?`, [f.status]);
  });
  const countRow = await listed.clone().count<{ n: string }[]>('* as n').first();
  const total = Number(countRow?.n ?? 0);
  const rows: Array<Record<string, any>> = await listed.select(BOOKING_COLUMNS(knex)).orderBy(NEWEST_FIRST).limit(page.size).offset(page.offset);
  return { stats, total, rows };
}

/** One page of the guests with a booking in the scope, the latest booker first. */
export async function hostCustomersPage(knex: Knex, scope: HostBookingScope, search: string | null | undefined, page: { size: number; offset: number }) {
  const q = customerQuery(knex, scope);
  applySearch(q, search, false);
  const countRow = await knex.from(q.clone().as('c')).count<{ n: string }[]>('* as n').first();
  const total = Number(countRow?.n ?? 0);
  const rows: Array<Record<string, any>> = await q.orderByRaw('max(b.booking_start) DESC, a.account_id DESC').limit(page.size).offset(page.offset);
  return { total, rows };
}

/** A guest with their bookings in the scope (null: never booked here). */
export async function hostCustomer(knex: Knex, scope: HostBookingScope, accountId: number) {
  const row: Record<string, any> | undefined = await customerQuery(knex, scope).where('a.account_id', accountId).first();
  if (!row) return null;
  const bookings: Array<Record<string, any>> = await base(knex, scope).where('a.account_id', accountId).select(BOOKING_COLUMNS(knex)).orderBy(NEWEST_FIRST);
  return { customer: row, bookings };
}
