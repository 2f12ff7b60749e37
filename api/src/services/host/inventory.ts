/**
 * /services: the system service catalogue with one venue's settings (inventory_services) and
 * enabling one service for a set of the venue's spaces (inventory_bulk_spaces_linking). The venue
 * service row is written by the REST upsert (same rules); space rows by the facilities linker.
 */
import type { Knex } from 'knex';
import { checkServiceSettings, checkSpaceSelection, netPrice } from '../../domain/host/serviceRules';
import { compact } from '../../domain/host/text';
import { Space, SpaceService, VenueService } from '../../db/models';
import { venueInventoryRows } from '../../queries/venueInventory';
import { ownVenue, type HostCaller } from './access';
import { fieldErrorsOf, throwIfErrors } from './hostErrors';
import { linkSpaceService } from './spaceFacilities';
import { upsertVenueService } from './venueExtras';

export interface InventoryLinkingInput {
  venue_id: number;
  system_service_id: number;
  space_ids: number[];
  is_enabled: boolean;
  price?: number | null;
  vat_rate?: number | null;
  order_type?: string | null;
  is_on_demand?: boolean | null;
  is_mandatory?: boolean | null;
  is_inventory_enabled?: boolean | null;
  max_inventory?: number | null;
  description?: string | null;
}

export async function inventoryServices(knex: Knex, venueId: number, locale: 'nl' | 'en', first: number, skip: number, onlySystemServiceId?: number) {
  const { rows, total } = await venueInventoryRows(knex, venueId, first, skip, onlySystemServiceId);
  const result = rows.map((r) => {
    const vat = r.vs_vat_rate ?? r.vat_rate ?? 21;
    const price = r.price ?? 0;
    return {
      venue_service_id: r.venue_service_id ?? null,
      system_service_id: r.system_service_id,
      system_service_key: r.system_service_key,
      system_service_name: locale === 'en' ? r.system_service_name_en : r.system_service_name_nl,
      system_service_type: r.system_service_type,
      description: r.description ?? null,
      is_enabled: r.is_enabled ?? false,
      is_inventory_enabled: r.is_inventory_enabled ?? false,
      is_on_demand: r.vs_on_demand ?? false,
      max_inventory: r.max_inventory ?? null,
      vat_rate: vat,
      price,
      price_net: netPrice(price, vat),
      order_type: r.vs_order_type ?? r.order_type ?? 'static',
      is_inventory_allowed: r.is_inventory_allowed ?? false,
      expect_quantity: r.expect_quantity ?? false,
      allow_on_demand: r.allow_on_demand ?? false,
      is_venue: r.is_venue ?? false,
      is_space: r.is_space ?? false,
      is_mandatory: r.is_mandatory ?? false,
      space_ids: (r.space_ids as number[]) ?? [],
    };
  });
  return { result, total };
}

/** Enables the service for exactly the given spaces of the venue (the venue's other spaces get it disabled). */
export async function linkServiceToSpaces(knex: Knex, caller: HostCaller, input: InventoryLinkingInput, locale: 'nl' | 'en') {
  const venue = await ownVenue(knex, caller, input.venue_id);
  throwIfErrors('venue_service', compact([checkSpaceSelection(input.space_ids), ...checkServiceSettings(input)]));
  const ids = [...new Set(input.space_ids)];
  await knex.transaction(async (trx) => {
    const spaces = (await Space.query(trx).where('venue_id', venue.venue_id).whereNull('ts_deleted').whereIn('space_id', ids).select('space_id')).map((r) => r.space_id);
    if (spaces.length !== ids.length) throw fieldErrorsOf('venue_service', [{ field: 'space_ids', key: 'not_found' }]);
    const settings: Record<string, unknown> = { system_service_id: input.system_service_id, is_enabled: input.is_enabled };
    for (const k of ['price', 'vat_rate', 'order_type', 'is_on_demand', 'is_mandatory', 'is_inventory_enabled', 'max_inventory', 'description'] as const) {
      if (input[k] !== undefined && input[k] !== null) settings[k] = input[k];
    }
    const venueServiceId = await upsertVenueService(trx, venue.venue_id, settings);
    const vs = (await VenueService.query(trx).findById(venueServiceId).select('is_on_demand', 'price', 'is_mandatory'))!;
    for (const spaceId of spaces) {
      await linkSpaceService(trx, spaceId, venueServiceId, { is_enabled: input.is_enabled, is_on_demand: vs.is_on_demand, price: vs.price, is_mandatory: vs.is_mandatory });
    }
    const others = (await Space.query(trx).where('venue_id', venue.venue_id).whereNotIn('space_id', spaces).select('space_id')).map((r) => r.space_id);
    if (others.length) await SpaceService.query(trx).where('venue_service_id', venueServiceId).whereIn('space_id', others).patch({ is_enabled: false });
  });
  return (await inventoryServices(knex, venue.venue_id, locale, 1, 0, input.system_service_id)).result[0]!;
}
