/** Converts a 0-10 rating to 0-5 stars, rounded to the nearest half star. */
export function toHalfStars(value: number): number {
  const clamped = Math.min(10, Math.max(0, Number.isFinite(value) ? value : 0));
  return Math.round(clamped) / 2;
}

/** Fill per star (0, 0.5 or 1) for a 0-5 star value. */
export function starFills(stars: number, count = 5): Array<0 | 0.5 | 1> {
  return Array.from({ length: count }, (_, i) => {
    const rest = stars - i;
    return rest >= 1 ? 1 : rest >= 0.5 ? 0.5 : 0;
  });
}
