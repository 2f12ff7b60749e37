/** Page numbers to show: `count` consecutive pages around `page` (1-based), kept inside 1..pageCount. */
export function pageWindow(page: number, pageCount: number, count = 3): number[] {
  if (pageCount < 1) return [];
  const size = Math.min(Math.max(1, count), pageCount);
  const current = Math.min(Math.max(1, page), pageCount);
  let start = current - Math.floor((size - 1) / 2);
  start = Math.max(1, Math.min(start, pageCount - size + 1));
  return Array.from({ length: size }, (_, i) => start + i);
}
