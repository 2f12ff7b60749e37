/** GraphQL shapes shared by the search pages (docs/CONTRACTS.md, public endpoint). */

export interface SpaceCardData {
  space_id: number;
  space_name: string;
  space_url: string;
  space_reference: string;
  half_day_price: number | null;
  image_url: string | null;
  city: string | null;
  venue_name: string | null;
  max_guests: number | null;
  space_booking_type: 'DIRECT' | 'MANUAL' | string;
  rating: number | null;
}

export const SPACE_CARD_FIELDS = `space_id space_name space_url space_reference half_day_price image_url
  city venue_name max_guests space_booking_type rating`;
