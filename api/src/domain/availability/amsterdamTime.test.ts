import { isoWeekDay, localDate, localMinuteToUtc, offsetAt } from './amsterdamTime';
import { freeSlots } from './availability';
import { timeWindow } from './timeWindow';

const iso = (t: number) => new Date(t).toISOString();

test('local minutes to UTC on ordinary and DST change days (PostgreSQL rules for the gap and the repeated hour)', () => {
  expect(iso(localMinuteToUtc('2027-06-16', 9 * 60))).toBe('2027-06-16T07:00:00.000Z');
  expect(iso(localMinuteToUtc('2027-01-04', 9 * 60))).toBe('2027-01-04T08:00:00.000Z');
  // spring forward 2027-03-28: 02:30 does not exist -> offset before the jump (+01)
  expect(iso(localMinuteToUtc('2027-03-28', 150))).toBe('2027-03-28T01:30:00.000Z');
  expect(iso(localMinuteToUtc('2027-03-28', 180))).toBe('2027-03-28T01:00:00.000Z');
  // fall back 2027-10-31: 02:30 happens twice -> offset after the change (+01)
  expect(iso(localMinuteToUtc('2027-10-31', 150))).toBe('2027-10-31T01:30:00.000Z');
  expect(iso(localMinuteToUtc('2027-10-31', 1440))).toBe('2027-10-31T23:00:00.000Z');
  expect(isoWeekDay('2027-03-28')).toBe(7);
  expect(localDate(Date.parse('2027-10-31T23:30:00Z'))).toBe('2027-11-01');
});

test('time presets: afternoon by default, custom needs from < to', () => {
  expect(timeWindow('2027-06-16')).toMatchObject({ fromMinute: 720, toMinute: 960 });
  expect(() => timeWindow('2027-06-16', 'CUSTOM', '14:00', '13:00')).toThrow('invalid_time_range');
  expect(() => timeWindow('2027-02-30')).toThrow('invalid_date');
});

test('free slots: working time minus bookings widened by preparation and service break', () => {
  const date = '2027-06-16'; // Wednesday
  const at = (h: number) => localMinuteToUtc(date, h * 60);
  const { free } = freeSlots(
    {
      space: { preparation_time: 30, service_break: 60, book_before_min_th: 0, book_before_max_th: null, booking_limit: 0 },
      workingTimes: [{ week_day: 3, open_time: 8 * 60, close_time: 18 * 60 }],
      exceptions: [],
      bookings: [{ booking_start: at(12), booking_end: at(14), preparation_time: 30, service_break: 60 }],
    },
    date,
    at(0) - 86_400_000,
  );
  // occupied 11:30-15:00; a new booking needs its own 30 min before and 60 min after
  expect(free.map((f) => [iso(f.start), iso(f.end)])).toEqual([
    [iso(at(8)), iso(at(10.5))],
    [iso(at(15.5)), iso(at(18))],
  ]);
});

test('offsets and local dates (cached per UTC hour) match the time zone database at every quarter hour around DST changes and in 1938', () => {
  const fmt = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' });
  const reference = (t: number) => {
    const p = Object.fromEntries(fmt.formatToParts(new Date(t)).map((x) => [x.type, Number(x.value)]));
    return Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!, p.second!) - Math.floor(t / 1000) * 1000;
  };
  // 1938: Amsterdam time was UTC+00:19:32 (+01:19:32 in summer), its changes not on whole UTC hours
  for (const start of [Date.UTC(2027, 2, 27, 20), Date.UTC(2027, 9, 30, 20), Date.UTC(1938, 4, 14, 20), Date.UTC(1938, 9, 1, 20), Date.UTC(2032, 0, 5)]) {
    for (let t = start; t < start + 14 * 3_600_000; t += 15 * 60_000) {
      for (const at of [t, t + 59_999, t + 1]) {
        expect([new Date(at).toISOString(), offsetAt(at)]).toEqual([new Date(at).toISOString(), reference(at)]);
        expect(localDate(at)).toBe(new Date(Math.floor(at / 1000) * 1000 + reference(at)).toISOString().slice(0, 10));
      }
    }
  }
  expect(localDate(Date.UTC(2027, 2, 27, 23, 30))).toBe('2027-03-28');
  expect(localDate(Date.UTC(2027, 5, 30, 21, 59))).toBe('2027-06-30');
  expect(localDate(Date.UTC(2027, 5, 30, 22, 0))).toBe('2027-07-01');
});
