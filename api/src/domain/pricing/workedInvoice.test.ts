/** The worked invoice of README.md, line by line and total by total. */
import { quoteBooking } from './quote';
import { WORKED_INPUT } from './testFixtures';

const pick = (l: ReturnType<typeof quoteBooking>['lines'][number]) => [
  l.order_item_type, l.reference_id, l.quantity, l.hours, l.order_item_price, l.order_item_subtotal, l.discount,
  l.service_fee, l.order_item_total_vat_excl, l.vat_rate, l.vat, l.order_item_total, l.platform_fee_vat,
];

describe('worked invoice (README.md): Zaal De Dom, 6 hours, 25 guests, theater', () => {
  const q = quoteBooking(WORKED_INPUT);

  it('has every line as written in the README', () => {
    expect(q.lines.map(pick)).toEqual([
      // type, ref, qty, hours, price, subtotal, discount, fee, excl. VAT, rate, VAT, total, fee VAT
      ['SPACE', 7, 1, 6, 27500, 27500, 0, 2750, 30250, 21, 6353, 36603, 578],
      ['CONFIGURATION', 12, 1, null, 2500, 2500, 0, 250, 2750, 21, 578, 3328, 53],
      ['SERVICE', 101, 25, null, 1750, 43750, 0, 4375, 48125, 9, 4331, 52456, 394],
      ['SERVICE', 102, 1, null, 2500, 2500, 0, 250, 2750, 21, 578, 3328, 53],
      ['SERVICE', 103, 2, null, 750, 1500, 0, 150, 1650, 21, 347, 1997, 32],
      ['SERVICE', 104, 1, 6, 4500, 27000, 0, 0, 27000, 21, 5670, 32670, 0],
      ['SERVICE', 105, 25, null, 350, 8750, 0, 875, 9625, 9, 866, 10491, 79],
    ]);
    expect(q.lines[6]?.is_mandatory).toBe(true);
  });

  it('has the preview totals of the README', () => {
    expect(q).toMatchObject({
      price_tier: 'HALF_DAY_TO_DAY',
      duration_minutes: 360,
      space_price: 27500,
      space_price_with_fee: 30250,
      configuration_price: 2750,
      total_excl_vat: 122150,
      vat_by_rate: { 21: 13526, 9: 5197 },
      vat_total: 18723,
      total_incl_vat: 140873,
      discount: 0,
      is_free: false,
    });
  });

  it('has the order totals of the README', () => {
    expect(q.totals).toEqual({
      order_subtotal: 113500,
      discount_total: 0,
      service_fee: 8650,
      service_fee_vat: 1189,
      service_fee_total: 9839,
      vat_total: 18723,
      order_total_vat_excl: 122150,
      order_total: 140873,
      payout_total: 131034,
    });
  });
});
