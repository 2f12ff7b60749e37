/**
 * Integer-cent arithmetic with one rounding rule: round half up (amounts are never negative here).
 * Rates are percentages with at most two decimals (numeric(5,2)), so every product stays an exact integer.
 */

/** num / den rounded half up; num >= 0, den > 0, both integers. */
export function divRoundHalfUp(num: number, den: number): number {
  if (num < 0 || den <= 0) throw new RangeError(`divRoundHalfUp(${num}, ${den})`);
  const q = Math.floor(num / den);
  const r = num - q * den;
  return r * 2 >= den ? q + 1 : q;
}

/** `percent` % of `cents`, rounded half up to a cent. percent may have two decimals (10.25). */
export function percentOf(cents: number, percent: number): number {
  if (percent === 0 || cents === 0) return 0;
  const basisPoints = Math.round(percent * 100);
  return divRoundHalfUp(cents * basisPoints, 10000);
}

export const sum = (values: readonly number[]): number => values.reduce((a, b) => a + b, 0);
