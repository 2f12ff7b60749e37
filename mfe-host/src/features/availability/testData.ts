// Calendar answers for the page tests: the current Amsterdam week, every day editable.
import { amsterdamToIso as at } from '../vendor-bookings/dateFormat';
import { today, weekDates } from './calendarRange';
import type { CalendarDay, SpacesCalendarData } from './types';

export const VENUE = { venue_id: 11, venue_name: 'Het Pakhuis', is_active: true, venue_spaces: [
  { space_id: 101, space_name: 'De Zolder', is_active: true, space_booking_type: 'MANUAL' },
  { space_id: 102, space_name: 'De Kelder', is_active: true, space_booking_type: 'DIRECT' },
] };

export const week = () => weekDates(today());

export function calendarDay(date: string, overrides: Partial<CalendarDay> = {}): CalendarDay {
  return {
    date,
    state: 'OPEN',
    is_working_day: true,
    is_editable: true,
    opening: [{ slot_start: at(date, '08:00'), slot_end: at(date, '17:00') }],
    exceptions: [],
    bookings: [],
    ...overrides,
  };
}

/** Space 101: Monday partially closed with a pending booking, Sunday a non-working day; space 102 all open. */
export function calendarData(dates: string[] = week()): SpacesCalendarData {
  const [mon] = dates;
  return {
    venue_id: 11,
    date_from: dates[0]!,
    date_to: dates[dates.length - 1]!,
    spaces: [
      {
        space_id: 101,
        space_name: 'De Zolder',
        days: dates.map((date, i) =>
          date === mon
            ? calendarDay(date, {
                state: 'PARTIALLY_CLOSED',
                exceptions: [{ space_availability_id: 9, is_opened: false, slot_from: at(date, '13:00'), slot_to: at(date, '15:00'), slot_description: null, source: 'MANUAL' }],
                bookings: [{ booking_id: 501, booking_status: 'PENDING', slot_start: at(date, '09:00'), slot_end: at(date, '12:00'), attendees: 8, meeting_name: 'Heidag', booker_name: 'Sanne de Vries' }],
              })
            : i === 6
              ? calendarDay(date, { state: 'CLOSED', is_working_day: false, opening: [] })
              : calendarDay(date),
        ),
      },
      { space_id: 102, space_name: 'De Kelder', days: dates.map((date) => calendarDay(date)) },
    ],
  };
}

export const apiError = (error_type: string, key: string, status_code: number, meta: Record<string, unknown> | null = null) => {
  const body = { error_type, entity: 'availability', key, meta, status_code };
  return { json: { data: null, errors: [{ message: key, extensions: { response: { body }, status_code } }] } };
};
