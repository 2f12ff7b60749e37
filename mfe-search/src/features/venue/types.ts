/** The venue page's venue (types generated from api/schema.graphql). */
import type { VenueBySlugQuery } from '../../generated/graphql';

/** A collection (organisation) as linked from a venue. */
export interface CollectionLink {
  collection_name: string;
  slug: string;
  collection_hash: string;
  has_public_page: boolean;
}

type VenueOfSlug = NonNullable<NonNullable<VenueBySlugQuery['specific_instance_by_slug']>['venue']>;

/** The venue page's venue; min_price, the location slugs and the collection link are shown when the API sends them. */
export type VenueDetails = VenueOfSlug & {
  min_price?: number | null;
  city_slug?: string | null;
  region_slug?: string | null;
  collection?: CollectionLink | null;
};
