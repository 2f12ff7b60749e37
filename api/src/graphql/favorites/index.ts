/**
 * Favourites (authenticated endpoint): favor_space / remove_space_from_favorites(spaceId) are
 * idempotent; customer_favorite_spaces pages the caller's public favourite spaces, newest first.
 */
import { requireLogin } from '../../auth/guards';
import { addFavoriteSpace, FAVORITES_ORDER, favoriteSpacesOf, removeFavoriteSpace } from '../../services/favorites/favoriteSpaces';
import type { GraphQLContext } from '../context';
import { gql, type GraphQLModule } from '../module';
import { assertCanSeeSpace } from '../search/access';
import { pageArgs, spacePage } from '../search/spacePage';

async function favor_space(_: unknown, args: { spaceId: number }, ctx: GraphQLContext): Promise<boolean> {
  const viewer = requireLogin(ctx.viewer);
  await assertCanSeeSpace(ctx, await ctx.loaders.space.load(args.spaceId));
  await addFavoriteSpace(ctx.knex, viewer.accountId, args.spaceId);
  return true;
}

async function remove_space_from_favorites(_: unknown, args: { spaceId: number }, ctx: GraphQLContext): Promise<boolean> {
  const viewer = requireLogin(ctx.viewer);
  await removeFavoriteSpace(ctx.knex, viewer.accountId, args.spaceId);
  return true;
}

function customer_favorite_spaces(_: unknown, args: { page?: number | null; size?: number | null }, ctx: GraphQLContext) {
  const viewer = requireLogin(ctx.viewer);
  return spacePage(ctx, favoriteSpacesOf(viewer.accountId), pageArgs(args), FAVORITES_ORDER);
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
