/**
 * A space's service as offered to a guest (README.md "Services"): its unit price excl. VAT and
 * its remaining inventory for a window. Pure; the caller loads the rows and the booked quantities.
 */
import { divRoundHalfUp } from './money';

export interface ServicePriceSource {
  /** space_service.is_on_demand: false = standard, free and always available */
  is_on_demand: boolean;
  /** space_service.price: the space's own price incl. VAT (like venue_service.price), null = the venue's */
  space_price: number | null;
  /** venue_service.price_net: the venue's price excl. VAT */
  venue_price_net: number;
  vat_rate: number;
}

/** Unit price excl. VAT: 0 for standard services, else the space's price without VAT, else the venue's net price. */
export function serviceUnitPrice(s: ServicePriceSource): number {
  if (!s.is_on_demand) return 0;
  if (s.space_price != null) return divRoundHalfUp(s.space_price * 100, 100 + s.vat_rate);
  return s.venue_price_net;
}

/** max_inventory minus the quantities booked in the window (never below 0); null = unlimited. */
export function remainingInventory(s: { is_inventory_enabled: boolean; max_inventory: number | null }, booked: number): number | null {
  if (!s.is_inventory_enabled || s.max_inventory == null) return null;
  return Math.max(0, s.max_inventory - booked);
}
