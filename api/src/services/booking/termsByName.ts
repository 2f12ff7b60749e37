/**
 * A booking's terms by name, for what it has and what a change request proposes: the layout (the
 * space configuration) and the services with their catalogue name in the viewer's language, so both
 * sides read them without ids. Reads only; the caller has checked that the viewer may see the booking.
 */
import type { Knex } from 'knex';
import { SpaceConfiguration, SpaceService } from '../../db/models';
import type { Locale } from '../../middleware/locale';
import { storedTerms } from './reprice';
import { loadBooking } from './store';

export interface NamedService {
  service_id: number;
  quantity: number;
  /** null when the service is no longer linked to the space */
  service_name: string | null;
  order_type: string | null;
}

/** The layout, or undefined for none (the space's default) or a layout removed since. */
export async function layoutById(knex: Knex, configurationId: number | null | undefined): Promise<SpaceConfiguration | undefined> {
  if (configurationId == null) return undefined;
  return SpaceConfiguration.query(knex).findById(configurationId);
}

/** The services in their given order, each with its name in `locale` and its order type. */
export async function namedServices(
  knex: Knex,
  services: Array<{ service_id: number; quantity: number }>,
  locale: Locale,
): Promise<NamedService[]> {
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

/** The booking's services in force (those of the latest approved change request, else its order's lines), by name. */
export async function namedServicesInForce(knex: Knex, bookingId: number, orderId: number | undefined, locale: Locale): Promise<NamedService[]> {
  const order = orderId ?? (await loadBooking(knex, bookingId))?.order_id;
  if (order == null) return [];
  return namedServices(knex, (await storedTerms(knex, bookingId, order)).services, locale);
}
