import { operation } from '@zaalplek/platform';
import { api } from '../../api';
import { TopSpacesDocument } from '../../generated/graphql';
import type { CmsPage, Feedback, FeedbackRole, SpaceCardData } from './types';

export const HOME_SPACE_CARD = /* GraphQL */ `fragment HomeSpaceCard on SpaceCard {
  space_id space_name space_url space_reference half_day_price image_url city venue_name max_guests space_booking_type rating
}`;

export const HOME_QUERY = /* GraphQL */ `query Home($preview: Boolean, $preview_token: String) {
  home(preview: $preview, preview_token: $preview_token) { slug title meta_title meta_description blocks { block_id block_type position data } }
}`;

export const TOP_SPACES_QUERY = /* GraphQL */ `query TopSpaces { get_top_spaces { ...HomeSpaceCard } }`;

export const FEEDBACKS_QUERY = /* GraphQL */ `query Feedbacks($user_role: FeedbackRole) {
  get_all_feedbacks(user_role: $user_role) {
    feedback_id avatar_url user_name user_company_name user_company_position user_role feedback
  }
}`;

/**
 * Home page endpoints. `locale` is part of every argument so the cache keeps nl and en apart:
 * the platform base query sends it as the X-Locale header.
 */
export const homeApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** `preview`: the token of the editor's preview link (`?preview=`): the home page's draft. */
    getHome: build.query<CmsPage | null, { locale: string; preview?: string | null }>({
      query: ({ preview }) => ({ document: HOME_QUERY, variables: preview ? { preview: true, preview_token: preview } : {} }),
      transformResponse: (data: { home: CmsPage | null }) => data.home,
    }),
    // staff change the highlighted order and the testimonials: a page shown again asks afresh instead of
    // keeping what it showed before (the admin area's changes show at once)
    getTopSpaces: build.query<SpaceCardData[], { locale: string }>({
      keepUnusedDataFor: 0,
      query: () => operation(TopSpacesDocument, {}),
      transformResponse: (data: { get_top_spaces: SpaceCardData[] | null }) => data.get_top_spaces ?? [],
    }),
    getAllFeedbacks: build.query<Feedback[], { locale: string; userRole: FeedbackRole }>({
      keepUnusedDataFor: 0,
      query: ({ userRole }) => ({ document: FEEDBACKS_QUERY, variables: { user_role: userRole } }),
      transformResponse: (data: { get_all_feedbacks: Feedback[] | null }) => data.get_all_feedbacks ?? [],
    }),
  }),
});

export const { useGetHomeQuery, useGetTopSpacesQuery, useGetAllFeedbacksQuery } = homeApi;
