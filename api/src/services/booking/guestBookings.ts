/** The guest's own bookings by tab and date range (get_bookings). */
import type { Knex } from 'knex';
import type { BookingTab } from '../../domain/booking/bookingTabs';
import { ApiError } from '../../errors/ApiError';
import { guestBookings, type GuestBookingRow } from '../../queries/guestBookings';

export interface GuestBookingFilters {
  tab?: BookingTab | null;
  date_from?: string | null;
  date_to?: string | null;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function checkDay(field: 'date_from' | 'date_to', value: string | null | undefined): string | null {
  if (value == null || value === '') return null;
  if (!DAY.test(value) || Number.isNaN(Date.parse(`${value}T00:00:00Z`))) {
    throw new ApiError('FIELD_VALIDATION', { entity: 'booking_filters', key: 'invalid_date', meta: { field, fields: { [field]: 'invalid_date' } } });
  }
  return value;
}

/** Checks the filter days (YYYY-MM-DD, from not after to) and lists; drafts are never listed. */
export async function listGuestBookings(knex: Knex, accountId: number, filters: GuestBookingFilters, now: Date): Promise<GuestBookingRow[]> {
  const from = checkDay('date_from', filters.date_from);
  const to = checkDay('date_to', filters.date_to);
  if (from && to && from > to) {
    throw new ApiError('FIELD_VALIDATION', { entity: 'booking_filters', key: 'from_after_to', meta: { field: 'date_from', fields: { date_from: 'from_after_to' } } });
  }
  return guestBookings(knex, accountId, { tab: filters.tab ?? null, from, to }, now);
}
