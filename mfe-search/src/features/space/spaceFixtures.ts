import type { Space } from './types';

/** A specific_instance_by_slug(SPACE) answer as the API sends it. */
export function spaceAnswer(overrides: Partial<Space> = {}): Space {
  return {
    space_id: 42,
    space_name: 'De Boardroom',
    space_description: 'Een lichte vergaderzaal aan de gracht.\nMet daglicht en koffie.',
    space_reference: '123456',
    space_url: '/space/ab12cd34/de-boardroom/123456',
    space_images: [
      { image_id: 8, image_url: '/api/image/8/', order: 2 },
      { image_id: 7, image_url: '/api/image/7/', order: 1 },
    ],
    short_day_price: 4500,
    half_day_price: 12550,
    day_price: 22000,
    full_day_price: 30000,
    vat_rate: 21,
    service_fee_rate: 5,
    space_booking_type: 'DIRECT',
    space_size: 40,
    min_guests: 2,
    max_guests: 16,
    cancellation_th: 48,
    book_before_min_th: 24,
    book_before_max_th: null,
    space_configurations: [
      { configuration_id: 1, configuration_type: 'theater', min_guests: 2, max_guests: 16, configuration_price: 0, is_default: false },
      { configuration_id: 2, configuration_type: 'u-shape', min_guests: 2, max_guests: 12, configuration_price: 2500, is_default: true },
    ],
    space_categories: ['we_meet', 'we_train'],
    space_features: ['airconditioning', 'waterside'],
    rating: null,
    is_favorite: false,
    is_afterpay_allowed: false,
    has_discount: false,
    discount_percentage: null,
    nearby_spaces: [],
    venue: {
      venue_id: 3,
      venue_name: 'Grachtenhuis',
      venue_url: '/customer/venue/ab12cd34/grachtenhuis',
      venue_description: null,
      venue_geo: { address: 'Herengracht 1', city: 'Amsterdam', region: 'Noord-Holland', latitude: 52.37, longitude: 4.89 },
      working_time: [
        { week_day: 1, open_time: 480, close_time: 1080 },
        { week_day: 6, open_time: 600, close_time: 1440 },
      ],
    },
    ...overrides,
  };
}
