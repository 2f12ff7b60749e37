/** Paged lists of public space cards (venue page, organisation page, favourites): { result, page, size, total_pages, total }. */
import type { Knex } from 'knex';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../../domain/search/searchInput';
import type { GraphQLContext } from '../context';
import { spaceRowsQuery } from '../loaders';
import { toSpaceCard, type SpaceRow } from './rows';
import { wherePublic } from './visibility';

export function pageArgs(p?: { page?: number | null; size?: number | null } | null): { page: number; size: number } {
  return {
    page: Math.max(1, Math.floor(p?.page ?? 1)),
    size: Math.min(Math.max(1, Math.floor(p?.size ?? DEFAULT_PAGE_SIZE)), MAX_PAGE_SIZE),
  };
}

/** `filter` narrows public spaces (aliases s, v); `order` is a raw ORDER BY ending in a unique key. */
export async function spacePage(
  ctx: GraphQLContext,
  filter: (qb: Knex.QueryBuilder) => Knex.QueryBuilder,
  p: { page: number; size: number },
  order = 's.space_id',
) {
  const rowsQ = filter(wherePublic(spaceRowsQuery(ctx.knex))).orderByRaw(order).limit(p.size).offset((p.page - 1) * p.size);
  const countQ = filter(wherePublic(ctx.knex('space as s').join('venue as v', 'v.venue_id', 's.venue_id'))).count<{ n: number }[]>({ n: '*' });
  const [rows, count] = await Promise.all([rowsQ as unknown as Promise<SpaceRow[]>, countQ]);
  for (const row of rows) ctx.loaders.space.prime(row.space_id, row);
  const total = Number(count[0]?.n ?? 0);
  return { result: rows.map(toSpaceCard), page: p.page, size: p.size, total_pages: Math.ceil(total / p.size), total };
}
