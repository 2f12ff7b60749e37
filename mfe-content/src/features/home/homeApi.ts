// RTK Query endpoint of the top spaces for the content pages (the vendor landing's space slider);
// the home page itself reads without the store (homeReads.ts).
import { operation } from '@zaalplek/platform';
import { api } from '../../api';
import { TopSpacesDocument } from '../../generated/graphql';
import type { SpaceCardData } from './types';

export const homeApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTopSpaces: build.query<SpaceCardData[], { locale: string }>({
      // staff change the highlighted order: a page shown again asks afresh
      keepUnusedDataFor: 0,
      query: () => operation(TopSpacesDocument, {}),
      transformResponse: (data: { get_top_spaces: SpaceCardData[] | null }) => data.get_top_spaces ?? [],
    }),
  }),
});

export const { useGetTopSpacesQuery } = homeApi;
