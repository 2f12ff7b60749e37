import { remainingInventory, serviceUnitPrice } from './serviceOffer';

describe('serviceUnitPrice: excl. VAT', () => {
  it.each([
    ['standard service', { is_on_demand: false, space_price: 1210, venue_price_net: 1000, vat_rate: 21 }, 0],
    ['venue price', { is_on_demand: true, space_price: null, venue_price_net: 1000, vat_rate: 21 }, 1000],
    ['space price incl. 21 % VAT', { is_on_demand: true, space_price: 1210, venue_price_net: 1000, vat_rate: 21 }, 1000],
    ['space price incl. 9 % VAT, rounded half up', { is_on_demand: true, space_price: 1000, venue_price_net: 0, vat_rate: 9 }, 917], // 917.43
    ['space price 0', { is_on_demand: true, space_price: 0, venue_price_net: 1000, vat_rate: 21 }, 0],
  ])('%s', (_name, source, expected) => {
    expect(serviceUnitPrice(source)).toBe(expected);
  });
});

describe('remainingInventory', () => {
  it.each([
    [true, 10, 3, 7],
    [true, 10, 10, 0],
    [true, 10, 12, 0],
    [true, null, 3, null],
    [false, 10, 3, null],
  ])('enabled %p, max %p, booked %i -> %p', (enabled, max, booked, expected) => {
    expect(remainingInventory({ is_inventory_enabled: enabled, max_inventory: max }, booked)).toBe(expected);
  });
});
