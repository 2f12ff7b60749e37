import { operation } from '@zaalplek/platform';
import { api } from '../../api';
import {
  ApproveSpaceDocument, GetAllSpacesDocument, RejectSpaceDocument, SetSpaceActiveDocument, UpdateSpaceSeoDocument,
  type GetAllSpacesQuery, type GetAllSpacesQueryVariables, type SpaceSeoInput,
} from '../../generated/graphql';

export const GET_ALL_SPACES_QUERY = /* GraphQL */ `query GetAllSpaces($search: String, $review_status: String, $is_active: Boolean, $city_id: Int, $organisation_id: Int, $booking_type: SpaceBookingType, $page: Int, $size: Int) {
  get_all_spaces(search: $search, review_status: $review_status, is_active: $is_active, city_id: $city_id, organisation_id: $organisation_id, booking_type: $booking_type, page: $page, size: $size) {
    total page size total_pages
    result {
      space_id space_name space_url venue_id venue_name city_id city_name organisation_id organisation_name host_email space_booking_type
      is_active review_status review_reason is_highlighted highlight_position meta_title meta_description seo_h1
      seo_faq { question_nl answer_nl question_en answer_en }
    }
  }
}`;

export const SPACE_MUTATIONS = [
  /* GraphQL */ `mutation ApproveSpace($space_id: Int!) { approve_space(space_id: $space_id) { space_id } }`,
  /* GraphQL */ `mutation RejectSpace($space_id: Int!, $reason: String) { reject_space(space_id: $space_id, reason: $reason) { space_id } }`,
  /* GraphQL */ `mutation SetSpaceActive($space_id: Int!, $is_active: Boolean!) { set_space_active(space_id: $space_id, is_active: $is_active) { space_id is_active } }`,
  /* GraphQL */ `mutation UpdateSpaceSeo($space_id: Int!, $input: SpaceSeoInput!) { update_space_seo(space_id: $space_id, input: $input) { space_id seo_h1 } }`,
];

export type SpacePage = GetAllSpacesQuery['get_all_spaces'];
export type AdminSpace = SpacePage['result'][number];
export type SpacesArgs = Required<Pick<GetAllSpacesQueryVariables, 'page' | 'size'>> & Omit<GetAllSpacesQueryVariables, 'page' | 'size'>;

/** Every space for staff (get_all_spaces) and the staff decisions about it. */
export const spacesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAllSpaces: build.query<SpacePage, SpacesArgs>({
      query: (args) => operation(GetAllSpacesDocument, { ...args, search: args.search || null }),
      transformResponse: (data: GetAllSpacesQuery) => data.get_all_spaces,
    }),
    approveSpace: build.mutation<unknown, { space_id: number }>({ query: (v) => operation(ApproveSpaceDocument, v) }),
    rejectSpace: build.mutation<unknown, { space_id: number; reason: string }>({ query: (v) => operation(RejectSpaceDocument, v) }),
    setSpaceActive: build.mutation<unknown, { space_id: number; is_active: boolean }>({ query: (v) => operation(SetSpaceActiveDocument, v) }),
    updateSpaceSeo: build.mutation<unknown, { space_id: number; input: SpaceSeoInput }>({ query: (v) => operation(UpdateSpaceSeoDocument, v) }),
  }),
});

export const { useGetAllSpacesQuery, useApproveSpaceMutation, useRejectSpaceMutation, useSetSpaceActiveMutation, useUpdateSpaceSeoMutation } = spacesApi;
