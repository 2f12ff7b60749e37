// The space wizard's calls (host-and-admin spec 7; docs/CONTRACTS.md "Host: organisation, venues, ...").
import { operation } from '@zaalplek/platform';
import { api } from '../../api';
import { AccountPermissionsDocument, type AccountPermissionsQuery } from '../../generated/graphql';
import { restCall } from '../onboarding/form/restCall';
import type { StaticItem } from '../venue-wizard/types';
import { linkPhotosRequest } from '../photos/photosApi';
import type { PhotoValue } from '../photos/types';
import type { HostSpaceDetail, SpaceFacility } from './types';

export type SpaceInput = Partial<Omit<HostSpaceDetail, 'space_categories' | 'space_configurations' | 'space_images' | 'space_features'>> & {
  categories?: Array<{ category_id: number }>;
  configurations?: HostSpaceDetail['space_configurations'];
};

export interface FacilitiesInput {
  space_id: number;
  facilities: Array<{ system_service_id: number; is_enabled: boolean; is_on_demand: boolean; price?: number; description?: string }>;
  wifi_name?: string;
  wifi_code?: string;
}

export const ACCOUNT_PERMISSIONS_QUERY = /* GraphQL */ `query AccountPermissions { profile { permissions } }`;

export const spaceWizardApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The account's permissions (ALLOWED_TO_SET_SPACE_BOOKING_TYPES: the host may choose "Direct boeken"). */
    accountPermissions: build.query<string[], void>({
      query: () => operation(AccountPermissionsDocument, {}),
      transformResponse: (data: AccountPermissionsQuery) => data.profile?.permissions ?? [],
    }),
    getSpace: build.query<HostSpaceDetail, number>({ queryFn: (id) => restCall<HostSpaceDetail>(`/api/space/${id}/`) }),
    getSpaceFacilities: build.query<SpaceFacility[], number>({ queryFn: (id) => restCall<SpaceFacility[]>(`/api/space/${id}/facility/`) }),
    categoryList: build.query<StaticItem[], void>({ queryFn: () => restCall<StaticItem[]>('/api/category/') }),
    configurationList: build.query<StaticItem[], void>({ queryFn: () => restCall<StaticItem[]>('/api/configuration/') }),
    spaceFeatureList: build.query<StaticItem[], void>({ queryFn: () => restCall<StaticItem[]>('/api/feature/space/') }),
    spaceServiceList: build.query<StaticItem[], void>({ queryFn: () => restCall<StaticItem[]>('/api/service/space/') }),
    createSpace: build.mutation<HostSpaceDetail, SpaceInput>({
      queryFn: (body) => restCall<HostSpaceDetail>('/api/space/', { method: 'POST', body }),
    }),
    updateSpace: build.mutation<HostSpaceDetail, { id: number; patch: SpaceInput }>({
      queryFn: ({ id, patch }) => restCall<HostSpaceDetail>(`/api/space/${id}`, { method: 'PATCH', body: patch }),
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        const data = await queryFulfilled.then((r) => r.data).catch(() => undefined); // the form shows the error
        if (!data) return;
        dispatch(spaceWizardApi.util.upsertQueryData('getSpace', id, data));
      },
    }),
    /** links the space's photos (3..10, in order) and puts the linked list into the cached space, so an editor opened right after shows them */
    linkSpacePhotos: build.mutation<PhotoValue[], { id: number; images_ids: number[]; name?: string }>({
      queryFn: ({ id, images_ids, name }) => linkPhotosRequest({ owner: 'space', id, images_ids, name }),
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        const linked = await queryFulfilled.then((r) => r.data).catch(() => undefined); // the form shows the error
        if (!linked) return;
        dispatch(spaceWizardApi.util.updateQueryData('getSpace', id, (space) => {
          space.space_images = linked;
        }));
      },
    }),
    saveConfigurations: build.mutation<unknown, { space_id: number; configurations: HostSpaceDetail['space_configurations'] }>({
      queryFn: ({ space_id, configurations }) => restCall(`/api/space/${space_id}/configuration/bulk/`, { method: 'POST', body: { configurations } }),
    }),
    saveFacilities: build.mutation<SpaceFacility[], FacilitiesInput>({
      queryFn: (body) => restCall<SpaceFacility[]>('/api/space/facility/bulk/', { method: 'POST', body }),
    }),
    saveSpaceFeatures: build.mutation<unknown, { space_id: number; feature_ids: number[] }>({
      queryFn: (body) => restCall('/api/space/feature/bulk/', { method: 'POST', body }),
    }),
    spaceLifecycle: build.mutation<HostSpaceDetail | undefined, { id: number; action: 'activate' | 'deactivate' | 'delete' }>({
      queryFn: ({ id, action }) =>
        action === 'delete'
          ? restCall<undefined>(`/api/space/${id}/`, { method: 'DELETE' })
          : restCall<HostSpaceDetail>(`/api/space/${id}/${action}/`, { method: 'POST' }),
      async onQueryStarted({ id, action }, { dispatch, queryFulfilled }) {
        const data = await queryFulfilled.then((r) => r.data).catch(() => undefined); // the form shows the error
        if (!data) return;
        if (data && action !== 'delete') dispatch(spaceWizardApi.util.upsertQueryData('getSpace', id, data));
      },
    }),
  }),
});

export const {
  useAccountPermissionsQuery,
  useGetSpaceQuery,
  useGetSpaceFacilitiesQuery,
  useCategoryListQuery,
  useConfigurationListQuery,
  useSpaceFeatureListQuery,
  useSpaceServiceListQuery,
  useCreateSpaceMutation,
  useUpdateSpaceMutation,
  useSaveConfigurationsMutation,
  useSaveFacilitiesMutation,
  useSaveSpaceFeaturesMutation,
  useSpaceLifecycleMutation,
  useLinkSpacePhotosMutation,
} = spaceWizardApi;
