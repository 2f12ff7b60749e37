/** Testimonial text chunk sizes from the spec (section 9): desktop 100, tablet 50, phone 30 characters. */
export const TESTIMONIAL_CHUNK = { desktop: 100, tablet: 50, phone: 30 } as const;

export type ChunkBreakpoint = keyof typeof TESTIMONIAL_CHUNK;

/**
 * Splits `text` into the part shown first (at most `size` characters, cut at the last
 * word boundary when there is one) and the rest, shown after "more".
 */
export function chunkText(text: string, size: number): { head: string; rest: string } {
  const clean = text.trim();
  if (clean.length <= size) return { head: clean, rest: '' };
  const slice = clean.slice(0, size);
  const lastSpace = slice.lastIndexOf(' ');
  const cut = lastSpace > 0 ? lastSpace : size;
  return { head: clean.slice(0, cut).trimEnd(), rest: clean.slice(cut).trimStart() };
}

/** Breakpoint for a viewport width: phone up to 960, tablet 961-1200, desktop from 1201. */
export function chunkBreakpoint(width: number): ChunkBreakpoint {
  if (width <= 960) return 'phone';
  if (width <= 1200) return 'tablet';
  return 'desktop';
}
