// The venue wizard's calls (host-and-admin spec 7; docs/CONTRACTS.md "Host: organisation, venues, ...").
import { operation } from '@zaalplek/platform';
import { api } from '../../api';
import { AddNewTagDocument, AddVenueTagsDocument, GetAllTagsDocument, type AddNewTagMutation, type AddVenueTagsMutation, type GetAllTagsQuery } from '../../generated/graphql';
import { restCall } from '../onboarding/form/restCall';
import type { WorkingTimeRow } from './workingTime';
import type { HostVenueDetail, StaticItem, VenueService, VenueTag } from './types';

export interface VenueInput {
  venue_name: string;
  venue_description: string;
  venue_rules?: string;
  place_id: string | null;
  address?: string;
  additional?: string;
  contact_name: string;
  contact_phone: string;
  contact_email: string;
  allow_customer_catering?: boolean;
  working_time: WorkingTimeRow[];
}

export const TAG_FRAGMENT = /* GraphQL */ `fragment VenueTagFields on VenueTag {
  tag_id name name_nl name_en importance
}`;
export const GET_ALL_TAGS_QUERY = /* GraphQL */ `query GetAllTags { get_all_tags { ...VenueTagFields } }`;
export const ADD_VENUE_TAGS_MUTATION = /* GraphQL */ `mutation AddVenueTags($venue_id: Int!, $tag_ids: [Int!]!) { add_venue_tags(venue_id: $venue_id, tag_ids: $tag_ids) { ...VenueTagFields } }`;
export const ADD_NEW_TAG_MUTATION = /* GraphQL */ `mutation AddNewTag($name_nl: String!, $name_en: String!, $importance: Int!) { add_new_tag(name_nl: $name_nl, name_en: $name_en, importance: $importance) { ...VenueTagFields } }`;

export const venueWizardApi = api.injectEndpoints({
  endpoints: (build) => ({
    getVenue: build.query<HostVenueDetail, number>({
      queryFn: (id) => restCall<HostVenueDetail>(`/api/venue/${id}/`),
    }),
    createVenue: build.mutation<HostVenueDetail, VenueInput>({
      queryFn: (body) => restCall<HostVenueDetail>('/api/venue/', { method: 'POST', body }),
    }),
    updateVenue: build.mutation<HostVenueDetail, { id: number; patch: Partial<VenueInput> }>({
      queryFn: ({ id, patch }) => restCall<HostVenueDetail>(`/api/venue/${id}`, { method: 'PATCH', body: patch }),
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        const data = await queryFulfilled.then((r) => r.data).catch(() => undefined); // the form shows the error
        if (!data) return;
        dispatch(venueWizardApi.util.upsertQueryData('getVenue', id, data));
      },
    }),
    venueFeatureList: build.query<StaticItem[], void>({ queryFn: () => restCall<StaticItem[]>('/api/feature/venue/') }),
    venueServiceList: build.query<StaticItem[], void>({ queryFn: () => restCall<StaticItem[]>('/api/service/venue/') }),
    saveVenueFeatures: build.mutation<unknown, { venue_id: number; feature_ids: number[] }>({
      queryFn: (body) => restCall('/api/venue/feature/bulk/', { method: 'POST', body }),
    }),
    saveVenueServices: build.mutation<VenueService[], { venue_id: number; venue_services: VenueService[] }>({
      queryFn: (body) => restCall<VenueService[]>('/api/venue/services/bulk/', { method: 'POST', body }),
      // the stored services replace those of the cached venue: "Terug" to the catering step shows them again
      async onQueryStarted({ venue_id }, { dispatch, queryFulfilled }) {
        const data = await queryFulfilled.then((r) => r.data).catch(() => undefined);
        if (!data) return;
        dispatch(venueWizardApi.util.updateQueryData('getVenue', venue_id, (venue) => {
          venue.venue_services = data;
        }));
      },
    }),
    allTags: build.query<VenueTag[], void>({
      query: () => operation(GetAllTagsDocument, {}),
      transformResponse: (data: GetAllTagsQuery) => data.get_all_tags,
    }),
    saveVenueTags: build.mutation<VenueTag[], { venue_id: number; tag_ids: number[] }>({
      query: (variables) => operation(AddVenueTagsDocument, variables),
      transformResponse: (data: AddVenueTagsMutation) => data.add_venue_tags,
    }),
    addNewTag: build.mutation<VenueTag, { name_nl: string; name_en: string; importance: number }>({
      query: (variables) => operation(AddNewTagDocument, variables),
      transformResponse: (data: AddNewTagMutation) => data.add_new_tag,
    }),
    venueLifecycle: build.mutation<HostVenueDetail | undefined, { id: number; action: 'activate' | 'deactivate' | 'delete' }>({
      queryFn: ({ id, action }) =>
        action === 'delete'
          ? restCall<undefined>(`/api/venue/${id}/`, { method: 'DELETE' })
          : restCall<HostVenueDetail>(`/api/venue/${id}/${action}/`, { method: 'POST' }),
    }),
  }),
});

export const {
  useGetVenueQuery,
  useCreateVenueMutation,
  useUpdateVenueMutation,
  useVenueFeatureListQuery,
  useVenueServiceListQuery,
  useSaveVenueFeaturesMutation,
  useSaveVenueServicesMutation,
  useAllTagsQuery,
  useSaveVenueTagsMutation,
  useAddNewTagMutation,
  useVenueLifecycleMutation,
} = venueWizardApi;
