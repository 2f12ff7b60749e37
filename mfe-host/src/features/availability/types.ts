/** get_spaces_calendar_data / manage_spaces_availability (docs/CONTRACTS.md "Availability calendar"). */
export type CalendarView = 'WEEK' | 'MONTH';
export type CalendarDayState = 'OPEN' | 'PARTIALLY_CLOSED' | 'CLOSED';

export interface CalendarSlot {
  space_availability_id: number;
  is_opened: boolean;
  slot_from: string;
  slot_to: string;
  slot_description: string | null;
  source: 'MANUAL' | 'CALENDAR' | 'SYNC_STALE';
}

export interface CalendarBooking {
  booking_id: number;
  booking_status: string;
  slot_start: string;
  slot_end: string;
  attendees: number;
  meeting_name: string | null;
  booker_name: string | null;
}

export interface CalendarDay {
  date: string;
  state: CalendarDayState;
  is_working_day: boolean;
  is_editable: boolean;
  opening: Array<{ slot_start: string; slot_end: string }>;
  exceptions: CalendarSlot[];
  bookings: CalendarBooking[];
}

export interface SpaceCalendarData {
  space_id: number;
  space_name: string;
  days: CalendarDay[];
}

export interface SpacesCalendarData {
  venue_id: number;
  date_from: string;
  date_to: string;
  spaces: SpaceCalendarData[];
}

export interface CalendarQueryArgs {
  venue_id: number;
  week?: number;
  months?: number[];
  year: number;
  edit_mode: boolean;
}

export interface AvailabilityChange {
  space_ids: number[];
  date: string;
  time_from: string | null;
  time_to: string | null;
  is_opened: boolean;
  slot_description?: string | null;
}
