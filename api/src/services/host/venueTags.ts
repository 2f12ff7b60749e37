/** Venue tags: shared by every host (one name per language, case-insensitively); a venue's own selection. */
import type { Knex } from 'knex';
import { Collection, Venue, VenueTag } from '../../db/models';
import { lockVenueTags } from '../../queries/locks';
import { fieldErrorsOf } from './hostErrors';

export interface TagRow {
  tag_id: number;
  name_nl: string;
  name_en: string;
  importance: number;
}

const TAG_COLUMNS = ['tag_id', 'name_nl', 'name_en', 'importance'] as const;

/** Every tag, most important first. */
export async function allTags(knex: Knex): Promise<TagRow[]> {
  return VenueTag.query(knex).modify('byImportance').orderBy('tag_id').select(...TAG_COLUMNS);
}

/** The venue's tags become exactly `ids` (every one must exist); returns them by id. */
export async function setVenueTags(knex: Knex, venueId: number, ids: number[]): Promise<TagRow[]> {
  await knex.transaction(async (trx) => {
    const known = await VenueTag.query(trx).findByIds(ids).select('tag_id');
    if (known.length !== ids.length) throw fieldErrorsOf('venue_tag', [{ field: 'tag_ids', key: 'not_found' }]);
    await Venue.relatedQuery('venue_tags', trx).for(venueId).unrelate();
    await Venue.relatedQuery('venue_tags', trx).for(venueId).relate(ids);
  });
  return VenueTag.query(knex).alias('t').joinRelated('venues').where('venues.venue_id', venueId).orderBy('t.tag_id')
    .select('t.tag_id', 't.name_nl', 't.name_en', 't.importance');
}

/** A new shared tag; refused when either name exists already (the unique indexes are the last word under races). */
export async function createTag(knex: Knex, input: { name_nl: string; name_en: string; importance: number }): Promise<TagRow> {
  const exists = (field: 'name_nl' | 'name_en') => fieldErrorsOf('venue_tag', [{ field, key: 'tag_exists' }]);
  return knex.transaction(async (trx) => {
    await lockVenueTags(trx);
    if (await VenueTag.query(trx).whereRaw('lower(name_nl) = lower(?)', [input.name_nl]).select('tag_id').first()) throw exists('name_nl');
    if (await VenueTag.query(trx).whereRaw('lower(name_en) = lower(?)', [input.name_en]).select('tag_id').first()) throw exists('name_en');
    return VenueTag.query(trx).insert(input).returning([...TAG_COLUMNS]);
  });
}

/** The organisation's collection id (null: none yet). */
export async function organisationCollectionId(knex: Knex, organisationId: number): Promise<number | null> {
  const row = await Collection.query(knex).where('organisation_id', organisationId).select('collection_id').first();
  return row?.collection_id ?? null;
}
