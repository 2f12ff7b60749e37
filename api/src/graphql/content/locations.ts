/** Geo pages: thin resolvers over services/content/locations. */
import { getLocation, listLocations, mainMenu, type LocationListArgs } from '../../services/content/locations';
import type { GraphQLContext } from '../context';

export const get_all_locations = (_: unknown, args: LocationListArgs, ctx: GraphQLContext) => listLocations(ctx.knex, args, ctx.locale);
export const get_specific_location = (_: unknown, args: { slug: string }, ctx: GraphQLContext) => getLocation(ctx.knex, args.slug, ctx.locale);
export const main_menu = (_: unknown, __: unknown, ctx: GraphQLContext) => mainMenu(ctx.knex, ctx.locale);
