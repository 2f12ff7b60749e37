/**
 * What a change request proposes, by name: its layout (the space configuration) and its services
 * with the catalogue name in the viewer's language, so both sides read the proposal without ids.
 * Reads only; the caller has checked that the viewer may see the booking.
 */
import type { Knex } from 'knex';
import { SpaceConfiguration, SpaceService } from '../../db/models';
import type { Locale } from '../../middleware/locale';

export interface NamedChangeRequestService {
  service_id: number;
  quantity: number;
  /** null when the service is no longer linked to the space */
  service_name: string | null;
  order_type: string | null;
}

/** The proposed layout, or undefined when the request keeps the space's default or the layout is gone. */
export async function changeRequestConfiguration(knex: Knex, configurationId: number | null | undefined): Promise<SpaceConfiguration | undefined> {
  if (configurationId == null) return undefined;
  return SpaceConfiguration.query(knex).findById(configurationId);
}

/** The proposed services in their stored order, each with its name in `locale` and its order type. */
export async function namedChangeRequestServices(
  knex: Knex,
  services: Array<{ service_id: number; quantity: number }>,
  locale: Locale,
): Promise<NamedChangeRequestService[]> {
  const ids = [...new Set(services.map((s) => s.service_id))];
  const rows = ids.length
    ? await SpaceService.query(knex).whereIn('space_service_id', ids).withGraphFetched('venue_service.system_service')
    : [];
  const byId = new Map(rows.map((r) => [r.space_service_id, r]));
  return services.map((s) => {
    const venueService = byId.get(s.service_id)?.venue_service;
    const system = venueService?.system_service;
    return {
      service_id: s.service_id,
      quantity: s.quantity,
      service_name: system ? (locale === 'en' ? system.system_service_name_en : system.system_service_name_nl) : null,
      order_type: venueService ? String(venueService.order_type).toUpperCase() : null,
    };
  });
}
