/** get_top_spaces(limit): highlighted, publicly visible spaces in highlight_position order. */
import type { GraphQLContext } from '../context';
import { spaceRowsQuery } from '../loaders';
import { toSpaceCard, type SpaceCard, type SpaceRow } from './rows';
import { wherePublic } from './visibility';

export async function get_top_spaces(_: unknown, args: { limit?: number | null }, ctx: GraphQLContext): Promise<SpaceCard[]> {
  const limit = Math.min(Math.max(args.limit ?? 50, 0), 50);
  const rows: SpaceRow[] = await wherePublic(spaceRowsQuery(ctx.knex))
    .where('s.is_highlighted', true)
    .orderBy([{ column: 's.highlight_position', order: 'asc', nulls: 'last' }, 's.space_id'])
    .limit(limit);
  for (const row of rows) ctx.loaders.space.prime(row.space_id, row);
  return rows.map(toSpaceCard);
}
