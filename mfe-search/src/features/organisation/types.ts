/** get_collection (docs/CONTRACTS.md, Discovery). */
export interface CollectionVenue {
  venue_id: number;
  venue_name: string;
  venue_url: string;
  city: string | null;
  space_count: number;
}

export interface Collection {
  collection_id: number;
  collection_name: string;
  slug: string;
  collection_hash: string;
  has_public_page: boolean;
  promo_text: string | null;
  about_us: string | null;
  website: string | null;
  logo_url: string | null;
  social_links: { facebook: string | null; instagram: string | null; linkedin: string | null; twitter: string | null; youtube: string | null } | null;
  venues: CollectionVenue[];
}
