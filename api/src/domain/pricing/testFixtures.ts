/** The space, configurations and services of the worked invoice (README.md) — shared by the pricing tests. */
import type { PricingConfiguration, PricingService, PricingSpace, QuoteInput } from './types';

export const SPACE: PricingSpace = {
  space_id: 7,
  space_name: 'Zaal De Dom',
  short_day_price: 8000,
  half_day_price: 20000,
  day_price: 35000,
  full_day_price: 45000,
  vat_rate: 21,
  service_fee_rate: 10,
  has_discount: true,
  discount_percentage: 15,
  is_afterpay_allowed: true,
  booking_limit: 2,
};

export const CONFIGURATIONS: PricingConfiguration[] = [
  { configuration_id: 11, configuration_type: 'u-shape', configuration_price: 0, max_guests: 20, is_default: true },
  { configuration_id: 12, configuration_type: 'theater', configuration_price: 2500, max_guests: 40, is_default: false },
];

const service = (s: Partial<PricingService> & Pick<PricingService, 'service_id' | 'service_name' | 'service_type' | 'order_type' | 'price' | 'vat_rate'>): PricingService => ({
  is_mandatory: false,
  remaining_inventory: null,
  ...s,
});

export const SERVICES: PricingService[] = [
  service({ service_id: 101, service_name: 'Lunch', service_type: 'CATERING', order_type: 'PER_PERSON', price: 1750, vat_rate: 9 }),
  service({ service_id: 102, service_name: 'Beamer', service_type: 'FACILITY', order_type: 'STATIC', price: 2500, vat_rate: 21 }),
  service({ service_id: 103, service_name: 'Flip-over', service_type: 'FACILITY', order_type: 'PER_ITEM', price: 750, vat_rate: 21, remaining_inventory: 5 }),
  service({ service_id: 104, service_name: 'Technicus', service_type: 'HUMAN_RESOURCE', order_type: 'PER_HOUR', price: 4500, vat_rate: 21 }),
  service({ service_id: 105, service_name: 'Koffie en thee', service_type: 'CATERING', order_type: 'PER_PERSON', price: 350, vat_rate: 9, is_mandatory: true }),
  service({ service_id: 106, service_name: 'Parkeren', service_type: 'FACILITY', order_type: 'PER_ITEM_OR_PER_HOUR', price: 200, vat_rate: 21, remaining_inventory: 10 }),
  service({ service_id: 107, service_name: 'Vergaderarrangement', service_type: 'CATERING', order_type: 'ARRANGEMENT', price: 4250, vat_rate: 9 }),
];

/** Tuesday 9 June 2026, 09:00-15:00 Europe/Amsterdam (CEST, UTC+2). */
export const WORKED_INPUT: QuoteInput = {
  space: SPACE,
  configurations: CONFIGURATIONS,
  configuration_id: 12,
  services: SERVICES,
  selected_services: [
    { service_id: 101, quantity: 1 },
    { service_id: 102, quantity: 1 },
    { service_id: 103, quantity: 2 },
    { service_id: 104, quantity: 1 },
  ],
  slot_start: new Date('2026-06-09T07:00:00Z'),
  slot_end: new Date('2026-06-09T13:00:00Z'),
  attendees: 25,
};

/** A bare input: the space alone for `hours` hours, default configuration, 10 attendees, no mandatory services. */
export function bareInput(hours: number, over: Partial<QuoteInput> = {}): QuoteInput {
  const start = new Date('2026-06-09T07:00:00Z');
  return {
    space: SPACE,
    configurations: CONFIGURATIONS,
    services: SERVICES.filter((s) => !s.is_mandatory),
    slot_start: start,
    slot_end: new Date(start.getTime() + hours * 3600_000),
    attendees: 10,
    ...over,
  };
}
