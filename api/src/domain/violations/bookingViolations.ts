/**
 * Booking violations (spec section 8): is this slot bookable for this space, checked before the
 * database's exclusion constraint has the last word. Pure: everything is passed in. The first
 * violation found wins, in the order of the list below; each has its own key and a hint.
 */
import { HOUR_MS, localDate } from '../availability/amsterdamTime';
import { workingIntervals, type AvailabilityException, type WorkingTime } from '../availability/availability';

export const VIOLATION_KEYS = [
  'space_not_active', 'slot_violation', 'book_before_min', 'book_before_max', 'working_time_violation',
  'space_not_available', 'attendees_above_max', 'daily_booking_limit', 'mandatory_services_missing', 'inventory_limits',
] as const;
export type ViolationKey = (typeof VIOLATION_KEYS)[number];

/** What the UI suggests next. */
export type ViolationHint = 'choose_other_time' | 'choose_other_day' | 'choose_other_location' | 'fewer_attendees' | 'add_mandatory_services' | 'lower_quantity';

export interface Violation {
  key: ViolationKey;
  hint: ViolationHint;
  meta: Record<string, unknown>;
}

export interface ViolationInput {
  now: Date;
  slot_start: Date;
  slot_end: Date;
  attendees: number;
  space: {
    is_active: boolean;
    /** venue active and not banned */
    is_public: boolean;
    book_before_min_th: number;
    book_before_max_th: number | null;
    booking_limit: number;
  };
  /** the chosen configuration's max_guests (null = none chosen/none exist: the space's max_guests) */
  max_guests: number;
  working_times: readonly WorkingTime[];
  exceptions: readonly AvailabilityException[];
  /** slot-occupying bookings of the space starting on the slot's Amsterdam day (excluding the booking being changed) */
  bookings_on_day: number;
  /** services the guest chose (space_service_id -> quantity) */
  selected: ReadonlyArray<{ service_id: number; quantity: number }>;
  services: ReadonlyArray<{ service_id: number; is_mandatory: boolean; remaining_inventory: number | null }>;
}

const v = (key: ViolationKey, hint: ViolationHint, meta: Record<string, unknown> = {}): Violation => ({ key, hint, meta });

/** The longest slot accepted in one booking (the largest price tier is 12 h; a day plus night at most). */
export const MAX_SLOT_HOURS = 24;

export function findViolation(input: ViolationInput): Violation | null {
  const { now, slot_start: start, slot_end: end, space } = input;
  if (!space.is_active || !space.is_public) return v('space_not_active', 'choose_other_location');
  const startMs = start.getTime();
  const endMs = end.getTime();
  if (!(startMs < endMs) || endMs - startMs > MAX_SLOT_HOURS * HOUR_MS || startMs % 60000 !== 0 || endMs % 60000 !== 0) {
    return v('slot_violation', 'choose_other_time', { max_hours: MAX_SLOT_HOURS });
  }
  if (startMs < now.getTime() + space.book_before_min_th * HOUR_MS) return v('book_before_min', 'choose_other_day', { hours: space.book_before_min_th });
  if (space.book_before_max_th && space.book_before_max_th > 0 && startMs > now.getTime() + space.book_before_max_th * HOUR_MS) {
    return v('book_before_max', 'choose_other_day', { hours: space.book_before_max_th });
  }
  const date = localDate(startMs);
  const openings = [
    ...workingIntervals(date, [...input.working_times]),
    ...input.exceptions.filter((e) => e.is_opened).map((e) => ({ start: e.slot_from, end: e.slot_to })),
  ];
  if (!openings.some((o) => o.start <= startMs && endMs <= o.end)) return v('working_time_violation', 'choose_other_time');
  if (input.exceptions.some((e) => !e.is_opened && e.slot_from < endMs && startMs < e.slot_to)) return v('space_not_available', 'choose_other_day');
  if (input.attendees > input.max_guests) return v('attendees_above_max', 'fewer_attendees', { max_guests: input.max_guests });
  if (space.booking_limit > 0 && input.bookings_on_day >= space.booking_limit) return v('daily_booking_limit', 'choose_other_day', { limit: space.booking_limit });
  const chosen = new Map(input.selected.map((s) => [s.service_id, s.quantity]));
  const missing = input.services.filter((s) => s.is_mandatory && chosen.has(s.service_id) && (chosen.get(s.service_id) ?? 0) <= 0).map((s) => s.service_id);
  if (missing.length > 0) return v('mandatory_services_missing', 'add_mandatory_services', { service_ids: missing });
  for (const s of input.services) {
    const qty = chosen.get(s.service_id) ?? 0;
    if (qty > 0 && s.remaining_inventory != null && qty > s.remaining_inventory) {
      return v('inventory_limits', 'lower_quantity', { service_id: s.service_id, remaining_inventory: s.remaining_inventory });
    }
  }
  return null;
}
