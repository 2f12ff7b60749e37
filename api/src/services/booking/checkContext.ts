/**
 * Everything create_booking checks and prices about a space, read in ONE statement (its transaction's first):
 * the space's rules (spaceRules.ts), whether the guest is blocked, the rebooked booking's status, and what
 * checkAndQuote reads (pricing row, configurations, services with booked quantities, opening hours and
 * exceptions, bookings on the day). The same builders as loadSpaceRules / checkAndQuote, the lists as json
 * columns. The reads take no row locks (every statement of a READ COMMITTED transaction reads its own snapshot);
 * the exclusion constraint decides the slot at the insert.
 */
import type { Knex } from 'knex';
import type { PricingConfiguration } from '../../domain/pricing/types';
import type { Locale } from '../../middleware/locale';
import { jsonRows, scalar } from '../../queries/jsonRows';
import { preparedRows } from '../../queries/prepared';
import type { WorkingTime } from '../../domain/availability/availability';
import { bookingsOnDayQuery, configurationsQuery, servicesQuery, toOfferedService, type ServiceRow, type SpacePricingRow } from '../pricing/load';
import type { QuoteData } from './quote';
import { exceptionsQuery, spaceRulesColumns, toException, workingTimesQuery, type SpaceBookingRules } from './spaceRules';

export interface BookingCheckContext {
  rules: SpaceBookingRules;
  /** blocked for persistent non-payment */
  account_blocked: boolean;
  /** status of the guest's own booking origin_booking_id; null when there is none (or it is not the guest's) */
  origin_status: string | null;
  quote: QuoteData;
}

/** The statement's row: the rules' and pricing row's columns, and the lists as json */
type ContextRow = SpaceBookingRules & Omit<SpacePricingRow, 'space_id' | 'is_active' | 'venue_id' | 'organisation_id' | 'is_afterpay_allowed' | 'booking_limit'> & {
  account_blocked: boolean | null;
  origin_status: string | null;
  configurations: PricingConfiguration[];
  services: ServiceRow[];
  working_times: WorkingTime[];
  exceptions: Array<{ is_opened: boolean; slot_from: string; slot_to: string }>;
  bookings_on_day: number | null;
};

const PRICING_ONLY = ['space_name', 'short_day_price', 'half_day_price', 'day_price', 'full_day_price', 'vat_rate', 'service_fee_rate', 'has_discount', 'discount_percentage'] as const;

/** null when the space does not exist */
/** Lock key (first of two, the guest's account the second) of one guest's booking creations: createBooking and submitting a draft. */
export const GUEST_CREATION_LOCK = 5;

/**
 * null when the space does not exist. lock_guest: the statement also takes the transaction-scoped lock
 * (GUEST_CREATION_LOCK, account_id), so the transaction's later statements see every creation of the guest
 * that held it before.
 */
export async function loadBookingCheckContext(knex: Knex | Knex.Transaction, q: {
  space_id: number; account_id: number; origin_booking_id: number | null; start: Date; end: Date; locale: Locale; lock_guest?: boolean;
}): Promise<BookingCheckContext | null> {
  // a prepared statement: its planning cost more than running it (queries/prepared.ts)
  const [row] = await preparedRows<ContextRow>(knex, knex('space as s')
    .join('venue as v', 'v.venue_id', 's.venue_id')
    .join('organisation as o', 'o.organisation_id', 'v.organisation_id')
    .where('s.space_id', q.space_id)
    .first(
      ...spaceRulesColumns(knex),
      ...PRICING_ONLY.map((c) => `s.${c}`), 'v.is_active as venue_is_active', 'v.status as venue_status',
      scalar(knex, knex('account').where('account_id', q.account_id).select('is_blocked'), 'account_blocked'),
      q.origin_booking_id == null
        ? knex.raw('NULL::text AS origin_status')
        : scalar(knex, knex('booking').where({ booking_id: q.origin_booking_id, account_id: q.account_id }).select('booking_status'), 'origin_status'),
      jsonRows(knex, configurationsQuery(knex, q.space_id, q.locale), 'configurations'),
      jsonRows(knex, servicesQuery(knex, q.space_id, { start: q.start, end: q.end }, q.locale), 'services'),
      jsonRows(knex, workingTimesQuery(knex, knex.ref('s.venue_id')), 'working_times'),
      jsonRows(knex, exceptionsQuery(knex, q.space_id, q.start, q.end), 'exceptions'),
      scalar(knex, bookingsOnDayQuery(knex, q.space_id, q.start).select(knex.raw('count(*)::int')), 'bookings_on_day'),
      ...(q.lock_guest ? [knex.raw('pg_advisory_xact_lock(?, ?)::text AS guest_lock', [GUEST_CREATION_LOCK, q.account_id])] : []),
    ));
  if (!row) return null;
  const rules: SpaceBookingRules = {
    space_id: row.space_id, space_booking_type: row.space_booking_type, is_active: row.is_active, is_public: row.is_public, is_prospect: row.is_prospect,
    is_afterpay_allowed: row.is_afterpay_allowed, max_guests: row.max_guests, preparation_time: row.preparation_time, service_break: row.service_break,
    book_before_min_th: row.book_before_min_th, book_before_max_th: row.book_before_max_th, booking_limit: row.booking_limit,
    host_approval_th: row.host_approval_th, cancellation_th: row.cancellation_th, venue_id: row.venue_id, organisation_id: row.organisation_id,
  };
  const space = {
    space_id: row.space_id, ...Object.fromEntries(PRICING_ONLY.map((c) => [c, row[c]])), is_afterpay_allowed: row.is_afterpay_allowed,
    booking_limit: row.booking_limit, is_active: row.is_active, venue_id: row.venue_id, venue_is_active: row.venue_is_active,
    venue_status: row.venue_status, organisation_id: row.organisation_id,
  } as SpacePricingRow;
  return {
    rules,
    account_blocked: row.account_blocked === true,
    origin_status: row.origin_status ?? null,
    quote: {
      space,
      configurations: row.configurations,
      services: row.services.map(toOfferedService),
      opening: { working_times: row.working_times, exceptions: row.exceptions.map(toException) },
      bookings_on_day: Number(row.bookings_on_day ?? 0),
    },
  };
}
