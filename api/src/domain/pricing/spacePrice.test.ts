import { shortDayPrice, spacePrice } from './spacePrice';
import type { SpaceTierPrices } from './types';

const PRICES: SpaceTierPrices = { short_day_price: 6000, half_day_price: 20000, day_price: 35000, full_day_price: 45000 };

describe('space price from the day-part tiers (README.md "Space price")', () => {
  it.each([
    // minutes, tier, price
    [30, 'SHORT', 6000], // pro rata 2500 < minimum 6000
    [60, 'SHORT', 6000], // pro rata 5000 < minimum 6000
    [90, 'SHORT', 7500], // pro rata 7500 > minimum
    [120, 'SHORT', 10000],
    [180, 'SHORT', 15000],
    [239, 'SHORT', 19917], // 19916.67
    [240, 'HALF_DAY', 20000],
    [241, 'HALF_DAY_TO_DAY', 20063], // 20000 + 15000 * 1/240 = 20062.5
    [300, 'HALF_DAY_TO_DAY', 23750],
    [360, 'HALF_DAY_TO_DAY', 27500],
    [479, 'HALF_DAY_TO_DAY', 34938], // 34937.5
    [480, 'DAY', 35000],
    [540, 'DAY_TO_FULL_DAY', 37500],
    [600, 'DAY_TO_FULL_DAY', 40000],
    [719, 'DAY_TO_FULL_DAY', 44958], // 44958.33
    [720, 'FULL_DAY', 45000],
    [840, 'OVER_FULL_DAY', 52500],
    [1440, 'OVER_FULL_DAY', 90000],
  ])('%i minutes -> %s %i', (minutes, tier, price) => {
    expect(spacePrice(PRICES, minutes)).toEqual({ tier, price });
  });

  it.each([
    ['missing', null, 20000],
    ['zero', 0, 20000],
    ['above the half-day price (invalid)', 25000, 20000],
    ['set', 6000, 6000],
  ])('short_day_price %s -> minimum %i', (_name, short, expected) => {
    expect(shortDayPrice({ ...PRICES, short_day_price: short })).toBe(expected);
    expect(spacePrice({ ...PRICES, short_day_price: short }, 60).price).toBe(expected);
  });

  it('never charges more than the next tier and never less than the previous one', () => {
    for (let m = 1; m <= 720; m += 1) {
      const { price } = spacePrice(PRICES, m);
      if (m <= 240) expect(price).toBeLessThanOrEqual(PRICES.half_day_price);
      else if (m <= 480) expect(price).toBeGreaterThanOrEqual(PRICES.half_day_price);
      if (m > 240 && m <= 480) expect(price).toBeLessThanOrEqual(PRICES.day_price);
      if (m > 480) expect(price).toBeGreaterThanOrEqual(PRICES.day_price);
      if (m > 1) expect(price).toBeGreaterThanOrEqual(spacePrice(PRICES, m - 1).price);
    }
  });

  it('keeps the lower tier when a tier is (invalidly) cheaper than the one before', () => {
    expect(spacePrice({ ...PRICES, day_price: 15000 }, 300)).toEqual({ tier: 'HALF_DAY_TO_DAY', price: 20000 });
  });

  it.each([0, -60, 1.5])('refuses %d minutes', (minutes) => {
    expect(() => spacePrice(PRICES, minutes)).toThrow(RangeError);
  });
});
