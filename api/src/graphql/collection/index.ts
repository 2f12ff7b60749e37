/**
 * Organisation (collection) pages: get_collection(slug) — slug, 8-char hash or "hash/slug";
 * NOT_FOUND unless the collection has a public page — and get_collection_spaces(collection_id,
 * venue_id, pagination) -> { result, page, size, total_pages, total } of its public spaces.
 */
import { notFound } from '../../errors/ApiError';
import { venueUrl } from '../../queries/urls';
import { imageUrl } from '../../types';
import type { GraphQLContext } from '../context';
import { gql, type GraphQLModule } from '../module';
import { pageArgs, spacePage } from '../search/spacePage';

interface CollectionRow {
  collection_id: number;
  organisation_id: number;
  name: string;
  slug: string;
  collection_hash: string;
  promo_text: string | null;
  about_us: string | null;
  website: string | null;
  logo_image_id: number | null;
  social_links: Record<string, string> | null;
  has_public_page: boolean;
}

async function get_collection(_: unknown, args: { slug: string }, ctx: GraphQLContext) {
  const parts = args.slug.trim().replace(/^\/+|\/+$/g, '').split('/');
  const key = parts[0] ?? '';
  const row: CollectionRow | undefined = await ctx.knex('collection as c')
    .join('organisation as o', 'o.organisation_id', 'c.organisation_id')
    .where((w) => w.where('c.slug', parts[1] ?? key).orWhere('c.collection_hash', key))
    .where('c.has_public_page', true)
    .where('o.is_banned', false)
    .first('c.*');
  if (!row) throw notFound('collection');
  const { rows: venues } = await ctx.knex.raw(
    `SELECT v.venue_id, v.venue_name, v.venue_hash, v.venue_slug, ci.name AS city, count(s.space_id)::int AS space_count
     FROM venue v LEFT JOIN seo_location ci ON ci.location_id = v.city_id
     JOIN space s ON s.venue_id = v.venue_id AND s.is_active
     WHERE v.organisation_id = ? AND v.is_active AND v.status <> 'BANNED'
     GROUP BY v.venue_id, ci.name ORDER BY v.venue_name, v.venue_id`,
    [row.organisation_id],
  );
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
    venues: venues.map((v: { venue_id: number; venue_name: string; venue_hash: string; venue_slug: string; city: string | null; space_count: number }) => ({
      venue_id: v.venue_id, venue_name: v.venue_name, venue_url: venueUrl(v.venue_hash, v.venue_slug), city: v.city, space_count: v.space_count,
    })),
  };
}

async function get_collection_spaces(
  _: unknown,
  args: { collection_id: number; venue_id?: number | null; pagination?: { page?: number | null; size?: number | null } | null },
  ctx: GraphQLContext,
) {
  const found = await ctx.knex('collection').where({ collection_id: args.collection_id, has_public_page: true }).first('organisation_id');
  if (!found) throw notFound('collection');
  return spacePage(
    ctx,
    (qb) => {
      qb.where('v.organisation_id', found.organisation_id);
      if (args.venue_id != null) qb.where('s.venue_id', args.venue_id);
      return qb;
    },
    pageArgs(args.pagination),
    's.venue_id, s.half_day_price, s.space_id',
  );
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
