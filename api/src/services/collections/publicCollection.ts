/**
 * An organisation's public page (collection): found by slug, 8-char hash or "hash/slug", only with
 * has_public_page and an organisation that is not banned; its active venues with their active spaces.
 */
import type { Knex } from 'knex';
import { Collection, Venue } from '../../db/models';

export interface CollectionVenueRow {
  venue_id: number;
  venue_name: string;
  venue_hash: string;
  venue_slug: string;
  city: string | null;
  space_count: number;
}

/** `key` is the slug or hash; with "hash/slug" the part after the slash is the slug. */
export async function findPublicCollection(knex: Knex, key: string, slug: string | undefined): Promise<Collection | undefined> {
  return Collection.query(knex)
    .joinRelated('organisation')
    .where((w) => w.where('collection.slug', slug ?? key).orWhere('collection.collection_hash', key))
    .modify('publicPages')
    .where('organisation.is_banned', false)
    .select('collection.*')
    .first();
}

/** Active, not banned venues of the organisation with at least one active space, by name. */
export async function collectionVenues(knex: Knex, organisationId: number): Promise<CollectionVenueRow[]> {
  const rows = await Venue.query(knex)
    .select('venue.venue_id', 'venue.venue_name', 'venue.venue_hash', 'venue.venue_slug', 'city.name as city')
    .count('venue_spaces.space_id as space_count')
    .joinRelated('venue_spaces')
    .leftJoinRelated('city')
    .where('venue_spaces.is_active', true)
    .where('venue.organisation_id', organisationId)
    .where('venue.is_active', true)
    .whereNot('venue.status', 'BANNED')
    .groupBy('venue.venue_id', 'city.name')
    .orderBy(['venue.venue_name', 'venue.venue_id']);
  return rows.map((r) => {
    const v = r as unknown as CollectionVenueRow;
    return { venue_id: v.venue_id, venue_name: v.venue_name, venue_hash: v.venue_hash, venue_slug: v.venue_slug, city: v.city ?? null, space_count: Number(v.space_count) };
  });
}

/** The organisation of a collection with a public page (null: none). */
export async function publicCollectionOrganisation(knex: Knex, collectionId: number): Promise<number | null> {
  const found = await Collection.query(knex).findById(collectionId).modify('publicPages').select('organisation_id');
  return found?.organisation_id ?? null;
}

/** Narrows a public space list (aliases s, v) to the organisation's spaces, optionally of one venue. */
export const organisationSpaces = (organisationId: number, venueId: number | null | undefined) => (qb: Knex.QueryBuilder): Knex.QueryBuilder => {
  qb.where('v.organisation_id', organisationId);
  if (venueId != null) qb.where('s.venue_id', venueId);
  return qb;
};

/** The organisation page's space order: by venue, cheapest first. */
export const COLLECTION_SPACES_ORDER = 's.venue_id, s.half_day_price, s.space_id';
