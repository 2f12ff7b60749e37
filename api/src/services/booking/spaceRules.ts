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

export async function loadSpaceRules(k: Knex | Knex.Transaction, spaceId: number): Promise<SpaceBookingRules | null> {
  const row = await k('space as s')
    .join('venue as v', 'v.venue_id', 's.venue_id')
    .join('organisation as o', 'o.organisation_id', 'v.organisation_id')
    .where('s.space_id', spaceId)
    .first(
      's.space_id', 's.space_booking_type', 's.is_active', 's.is_prospect', 's.is_afterpay_allowed', 's.max_guests', 's.preparation_time',
      's.service_break', 's.book_before_min_th', 's.book_before_max_th', 's.booking_limit', 's.host_approval_th', 's.cancellation_th',
      's.venue_id', 'v.organisation_id',
      k.raw(`(v.is_active AND v.status <> 'BANNED' AND NOT o.is_banned) AS is_public`),
    );
  return (row as SpaceBookingRules | undefined) ?? null;
}

export async function loadOpening(k: Knex | Knex.Transaction, r: SpaceBookingRules, start: Date, end: Date): Promise<{ working_times: WorkingTime[]; exceptions: AvailabilityException[] }> {
  const [working_times, ex] = await Promise.all([
    k('working_time').where('venue_id', r.venue_id).select('week_day', 'open_time', 'close_time'),
    k('space_availability').where('space_id', r.space_id)
      .where('slot_from', '<', new Date(end.getTime() + 86400_000)).where('slot_to', '>', new Date(start.getTime() - 86400_000))
      .select('is_opened', 'slot_from', 'slot_to'),
  ]);
  return {
    working_times,
    exceptions: ex.map((e: { is_opened: boolean; slot_from: Date; slot_to: Date }) => ({ is_opened: e.is_opened, slot_from: new Date(e.slot_from).getTime(), slot_to: new Date(e.slot_to).getTime() })),
  };
}
