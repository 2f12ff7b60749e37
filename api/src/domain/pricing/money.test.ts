import { divRoundHalfUp, percentOf } from './money';

describe('money rounding: half up to a cent', () => {
  it.each([
    [10, 4, 3], // 2.5 -> 3
    [9, 4, 2], // 2.25 -> 2
    [11, 4, 3], // 2.75 -> 3
    [0, 7, 0],
    [8385000, 240, 34938], // 34937.5 -> 34938
    [600, 60, 10],
  ])('divRoundHalfUp(%i, %i) = %i', (num, den, expected) => {
    expect(divRoundHalfUp(num, den)).toBe(expected);
  });

  it('refuses negative amounts and a zero divisor', () => {
    expect(() => divRoundHalfUp(-1, 2)).toThrow(RangeError);
    expect(() => divRoundHalfUp(1, 0)).toThrow(RangeError);
  });

  it.each([
    [30250, 21, 6353], // 6352.5 -> 6353
    [4375, 9, 394], // 393.75 -> 394
    [9625, 9, 866], // 866.25 -> 866
    [20000, 12.5, 2500],
    [19999, 10, 2000], // 1999.9 -> 2000
    [1005, 10, 101], // 100.5 -> 101 (no float drift)
    [333, 33.33, 111], // 110.9889 -> 111
    [20000, 0, 0],
    [0, 21, 0],
    [12345, 100, 12345],
  ])('percentOf(%i, %d %%) = %i', (cents, percent, expected) => {
    expect(percentOf(cents, percent)).toBe(expected);
  });
});
