/** What booking checks need about a space: rules, opening hours and exceptions around a window. */
import type { Knex } from 'knex';
import type { AvailabilityException, WorkingTime } from '../../domain/availability/availability';

export interface SpaceBookingRules {
  space_id: number;
  space_booking_type: 'DIRECT' | 'MANUAL';
  is_active: boolean;
  is_public: boolean;
  is_prospect: boolean;
  is_afterpay_allowed: boolean;
  max_guests: number;
  preparation_time: number;
  service_break: number;
  book_before_min_th: number;
  book_before_max_th: number | null;
  booking_limit: number;
  host_approval_th: number | null;
  cancellation_th: number | null;
  venue_id: number;
  organisation_id: number;
}

/** The columns of SpaceBookingRules (space s, venue v, organisation o). */
export function spaceRulesColumns(k: Knex | Knex.Transaction) {
  return [
    's.space_id', 's.space_booking_type', 's.is_active', 's.is_prospect', 's.is_afterpay_allowed', 's.max_guests', 's.preparation_time',
    's.service_break', 's.book_before_min_th', 's.book_before_max_th', 's.booking_limit', 's.host_approval_th', 's.cancellation_th',
    's.venue_id', 'v.organisation_id',
    k.raw(`(v.is_active AND v.status <> 'BANNED' AND NOT o.is_banned) AS is_public`),
  ];
}

export async function loadSpaceRules(k: Knex | Knex.Transaction, spaceId: number): Promise<SpaceBookingRules | null> {
  const row = await k('space as s')
    .join('venue as v', 'v.venue_id', 's.venue_id')
    .join('organisation as o', 'o.organisation_id', 'v.organisation_id')
    .where('s.space_id', spaceId)
    .first(...spaceRulesColumns(k));
  return (row as SpaceBookingRules | undefined) ?? null;
}

/** The venue's opening hours (loadOpening's first statement). */
export const workingTimesQuery = (k: Knex | Knex.Transaction, venueId: number | Knex.Ref<string, Record<string, string>>) =>
  k('working_time').where('venue_id', venueId).select('week_day', 'open_time', 'close_time');

/** The space's opening exceptions a day around the window (loadOpening's second statement); rows -> toException. */
export const exceptionsQuery = (k: Knex | Knex.Transaction, spaceId: number, start: Date, end: Date) =>
  k('space_availability').where('space_id', spaceId)
    .where('slot_from', '<', new Date(end.getTime() + 86400_000)).where('slot_to', '>', new Date(start.getTime() - 86400_000))
    .select('is_opened', 'slot_from', 'slot_to');

/** slot_from / slot_to as a Date or a timestamp's text (from json) */
export const toException = (e: { is_opened: boolean; slot_from: Date | string; slot_to: Date | string }): AvailabilityException =>
  ({ is_opened: e.is_opened, slot_from: new Date(e.slot_from).getTime(), slot_to: new Date(e.slot_to).getTime() });

export async function loadOpening(k: Knex | Knex.Transaction, r: SpaceBookingRules, start: Date, end: Date): Promise<{ working_times: WorkingTime[]; exceptions: AvailabilityException[] }> {
  const [working_times, ex] = await Promise.all([workingTimesQuery(k, r.venue_id), exceptionsQuery(k, r.space_id, start, end)]);
  return { working_times, exceptions: ex.map(toException) };
}
