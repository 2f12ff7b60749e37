// The content editor's endpoints: items with drafts and versions, save, publish, unpublish, schedule,
// restore, preview links (authenticated endpoint: content editors and admins) and the image upload.
import { operation, restRequest } from '@zaalplek/platform';
import { api } from '../../api';
import {
  ContentEditorItemDocument, ContentEditorItemsDocument, ContentPreviewLinkDocument, PublishContentItemDocument, RestoreContentVersionDocument,
  SaveContentItemDocument, ScheduleContentItemDocument, UnpublishContentItemDocument,
  type ContentEditorItemQuery, type ContentEditorItemsQuery, type ContentPreviewLinkQuery, type ContentType, type EditorItemFieldsFragment,
  type PublishContentItemMutation, type RestoreContentVersionMutation, type SaveContentItemInput, type SaveContentItemMutation,
  type ScheduleContentItemMutation, type UnpublishContentItemMutation,
} from '../../generated/graphql';

export const EDITOR_ITEM_FIELDS = /* GraphQL */ `fragment EditorItemFields on ContentEditorItem {
  content_item_id content_type content_key parent_id status title_nl title_en has_draft publish_at published_at updated_at lock_version
  image_id image_url
  nl { slug title summary body_html meta_title meta_description }
  en { slug title summary body_html meta_title meta_description }
  published_slugs { nl en }
  versions { content_version_id version_no created_at author_name is_published is_draft title_nl title_en }
}`;

export const CONTENT_EDITOR_ITEMS = /* GraphQL */ `query ContentEditorItems($content_type: ContentType!, $parent_id: Int) {
  content_editor_items(content_type: $content_type, parent_id: $parent_id) {
    content_item_id content_type content_key parent_id status title_nl title_en has_draft publish_at published_at updated_at lock_version
  }
}`;
export const CONTENT_EDITOR_ITEM = /* GraphQL */ `query ContentEditorItem($content_item_id: Int!) {
  content_editor_item(content_item_id: $content_item_id) { ...EditorItemFields }
}`;
export const CONTENT_PREVIEW_LINK = /* GraphQL */ `query ContentPreviewLink($content_item_id: Int!) {
  content_preview_link(content_item_id: $content_item_id) { nl en expires_at }
}`;
export const SAVE_CONTENT_ITEM = /* GraphQL */ `mutation SaveContentItem($input: SaveContentItemInput!) {
  save_content_item(input: $input) { ...EditorItemFields }
}`;
export const PUBLISH_CONTENT_ITEM = /* GraphQL */ `mutation PublishContentItem($content_item_id: Int!, $lock_version: Int!) {
  publish_content_item(content_item_id: $content_item_id, lock_version: $lock_version) { ...EditorItemFields }
}`;
export const UNPUBLISH_CONTENT_ITEM = /* GraphQL */ `mutation UnpublishContentItem($content_item_id: Int!, $lock_version: Int!) {
  unpublish_content_item(content_item_id: $content_item_id, lock_version: $lock_version) { ...EditorItemFields }
}`;
export const SCHEDULE_CONTENT_ITEM = /* GraphQL */ `mutation ScheduleContentItem($content_item_id: Int!, $lock_version: Int!, $publish_at: String!) {
  schedule_content_item(content_item_id: $content_item_id, lock_version: $lock_version, publish_at: $publish_at) { ...EditorItemFields }
}`;
export const RESTORE_CONTENT_VERSION = /* GraphQL */ `mutation RestoreContentVersion($content_item_id: Int!, $content_version_id: Int!, $lock_version: Int!) {
  restore_content_version(content_item_id: $content_item_id, content_version_id: $content_version_id, lock_version: $lock_version) { ...EditorItemFields }
}`;

export type EditorItem = EditorItemFieldsFragment;
export type EditorItemSummary = ContentEditorItemsQuery['content_editor_items'][number];
export type { ContentType, SaveContentItemInput };
type Lock = { content_item_id: number; lock_version: number };

export const editorApi = api.injectEndpoints({
  endpoints: (build) => ({
    editorItems: build.query<EditorItemSummary[], { content_type: ContentType; parent_id?: number | null }>({
      query: (args) => operation(ContentEditorItemsDocument, args),
      transformResponse: (d: ContentEditorItemsQuery) => d.content_editor_items,
      providesTags: ['EditorItems'],
    }),
    editorItem: build.query<EditorItem, number>({
      query: (id) => operation(ContentEditorItemDocument, { content_item_id: id }),
      transformResponse: (d: ContentEditorItemQuery) => d.content_editor_item,
    }),
    previewLink: build.mutation<ContentPreviewLinkQuery['content_preview_link'], number>({
      query: (id) => operation(ContentPreviewLinkDocument, { content_item_id: id }),
      transformResponse: (d: ContentPreviewLinkQuery) => d.content_preview_link,
    }),
    saveItem: build.mutation<EditorItem, SaveContentItemInput>({
      query: (input) => operation(SaveContentItemDocument, { input }),
      transformResponse: (d: SaveContentItemMutation) => d.save_content_item,
      invalidatesTags: ['EditorItems'],
    }),
    publishItem: build.mutation<EditorItem, Lock>({
      query: (args) => operation(PublishContentItemDocument, args),
      transformResponse: (d: PublishContentItemMutation) => d.publish_content_item,
      invalidatesTags: ['EditorItems'],
    }),
    unpublishItem: build.mutation<EditorItem, Lock>({
      query: (args) => operation(UnpublishContentItemDocument, args),
      transformResponse: (d: UnpublishContentItemMutation) => d.unpublish_content_item,
      invalidatesTags: ['EditorItems'],
    }),
    scheduleItem: build.mutation<EditorItem, Lock & { publish_at: string }>({
      query: (args) => operation(ScheduleContentItemDocument, args),
      transformResponse: (d: ScheduleContentItemMutation) => d.schedule_content_item,
      invalidatesTags: ['EditorItems'],
    }),
    restoreVersion: build.mutation<EditorItem, Lock & { content_version_id: number }>({
      query: (args) => operation(RestoreContentVersionDocument, args),
      transformResponse: (d: RestoreContentVersionMutation) => d.restore_content_version,
      invalidatesTags: ['EditorItems'],
    }),
  }),
});

export const {
  useEditorItemsQuery, useEditorItemQuery, usePreviewLinkMutation, useSaveItemMutation, usePublishItemMutation, useUnpublishItemMutation,
  useScheduleItemMutation, useRestoreVersionMutation,
} = editorApi;

/** Uploads a content image (POST /api/image/content/, the API's image checks); answers its id and URL. */
export function uploadContentImage(file: File): Promise<{ image_id: number; image_url: string }> {
  const form = new FormData();
  form.append('file', file, file.name);
  return restRequest('/api/image/content/', { method: 'POST', body: form });
}
