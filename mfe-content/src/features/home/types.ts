/** GraphQL shapes used by the home page (docs/CONTRACTS.md, public endpoint). */

export type CmsBlockType =
  | 'HERO'
  | 'SLIDER'
  | 'TEXT'
  | 'VIDEO'
  | 'SOCIAL_LINKS'
  | 'NAVIGATION'
  | 'FAQ'
  | 'ICON_TITLE'
  | 'HEADLINE'
  | 'WHAT_WE_DO'
  | 'INFO';

export interface CmsBlock {
  block_id: number;
  block_type: CmsBlockType | string;
  position: number;
  /** Shape per block_type: api/src/db/SCHEMA.md, "CMS block data shapes". */
  data: unknown;
}

export interface CmsPage {
  slug: string;
  title: string;
  meta_title: string | null;
  meta_description: string | null;
  blocks: CmsBlock[];
}

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

export type FeedbackRole = 'Booker' | 'Vendor';

export interface Feedback {
  feedback_id: number;
  avatar_url: string | null;
  user_name: string;
  user_company_name: string | null;
  user_company_position: string | null;
  user_role: FeedbackRole;
  feedback: string;
}
