// The content editor's endpoints for the block pages (home, about-us, vendor, security-policy, hall-of-fame, footer);
// the last four can be taken offline and published again.
import { operation } from '@zaalplek/platform';
import { api } from '../../api';
import {
  CmsEditorPageDocument, CmsEditorPagesDocument, CmsPagePreviewLinkDocument, PublishCmsPageDocument, RestoreCmsPageVersionDocument,
  SaveCmsPageDocument, ScheduleCmsPageDocument, UnpublishCmsPageDocument,
  type CmsEditorPageQuery, type CmsEditorPagesQuery, type CmsPageLocaleInput, type CmsPagePreviewLinkQuery, type EditorPageFieldsFragment,
  type PublishCmsPageMutation, type RestoreCmsPageVersionMutation, type SaveCmsPageMutation, type ScheduleCmsPageMutation, type UnpublishCmsPageMutation,
} from '../../generated/graphql';

export const EDITOR_PAGE_FIELDS = /* GraphQL */ `fragment EditorPageFields on CmsEditorPage {
  slug title_nl title_en is_published has_draft publish_at updated_at lock_version
  nl { title meta_title meta_description blocks { block_type data } }
  en { title meta_title meta_description blocks { block_type data } }
  versions { cms_page_version_id version_no created_at author_name is_published is_draft }
}`;
export const CMS_EDITOR_PAGES = /* GraphQL */ `query CmsEditorPages { cms_editor_pages { slug title_nl title_en is_published has_draft publish_at updated_at lock_version } }`;
export const CMS_EDITOR_PAGE = /* GraphQL */ `query CmsEditorPage($slug: String!) { cms_editor_page(slug: $slug) { ...EditorPageFields } }`;
export const CMS_PAGE_PREVIEW_LINK = /* GraphQL */ `query CmsPagePreviewLink($slug: String!) { cms_page_preview_link(slug: $slug) { nl en expires_at } }`;
export const SAVE_CMS_PAGE = /* GraphQL */ `mutation SaveCmsPage($slug: String!, $lock_version: Int!, $nl: CmsPageLocaleInput!, $en: CmsPageLocaleInput!) {
  save_cms_page(slug: $slug, lock_version: $lock_version, nl: $nl, en: $en) { ...EditorPageFields }
}`;
export const PUBLISH_CMS_PAGE = /* GraphQL */ `mutation PublishCmsPage($slug: String!, $lock_version: Int!) {
  publish_cms_page(slug: $slug, lock_version: $lock_version) { ...EditorPageFields }
}`;
export const UNPUBLISH_CMS_PAGE = /* GraphQL */ `mutation UnpublishCmsPage($slug: String!, $lock_version: Int!) {
  unpublish_cms_page(slug: $slug, lock_version: $lock_version) { ...EditorPageFields }
}`;
export const SCHEDULE_CMS_PAGE = /* GraphQL */ `mutation ScheduleCmsPage($slug: String!, $lock_version: Int!, $publish_at: String!) {
  schedule_cms_page(slug: $slug, lock_version: $lock_version, publish_at: $publish_at) { ...EditorPageFields }
}`;
export const RESTORE_CMS_PAGE_VERSION = /* GraphQL */ `mutation RestoreCmsPageVersion($slug: String!, $cms_page_version_id: Int!, $lock_version: Int!) {
  restore_cms_page_version(slug: $slug, cms_page_version_id: $cms_page_version_id, lock_version: $lock_version) { ...EditorPageFields }
}`;

export type EditorPage = EditorPageFieldsFragment;
export type EditorPageSummary = CmsEditorPagesQuery['cms_editor_pages'][number];
export type { CmsPageLocaleInput };
type Lock = { slug: string; lock_version: number };

export const pageEditorApi = api.injectEndpoints({
  endpoints: (build) => ({
    editorPages: build.query<EditorPageSummary[], void>({
      query: () => operation(CmsEditorPagesDocument, {}),
      transformResponse: (d: CmsEditorPagesQuery) => d.cms_editor_pages,
      providesTags: ['EditorItems'],
    }),
    editorPage: build.query<EditorPage, string>({
      query: (slug) => operation(CmsEditorPageDocument, { slug }),
      transformResponse: (d: CmsEditorPageQuery) => d.cms_editor_page,
    }),
    pagePreviewLink: build.mutation<CmsPagePreviewLinkQuery['cms_page_preview_link'], string>({
      query: (slug) => operation(CmsPagePreviewLinkDocument, { slug }),
      transformResponse: (d: CmsPagePreviewLinkQuery) => d.cms_page_preview_link,
    }),
    savePage: build.mutation<EditorPage, Lock & { nl: CmsPageLocaleInput; en: CmsPageLocaleInput }>({
      query: (args) => operation(SaveCmsPageDocument, args),
      transformResponse: (d: SaveCmsPageMutation) => d.save_cms_page,
      invalidatesTags: ['EditorItems'],
    }),
    publishPage: build.mutation<EditorPage, Lock>({
      query: (args) => operation(PublishCmsPageDocument, args),
      transformResponse: (d: PublishCmsPageMutation) => d.publish_cms_page,
      invalidatesTags: ['EditorItems'],
    }),
    unpublishPage: build.mutation<EditorPage, Lock>({
      query: (args) => operation(UnpublishCmsPageDocument, args),
      transformResponse: (d: UnpublishCmsPageMutation) => d.unpublish_cms_page,
      invalidatesTags: ['EditorItems'],
    }),
    schedulePage: build.mutation<EditorPage, Lock & { publish_at: string }>({
      query: (args) => operation(ScheduleCmsPageDocument, args),
      transformResponse: (d: ScheduleCmsPageMutation) => d.schedule_cms_page,
      invalidatesTags: ['EditorItems'],
    }),
    restorePageVersion: build.mutation<EditorPage, Lock & { cms_page_version_id: number }>({
      query: (args) => operation(RestoreCmsPageVersionDocument, args),
      transformResponse: (d: RestoreCmsPageVersionMutation) => d.restore_cms_page_version,
      invalidatesTags: ['EditorItems'],
    }),
  }),
});

export const {
  useEditorPagesQuery, useEditorPageQuery, usePagePreviewLinkMutation, useSavePageMutation, usePublishPageMutation, useSchedulePageMutation,
  useRestorePageVersionMutation, useUnpublishPageMutation,
} = pageEditorApi;
