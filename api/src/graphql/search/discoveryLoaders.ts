/** Per-request loaders of the discovery modules (the viewer's favourites, space fields beyond SpaceRow). */
import DataLoader from 'dataloader';
import { favoriteSpaceIds } from '../../services/favorites/favoriteSpaces';
import { spaceExtrasByIds, type SpaceExtras } from '../../services/search/spaceDetails';
import type { GraphQLContext } from '../context';

export type { SpaceExtras } from '../../services/search/spaceDetails';

interface DiscoveryLoaders {
  favoriteIds: () => Promise<Set<number>>;
  spaceExtras: DataLoader<number, SpaceExtras | null>;
}

const cache = new WeakMap<GraphQLContext, DiscoveryLoaders>();

export function discoveryLoaders(ctx: GraphQLContext): DiscoveryLoaders {
  let loaders = cache.get(ctx);
  if (!loaders) {
    let favorites: Promise<Set<number>> | null = null;
    loaders = {
      favoriteIds: () => {
        if (!ctx.viewer) return Promise.resolve(new Set());
        favorites ??= favoriteSpaceIds(ctx.knex, ctx.viewer.accountId);
        return favorites;
      },
      spaceExtras: new DataLoader(async (ids) => {
        const rows = await spaceExtrasByIds(ctx.knex, ids);
        const map = new Map(rows.map((r) => [r.space_id, r]));
        return ids.map((id) => map.get(id) ?? null);
      }),
    };
    cache.set(ctx, loaders);
  }
  return loaders;
}
