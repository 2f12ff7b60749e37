// The content editor's endpoints for the SEO texts, video and FAQ of provinces and cities.
import { operation } from '@zaalplek/platform';
import { api } from '../../api';
import {
  ContentEditorLocationDocument, ContentEditorLocationsDocument, SaveLocationSeoDocument,
  type ContentEditorLocationQuery, type ContentEditorLocationsQuery, type EditorLocationFieldsFragment, type SaveLocationSeoMutation,
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
/** The one save of a location page's SEO texts, shared with the admin Cities tab (cities and provinces; updated_at as loaded). */
export const SAVE_LOCATION_SEO = /* GraphQL */ `mutation SaveLocationSeo($location_id: Int!, $updated_at: String!, $input: CitySeoInput!) {
  update_city_seo(location_id: $location_id, updated_at: $updated_at, input: $input) {
    location_id updated_at video_url h1_nl h1_en h2_nl h2_en description_nl description_en meta_title_nl meta_title_en
    meta_description_nl meta_description_en seo_text_nl seo_text_en
    faq { question_nl answer_nl question_en answer_en }
  }
}`;

export type EditorLocation = EditorLocationFieldsFragment;
export type EditorLocationSummary = ContentEditorLocationsQuery['content_editor_locations'][number];

type Texts = EditorLocation['nl'];
const TEXT_KEYS = ['h1', 'h2', 'description', 'meta_title', 'meta_description', 'seo_text'] as const;
/** What the editor saves: both locales side by side, the video and the FAQ, over the version it loaded. */
export interface SaveLocationArgs {
  seo_entity_id: number;
  updated_at: string;
  video_url: string | null;
  nl: Omit<Texts, '__typename'>;
  en: Omit<Texts, '__typename'>;
  faqs: EditorLocation['faqs'];
}
/** The saved texts as the editor holds them. */
export type SavedLocation = Pick<EditorLocation, 'updated_at' | 'video_url' | 'nl' | 'en' | 'faqs'>;

/** The editor's nl / en columns as update_city_seo's fields (h1_nl, seo_text_en, ...). */
export function toCitySeoInput(args: SaveLocationArgs) {
  const input: Record<string, unknown> = { video_url: args.video_url ?? '', faq: args.faqs.map(({ question_nl, answer_nl, question_en, answer_en }) => ({ question_nl, answer_nl, question_en, answer_en })) };
  for (const locale of ['nl', 'en'] as const) for (const key of TEXT_KEYS) input[`${key}_${locale}`] = args[locale][key] ?? '';
  return input;
}

function fromSaved(saved: SaveLocationSeoMutation['update_city_seo']): SavedLocation {
  const texts = (locale: 'nl' | 'en') => Object.fromEntries(TEXT_KEYS.map((key) => [key, saved[`${key}_${locale}`] ?? null])) as Texts;
  return { updated_at: saved.updated_at, video_url: saved.video_url ?? null, nl: texts('nl'), en: texts('en'), faqs: saved.faq };
}

/** A field error of update_city_seo (h1_nl, faq.0.answer_en, video_url) as the editor's field name (nl.h1, faqs.0.answer_en, video_url). */
export function editorFieldOf(field: string): string {
  const text = /^(.+)_(nl|en)$/.exec(field);
  if (text && (TEXT_KEYS as readonly string[]).includes(text[1]!)) return `${text[2]}.${text[1]}`;
  return field.replace(/^faq\./, 'faqs.');
}

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
    saveLocation: build.mutation<SavedLocation, SaveLocationArgs>({
      query: (args) => operation(SaveLocationSeoDocument, { location_id: args.seo_entity_id, updated_at: args.updated_at, input: toCitySeoInput(args) }),
      transformResponse: (d: SaveLocationSeoMutation) => fromSaved(d.update_city_seo),
      invalidatesTags: ['EditorItems'],
    }),
  }),
});

export const { useEditorLocationsQuery, useEditorLocationQuery, useSaveLocationMutation } = locationEditorApi;
