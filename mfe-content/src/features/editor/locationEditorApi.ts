// The content editor's endpoints for the SEO texts, video and FAQ of provinces and cities.
import { operation } from '@zaalplek/platform';
import { api } from '../../api';
import {
  ContentEditorLocationDocument, ContentEditorLocationsDocument, SaveLocationSeoDocument,
  type ContentEditorLocationQuery, type ContentEditorLocationsQuery, type EditorLocationFieldsFragment, type SaveLocationSeoMutation,
  type SaveLocationSeoMutationVariables,
} from '../../generated/graphql';

export const EDITOR_LOCATION_FIELDS = /* GraphQL */ `fragment EditorLocationFields on EditorLocation {
  seo_entity_id name type path region_name updated_at video_url
  nl { h1 h2 description meta_title meta_description seo_text }
  en { h1 h2 description meta_title meta_description seo_text }
  faqs { question_nl answer_nl question_en answer_en }
}`;
export const CONTENT_EDITOR_LOCATIONS = /* GraphQL */ `query ContentEditorLocations {
  content_editor_locations { seo_entity_id name type path region_name updated_at }
}`;
export const CONTENT_EDITOR_LOCATION = /* GraphQL */ `query ContentEditorLocation($seo_entity_id: Int!) {
  content_editor_location(seo_entity_id: $seo_entity_id) { ...EditorLocationFields }
}`;
export const SAVE_LOCATION_SEO = /* GraphQL */ `mutation SaveLocationSeo($seo_entity_id: Int!, $updated_at: String!, $video_url: String, $nl: EditorLocationTextsInput!, $en: EditorLocationTextsInput!, $faqs: [EditorLocationFaqInput!]!) {
  save_location_seo(seo_entity_id: $seo_entity_id, updated_at: $updated_at, video_url: $video_url, nl: $nl, en: $en, faqs: $faqs) { ...EditorLocationFields }
}`;

export type EditorLocation = EditorLocationFieldsFragment;
export type EditorLocationSummary = ContentEditorLocationsQuery['content_editor_locations'][number];

export const locationEditorApi = api.injectEndpoints({
  endpoints: (build) => ({
    editorLocations: build.query<EditorLocationSummary[], void>({
      query: () => operation(ContentEditorLocationsDocument, {}),
      transformResponse: (d: ContentEditorLocationsQuery) => d.content_editor_locations,
      providesTags: ['EditorItems'],
    }),
    editorLocation: build.query<EditorLocation, number>({
      query: (id) => operation(ContentEditorLocationDocument, { seo_entity_id: id }),
      transformResponse: (d: ContentEditorLocationQuery) => d.content_editor_location,
    }),
    saveLocation: build.mutation<EditorLocation, SaveLocationSeoMutationVariables>({
      query: (args) => operation(SaveLocationSeoDocument, args),
      transformResponse: (d: SaveLocationSeoMutation) => d.save_location_seo,
      invalidatesTags: ['EditorItems'],
    }),
  }),
});

export const { useEditorLocationsQuery, useEditorLocationQuery, useSaveLocationMutation } = locationEditorApi;
