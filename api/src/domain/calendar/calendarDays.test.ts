import { localMinuteToUtc } from '../availability/amsterdamTime';
import { calendarDates, changeAllowedInView, changeWindow, dayState, isoWeekMonday, CalendarInputError } from './calendarDays';

const wt = [1, 2, 3, 4, 5].map((week_day) => ({ week_day, open_time: 480, close_time: 1080 })); // Mon-Fri 08-18
const at = (date: string, hh: number) => localMinuteToUtc(date, hh * 60);

describe('calendar dates', () => {
  it('ISO weeks start on Monday', () => {
    expect(isoWeekMonday(2026, 1)).toBe('2025-12-29');
    expect(isoWeekMonday(2026, 48)).toBe('2026-11-23');
    expect(calendarDates({ year: 2026, week: 48 })).toEqual(['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29']);
    expect(calendarDates({ year: 2026, week: 53 }).length).toBe(7); // 2026 has 53 ISO weeks
    expect(() => calendarDates({ year: 2025, week: 53 })).toThrow(CalendarInputError);
  });
  it('whole months', () => {
    const d = calendarDates({ year: 2028, months: [2, 1] });
    expect(d[0]).toBe('2028-01-01');
    expect(d.at(-1)).toBe('2028-02-29');
    expect(d.length).toBe(60);
    expect(() => calendarDates({ year: 2028, months: [] })).toThrow(CalendarInputError);
    expect(() => calendarDates({ year: 2028, months: [13] })).toThrow(CalendarInputError);
  });
});

describe('day state', () => {
  const mon = '2026-11-23';
  const sat = '2026-11-28';
  it.each([
    ['working day, no exceptions', mon, [], 'OPEN'],
    ['non-working day', sat, [], 'CLOSED'],
    ['closed for 2 hours', mon, [{ is_opened: false, slot_from: at(mon, 10), slot_to: at(mon, 12) }], 'PARTIALLY_CLOSED'],
    ['closed all day', mon, [{ is_opened: false, slot_from: at(mon, 0), slot_to: at(mon, 24) }], 'CLOSED'],
    ['closure outside working time', mon, [{ is_opened: false, slot_from: at(mon, 19), slot_to: at(mon, 22) }], 'OPEN'],
    ['non-working day opened', sat, [{ is_opened: true, slot_from: at(sat, 9), slot_to: at(sat, 13) }], 'OPEN'],
  ] as const)('%s -> %s', (_n, date, exc, state) => {
    expect(dayState(date, wt, [...exc])).toBe(state);
  });
});

describe('changes', () => {
  it('whole day or a time window in Amsterdam time', () => {
    expect(changeWindow('2026-11-23')).toEqual({ start: Date.parse('2026-11-22T23:00:00Z'), end: Date.parse('2026-11-23T23:00:00Z') });
    expect(changeWindow('2026-07-01', '09:00', '24:00')).toEqual({ start: Date.parse('2026-07-01T07:00:00Z'), end: Date.parse('2026-07-01T22:00:00Z') });
    expect(() => changeWindow('2026-11-23', '12:00', '11:00')).toThrow(CalendarInputError);
    expect(() => changeWindow('2026-02-30')).toThrow(CalendarInputError);
  });
  it('non-working days only from the week view', () => {
    expect(changeAllowedInView('MONTH', '2026-11-28', wt)).toBe(false);
    expect(changeAllowedInView('WEEK', '2026-11-28', wt)).toBe(true);
    expect(changeAllowedInView('MONTH', '2026-11-23', wt)).toBe(true);
  });
});
