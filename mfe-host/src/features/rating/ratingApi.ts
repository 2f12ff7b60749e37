import { operation } from '@zaalplek/platform';
import { api } from '../../api';
import { HostRatingDocument, type HostRatingQuery } from '../../generated/graphql';

export type { HostRatingLabel } from '../../generated/graphql';

export type HostRating = HostRatingQuery['host_rating'];

export const HOST_RATING_QUERY = /* GraphQL */ `query HostRating {
  host_rating { organisation_id value stars label is_critical is_banned }
}`;

export const ratingApi = api.injectEndpoints({
  endpoints: (build) => ({
    getHostRating: build.query<HostRating, void>({
      query: () => operation(HostRatingDocument, {}),
      transformResponse: (data: HostRatingQuery) => data.host_rating,
    }),
  }),
});

export const { useGetHostRatingQuery } = ratingApi;
