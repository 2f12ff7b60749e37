/** Field resolvers of Space, SpaceCard and Venue: lists and relations through the request's DataLoaders. */
import { imageUrl } from '../../types';
import type { GraphQLContext } from '../context';
import { nearbyPublicSpaces, venueSpaces } from '../../queries/spaceCards';
import type { ImageRef } from '../../services/search/requestLoaders';
import { discoveryLoaders, type SpaceExtras } from './discoveryLoaders';
import { toSpaceCard, toVenue, type SpaceObject, type VenueObject } from './rows';
import { pageArgs, spacePage } from './spacePage';

const toImages = (refs: ImageRef[]) => refs.map((r) => ({ image_id: r.image_id, image_url: imageUrl(r.image_id), order: r.order }));

type HasSpaceId = { space_id: number };
// Synchronous when the value is at hand (search cards carry these fields; a guest has no favourites): a
// search page has up to 200 cards, and a promise per card field made GraphQL settle each card asynchronously.
const extra = <K extends keyof SpaceExtras>(key: K, fallback: SpaceExtras[K]) =>
  (s: HasSpaceId & Partial<Record<K, SpaceExtras[K]>>, _: unknown, ctx: GraphQLContext) =>
    s[key] !== undefined ? s[key] : discoveryLoaders(ctx).spaceExtras.load(s.space_id).then((row) => row?.[key] ?? fallback);

const isFavorite = (s: HasSpaceId, _: unknown, ctx: GraphQLContext) =>
  ctx.viewer ? discoveryLoaders(ctx).favoriteIds().then((ids) => ids.has(s.space_id)) : false;

const cardExtras = {
  is_favorite: isFavorite,
  venue_id: extra('venue_id', 0),
  latitude: extra('latitude', null),
  longitude: extra('longitude', null),
  is_afterpay_allowed: extra('is_afterpay_allowed', false),
  has_discount: extra('has_discount', false),
};

const NEARBY_DEFAULT_KM = 10;
const NEARBY_MAX = 20;

export const searchTypeResolvers = {
  SpaceCard: cardExtras,
  Space: {
    ...cardExtras,
    discount_percentage: extra('discount_percentage', null),
    preparation_time: extra('preparation_time', 0),
    service_break: extra('service_break', 0),
    book_before_min_th: extra('book_before_min_th', 0),
    book_before_max_th: extra('book_before_max_th', null),
    booking_limit: extra('booking_limit', 0),
    space_images: async (space: SpaceObject, _: unknown, ctx: GraphQLContext) =>
      toImages(await ctx.loaders.spaceImages.load(space.space_id)),
    space_configurations: (space: SpaceObject, _: unknown, ctx: GraphQLContext) =>
      ctx.loaders.spaceConfigurations.load(space.space_id),
    space_categories: (space: SpaceObject, _: unknown, ctx: GraphQLContext) => ctx.loaders.spaceCategories.load(space.space_id),
    space_features: (space: SpaceObject, _: unknown, ctx: GraphQLContext) => ctx.loaders.spaceFeatures.load(space.space_id),
    venue: async (space: SpaceObject, _: unknown, ctx: GraphQLContext) => {
      const row = await ctx.loaders.venue.load(space.venue_id);
      return row ? toVenue(row) : null;
    },
    nearby_spaces: async (space: SpaceObject, args: { radius_km?: number | null; limit?: number | null }, ctx: GraphQLContext) => {
      const me = await discoveryLoaders(ctx).spaceExtras.load(space.space_id);
      if (!me || me.latitude == null || me.longitude == null) return [];
      const radiusM = Math.min(Math.max(args.radius_km ?? NEARBY_DEFAULT_KM, 0.1), 200) * 1000;
      const limit = Math.min(Math.max(args.limit ?? 8, 1), NEARBY_MAX);
      const rows = await nearbyPublicSpaces(ctx.knex, { latitude: me.latitude, longitude: me.longitude }, radiusM, space.space_id, limit);
      const cards = await ctx.loaders.space.loadMany(rows.map((r) => r.space_id));
      return rows.flatMap((r, i) => {
        const row = cards[i];
        return row && !(row instanceof Error) && r.distance * 1000 <= radiusM ? [{ ...toSpaceCard(row), distance: r.distance }] : [];
      });
    },
  },
  Venue: {
    working_time: (venue: VenueObject, _: unknown, ctx: GraphQLContext) => ctx.loaders.workingTimes.load(venue.venue_id),
    venue_images: async (venue: VenueObject, _: unknown, ctx: GraphQLContext) =>
      toImages(await ctx.loaders.venueImages.load(venue.venue_id)),
    venue_spaces: (venue: VenueObject, args: { page?: number | null; size?: number | null }, ctx: GraphQLContext) =>
      spacePage(ctx, venueSpaces(venue.venue_id), pageArgs(args), 's.half_day_price, s.space_id'),
  },
};
