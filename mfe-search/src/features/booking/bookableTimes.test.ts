import { amsterdamToIso } from '../shared/amsterdamTime';
import { addDays, defaultWindow, emptyDayReason, gridSlots, unavailableReason } from './bookableTimes';
import type { SpaceDayAvailability } from './types';

const slot = (date: string, from: string, to: string) => ({ slot_start: amsterdamToIso(date, from), slot_end: amsterdamToIso(date, to) });

describe('gridSlots: free times on the 30-minute grid of the time selects', () => {
  it('rounds starts up and ends down, drops what is left shorter than a step', () => {
    const d = '2030-07-15';
    expect(gridSlots([slot(d, '16:41', '18:00'), slot(d, '08:10', '09:50'), slot(d, '10:05', '10:20')])).toEqual([
      { from: '17:00', to: '18:00' },
      { from: '08:30', to: '09:30' },
    ]);
  });
  it('an end at midnight is 24:00', () => {
    expect(gridSlots([{ slot_start: amsterdamToIso('2030-07-15', '20:00'), slot_end: amsterdamToIso('2030-07-16', '00:00') }])).toEqual([{ from: '20:00', to: '24:00' }]);
  });
});

describe('defaultWindow', () => {
  it('is the afternoon when it is free', () => {
    expect(defaultWindow([{ from: '09:00', to: '18:00' }])).toEqual({ from: '12:00', to: '16:00' });
  });
  it('else the start of the first free slot, at most four hours', () => {
    expect(defaultWindow([{ from: '17:00', to: '18:00' }])).toEqual({ from: '17:00', to: '18:00' });
    expect(defaultWindow([{ from: '13:00', to: '22:00' }])).toEqual({ from: '13:00', to: '17:00' });
    expect(defaultWindow([])).toBeNull();
  });
});

describe('unavailableReason: the real reason, not "fully booked"', () => {
  const date = '2030-07-15';
  const now = Date.parse(amsterdamToIso(date, '10:00'));
  const day = (over: Partial<SpaceDayAvailability> = {}): SpaceDayAvailability => ({
    space_id: 1,
    date,
    is_open: true,
    opening: [slot(date, '09:00', '18:00')],
    free_slots: [],
    is_bookable: false,
    ...over,
  });
  const reason = (from: string | null, to: string | null, d: SpaceDayAvailability | undefined, rules = { book_before_min_th: 24 }, onDate: string | null = date) =>
    unavailableReason({ date: onDate, window: from && to ? { from, to } : null, startIso: onDate && from ? amsterdamToIso(onDate, from) : null, day: d, rules, now });

  it('asks for a date, then for times', () => {
    expect(reason('12:00', '16:00', undefined, undefined, null)).toEqual({ id: 'chooseDate' });
    expect(reason(null, null, undefined)).toEqual({ id: 'chooseTimes' });
    expect(reason('16:00', '12:00', undefined)).toEqual({ id: 'badWindow' });
  });
  it('names the minimum lead time when the start is too soon, even before the API answers', () => {
    expect(reason('12:00', '16:00', day())).toEqual({ id: 'leadTime', hours: 24 });
    expect(reason('12:00', '16:00', undefined)).toEqual({ id: 'leadTime', hours: 24 });
    expect(reason('12:00', '16:00', day(), { book_before_min_th: 0 })).toEqual({ id: 'taken' });
  });
  it('names the maximum, the opening hours and a closed day', () => {
    expect(reason('12:00', '16:00', day(), { book_before_min_th: 0, book_before_max_th: 1 } as never)).toEqual({ id: 'tooFarAhead', hours: 1 });
    expect(reason('17:00', '20:00', day(), { book_before_min_th: 0 })).toEqual({ id: 'outsideOpening' });
    expect(reason('12:00', '16:00', day({ is_open: false, opening: [] }), { book_before_min_th: 0 })).toEqual({ id: 'closed' });
  });
  it('is null when the API says bookable', () => {
    expect(reason('12:00', '16:00', day({ is_bookable: true }), { book_before_min_th: 0 })).toBeNull();
  });
  it('an empty day within the lead time is "too soon", otherwise booked up', () => {
    expect(emptyDayReason(day(), { book_before_min_th: 24 }, now)).toEqual({ id: 'leadTime', hours: 24 });
    expect(emptyDayReason(day(), { book_before_min_th: 0 }, now)).toEqual({ id: 'taken' });
  });
});

test('addDays crosses months and years', () => {
  expect(addDays('2030-12-31', 1)).toBe('2031-01-01');
  expect(addDays('2030-02-28', 2)).toBe('2030-03-02');
});
