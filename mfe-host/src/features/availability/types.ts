/** get_spaces_calendar_data / manage_spaces_availability: types generated from api/schema.graphql. */
import type { AvailabilityChangeInput, GetSpacesCalendarDataQueryVariables, SpacesCalendarFieldsFragment } from '../../generated/graphql';
export type { CalendarDayState, CalendarView } from '../../generated/graphql';

export type CalendarSlot = CalendarDay['exceptions'][number];

export type CalendarBooking = CalendarDay['bookings'][number];

export type CalendarDay = SpaceCalendarData['days'][number];

export type SpaceCalendarData = SpacesCalendarData['spaces'][number];

export type SpacesCalendarData = SpacesCalendarFieldsFragment;

export type CalendarQueryArgs = GetSpacesCalendarDataQueryVariables & { edit_mode: boolean };

export type AvailabilityChange = AvailabilityChangeInput;
