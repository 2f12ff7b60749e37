/** Field resolvers of Space and Venue: lists and relations through the request's DataLoaders. */
import { imageUrl } from '../../types';
import type { GraphQLContext } from '../context';
import type { ImageRef } from '../loaders';
import { toVenue, type SpaceObject, type VenueObject } from './rows';

const toImages = (refs: ImageRef[]) => refs.map((r) => ({ image_id: r.image_id, image_url: imageUrl(r.image_id), order: r.order }));

export const searchTypeResolvers = {
  Space: {
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
  },
  Venue: {
    working_time: (venue: VenueObject, _: unknown, ctx: GraphQLContext) => ctx.loaders.workingTimes.load(venue.venue_id),
    venue_images: async (venue: VenueObject, _: unknown, ctx: GraphQLContext) =>
      toImages(await ctx.loaders.venueImages.load(venue.venue_id)),
  },
};
