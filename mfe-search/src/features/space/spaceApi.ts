import { operation } from '@zaalplek/platform';
import { api } from '../../api';
import { SpaceBySlugDocument, type SpaceBySlugQuery } from '../../generated/graphql';
import type { Instance } from './types';

export const SPACE_BY_SLUG_QUERY = /* GraphQL */ `query SpaceBySlug($slug: String!) {
  specific_instance_by_slug(instance_type: SPACE, slug: $slug) {
    space {
      space_id space_name space_description space_reference space_url
      space_images { image_id image_url order }
      short_day_price half_day_price day_price full_day_price vat_rate service_fee_rate
      space_booking_type space_size min_guests max_guests cancellation_th
      space_configurations { configuration_id configuration_type min_guests max_guests configuration_price is_default }
      space_categories space_features rating is_favorite is_afterpay_allowed has_discount discount_percentage
      book_before_min_th book_before_max_th
      nearby_spaces(radius_km: 15, limit: 8) { ...SpaceCardFields }
      venue {
        venue_id venue_name venue_url venue_description
        venue_geo { address city region latitude longitude }
        working_time { week_day open_time close_time }
      }
    }
  }
}`;

export const spaceApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The space page by its reference; `locale` only keeps the nl and en caches apart. */
    spaceByReference: build.query<Instance | null, { reference: string; locale: string }>({
      query: ({ reference }) => operation(SpaceBySlugDocument, { slug: reference }),
      transformResponse: (data: SpaceBySlugQuery) => data.specific_instance_by_slug,
      providesTags: ['Favourites'],
    }),
  }),
});

export const { useSpaceByReferenceQuery } = spaceApi;
