import {
  addDays, addMonths, formatDisplayDate, isValidIsoDate, isWithinRange, mondayIndex, monthGrid, parseDisplayDate, toAmsterdamDate,
  todayInAmsterdam,
} from './calendarDates';

describe('calendar dates', () => {
  it('starts weeks on Monday', () => {
    // 1 September 2025 is a Monday; 1 June 2025 is a Sunday.
    expect(monthGrid('2025-09-01')[0][0]).toBe('2025-09-01');
    const june = monthGrid('2025-06-15');
    expect(june[0]).toEqual([null, null, null, null, null, null, '2025-06-01']);
    expect(june[june.length - 1]).toEqual(['2025-06-30', null, null, null, null, null, null]);
    expect(june.flat().filter(Boolean)).toHaveLength(30);
  });

  it('formats and parses DD-MM-YYYY strictly', () => {
    expect(formatDisplayDate('2025-03-07')).toBe('07-03-2025');
    expect(formatDisplayDate(null)).toBe('');
    expect(parseDisplayDate('07-03-2025')).toBe('2025-03-07');
    expect(parseDisplayDate('7/3/2025')).toBe('2025-03-07');
    expect(parseDisplayDate('31-02-2025')).toBeNull();
    expect(parseDisplayDate('2025-03-07')).toBeNull();
  });

  it('uses Amsterdam time for today and instants', () => {
    // 23:30 UTC on 31 Dec is already 1 January in Amsterdam (UTC+1).
    expect(todayInAmsterdam(new Date('2024-12-31T23:30:00Z'))).toBe('2025-01-01');
    // 22:30 UTC on 30 June is 00:30 on 1 July in summer time (UTC+2).
    expect(toAmsterdamDate('2025-06-30T22:30:00Z')).toBe('2025-07-01');
  });

  it('checks ranges and adds days across months', () => {
    expect(isWithinRange('2025-05-10', '2025-05-01', '2025-05-31')).toBe(true);
    expect(isWithinRange('2025-04-30', '2025-05-01', null)).toBe(false);
    expect(isWithinRange('2025-06-01', undefined, '2025-05-31')).toBe(false);
    expect(addDays('2025-01-31', 1)).toBe('2025-02-01');
  });

  it('adds days across years and leap days, backwards too', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2025-02-28', 1)).toBe('2025-03-01');
    expect(addDays('2025-01-01', -1)).toBe('2024-12-31');
    // the day summer time starts in Amsterdam is still one calendar day
    expect(addDays('2025-03-30', 1)).toBe('2025-03-31');
  });

  it('adds months, keeping the day or taking the last day of a shorter month', () => {
    expect(addMonths('2025-01-31', 1)).toBe('2025-02-28');
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonths('2025-03-15', -3)).toBe('2024-12-15');
    expect(addMonths('2025-12-01', 1)).toBe('2026-01-01');
  });

  it('knows weekdays and real dates', () => {
    expect(mondayIndex('2025-09-01')).toBe(0); // Monday
    expect(mondayIndex('2025-06-01')).toBe(6); // Sunday
    expect(isValidIsoDate('2024-02-29')).toBe(true);
    expect(isValidIsoDate('2025-02-29')).toBe(false);
    expect(isValidIsoDate('2025-13-01')).toBe(false);
    expect(isValidIsoDate('25-01-01')).toBe(false);
    expect(formatDisplayDate('2025-02-30')).toBe('');
  });

  it('reads Amsterdam dates around the change to and from summer time', () => {
    expect(toAmsterdamDate('2025-03-29T23:30:00Z')).toBe('2025-03-30'); // 00:30 CET
    expect(toAmsterdamDate('2025-10-25T22:30:00Z')).toBe('2025-10-26'); // 00:30 CEST
    expect(toAmsterdamDate(new Date('2025-10-26T22:59:00Z'))).toBe('2025-10-26'); // 23:59 CET
  });
});
