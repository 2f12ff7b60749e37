/** specific_space(space_id): a visible space, else NOT_FOUND. */
import type { GraphQLContext } from '../context';
import { assertCanSeeSpace } from './access';
import { toSpace, type SpaceObject } from './rows';

export async function specific_space(_: unknown, args: { space_id: number }, ctx: GraphQLContext): Promise<SpaceObject> {
  const row = await assertCanSeeSpace(ctx, await ctx.loaders.space.load(args.space_id));
  return toSpace(row);
}
