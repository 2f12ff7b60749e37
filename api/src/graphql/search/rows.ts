/** Rows as loaded from the DB, and their mapping to the GraphQL types of docs/CONTRACTS.md. */
import { spaceUrl, venueUrl } from '../../queries/urls';
import { imageUrl } from '../../types';

export type { SpaceRow, VenueRow } from '../../services/search/requestLoaders';
import type { SpaceRow, VenueRow } from '../../services/search/requestLoaders';

export interface SpaceCard {
  space_id: number;
  space_name: string;
  space_url: string;
  space_reference: string;
  half_day_price: number;
  image_url: string | null;
  city: string | null;
  venue_name: string;
  max_guests: number;
  space_booking_type: string;
  rating: number | null;
}

export const isSpacePublic = (row: SpaceRow): boolean =>
  row.is_active && row.venue_is_active && row.venue_status !== 'BANNED';

export const isVenuePublic = (row: VenueRow): boolean => row.is_active && row.status !== 'BANNED';

export function toSpaceCard(row: SpaceRow): SpaceCard {
  return {
    space_id: row.space_id,
    space_name: row.space_name,
    space_url: spaceUrl(row.venue_hash, row.space_slug, row.space_reference),
    space_reference: row.space_reference,
    half_day_price: row.half_day_price,
    image_url: imageUrl(row.first_image_id),
    city: row.city,
    venue_name: row.venue_name,
    max_guests: row.max_guests,
    space_booking_type: row.space_booking_type,
    rating: row.rating,
  };
}

/** The Space type: scalar fields here, lists and venue through field resolvers (DataLoaders). */
export function toSpace(row: SpaceRow) {
  return {
    ...toSpaceCard(row),
    space_description: row.space_description,
    short_day_price: row.short_day_price,
    day_price: row.day_price,
    full_day_price: row.full_day_price,
    vat_rate: row.vat_rate,
    service_fee_rate: row.service_fee_rate,
    space_size: row.space_size,
    min_guests: row.min_guests,
    cancellation_th: row.cancellation_th,
    venue_id: row.venue_id,
  };
}
export type SpaceObject = ReturnType<typeof toSpace>;

export function toVenue(row: VenueRow) {
  return {
    venue_id: row.venue_id,
    venue_name: row.venue_name,
    venue_url: venueUrl(row.venue_hash, row.venue_slug),
    venue_description: row.venue_description,
    venue_geo: {
      address: row.address,
      city: row.city,
      region: row.region,
      latitude: row.latitude,
      longitude: row.longitude,
    },
  };
}
export type VenueObject = ReturnType<typeof toVenue>;
