import { PricingError } from './errors';
import { billedQuantity, resolveServices, serviceSubtotal } from './serviceLines';
import { SERVICES } from './testFixtures';
import type { OrderType, PricingService } from './types';

describe('quantity and subtotal per order type (README.md "Services")', () => {
  it.each<[OrderType, number | undefined, number, number]>([
    // order type, chosen quantity, attendees -> billed quantity
    ['STATIC', 3, 10, 1],
    ['PER_PERSON', 3, 10, 10],
    ['ARRANGEMENT', undefined, 10, 10],
    ['PER_HOUR', 4, 10, 1],
    ['PER_ITEM', 3, 10, 3],
    ['PER_ITEM', undefined, 10, 1],
    ['PER_ITEM_OR_PER_HOUR', 2, 10, 2],
  ])('%s chosen %p with %i attendees bills quantity %i', (orderType, chosen, attendees, quantity) => {
    expect(billedQuantity(orderType, chosen, attendees)).toBe(quantity);
  });

  it.each<[OrderType, number, number, number, number]>([
    ['STATIC', 5000, 1, 240, 5000],
    ['PER_PERSON', 1250, 10, 240, 12500],
    ['ARRANGEMENT', 3500, 10, 240, 35000],
    ['PER_ITEM', 750, 3, 240, 2250],
    ['PER_HOUR', 4000, 1, 240, 16000],
    ['PER_HOUR', 4000, 1, 150, 10000], // 2.5 h
    ['PER_HOUR', 333, 1, 50, 278], // 277.5 -> 278
    ['PER_HOUR', 333, 1, 100, 555],
    ['PER_ITEM_OR_PER_HOUR', 250, 2, 150, 1250], // 2 items x 2.5 h
    ['PER_ITEM_OR_PER_HOUR', 199, 3, 70, 697], // 696.5 -> 697
    ['STATIC', 0, 1, 240, 0],
  ])('%s at %i x %i for %i minutes = %i', (orderType, price, quantity, minutes, subtotal) => {
    expect(serviceSubtotal(price, orderType, quantity, minutes)).toBe(subtotal);
  });
});

describe('resolveServices', () => {
  const withMandatory = SERVICES;
  const base = { services: withMandatory, attendees: 10, minutes: 240 };
  const ids = (uses: { service: PricingService }[]) => uses.map((u) => u.service.service_id);

  it('adds mandatory services that were not chosen, in the space list order', () => {
    const uses = resolveServices({ ...base, selected: [{ service_id: 102, quantity: 1 }] });
    expect(ids(uses)).toEqual([102, 105]);
    expect(uses[1]).toMatchObject({ quantity: 10, subtotal: 3500, hours: null });
  });

  it('merges a service chosen twice', () => {
    const uses = resolveServices({ ...base, selected: [{ service_id: 103, quantity: 2 }, { service_id: 103, quantity: 1 }] });
    expect(uses.find((u) => u.service.service_id === 103)).toMatchObject({ quantity: 3, subtotal: 2250 });
  });

  it('bills hours for hourly order types', () => {
    const uses = resolveServices({ ...base, minutes: 150, selected: [{ service_id: 104, quantity: 1 }, { service_id: 106, quantity: 2 }] });
    expect(uses.find((u) => u.service.service_id === 104)).toMatchObject({ quantity: 1, hours: 2.5, subtotal: 11250 });
    expect(uses.find((u) => u.service.service_id === 106)).toMatchObject({ quantity: 2, hours: 2.5, subtotal: 1000 });
  });

  const error = (fn: () => unknown): PricingError => {
    try {
      fn();
    } catch (e) {
      if (e instanceof PricingError) return e;
      throw e;
    }
    throw new Error('no PricingError thrown');
  };

  it.each([
    ['an unknown service', [{ service_id: 999, quantity: 1 }], 10, 'unknown_service', { service_id: 999 }],
    ['quantity 0', [{ service_id: 103, quantity: 0 }], 10, 'invalid_quantity', { service_id: 103 }],
    ['a fractional quantity', [{ service_id: 103, quantity: 1.5 }], 10, 'invalid_quantity', { service_id: 103 }],
    ['more items than the remaining inventory', [{ service_id: 103, quantity: 6 }], 10, 'inventory_limits_violated', { service_id: 103, remaining_inventory: 5 }],
    ['merged quantities above the inventory', [{ service_id: 106, quantity: 6 }, { service_id: 106, quantity: 5 }], 10, 'inventory_limits_violated', { service_id: 106, remaining_inventory: 10 }],
  ])('refuses %s', (_name, selected, attendees, key, meta) => {
    const e = error(() => resolveServices({ ...base, attendees, selected }));
    expect(e.key).toBe(key);
    expect(e.meta).toEqual(meta);
  });

  it('counts persons against the inventory of a per-person service', () => {
    const limited = SERVICES.map((s) => (s.service_id === 101 ? { ...s, remaining_inventory: 8 } : s));
    expect(() => resolveServices({ ...base, services: limited, selected: [{ service_id: 101, quantity: 1 }] })).toThrow('inventory_limits_violated');
    expect(ids(resolveServices({ ...base, services: limited, attendees: 8, selected: [{ service_id: 101, quantity: 1 }] }))).toEqual([101, 105]);
  });

  it('allows exactly the remaining inventory', () => {
    expect(resolveServices({ ...base, selected: [{ service_id: 103, quantity: 5 }] })[0]).toMatchObject({ quantity: 5 });
  });
});
