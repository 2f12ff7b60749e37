/**
 * Organisation (collection) pages: get_collection(slug) — slug, 8-char hash or "hash/slug";
 * NOT_FOUND unless the collection has a public page — and get_collection_spaces(collection_id,
 * venue_id, pagination) -> { result, page, size, total_pages, total } of its public spaces.
 */
import { notFound } from '../../errors/ApiError';
import { venueUrl } from '../../queries/urls';
import {
  collectionVenues, COLLECTION_SPACES_ORDER, findPublicCollection, organisationSpaces, publicCollectionOrganisation,
} from '../../services/collections/publicCollection';
import { imageUrl } from '../../types';
import type { GraphQLContext } from '../context';
import { gql, type GraphQLModule } from '../module';
import { pageArgs, spacePage } from '../search/spacePage';

async function get_collection(_: unknown, args: { slug: string }, ctx: GraphQLContext) {
  const parts = args.slug.trim().replace(/^\/+|\/+$/g, '').split('/');
  const row = await findPublicCollection(ctx.knex, parts[0] ?? '', parts[1]);
  if (!row) throw notFound('collection');
  const venues = await collectionVenues(ctx.knex, row.organisation_id);
  const links = row.social_links ?? {};
  return {
    collection_id: row.collection_id,
    collection_name: row.name,
    slug: row.slug,
    collection_hash: row.collection_hash,
    has_public_page: row.has_public_page,
    promo_text: row.promo_text,
    about_us: row.about_us,
    website: row.website,
    logo_url: imageUrl(row.logo_image_id),
    social_links: { facebook: links.facebook ?? null, instagram: links.instagram ?? null, linkedin: links.linkedin ?? null, twitter: links.twitter ?? null, youtube: links.youtube ?? null },
    venues: venues.map((v) => ({
      venue_id: v.venue_id, venue_name: v.venue_name, venue_url: venueUrl(v.venue_hash, v.venue_slug), city: v.city, space_count: v.space_count,
    })),
  };
}

async function get_collection_spaces(
  _: unknown,
  args: { collection_id: number; venue_id?: number | null; pagination?: { page?: number | null; size?: number | null } | null },
  ctx: GraphQLContext,
) {
  const organisationId = await publicCollectionOrganisation(ctx.knex, args.collection_id);
  if (organisationId == null) throw notFound('collection');
  return spacePage(ctx, organisationSpaces(organisationId, args.venue_id), pageArgs(args.pagination), COLLECTION_SPACES_ORDER);
}

export const collectionModule: GraphQLModule = {
  name: 'collection',
  visibility: 'public',
  typeDefs: gql`
    type CollectionSocialLinks {
      facebook: String
      instagram: String
      linkedin: String
      twitter: String
      youtube: String
    }
    type CollectionVenue {
      venue_id: Int!
      venue_name: String!
      venue_url: String!
      city: String
      space_count: Int!
    }
    type Collection {
      collection_id: Int!
      collection_name: String!
      slug: String!
      collection_hash: String!
      has_public_page: Boolean!
      promo_text: String
      about_us: String
      website: String
      logo_url: String
      social_links: CollectionSocialLinks!
      venues: [CollectionVenue!]!
    }
    input PaginationInput {
      page: Int
      size: Int
    }
    extend type Query {
      "slug, hash or 'hash/slug'; only collections with a public page"
      get_collection(slug: String!): Collection!
      get_collection_spaces(collection_id: Int!, venue_id: Int, pagination: PaginationInput): SpacePage!
    }
  `,
  resolvers: { Query: { get_collection, get_collection_spaces } },
};
