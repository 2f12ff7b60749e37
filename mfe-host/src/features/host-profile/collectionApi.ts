import { restRequest, toApiErrorBody } from '@zaalplek/platform';
import { operation } from '@zaalplek/platform';
import { api } from '../../api';
import { CreateCollectionDocument, UpdateCollectionDocument, type CreateCollectionMutation, type UpdateCollectionMutation, UserOrganisationCollectionDocument, type UserOrganisationCollectionQuery, type HostCollectionFieldsFragment, type CollectionInput as GeneratedCollectionInput } from '../../generated/graphql';

export const SOCIAL_NETWORKS = ['facebook', 'instagram', 'linkedin', 'twitter', 'youtube'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

export type HostCollection = HostCollectionFieldsFragment;

export type CollectionInput = GeneratedCollectionInput;

export const COLLECTION_FRAGMENT = /* GraphQL */ `fragment HostCollectionFields on Collection {
  collection_id collection_name slug has_public_page promo_text about_us website logo_url
  social_links { facebook instagram linkedin twitter youtube }
}`;
export const USER_COLLECTION_QUERY = /* GraphQL */ `query UserOrganisationCollection { get_user_organisation_collection { ...HostCollectionFields } }`;
export const CREATE_COLLECTION_MUTATION = /* GraphQL */ `mutation CreateCollection($input: CollectionInput!) { create_collection(input: $input) { ...HostCollectionFields } }`;
export const UPDATE_COLLECTION_MUTATION = /* GraphQL */ `mutation UpdateCollection($input: CollectionInput!) { update_collection(input: $input) { ...HostCollectionFields } }`;

export const collectionApi = api.enhanceEndpoints({ addTagTypes: ['Collection'] }).injectEndpoints({
  endpoints: (build) => ({
    getUserCollection: build.query<HostCollection | null, void>({
      query: () => operation(UserOrganisationCollectionDocument, {}),
      transformResponse: (data: UserOrganisationCollectionQuery) => data.get_user_organisation_collection,
      providesTags: ['Collection'],
    }),
    saveCollection: build.mutation<HostCollection, { create: boolean; input: CollectionInput }>({
      query: ({ create, input }) => (create ? operation(CreateCollectionDocument, { input }) : operation(UpdateCollectionDocument, { input })),
      transformResponse: (data: Partial<CreateCollectionMutation & UpdateCollectionMutation>) =>
        (data.create_collection ?? data.update_collection) as HostCollection,
      invalidatesTags: ['Collection'],
    }),
    uploadCollectionLogo: build.mutation<{ image_id: number; image_url: string }, File>({
      queryFn: async (file) => {
        const form = new FormData();
        form.append('file', file);
        try {
          return { data: await restRequest<{ image_id: number; image_url: string }>('/api/image/?owner_type=COLLECTION', { method: 'POST', body: form }) };
        } catch (error) {
          return { error: toApiErrorBody(error) };
        }
      },
    }),
  }),
});

export const { useGetUserCollectionQuery, useSaveCollectionMutation, useUploadCollectionLogoMutation } = collectionApi;
