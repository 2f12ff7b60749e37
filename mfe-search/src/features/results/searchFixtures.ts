import type { VenueFindInput, VenueResult, VenueSearchResult } from './types';

/** A venue_search answer as the API sends it: `total` venues, `input.size` per page (1-based pages). */
export function venueSearchAnswer(input: VenueFindInput, total: number): VenueSearchResult {
  const start = (input.page - 1) * input.size;
  const count = Math.max(0, Math.min(input.size, total - start));
  const venues: VenueResult[] = Array.from({ length: count }, (_, i) => {
    const n = start + i + 1;
    return {
      venue_id: n,
      venue_name: `Locatie ${n}`,
      venue_url: `/customer/venue/venue${String(n).padStart(3, '0')}/locatie-${n}`,
      city: 'Utrecht',
      latitude: 52.09 + n / 1000,
      longitude: 5.12 + n / 1000,
      min_price: 9900,
      venue_spaces: [
        {
          space_id: n * 10,
          space_name: `Zaal ${n}`,
          space_url: `/space/venue${String(n).padStart(3, '0')}/zaal-${n}/${70000 + n}`,
          space_reference: String(70000 + n),
          half_day_price: 9900,
          image_url: `/api/image/${n}/`,
          city: 'Utrecht',
          venue_name: `Locatie ${n}`,
          max_guests: 12,
          space_booking_type: n % 2 === 0 ? 'MANUAL' : 'DIRECT',
          rating: null,
          is_favorite: false,
          latitude: 52.09 + n / 1000,
          longitude: 5.12 + n / 1000,
        },
      ],
    };
  });
  return {
    venues,
    total,
    total_spaces: total,
    total_is_capped: false,
    page: input.page,
    size: input.size,
    total_pages: Math.ceil(total / input.size),
    price_histogram: total > 0 ? [{ from: 5000, to: 10000, count: total }] : [],
    suggestions: [],
  };
}
