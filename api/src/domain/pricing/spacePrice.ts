/**
 * The space's price for a duration, from its day-part tiers (README.md "Space price"):
 * half day 4 h, day 8 h, day plus evening 12 h; under 4 h pro rata on the half-day price but
 * at least short_day_price (falls back to half_day_price); between two tiers pro rata from the lower
 * tier to the next one (never more than the next tier); over 12 h the day-plus-evening rate per minute.
 */
import { divRoundHalfUp } from './money';
import type { PriceTier, SpaceTierPrices } from './types';

export const HALF_DAY_MINUTES = 4 * 60;
export const DAY_MINUTES = 8 * 60;
export const FULL_DAY_MINUTES = 12 * 60;

export interface SpacePrice {
  tier: PriceTier;
  price: number;
}

/** short_day_price, or half_day_price when it is missing, 0 or (invalid) above the half-day price. */
export function shortDayPrice(prices: SpaceTierPrices): number {
  const short = prices.short_day_price;
  return short != null && short > 0 && short <= prices.half_day_price ? short : prices.half_day_price;
}

/** lower + (upper - lower) * (minutes - from) / span, rounded half up; upper >= lower assumed. */
function between(lower: number, upper: number, minutes: number, from: number, span: number): number {
  if (upper <= lower) return lower;
  return divRoundHalfUp(lower * span + (upper - lower) * (minutes - from), span);
}

export function spacePrice(prices: SpaceTierPrices, minutes: number): SpacePrice {
  if (!Number.isInteger(minutes) || minutes <= 0) throw new RangeError(`spacePrice: minutes ${minutes}`);
  const { half_day_price: half, day_price: day, full_day_price: full } = prices;
  if (minutes < HALF_DAY_MINUTES) {
    return { tier: 'SHORT', price: Math.max(shortDayPrice(prices), divRoundHalfUp(half * minutes, HALF_DAY_MINUTES)) };
  }
  if (minutes === HALF_DAY_MINUTES) return { tier: 'HALF_DAY', price: half };
  if (minutes < DAY_MINUTES) return { tier: 'HALF_DAY_TO_DAY', price: between(half, day, minutes, HALF_DAY_MINUTES, DAY_MINUTES - HALF_DAY_MINUTES) };
  if (minutes === DAY_MINUTES) return { tier: 'DAY', price: day };
  if (minutes < FULL_DAY_MINUTES) return { tier: 'DAY_TO_FULL_DAY', price: between(day, full, minutes, DAY_MINUTES, FULL_DAY_MINUTES - DAY_MINUTES) };
  if (minutes === FULL_DAY_MINUTES) return { tier: 'FULL_DAY', price: full };
  return { tier: 'OVER_FULL_DAY', price: divRoundHalfUp(full * minutes, FULL_DAY_MINUTES) };
}
