export { DatePicker } from './DatePicker';
export type { DatePickerProps } from './DatePicker';
export {
  TIME_ZONE, VALUE_FORMAT, DISPLAY_FORMAT, todayInAmsterdam, toAmsterdamDate, formatDisplayDate, parseDisplayDate, monthGrid,
} from './calendarDates';
