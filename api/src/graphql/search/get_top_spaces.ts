/** get_top_spaces(limit): highlighted, publicly visible spaces in highlight_position order. */
import { topSpaceRows } from '../../queries/spaceCards';
import type { GraphQLContext } from '../context';
import { toSpaceCard, type SpaceCard } from './rows';

export async function get_top_spaces(_: unknown, args: { limit?: number | null }, ctx: GraphQLContext): Promise<SpaceCard[]> {
  const limit = Math.min(Math.max(args.limit ?? 50, 0), 50);
  const rows = await topSpaceRows(ctx.knex, limit);
  for (const row of rows) ctx.loaders.space.prime(row.space_id, row);
  return rows.map(toSpaceCard);
}
