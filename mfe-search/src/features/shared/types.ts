/** GraphQL shapes shared by the search pages (docs/CONTRACTS.md, public endpoint + Discovery). */

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
  /** 0..10; stars are the value halved */
  rating: number | null;
  is_favorite: boolean;
  latitude: number | null;
  longitude: number | null;
}

export const SPACE_CARD_FIELDS = `space_id space_name space_url space_reference half_day_price image_url
  city venue_name max_guests space_booking_type rating is_favorite latitude longitude`;

/** SpacePage of the API: one page of space cards. */
export interface SpaceCardPage {
  result: SpaceCardData[];
  page: number;
  size: number;
  total_pages: number;
  total: number;
}

export const SPACE_PAGE_FIELDS = `result { ${SPACE_CARD_FIELDS} } page size total_pages total`;
