/** Venue/space services (the /services page): price in cents, VAT 0/9/21, order type, inventory; enabling needs a space. */
import { ORDER_TYPES, VAT_RATES } from './limits';
import { compact, isInt, type FieldError } from './text';

export interface ServiceSettings {
  price?: unknown;
  vat_rate?: unknown;
  order_type?: unknown;
  is_inventory_enabled?: unknown;
  max_inventory?: unknown;
}

export function checkServiceSettings(s: ServiceSettings): FieldError[] {
  return compact([
    s.price === undefined || s.price === null || (isInt(s.price) && s.price >= 0) ? null : { field: 'price', key: 'price_invalid' },
    s.vat_rate === undefined || s.vat_rate === null || (VAT_RATES as readonly unknown[]).includes(s.vat_rate) ? null : { field: 'vat_rate', key: 'vat_rate_invalid' },
    s.order_type === undefined || s.order_type === null || (ORDER_TYPES as readonly unknown[]).includes(s.order_type) ? null : { field: 'order_type', key: 'order_type_invalid' },
    s.is_inventory_enabled === true && !(isInt(s.max_inventory) && s.max_inventory >= 0) ? { field: 'max_inventory', key: 'max_inventory_invalid' } : null,
  ]);
}

export function checkSpaceSelection(spaceIds: unknown): FieldError | null {
  return Array.isArray(spaceIds) && spaceIds.some((s) => isInt(s)) ? null : { field: 'space_ids', key: 'spaces_empty' };
}

/** net price (excl. VAT) from a gross price in cents */
export const netPrice = (gross: number, vatRate: number): number => Math.round((gross * 100) / (100 + vatRate));
