/** GraphQL shapes shared by the search pages: the space card and a page of them (types generated from api/schema.graphql). */
import type { SpaceCardFieldsFragment, SpacePageFieldsFragment } from '../../generated/graphql';

export const SPACE_CARD_FRAGMENT = /* GraphQL */ `fragment SpaceCardFields on SpaceCard {
  space_id space_name space_url space_reference half_day_price image_url
  city venue_name max_guests space_booking_type rating is_favorite latitude longitude
}`;

export const SPACE_PAGE_FRAGMENT = /* GraphQL */ `fragment SpacePageFields on SpacePage { result { ...SpaceCardFields } page size total_pages total }`;

/** A space card; `rating` is 0..10 (stars are the value halved). */
export type SpaceCardData = SpaceCardFieldsFragment;

/** SpacePage of the API: one page of space cards. */
export type SpaceCardPage = SpacePageFieldsFragment;
