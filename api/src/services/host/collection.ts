/**
 * The organisation's public data (collection page): create_collection, update_collection,
 * get_user_organisation_collection. Rules in domain/host/collectionRules.ts (about us max 500,
 * logo required); the logo is an image uploaded with POST image/?owner_type=COLLECTION.
 */
import type { Knex } from 'knex';
import { slugify } from '../../domain/text/slugify';
import { checkCollection } from '../../domain/host/collectionRules';
import { text } from '../../domain/host/text';
import { Collection, Image, Venue } from '../../db/models';
import { ApiError } from '../../errors/ApiError';
import { collectionVenueCounts } from '../../queries/hostCollection';
import { venueUrl } from '../../queries/urls';
import { imageUrl } from '../../types';
import type { HostCaller } from './access';
import { fieldErrorsOf, throwIfErrors } from './hostErrors';
import { venueHash } from './venueWrite';

export interface CollectionInput {
  name?: string | null;
  promo_text?: string | null;
  about_us?: string | null;
  website?: string | null;
  logo_image_id?: number | null;
  has_public_page?: boolean | null;
  social_links?: Record<string, string | null> | null;
}

const LINKS = ['facebook', 'instagram', 'linkedin', 'twitter', 'youtube'] as const;

/** The Collection type of the discovery contract (venues: the active ones with their active spaces). */
export async function collectionAnswer(knex: Knex, collectionId: number) {
  const row = (await Collection.query(knex).findById(collectionId))!;
  const venues = await collectionVenueCounts(knex, row.organisation_id);
  const links = (row.social_links ?? {}) as Record<string, string | undefined>;
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
    social_links: Object.fromEntries(LINKS.map((k) => [k, links[k] ?? null])),
    venues: venues.map((v) => ({ venue_id: v.venue_id, venue_name: v.venue_name, venue_url: venueUrl(v.venue_hash, v.venue_slug), city: v.city, space_count: v.space_count })),
  };
}

async function uniqueSlug(trx: Knex, name: string, exceptId: number | null): Promise<string> {
  const base = slugify(name) || 'collection';
  for (let i = 0; ; i++) {
    const slug = i === 0 ? base : `${base}-${i + 1}`;
    const taken = await Collection.query(trx).where('slug', slug).modify((q) => (exceptId ? q.whereNot('collection_id', exceptId) : q)).select('collection_id').first();
    if (!taken) return slug;
  }
}

/** create (mode 'create': refused when one exists) or update (mode 'update': NOT_FOUND when none) the organisation's collection */
export async function saveCollection(knex: Knex, caller: HostCaller, organisationId: number, input: CollectionInput, mode: 'create' | 'update') {
  throwIfErrors('collection', checkCollection(input));
  const links = input.social_links ?? {};
  for (const k of LINKS) {
    const v = text(links[k]);
    if (v && !/^https?:\/\/[^\s<>"]+$/i.test(v)) throw fieldErrorsOf('collection', [{ field: `social_links.${k}`, key: 'invalid_url' }]);
  }
  return knex.transaction(async (trx) => {
    const existing = await Collection.query(trx).where('organisation_id', organisationId).forUpdate().select('collection_id', 'logo_image_id').first();
    if (mode === 'create' && existing) throw new ApiError('CONFLICT', { entity: 'collection', key: 'collection_exists' });
    if (mode === 'update' && !existing) throw new ApiError('NOT_FOUND', { entity: 'collection', key: 'not_found' });
    const logo = await Image.query(trx).where('image_id', input.logo_image_id as number).forUpdate().select('image_id', 'owner_type', 'owner_id', 'uploaded_by').first();
    const logoUsable = logo && logo.owner_type === 'COLLECTION' && (
      (existing && logo.owner_id === existing.collection_id) || (logo.owner_id === null && (logo.uploaded_by === caller.accountId || caller.isAdmin)));
    if (!logoUsable) throw fieldErrorsOf('collection', [{ field: 'logo_image_id', key: 'logo_required' }]);
    const name = text(input.name);
    const row = {
      name,
      slug: await uniqueSlug(trx, name, existing?.collection_id ?? null),
      promo_text: text(input.promo_text) || null,
      about_us: text(input.about_us) || null,
      website: text(input.website) || null,
      logo_image_id: logo!.image_id,
      has_public_page: input.has_public_page ?? true,
      social_links: Object.fromEntries(LINKS.map((k) => [k, text(links[k]) || null])) as Record<string, string>,
    };
    let id: number;
    if (existing) {
      id = existing.collection_id;
      await Collection.query(trx).findById(id).patch(row);
    } else {
      ({ collection_id: id } = await Collection.query(trx).insert({ ...row, organisation_id: organisationId, collection_hash: venueHash() }).returning('collection_id'));
      await Venue.query(trx).where('organisation_id', organisationId).whereNull('collection_id').patch({ collection_id: id });
    }
    await Image.query(trx).findById(logo.image_id).patch({ owner_id: id });
    if (existing?.logo_image_id && existing.logo_image_id !== logo.image_id) await Image.query(trx).where({ image_id: existing.logo_image_id, owner_type: 'COLLECTION' }).delete();
    return id;
  });
}
