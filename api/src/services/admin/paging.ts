/** Paging of the admin lists: page size 20 by default (spec section 9), at most 100. */
export interface PageArgs {
  page?: number | null;
  size?: number | null;
}

export interface Paged<T> {
  result: T[];
  total: number;
  page: number;
  size: number;
  total_pages: number;
}

export function pageWindow(args: PageArgs): { page: number; size: number; offset: number } {
  const size = Math.min(Math.max(args.size ?? 20, 1), 100);
  const page = Math.max(args.page ?? 1, 1);
  return { page, size, offset: (page - 1) * size };
}

export const paged = <T>(result: T[], total: number, page: number, size: number): Paged<T> => ({
  result, total, page, size, total_pages: Math.ceil(total / size),
});

/** A search term as an ILIKE pattern (wildcards in the term taken literally), or null for none. */
export function likePattern(search: string | null | undefined): string | null {
  const term = (search ?? '').trim().slice(0, 100);
  return term ? `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
}
