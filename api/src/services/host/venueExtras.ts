/** Venue features (replace the set) and venue services (upsert per system service). */
import type { Knex } from 'knex';
import { checkServiceSettings, netPrice } from '../../domain/host/serviceRules';
import { isInt } from '../../domain/host/text';
import { ApiError } from '../../errors/ApiError';
import { throwIfErrors } from './hostErrors';
import { venueServices } from './venueView';

export async function saveFeatures(knex: Knex, scope: 'VENUE' | 'SPACE', ownerId: number, featureIds: unknown): Promise<number[]> {
  const ids = Array.isArray(featureIds) ? [...new Set(featureIds.filter((f): f is number => isInt(f)))] : [];
  const valid: number[] = ids.length ? await knex('feature').where('feature_scope', scope).whereIn('feature_id', ids).pluck('feature_id') : [];
  if (valid.length !== ids.length) throw new ApiError('FIELD_VALIDATION', { entity: 'feature', key: 'feature_unknown', meta: { field: 'feature_ids', fields: { feature_ids: 'feature_unknown' } } });
  const table = scope === 'VENUE' ? 'venue_feature' : 'space_feature';
  const col = scope === 'VENUE' ? 'venue_id' : 'space_id';
  await knex.transaction(async (trx) => {
    await trx(table).where(col, ownerId).del();
    if (valid.length) await trx(table).insert(valid.map((feature_id) => ({ [col]: ownerId, feature_id })));
  });
  return valid.sort((a, b) => a - b);
}

export const saveVenueFeatures = (knex: Knex, venueId: number, featureIds: unknown) => saveFeatures(knex, 'VENUE', venueId, featureIds);

/** One venue service row from a VenueServiceInput (defaults from the system service). */
export async function upsertVenueService(trx: Knex, venueId: number, s: Record<string, any>): Promise<number> {
  throwIfErrors('venue_service', checkServiceSettings(s));
  const system = isInt(s.system_service_id) ? await trx('system_service').where('system_service_id', s.system_service_id).first() : null;
  if (!system) throw new ApiError('FIELD_VALIDATION', { entity: 'venue_service', key: 'service_unknown', meta: { field: 'system_service_id', fields: { system_service_id: 'service_unknown' } } });
  const existing = await trx('venue_service').where({ venue_id: venueId, system_service_id: system.system_service_id }).first();
  const vat = isInt(s.vat_rate) ? s.vat_rate : (existing?.vat_rate ?? system.vat_rate ?? 21);
  const price = isInt(s.price) ? s.price : (existing?.price ?? 0);
  const row = {
    description: typeof s.description === 'string' ? s.description.trim().slice(0, 1000) || null : (existing?.description ?? null),
    is_enabled: typeof s.is_enabled === 'boolean' ? s.is_enabled : (existing?.is_enabled ?? true),
    is_on_demand: typeof s.is_on_demand === 'boolean' ? s.is_on_demand && system.allow_on_demand !== false : (existing?.is_on_demand ?? false),
    is_mandatory: typeof s.is_mandatory === 'boolean' ? s.is_mandatory : (existing?.is_mandatory ?? false),
    is_inventory_enabled: typeof s.is_inventory_enabled === 'boolean' ? s.is_inventory_enabled && system.is_inventory_allowed !== false : (existing?.is_inventory_enabled ?? false),
    max_inventory: s.is_inventory_enabled === true ? s.max_inventory : s.is_inventory_enabled === false ? null : (existing?.max_inventory ?? null),
    order_type: typeof s.order_type === 'string' ? s.order_type : (existing?.order_type ?? system.order_type ?? 'static'),
    vat_rate: vat,
    price,
    price_net: netPrice(price, vat),
  };
  if (existing) {
    await trx('venue_service').where('venue_service_id', existing.venue_service_id).update(row);
    return existing.venue_service_id;
  }
  const [created] = await trx('venue_service').insert({ ...row, venue_id: venueId, system_service_id: system.system_service_id }).returning('venue_service_id');
  return created.venue_service_id;
}

/**
 * Venue catering is offered in the venue's spaces: every enabled CATERING service of the venue gets a
 * space_service link in the spaces (all of them, or `spaceIds`) that have none yet. A link a host
 * switched off for one space stays off.
 */
export async function linkVenueCatering(trx: Knex, venueId: number, spaceIds?: number[]): Promise<void> {
  const catering: number[] = await trx('venue_service as vs')
    .join('system_service as sys', 'sys.system_service_id', 'vs.system_service_id')
    .where({ 'vs.venue_id': venueId, 'vs.is_enabled': true, 'sys.system_service_type': 'CATERING' })
    .pluck('vs.venue_service_id');
  const spaces: number[] = spaceIds ?? (await trx('space').where('venue_id', venueId).whereNull('ts_deleted').pluck('space_id'));
  const rows = spaces.flatMap((space_id) => catering.map((venue_service_id) => ({ space_id, venue_service_id, is_enabled: true, is_on_demand: false, is_mandatory: false })));
  if (rows.length) await trx('space_service').insert(rows).onConflict(['space_id', 'venue_service_id']).ignore();
}

export async function saveVenueServices(knex: Knex, venueId: number, list: unknown) {
  if (!Array.isArray(list)) throw new ApiError('FIELD_VALIDATION', { entity: 'venue_service', key: 'required', meta: { field: 'venue_services', fields: { venue_services: 'required' } } });
  await knex.transaction(async (trx) => {
    for (const s of list) await upsertVenueService(trx, venueId, (s ?? {}) as Record<string, any>);
    await linkVenueCatering(trx, venueId);
  });
  return venueServices(knex, venueId);
}
