// The rules of one venue service (docs/CONTRACTS.md "services" keys, mirrored from the API): enabled ->
// at least one space ('Please select at least one space'), a price >= 0 (euros here, cents in the API),
// VAT 0/9/21, a known order type, and with inventory a whole max_inventory >= 1.
import { formatMoneyInput, parseMoney } from '@zaalplek/design-system';
import { isOrderType, ORDER_TYPES, SERVICE_VAT_RATES, type InventoryLinkingInput, type InventoryService, type OrderType } from './servicesApi';

export interface ServiceFormValues {
  is_enabled: boolean;
  space_ids: number[];
  /** euros incl. VAT, as typed ("12,50" allowed) */
  price: string;
  vat_rate: string;
  order_type: OrderType | '';
  is_on_demand: boolean;
  is_mandatory: boolean;
  is_inventory_enabled: boolean;
  max_inventory: number | null;
  description: string;
}

const id = (key: string) => `ServiceValidation.${key}`;

/** "12,50" / "12.5" / "12" -> 1250 cents (design-system parseMoney); null when not a non-negative amount with at most 2 decimals. */
export function eurosToCents(text: string, locale = 'nl'): number | null {
  return parseMoney(text, locale) ?? null;
}

export function centsToEuros(cents: number, locale = 'nl'): string {
  return formatMoneyInput(cents, locale);
}

export function validateService(values: ServiceFormValues): Record<string, string> {
  const errors: Record<string, string> = {};
  if (values.is_enabled && values.space_ids.length === 0) errors.space_ids = id('spaces_empty');
  if (eurosToCents(values.price ?? '') == null) errors.price = id('price_invalid');
  if (!SERVICE_VAT_RATES.map(String).includes(values.vat_rate)) errors.vat_rate = id('vat_rate_invalid');
  if (!ORDER_TYPES.includes(values.order_type as OrderType)) errors.order_type = id('order_type_invalid');
  if (values.is_inventory_enabled && !(Number.isInteger(values.max_inventory) && (values.max_inventory ?? 0) >= 1)) errors.max_inventory = id('max_inventory_invalid');
  return errors;
}

export function serviceValuesOf(s: InventoryService, venueSpaceIds: number[]): ServiceFormValues {
  return {
    is_enabled: s.is_enabled,
    // a service being switched on starts with every space of the venue
    space_ids: s.is_enabled ? s.space_ids : venueSpaceIds,
    price: centsToEuros(s.price),
    vat_rate: String(s.vat_rate),
    order_type: isOrderType(s.order_type) ? s.order_type : 'static',
    is_on_demand: s.is_on_demand,
    is_mandatory: s.is_mandatory,
    is_inventory_enabled: s.is_inventory_enabled,
    max_inventory: s.max_inventory,
    description: s.description ?? '',
  };
}

export function linkingInput(venueId: number, s: InventoryService, v: ServiceFormValues): InventoryLinkingInput {
  return {
    venue_id: venueId,
    system_service_id: s.system_service_id,
    space_ids: v.space_ids,
    is_enabled: v.is_enabled,
    price: eurosToCents(v.price) ?? 0,
    vat_rate: Number(v.vat_rate),
    order_type: v.order_type as OrderType,
    is_on_demand: s.allow_on_demand && v.is_on_demand,
    is_mandatory: v.is_mandatory,
    is_inventory_enabled: s.is_inventory_allowed && v.is_inventory_enabled,
    max_inventory: s.is_inventory_allowed && v.is_inventory_enabled ? v.max_inventory : null,
    description: v.description.trim(),
  };
}
