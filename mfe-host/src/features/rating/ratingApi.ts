import { api } from '../../api';

export type HostRatingLabel = 'UNRELIABLE' | 'LOW' | 'MODERATE' | 'AVERAGE' | 'RELIABLE' | 'SUPER_RELIABLE';

export interface HostRating {
  organisation_id: number;
  value: number;
  stars: number;
  label: HostRatingLabel;
  is_critical: boolean;
  is_banned: boolean;
}

export const HOST_RATING_QUERY = /* GraphQL */ `query HostRating {
  host_rating { organisation_id value stars label is_critical is_banned }
}`;

export const ratingApi = api.injectEndpoints({
  endpoints: (build) => ({
    getHostRating: build.query<HostRating, void>({
      query: () => ({ document: HOST_RATING_QUERY }),
      transformResponse: (data: { host_rating: HostRating }) => data.host_rating,
    }),
  }),
});

export const { useGetHostRatingQuery } = ratingApi;
