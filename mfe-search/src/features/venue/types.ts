import type { SpaceImage, Venue } from '../space/types';

/** A collection (organisation) as linked from a venue. */
export interface CollectionLink {
  collection_name: string;
  slug: string;
  collection_hash: string;
  has_public_page: boolean;
}

/** The venue page's venue (docs/CONTRACTS.md, Discovery: Venue += ...). */
export interface VenueDetails extends Venue {
  min_price?: number | null;
  city_slug?: string | null;
  region_slug?: string | null;
  venue_images: SpaceImage[];
  collection?: CollectionLink | null;
}
