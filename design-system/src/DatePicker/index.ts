export { DatePicker } from './DatePicker';
export type { DatePickerProps } from './DatePicker';
export { Calendar } from './Calendar';
export type { CalendarProps } from './Calendar';
export {
  TIME_ZONE, VALUE_FORMAT, DISPLAY_FORMAT, todayInAmsterdam, toAmsterdamDate, formatDisplayDate, parseDisplayDate, monthGrid,
} from './calendarDates';
