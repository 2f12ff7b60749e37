/** Space facilities (space_service rows on top of the venue's services) and the wifi details. */
import type { Knex } from 'knex';
import { checkWifi } from '../../domain/host/spaceRules';
import { isInt } from '../../domain/host/text';
import { throwIfErrors } from './hostErrors';
import { linkVenueCatering, upsertVenueService } from './venueExtras';

export async function spaceFacilities(knex: Knex, spaceId: number, locale: 'nl' | 'en') {
  const rows = await knex('space_service as sp')
    .join('venue_service as vs', 'vs.venue_service_id', 'sp.venue_service_id')
    .join('system_service as ss', 'ss.system_service_id', 'vs.system_service_id')
    .where('sp.space_id', spaceId)
    .orderBy(['ss.position', 'sp.space_service_id'])
    .select('sp.space_service_id', 'sp.venue_service_id', 'ss.system_service_id', 'ss.system_service_key', 'ss.system_service_name_nl', 'ss.system_service_name_en',
      'ss.system_service_type as service_type', 'sp.is_enabled', 'sp.is_on_demand', 'sp.price', 'sp.is_mandatory', 'vs.description');
  return rows.map(({ system_service_name_nl, system_service_name_en, ...r }: any) => ({ ...r, name: locale === 'en' ? system_service_name_en : system_service_name_nl }));
}

/** Enables/disables services for one space; a service the venue does not offer yet is added to the venue. */
export async function saveSpaceFacilities(knex: Knex, venueId: number, spaceId: number, body: Record<string, any>): Promise<void> {
  const list: Record<string, any>[] = Array.isArray(body.facilities) ? body.facilities : [];
  throwIfErrors('space', checkWifi(body.has_wifi === true, body.wifi_name, body.wifi_code));
  await knex.transaction(async (trx) => {
    if ('has_wifi' in body) {
      await trx('space').where('space_id', spaceId).update(body.has_wifi === true ? { wifi_name: String(body.wifi_name).trim(), wifi_code: String(body.wifi_code).trim() } : { wifi_name: null, wifi_code: null });
    }
    for (const f of list) {
      const existing = isInt(f?.system_service_id) ? await trx('venue_service').where({ venue_id: venueId, system_service_id: f.system_service_id }).first('venue_service_id') : null;
      const venueServiceId = existing?.venue_service_id ?? (await upsertVenueService(trx, venueId, { system_service_id: f?.system_service_id, is_enabled: true }));
      await linkSpaceService(trx, spaceId, venueServiceId, f);
    }
    // the venue's catering (set in the venue wizard) is offered in this space too
    await linkVenueCatering(trx, venueId, [spaceId]);
  });
}

export async function linkSpaceService(trx: Knex, spaceId: number, venueServiceId: number, f: Record<string, any>): Promise<void> {
  const row = {
    is_enabled: f.is_enabled !== false,
    is_on_demand: f.is_on_demand === true,
    price: f.is_on_demand === true && isInt(f.price) && f.price >= 0 ? f.price : null,
    is_mandatory: f.is_mandatory === true,
  };
  await trx('space_service').insert({ ...row, space_id: spaceId, venue_service_id: venueServiceId }).onConflict(['space_id', 'venue_service_id']).merge(row);
}
