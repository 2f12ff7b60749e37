// The content editor's endpoints for the product's social links (shown in the footer).
import { operation } from '@zaalplek/platform';
import { api } from '../../api';
import {
  SaveSocialMediaDocument, SocialMediaEditorDocument,
  type EditorSocialLinkInput, type SaveSocialMediaMutation, type SocialMediaEditorQuery,
} from '../../generated/graphql';

export const SOCIAL_MEDIA_EDITOR = /* GraphQL */ `query SocialMediaEditor { social_media_editor { lock_version updated_at links { network url } } }`;
export const SAVE_SOCIAL_MEDIA = /* GraphQL */ `mutation SaveSocialMedia($lock_version: Int!, $links: [EditorSocialLinkInput!]!) {
  save_social_media(lock_version: $lock_version, links: $links) { lock_version updated_at links { network url } }
}`;

export type EditorSocialMedia = SocialMediaEditorQuery['social_media_editor'];
export type { EditorSocialLinkInput };

export const socialEditorApi = api.injectEndpoints({
  endpoints: (build) => ({
    socialMediaEditor: build.query<EditorSocialMedia, void>({
      query: () => operation(SocialMediaEditorDocument, {}),
      transformResponse: (d: SocialMediaEditorQuery) => d.social_media_editor,
    }),
    saveSocialMedia: build.mutation<EditorSocialMedia, { lock_version: number; links: EditorSocialLinkInput[] }>({
      query: (args) => operation(SaveSocialMediaDocument, args),
      transformResponse: (d: SaveSocialMediaMutation) => d.save_social_media,
    }),
  }),
});

export const { useSocialMediaEditorQuery, useSaveSocialMediaMutation } = socialEditorApi;
