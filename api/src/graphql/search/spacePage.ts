/** Paged lists of public space cards (venue page, organisation page, favourites): { result, page, size, total_pages, total }. */
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../../domain/search/searchInput';
import { publicSpacePage, type SpaceFilter } from '../../queries/spaceCards';
import type { GraphQLContext } from '../context';
import { toSpaceCard } from './rows';

export function pageArgs(p?: { page?: number | null; size?: number | null } | null): { page: number; size: number } {
  return {
    page: Math.max(1, Math.floor(p?.page ?? 1)),
    size: Math.min(Math.max(1, Math.floor(p?.size ?? DEFAULT_PAGE_SIZE)), MAX_PAGE_SIZE),
  };
}

/** `filter` narrows public spaces (aliases s, v); `order` is a raw ORDER BY ending in a unique key. */
export async function spacePage(ctx: GraphQLContext, filter: SpaceFilter, p: { page: number; size: number }, order = 's.space_id') {
  const { rows, total } = await publicSpacePage(ctx.knex, filter, p, order);
  for (const row of rows) ctx.loaders.space.prime(row.space_id, row);
  return { result: rows.map(toSpaceCard), page: p.page, size: p.size, total_pages: Math.ceil(total / p.size), total };
}
