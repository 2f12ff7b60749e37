import { PricingError } from './errors';
import { quoteBooking } from './quote';
import { bareInput, CONFIGURATIONS, SERVICES, SPACE } from './testFixtures';
import type { QuoteInput } from './types';

/** The space alone for 4 hours: half-day price 20000, 10 % fee, 21 % VAT, unless a column says otherwise. */
describe('quoteBooking: fee, VAT, discounts and payout (README.md)', () => {
  it.each<[string, Partial<QuoteInput>, { discount: number; fee: number; feeVat: number; exclVat: number; vat: number; total: number; payout: number }]>([
    ['plain direct booking', {},
      { discount: 0, fee: 2000, feeVat: 420, exclVat: 22000, vat: 4620, total: 26620, payout: 24200 }],
    ['social discount 15 %', { is_social: true },
      { discount: 3000, fee: 1700, feeVat: 357, exclVat: 18700, vat: 3927, total: 22627, payout: 20570 }],
    ['coupon 20 %', { coupon_percentage: 20 },
      { discount: 4000, fee: 1600, feeVat: 336, exclVat: 17600, vat: 3696, total: 21296, payout: 19360 }],
    ['social 15 % then coupon 20 % on the rest', { is_social: true, coupon_percentage: 20 },
      { discount: 6400, fee: 1360, feeVat: 286, exclVat: 14960, vat: 3142, total: 18102, payout: 16456 }],
    ['coupon 100 % makes it free', { coupon_percentage: 100 },
      { discount: 20000, fee: 0, feeVat: 0, exclVat: 0, vat: 0, total: 0, payout: 0 }],
    ['coupon 100 % with social discount', { is_social: true, coupon_percentage: 100 },
      { discount: 20000, fee: 0, feeVat: 0, exclVat: 0, vat: 0, total: 0, payout: 0 }],
    ['coupon 1 %', { coupon_percentage: 1 },
      { discount: 200, fee: 1980, feeVat: 416, exclVat: 21780, vat: 4574, total: 26354, payout: 23958 }],
    ['coupon 12.5 %', { coupon_percentage: 12.5 },
      { discount: 2500, fee: 1750, feeVat: 368, exclVat: 19250, vat: 4043, total: 23293, payout: 21175 }],
    ['afterpay: the fee is charged to the host (21 % VAT)', { is_afterpay: true },
      { discount: 0, fee: 2000, feeVat: 420, exclVat: 20000, vat: 4200, total: 24200, payout: 21780 }],
    ['afterpay with social discount', { is_afterpay: true, is_social: true },
      { discount: 3000, fee: 1700, feeVat: 357, exclVat: 17000, vat: 3570, total: 20570, payout: 18513 }],
    ['social asked, space has no discount', { is_social: true, space: { ...SPACE, has_discount: false } },
      { discount: 0, fee: 2000, feeVat: 420, exclVat: 22000, vat: 4620, total: 26620, payout: 24200 }],
    ['social asked, discount percentage missing', { is_social: true, space: { ...SPACE, discount_percentage: null } },
      { discount: 0, fee: 2000, feeVat: 420, exclVat: 22000, vat: 4620, total: 26620, payout: 24200 }],
    ['fee rate 12.5 %', { space: { ...SPACE, service_fee_rate: 12.5 } },
      { discount: 0, fee: 2500, feeVat: 525, exclVat: 22500, vat: 4725, total: 27225, payout: 24200 }],
    ['fee rate 0 %', { space: { ...SPACE, service_fee_rate: 0 } },
      { discount: 0, fee: 0, feeVat: 0, exclVat: 20000, vat: 4200, total: 24200, payout: 24200 }],
    ['space VAT 9 %', { space: { ...SPACE, vat_rate: 9 } },
      { discount: 0, fee: 2000, feeVat: 180, exclVat: 22000, vat: 1980, total: 23980, payout: 21800 }],
    ['space VAT 0 %', { space: { ...SPACE, vat_rate: 0 } },
      { discount: 0, fee: 2000, feeVat: 0, exclVat: 22000, vat: 0, total: 22000, payout: 20000 }],
    ['rounding: half-day price 19999', { space: { ...SPACE, half_day_price: 19999 } },
      { discount: 0, fee: 2000, feeVat: 420, exclVat: 21999, vat: 4620, total: 26619, payout: 24199 }],
  ])('%s', (_name, over, expected) => {
    const q = quoteBooking(bareInput(4, over));
    expect(q.lines).toHaveLength(1);
    expect({
      discount: q.discount, fee: q.totals.service_fee, feeVat: q.totals.service_fee_vat, exclVat: q.total_excl_vat,
      vat: q.vat_total, total: q.total_incl_vat, payout: q.totals.payout_total,
    }).toEqual(expected);
    // totals are the sums of the rounded lines
    expect(q.total_incl_vat).toBe(q.lines.reduce((a, l) => a + l.order_item_total, 0));
    expect(q.is_free).toBe(expected.total === 0);
  });

  it.each([
    [1, 'SHORT', 8000], // minimum short_day_price
    [3, 'SHORT', 15000],
    [4, 'HALF_DAY', 20000],
    [6, 'HALF_DAY_TO_DAY', 27500],
    [8, 'DAY', 35000],
    [10, 'DAY_TO_FULL_DAY', 40000],
    [12, 'FULL_DAY', 45000],
  ])('%i hours: tier %s, space price %i, shown with fee excl. VAT', (hours, tier, price) => {
    const q = quoteBooking(bareInput(hours));
    expect(q).toMatchObject({ price_tier: tier, space_price: price, space_price_with_fee: price + price / 10, duration_minutes: hours * 60 });
  });

  it('uses the default configuration when none is chosen and adds a line only for a configuration price', () => {
    expect(quoteBooking(bareInput(4)).configuration_id).toBe(11);
    const q = quoteBooking(bareInput(4, { configuration_id: 12, is_social: true }));
    expect(q.lines.map((l) => l.order_item_type)).toEqual(['SPACE', 'CONFIGURATION']);
    // configuration 2500, social 15 % = 375, net 2125, fee 213 (212.5), excl. VAT 2338
    expect(q.lines[1]).toMatchObject({ social_discount: 375, order_item_net: 2125, service_fee: 213, order_item_total_vat_excl: 2338 });
    expect(q.configuration_price).toBe(2338);
  });

  it('falls back to the first configuration without a default, and to none without configurations', () => {
    const noDefault = CONFIGURATIONS.map((c) => ({ ...c, is_default: false }));
    expect(quoteBooking(bareInput(4, { configurations: noDefault })).configuration_id).toBe(11);
    expect(quoteBooking(bareInput(4, { configurations: [], attendees: 300 })).configuration_id).toBeNull();
  });

  it('charges no service fee on human resources and splits VAT per rate', () => {
    const q = quoteBooking(bareInput(4, { selected_services: [{ service_id: 104, quantity: 1 }, { service_id: 101, quantity: 1 }] }));
    const tech = q.lines.find((l) => l.reference_id === 104);
    const lunch = q.lines.find((l) => l.reference_id === 101);
    expect(tech).toMatchObject({ order_item_subtotal: 18000, service_fee: 0, vat: 3780, order_item_total: 21780 });
    expect(lunch).toMatchObject({ quantity: 10, order_item_subtotal: 17500, service_fee: 1750, vat: 1733, order_item_total: 20983 });
    expect(q.vat_by_rate).toEqual({ 21: 4620 + 3780, 9: 1733 });
  });

  it('applies a coupon to service lines but the social discount to space lines only', () => {
    const q = quoteBooking(bareInput(4, { is_social: true, coupon_percentage: 10, selected_services: [{ service_id: 102, quantity: 1 }] }));
    expect(q.lines[1]).toMatchObject({ order_item_subtotal: 2500, social_discount: 0, coupon_discount: 250, order_item_net: 2250 });
    expect(q.social_discount).toBe(3000);
    expect(q.coupon_discount).toBe(1700 + 250);
  });

  it.each([
    [0, 0, false],
    [2, 1, false],
    [2, 2, true],
    [2, 3, true],
  ])('booking_limit %i with %i bookings that day -> limit reached %p', (limit, onDay, reached) => {
    const q = quoteBooking(bareInput(4, { space: { ...SPACE, booking_limit: limit }, bookings_on_day: onDay }));
    expect(q).toMatchObject({ is_reservation_limit_reached: reached, reservation_limit: limit });
  });

  const start = new Date('2026-06-09T07:00:00Z');
  it.each<[string, Partial<QuoteInput>, string, Record<string, unknown>]>([
    ['end before start', { slot_end: new Date('2026-06-09T06:00:00Z') }, 'invalid_time_range', {}],
    ['end equal to start', { slot_end: start }, 'invalid_time_range', {}],
    ['an invalid date', { slot_end: new Date('nope') }, 'invalid_time_range', {}],
    ['0 attendees', { attendees: 0 }, 'attendees_required', {}],
    ['fractional attendees', { attendees: 2.5 }, 'attendees_required', {}],
    ['501 attendees', { attendees: 501, configurations: [] }, 'max_integer', { max: 500 }],
    ['attendees above the configuration maximum', { attendees: 21 }, 'attendees_above_configuration_max', { max_guests: 20, configuration_id: 11 }],
    ['an unknown configuration', { configuration_id: 99 }, 'unknown_configuration', { configuration_id: 99 }],
    ['afterpay where the space does not allow it', { is_afterpay: true, space: { ...SPACE, is_afterpay_allowed: false } }, 'afterpay_not_allowed', {}],
    ['coupon 0 %', { coupon_percentage: 0 }, 'invalid_coupon_percentage', { coupon_percentage: 0 }],
    ['coupon 101 %', { coupon_percentage: 101 }, 'invalid_coupon_percentage', { coupon_percentage: 101 }],
    ['an unknown service', { selected_services: [{ service_id: 1, quantity: 1 }] }, 'unknown_service', { service_id: 1 }],
    ['inventory exceeded', { selected_services: [{ service_id: 103, quantity: 9 }] }, 'inventory_limits_violated', { service_id: 103, remaining_inventory: 5 }],
  ])('refuses %s', (_name, over, key, meta) => {
    let error: unknown;
    try {
      quoteBooking(bareInput(4, { slot_start: start, ...over }));
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(PricingError);
    expect((error as PricingError).key).toBe(key);
    expect((error as PricingError).meta).toEqual(meta);
  });

  it('allows attendees up to the chosen configuration maximum', () => {
    expect(quoteBooking(bareInput(4, { attendees: 40, configuration_id: 12 })).configuration_id).toBe(12);
  });

  it('is deterministic and does not change its input', () => {
    const input = bareInput(6, { selected_services: [{ service_id: 103, quantity: 2 }], services: SERVICES });
    const copy = JSON.parse(JSON.stringify(input));
    expect(quoteBooking(input)).toEqual(quoteBooking(input));
    expect(JSON.parse(JSON.stringify(input))).toEqual(copy);
  });
});
