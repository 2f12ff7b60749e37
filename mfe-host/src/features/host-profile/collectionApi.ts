import { restRequest, toApiErrorBody } from '@zaalplek/platform';
import { api } from '../../api';

export const SOCIAL_NETWORKS = ['facebook', 'instagram', 'linkedin', 'twitter', 'youtube'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

export interface HostCollection {
  collection_id: number;
  collection_name: string;
  slug: string;
  has_public_page: boolean;
  promo_text: string | null;
  about_us: string | null;
  website: string | null;
  logo_url: string | null;
  social_links: Partial<Record<SocialNetwork, string | null>>;
}

export interface CollectionInput {
  name: string;
  promo_text: string | null;
  about_us: string | null;
  website: string | null;
  logo_image_id: number | null;
  has_public_page: boolean;
  social_links: Partial<Record<SocialNetwork, string | null>>;
}

const FIELDS = `collection_id collection_name slug has_public_page promo_text about_us website logo_url
  social_links { facebook instagram linkedin twitter youtube }`;
export const USER_COLLECTION_QUERY = /* GraphQL */ `query UserOrganisationCollection { get_user_organisation_collection { ${FIELDS} } }`;
export const CREATE_COLLECTION_MUTATION = /* GraphQL */ `mutation CreateCollection($input: CollectionInput!) { create_collection(input: $input) { ${FIELDS} } }`;
export const UPDATE_COLLECTION_MUTATION = /* GraphQL */ `mutation UpdateCollection($input: CollectionInput!) { update_collection(input: $input) { ${FIELDS} } }`;

export const collectionApi = api.enhanceEndpoints({ addTagTypes: ['Collection'] }).injectEndpoints({
  endpoints: (build) => ({
    getUserCollection: build.query<HostCollection | null, void>({
      query: () => ({ document: USER_COLLECTION_QUERY }),
      transformResponse: (data: { get_user_organisation_collection: HostCollection | null }) => data.get_user_organisation_collection,
      providesTags: ['Collection'],
    }),
    saveCollection: build.mutation<HostCollection, { create: boolean; input: CollectionInput }>({
      query: ({ create, input }) => ({ document: create ? CREATE_COLLECTION_MUTATION : UPDATE_COLLECTION_MUTATION, variables: { input } }),
      transformResponse: (data: { create_collection?: HostCollection; update_collection?: HostCollection }) =>
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
