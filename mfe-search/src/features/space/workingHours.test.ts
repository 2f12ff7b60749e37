import { minutesToHHmm, weekHours } from './workingHours';

describe('minutesToHHmm', () => {
  it.each([
    [0, '00:00'],
    [540, '09:00'],
    [1050, '17:30'],
    [1440, '24:00'],
  ])('%i -> %s', (minutes, expected) => {
    expect(minutesToHHmm(minutes)).toBe(expected);
  });
});

describe('weekHours', () => {
  it('lists Monday to Sunday, closed days empty, ranges sorted', () => {
    const week = weekHours([
      { week_day: 7, open_time: 600, close_time: 1440 },
      { week_day: 1, open_time: 780, close_time: 1020 },
      { week_day: 1, open_time: 480, close_time: 720 },
    ]);
    expect(week.map((d) => d.weekDay)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(week[0].ranges).toEqual([
      { open: '08:00', close: '12:00' },
      { open: '13:00', close: '17:00' },
    ]);
    expect(week[1].ranges).toEqual([]);
    expect(week[6].ranges).toEqual([{ open: '10:00', close: '24:00' }]);
  });
});
