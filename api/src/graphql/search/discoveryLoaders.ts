/** Per-request loaders of the discovery modules (the viewer's favourites, space fields beyond SpaceRow). */
import DataLoader from 'dataloader';
import type { GraphQLContext } from '../context';

export interface SpaceExtras {
  space_id: number;
  venue_id: number;
  is_afterpay_allowed: boolean;
  has_discount: boolean;
  discount_percentage: number | null;
  preparation_time: number;
  service_break: number;
  book_before_min_th: number;
  book_before_max_th: number | null;
  booking_limit: number;
  latitude: number | null;
  longitude: number | null;
}

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
        favorites ??= ctx.knex('favorite_space').where('account_id', ctx.viewer.accountId).pluck('space_id').then((ids: number[]) => new Set(ids));
        return favorites;
      },
      spaceExtras: new DataLoader(async (ids) => {
        const rows: SpaceExtras[] = await ctx.knex('space as s').join('venue as v', 'v.venue_id', 's.venue_id').whereIn('s.space_id', ids as number[])
          .select('s.space_id', 's.venue_id', 's.is_afterpay_allowed', 's.has_discount', 's.discount_percentage', 's.preparation_time', 's.service_break',
            's.book_before_min_th', 's.book_before_max_th', 's.booking_limit', 'v.latitude', 'v.longitude');
        const map = new Map(rows.map((r) => [r.space_id, r]));
        return ids.map((id) => map.get(id) ?? null);
      }),
    };
    cache.set(ctx, loaders);
  }
  return loaders;
}
