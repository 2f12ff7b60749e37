/**
 * Which services a booking gets and how many units each bills (README.md "Services"):
 * chosen services plus every mandatory one, quantities per order type, inventory checked.
 */
import { PricingError } from './errors';
import { divRoundHalfUp } from './money';
import type { OrderType, PricingService, SelectedService } from './types';

export interface ServiceUse {
  service: PricingService;
  /** items or persons */
  quantity: number;
  /** billed hours, null when the order type does not bill per hour */
  hours: number | null;
  /** unit price x quantity (x hours), rounded half up to a cent */
  subtotal: number;
}

/** Order types whose quantity the guest chooses; the others derive it. */
export const QUANTITY_CHOSEN: ReadonlySet<OrderType> = new Set(['PER_ITEM', 'PER_ITEM_OR_PER_HOUR']);
const PER_HOUR_TYPES: ReadonlySet<OrderType> = new Set(['PER_HOUR', 'PER_ITEM_OR_PER_HOUR']);

/** The quantity a service bills for: chosen (PER_ITEM*), attendees (PER_PERSON, ARRANGEMENT), else 1. */
export function billedQuantity(orderType: OrderType, chosen: number | undefined, attendees: number): number {
  if (QUANTITY_CHOSEN.has(orderType)) return chosen ?? 1;
  if (orderType === 'PER_PERSON' || orderType === 'ARRANGEMENT') return attendees;
  return 1;
}

/** price x quantity (x minutes / 60 for hourly order types), rounded half up. */
export function serviceSubtotal(price: number, orderType: OrderType, quantity: number, minutes: number): number {
  return PER_HOUR_TYPES.has(orderType) ? divRoundHalfUp(price * quantity * minutes, 60) : price * quantity;
}

function mergeSelection(selected: readonly SelectedService[]): Map<number, number> {
  const quantities = new Map<number, number>();
  for (const s of selected) {
    if (!Number.isInteger(s.quantity) || s.quantity < 1) throw new PricingError('invalid_quantity', { service_id: s.service_id });
    quantities.set(s.service_id, (quantities.get(s.service_id) ?? 0) + s.quantity);
  }
  return quantities;
}

export function resolveServices(args: {
  services: readonly PricingService[];
  selected: readonly SelectedService[];
  attendees: number;
  minutes: number;
}): ServiceUse[] {
  const byId = new Map(args.services.map((s) => [s.service_id, s]));
  const chosen = mergeSelection(args.selected);
  for (const id of chosen.keys()) if (!byId.has(id)) throw new PricingError('unknown_service', { service_id: id });
  const uses: ServiceUse[] = [];
  for (const service of args.services) {
    if (!chosen.has(service.service_id) && !service.is_mandatory) continue;
    const quantity = billedQuantity(service.order_type, chosen.get(service.service_id), args.attendees);
    if (service.remaining_inventory != null && quantity > service.remaining_inventory) {
      throw new PricingError('inventory_limits_violated', { service_id: service.service_id, remaining_inventory: service.remaining_inventory });
    }
    const hours = PER_HOUR_TYPES.has(service.order_type) ? args.minutes / 60 : null;
    uses.push({ service, quantity, hours, subtotal: serviceSubtotal(service.price, service.order_type, quantity, args.minutes) });
  }
  return uses;
}
