/** Creating and updating venues: rules from domain/host, then one transaction for the row and its working time. */
import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import { slugify } from '../../domain/text/slugify';
import { checkVenue, normalisePhone, type VenueInput } from '../../domain/host/venueRules';
import { text } from '../../domain/host/text';
import { cityOf, lookupPlace } from './place';
import { throwIfErrors } from './hostErrors';

const EDITABLE = ['venue_name', 'venue_description', 'venue_rules', 'place_id', 'address', 'additional', 'postal_code', 'contact_name', 'contact_phone', 'contact_email', 'allow_customer_catering', 'venue_type', 'working_time'] as const;

export const venueHash = (): string => {
  const abc = 'abcdefghijklmnopqrstuvwxyz0123456789';
  return [...randomBytes(8)].map((b) => abc[b % abc.length]).join('');
};

/** Stored venue -> the input shape, so a PATCH is checked on the merged result. */
const storedInput = (row: Record<string, any>): VenueInput & Record<string, unknown> => ({
  venue_name: row.venue_name, venue_description: row.venue_description, venue_rules: row.venue_rules ?? undefined, place_id: row.place_id,
  address: row.address, contact_name: row.contact_name, contact_phone: row.contact_phone, contact_email: row.contact_email,
});

export async function saveVenue(knex: Knex, organisationId: number, body: Record<string, any>, venueId: number | null): Promise<number> {
  const patch = Object.fromEntries(EDITABLE.filter((k) => k in body).map((k) => [k, body[k]]));
  const existing = venueId ? await knex('venue').where('venue_id', venueId).first() : null;
  const merged: Record<string, any> = { ...(existing ? storedInput(existing) : {}), ...patch };
  const placeChanged = !existing || ('place_id' in patch && text(patch.place_id) !== existing.place_id);
  const place = placeChanged ? await lookupPlace(knex, merged.place_id) : null;
  const { errors, workingTime } = checkVenue(merged, place ? (place.verdict === 'missing' ? 'unchecked' : place.verdict) : 'unchecked', { requireWorkingTime: !existing });
  throwIfErrors('venue', errors);

  const row: Record<string, unknown> = {
    venue_name: text(merged.venue_name),
    venue_slug: slugify(text(merged.venue_name)) || 'venue',
    venue_description: text(merged.venue_description),
    venue_rules: text(merged.venue_rules) || null,
    contact_name: text(merged.contact_name),
    contact_phone: normalisePhone(merged.contact_phone),
    contact_email: text(merged.contact_email).toLowerCase(),
    ts_updated: knex.fn.now(),
  };
  for (const k of ['additional', 'postal_code', 'venue_type'] as const) if (k in patch) row[k] = text(patch[k]) || null;
  if ('allow_customer_catering' in patch) row.allow_customer_catering = patch.allow_customer_catering === true;
  if (place?.verdict === 'found') {
    Object.assign(row, { place_id: place.info.place_id, address: text(merged.address) || place.info.formatted_address, latitude: place.info.latitude, longitude: place.info.longitude }, await cityOf(knex, place.info));
  } else if ('address' in patch && text(patch.address)) row.address = text(patch.address);

  return knex.transaction(async (trx) => {
    let id = venueId;
    if (id === null) {
      const collection = await trx('collection').where('organisation_id', organisationId).first('collection_id');
      const [created] = await trx('venue')
        .insert({ ...row, organisation_id: organisationId, collection_id: collection?.collection_id ?? null, venue_hash: venueHash(), status: 'DRAFT', is_active: false })
        .returning('venue_id');
      id = created.venue_id as number;
    } else {
      await trx('venue').where('venue_id', id).update(row);
    }
    if (workingTime) {
      await trx('working_time').where('venue_id', id).del();
      await trx('working_time').insert(workingTime.map((w) => ({ ...w, venue_id: id })));
    }
    return id;
  });
}
