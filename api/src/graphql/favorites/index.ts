/**
 * Favourites (authenticated endpoint): favor_space / remove_space_from_favorites(spaceId) are
 * idempotent; customer_favorite_spaces pages the caller's public favourite spaces, newest first.
 */
import { requireLogin } from '../../auth/guards';
import { ApiError } from '../../errors/ApiError';
import type { GraphQLContext } from '../context';
import { gql, type GraphQLModule } from '../module';
import { assertCanSeeSpace } from '../search/access';
import { pageArgs, spacePage } from '../search/spacePage';

async function favor_space(_: unknown, args: { spaceId: number }, ctx: GraphQLContext): Promise<boolean> {
  const viewer = requireLogin(ctx.viewer);
  await assertCanSeeSpace(ctx, await ctx.loaders.space.load(args.spaceId));
  try {
    await ctx.knex('favorite_space').insert({ account_id: viewer.accountId, space_id: args.spaceId }).onConflict(['account_id', 'space_id']).ignore();
  } catch {
    throw new ApiError('INTERNAL', { entity: 'favorite_space', key: 'favourite_failed' });
  }
  return true;
}

async function remove_space_from_favorites(_: unknown, args: { spaceId: number }, ctx: GraphQLContext): Promise<boolean> {
  const viewer = requireLogin(ctx.viewer);
  await ctx.knex('favorite_space').where({ account_id: viewer.accountId, space_id: args.spaceId }).delete();
  return true;
}

function customer_favorite_spaces(_: unknown, args: { page?: number | null; size?: number | null }, ctx: GraphQLContext) {
  const viewer = requireLogin(ctx.viewer);
  return spacePage(
    ctx,
    (qb) => qb.join('favorite_space as f', 'f.space_id', 's.space_id').where('f.account_id', viewer.accountId),
    pageArgs(args),
    'f.ts_created DESC, s.space_id',
  );
}

export const favoritesModule: GraphQLModule = {
  name: 'favorites',
  visibility: 'authenticated',
  typeDefs: gql`
    extend type Query {
      "the caller's favourite spaces, newest first"
      customer_favorite_spaces(page: Int, size: Int): SpacePage!
    }
    type Mutation {
      favor_space(spaceId: Int!): Boolean!
      remove_space_from_favorites(spaceId: Int!): Boolean!
    }
  `,
  resolvers: { Query: { customer_favorite_spaces }, Mutation: { favor_space, remove_space_from_favorites } },
};
