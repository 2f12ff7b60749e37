/**
 * Host GraphQL (docs/CONTRACTS.md "Host: organisation, venues, spaces, photos, services"):
 * company search, tags, the services inventory, space features/photos, the collection (public
 * organisation data) and specific_venue. Every operation checks the caller with requirePermission
 * (through hostCaller) and the venue/space ownership of the REST host code (another organisation's
 * venue or space is NOT_FOUND); the rules and writes are the REST ones (rest/*, domain/host).
 */
import { checkNewTag, checkTagSelection } from '../../domain/host/tagRules';
import { compact, text } from '../../domain/host/text';
import { readConfig } from '../../config';
import { RATE_LIMITS } from '../../domain/auth/rateLimits';
import { hitRateLimit } from '../../middleware/rateLimit';
import { linkPhotos } from '../../services/host/photos';
import { companyRegisterSearch } from './companies';
import { hostCaller, ownSpace, ownVenue, requireHostOrganisation, requireOrganisation } from '../../services/host/access';
import { throwIfErrors } from '../../services/host/hostErrors';
import { saveFeatures } from '../../services/host/venueExtras';
import { loadHostVenue } from '../../services/host/venueView';
import { allTags, createTag, organisationCollectionId, setVenueTags } from '../../services/host/venueTags';
import { storageFor } from '../../services/storage';
import type { GraphQLContext } from '../context';
import type { GraphQLModule } from '../module';
import { collectionAnswer, saveCollection, type CollectionInput } from '../../services/host/collection';
import { inventoryServices, linkServiceToSpaces, type InventoryLinkingInput } from '../../services/host/inventory';
import { hostTypeDefs } from './typeDefs';

const locale = (ctx: GraphQLContext): 'nl' | 'en' => (ctx.locale === 'en' ? 'en' : 'nl');
const tagOf = (ctx: GraphQLContext) => (t: { tag_id: number; name_nl: string; name_en: string; importance: number }) => ({ ...t, name: locale(ctx) === 'en' ? t.name_en : t.name_nl });

async function get_companies(_: unknown, args: { company_name: string }, ctx: GraphQLContext) {
  await hostCaller(ctx.knex, ctx.viewer, 'organisation.update');
  return companyRegisterSearch(ctx.knex, args.company_name);
}

async function specific_venue(_: unknown, args: { venue_id: number }, ctx: GraphQLContext) {
  const caller = await hostCaller(ctx.knex, ctx.viewer, 'venue.view');
  const venue = await ownVenue(ctx.knex, caller, args.venue_id);
  return loadHostVenue(ctx.knex, venue.venue_id, locale(ctx));
}

async function get_all_tags(_: unknown, __: unknown, ctx: GraphQLContext) {
  await hostCaller(ctx.knex, ctx.viewer, 'venue.view');
  return (await allTags(ctx.knex)).map(tagOf(ctx));
}

async function add_venue_tags(_: unknown, args: { venue_id: number; tag_ids: number[] }, ctx: GraphQLContext) {
  const caller = await hostCaller(ctx.knex, ctx.viewer, 'venue.update');
  const venue = await ownVenue(ctx.knex, caller, args.venue_id);
  throwIfErrors('venue_tag', compact([checkTagSelection(args.tag_ids)]));
  const ids = [...new Set(args.tag_ids)];
  const rows = await setVenueTags(ctx.knex, venue.venue_id, ids);
  return rows.map(tagOf(ctx));
}

async function add_new_tag(_: unknown, args: { name_nl: string; name_en: string; importance: number }, ctx: GraphQLContext) {
  const caller = await hostCaller(ctx.knex, ctx.viewer, 'venue.update');
  requireHostOrganisation(caller); // tags are shared by every host
  await hitRateLimit(ctx.knex, RATE_LIMITS.tagCreatePerAccount, `account-${caller.accountId}`);
  throwIfErrors('venue_tag', checkNewTag(args));
  const nameNl = text(args.name_nl);
  const nameEn = text(args.name_en);
  const row = await createTag(ctx.knex, { name_nl: nameNl, name_en: nameEn, importance: args.importance });
  return tagOf(ctx)(row);
}

async function inventory_services(_: unknown, args: { venue_id: number; first?: number | null; skip?: number | null }, ctx: GraphQLContext) {
  const caller = await hostCaller(ctx.knex, ctx.viewer, 'service.manage');
  const venue = await ownVenue(ctx.knex, caller, args.venue_id);
  const first = Math.min(Math.max(args.first ?? 50, 1), 200);
  const skip = Math.max(args.skip ?? 0, 0);
  return inventoryServices(ctx.knex, venue.venue_id, locale(ctx), first, skip);
}

async function inventory_bulk_spaces_linking(_: unknown, args: { input: InventoryLinkingInput }, ctx: GraphQLContext) {
  const caller = await hostCaller(ctx.knex, ctx.viewer, 'service.manage');
  return linkServiceToSpaces(ctx.knex, caller, args.input, locale(ctx));
}

async function bulk_create_space_features(_: unknown, args: { space_id: number; feature_ids: number[] }, ctx: GraphQLContext) {
  const caller = await hostCaller(ctx.knex, ctx.viewer, 'space.update');
  const space = await ownSpace(ctx.knex, caller, args.space_id);
  return saveFeatures(ctx.knex, 'SPACE', space.space_id, args.feature_ids);
}

async function bulk_create_space_images(_: unknown, args: { space_id: number; images_ids: number[] }, ctx: GraphQLContext) {
  const caller = await hostCaller(ctx.knex, ctx.viewer, 'space.update');
  const space = await ownSpace(ctx.knex, caller, args.space_id);
  return linkPhotos(ctx.knex, storageFor(readConfig().varDir), caller, 'SPACE', space.space_id, args.images_ids);
}

async function collectionCaller(ctx: GraphQLContext) {
  const caller = await hostCaller(ctx.knex, ctx.viewer, 'organisation.update');
  return { caller, organisationId: requireOrganisation(caller) };
}

async function create_collection(_: unknown, args: { input: CollectionInput }, ctx: GraphQLContext) {
  const { caller, organisationId } = await collectionCaller(ctx);
  return collectionAnswer(ctx.knex, await saveCollection(ctx.knex, caller, organisationId, args.input, 'create'));
}

async function update_collection(_: unknown, args: { input: CollectionInput }, ctx: GraphQLContext) {
  const { caller, organisationId } = await collectionCaller(ctx);
  return collectionAnswer(ctx.knex, await saveCollection(ctx.knex, caller, organisationId, args.input, 'update'));
}

async function get_user_organisation_collection(_: unknown, __: unknown, ctx: GraphQLContext) {
  const caller = await hostCaller(ctx.knex, ctx.viewer, 'venue.view');
  if (caller.organisationId === null) return null;
  const collectionId = await organisationCollectionId(ctx.knex, caller.organisationId);
  return collectionId !== null ? collectionAnswer(ctx.knex, collectionId) : null;
}

export const hostModule: GraphQLModule = {
  name: 'host',
  visibility: 'authenticated',
  typeDefs: hostTypeDefs,
  resolvers: {
    Query: { get_companies, specific_venue, get_all_tags, inventory_services, get_user_organisation_collection },
    Mutation: { add_venue_tags, add_new_tag, inventory_bulk_spaces_linking, bulk_create_space_features, bulk_create_space_images, create_collection, update_collection },
  },
};
