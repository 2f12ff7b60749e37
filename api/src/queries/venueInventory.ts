/**
 * Why SQL: the service catalogue is outer-joined with one venue's settings and each service's enabled
 * spaces aggregated into an array, one page and its count in two statements.
 */
import type { Knex } from 'knex';

/** A system service with the venue's settings (vs_* where the names clash) and its enabled spaces. */
export interface VenueInventoryRow {
  system_service_id: number;
  system_service_key: string;
  system_service_name_nl: string;
  system_service_name_en: string;
  system_service_type: string;
  order_type: string | null;
  vat_rate: number | null;
  is_inventory_allowed: boolean | null;
  expect_quantity: boolean | null;
  allow_on_demand: boolean | null;
  is_venue: boolean | null;
  is_space: boolean | null;
  venue_service_id: number | null;
  description: string | null;
  is_enabled: boolean | null;
  is_inventory_enabled: boolean | null;
  vs_on_demand: boolean | null;
  max_inventory: number | null;
  vs_vat_rate: number | null;
  price: number | null;
  vs_order_type: string | null;
  is_mandatory: boolean | null;
  space_ids: number[];
}

export async function venueInventoryRows(knex: Knex, venueId: number, first: number, skip: number, onlySystemServiceId?: number) {
  const base = knex('system_service as ss')
    .leftJoin('venue_service as vs', (j) => j.on('vs.system_service_id', 'ss.system_service_id').andOn('vs.venue_id', knex.raw('?', [venueId])));
  if (onlySystemServiceId !== undefined) base.where('ss.system_service_id', onlySystemServiceId);
  const [{ n }] = await base.clone().count({ n: '*' });
  const rows: VenueInventoryRow[] = await base.clone()
    .orderBy(['ss.position', 'ss.system_service_id'])
    .limit(first)
    .offset(skip)
    .select(
      'ss.*', 'vs.venue_service_id', 'vs.description', 'vs.is_enabled', 'vs.is_inventory_enabled', 'vs.is_on_demand as vs_on_demand',
      'vs.max_inventory', 'vs.vat_rate as vs_vat_rate', 'vs.price', 'vs.order_type as vs_order_type', 'vs.is_mandatory',
      knex.raw(`coalesce((SELECT array_agg(sp.space_id ORDER BY sp.space_id) FROM space_service sp JOIN space s ON s.space_id = sp.space_id
        WHERE sp.venue_service_id = vs.venue_service_id AND sp.is_enabled AND s.ts_deleted IS NULL), '{}') AS space_ids`),
    );
  return { rows, total: Number(n) };
}
