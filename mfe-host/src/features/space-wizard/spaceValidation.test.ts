import en from '../../messages/en.json';
import nl from '../../messages/nl.json';
import {
  pricingWarning,
  validateSpaceBookingRules,
  validateSpaceConfigurations,
  validateSpaceDetails,
  validateSpaceFacilities,
  validateSpacePricing,
  type SpacePricingValues,
} from './spaceValidation';

const text = (id: unknown, catalog: Record<string, string> = en) => catalog[String(id)];
const photos = (n: number) => Array.from({ length: n }, (_, i) => ({ image_id: i, image_url: `/api/image/${i}/` }));
const config = (patch = {}) => ({ configuration_type: 'theater', selected: true, min_guests: 1, max_guests: 40, configuration_price: 0, is_default: true, ...patch });

describe('space DETAILS', () => {
  const valid = { space_name: 'De Zolder', space_description: 'Lichte zolder', access_instructions: '', categories: ['we_meet'], images: photos(3) };
  it('accepts a complete step', () => expect(validateSpaceDetails(valid)).toEqual({}));
  it.each([
    ['', 'Please enter the space name'],
    ['x'.repeat(101), 'The name may have at most 100 characters'],
  ])('name %#', (space_name, message) => expect(text(validateSpaceDetails({ ...valid, space_name }).space_name)).toBe(message));
  it.each([
    ['', 'Please provide a description'],
    ['ab', 'The description must have at least 3 characters'],
    ['x'.repeat(1001), 'The description may have at most 1000 characters'],
  ])('description %#', (space_description, message) => expect(text(validateSpaceDetails({ ...valid, space_description }).space_description)).toBe(message));
  it('needs an activity and 3 to 10 photos', () => {
    expect(text(validateSpaceDetails({ ...valid, categories: [] }).categories)).toBe('Please choose at least one activity');
    expect(text(validateSpaceDetails({ ...valid, images: photos(2) }).images)).toBe('Please add at least 3 photos');
    expect(text(validateSpaceDetails({ ...valid, images: photos(11) }).images)).toBe('You can add at most 10 photos');
  });
});

describe('space CONFIGURATIONS', () => {
  it('needs a size, a layout and max attendees per chosen layout', () => {
    expect(validateSpaceConfigurations({ space_size: 80, configurations: [config()] })).toEqual({});
    expect(text(validateSpaceConfigurations({ space_size: null, configurations: [config()] }).space_size)).toBe('Please enter the size in m²');
    expect(text(validateSpaceConfigurations({ space_size: 10001, configurations: [config()] }).space_size)).toBe('The size is too large (at most 10,000 m²)');
    expect(text(validateSpaceConfigurations({ space_size: 80, configurations: [config({ selected: false })] }).configurations_summary)).toBe('Please choose at least one layout');
    const missing = validateSpaceConfigurations({ space_size: 80, configurations: [config({ max_guests: null })] }).configurations as Array<{ max_guests?: string }>;
    expect(text(missing[0].max_guests)).toBe('Please enter the maximum number of attendees');
    const minAbove = validateSpaceConfigurations({ space_size: 80, configurations: [config({ min_guests: 50 })] }).configurations as Array<{ min_guests?: string }>;
    expect(text(minAbove[0].min_guests)).toBe('The minimum may not be higher than the maximum');
  });
});

describe('space BOOKING_RULES', () => {
  it.each(['0', '30', '60', '90', '120'])('accepts a service break of %s minutes', (service_break) =>
    expect(validateSpaceBookingRules({ space_booking_type: 'MANUAL', service_break })).toEqual({}),
  );
  it('refuses other service breaks', () =>
    expect(text(validateSpaceBookingRules({ space_booking_type: 'DIRECT', service_break: '45' }).service_break)).toBe('Choose 0, 30, 60, 90 or 120 minutes'),
  );
});

describe('space FACILITIES', () => {
  const base = { facilities: [], has_wifi: false, wifi_name: '', wifi_code: '', facilities_confirmed: true };
  it('wants wifi name and code when wifi is offered', () => {
    const errors = validateSpaceFacilities({ ...base, has_wifi: true });
    expect(text(errors.wifi_name)).toBe('Please enter the wifi network name');
    expect(text(errors.wifi_code)).toBe('Please enter the wifi code');
    expect(validateSpaceFacilities({ ...base, has_wifi: true, wifi_name: 'Zolder', wifi_code: 'geheim' })).toEqual({});
  });
  it('wants the confirmation and a price for facilities on request', () => {
    expect(text(validateSpaceFacilities({ ...base, facilities_confirmed: false }).facilities_confirmed)).toBe('Please confirm that you can provide these facilities');
    const errors = validateSpaceFacilities({ ...base, facilities: [{ system_service_id: 1, key: 'beamer', enabled: true, on_request: true, description: '', price: null }] });
    expect(text((errors.facilities as Array<{ price: string }>)[0].price)).toBe('Please enter the price of a facility on request');
  });
});

describe('space PRICING', () => {
  const valid: SpacePricingValues = { half_day_price: 100, day_price: 180, full_day_price: 250, short_day_price: 60, has_discount: false, discount_percentage: null, discount_description: '' };
  const errorsOf = (patch: Partial<SpacePricingValues>) => validateSpacePricing({ ...valid, ...patch });
  it('accepts valid prices', () => expect(validateSpacePricing(valid)).toEqual({}));
  it('requires half day, day, day plus evening and the short price', () => {
    const errors = validateSpacePricing({ has_discount: false });
    expect(text(errors.half_day_price)).toBe('Please enter the half-day price (4 hours)');
    expect(text(errors.day_price)).toBe('Please enter the day price (8 hours)');
    expect(text(errors.full_day_price)).toBe('Please enter the day and evening price (12 hours)');
    expect(text(errors.short_day_price)).toBe('Please enter the minimum price for shorter bookings');
  });
  it('orders the tiers', () => {
    expect(text(errorsOf({ day_price: 99 }).day_price)).toBe('The day price may not be lower than the half-day price');
    expect(errorsOf({ day_price: 100, full_day_price: 100 }).day_price).toBeUndefined();
    expect(text(errorsOf({ full_day_price: 179 }).full_day_price)).toBe('The day and evening price may not be lower than the day price');
    expect(text(errorsOf({ short_day_price: 101 }).short_day_price)).toBe('The minimum price may not exceed the half-day price');
    expect(errorsOf({ short_day_price: 100 }).short_day_price).toBeUndefined();
  });
  it('warns (without blocking) when the day price is above twice the half day', () => {
    expect(pricingWarning({ half_day_price: 100, day_price: 200 })).toBeUndefined();
    expect(text(pricingWarning({ half_day_price: 100, day_price: 201 }), nl)).toBe('Let op: de dagprijs is meer dan twee keer de prijs per dagdeel');
    expect(errorsOf({ day_price: 201, full_day_price: 300 })).toEqual({});
  });
  it('needs a description and a percentage above 0 for a discount', () => {
    const errors = errorsOf({ has_discount: true });
    expect(text(errors.discount_description)).toBe('Please describe the discount');
    expect(text(errors.discount_percentage)).toBe('Please enter a discount percentage above 0 and at most 100');
    expect(text(errorsOf({ has_discount: true, discount_description: 'Goede doelen', discount_percentage: 101 }).discount_percentage)).toBe('Please enter a discount percentage above 0 and at most 100');
    expect(errorsOf({ has_discount: true, discount_description: 'Goede doelen', discount_percentage: 20 })).toEqual({});
  });
});
