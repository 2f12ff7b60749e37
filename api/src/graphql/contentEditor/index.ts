/**
 * The content editor (docs/CONTRACTS.md "Content editor"): SEO texts and FAQ of provinces and cities, the block pages (home, about-us, vendor
 * landing, security policy, hall of fame, footer) with their blocks, taken offline and back online, the social links, blog and how-to articles and helpdesk
 * categories and stories with nl and en side by side, drafts and versions, publish, unpublish,
 * scheduled publish, restore, signed preview links. Content editors and admins only: every operation
 * checks 'admin.content.update' (anonymous 401, anyone else 403). Thin resolvers over services/content/editor.
 */
import { requirePermission } from '../../auth/guards';
import type { ContentType } from '../../domain/content/vocabulary';
import { ApiError } from '../../errors/ApiError';
import {
  listEditorItems, loadEditorItem, previewLinks, publishContentItem, restoreContentVersion, saveContentItem, scheduleContentItem,
  unpublishContentItem, type SaveInput,
} from '../../services/content/editor';
import {
  listEditorPages, loadEditorPage, pagePreviewLinks, publishEditorPage, restoreEditorPageVersion, saveEditorPage, scheduleEditorPage,
  unpublishEditorPage,
} from '../../services/content/pageEditor';
import type { SocialLinkInput } from '../../domain/content/socialLinkRules';
import { loadEditorSocialMedia, saveEditorSocialMedia } from '../../services/content/socialMediaEditor';
import type { PageLocaleInput } from '../../domain/content/pageRules';
import { listEditorLocations, loadEditorLocation } from '../../services/content/locationEditor';
import type { GraphQLContext } from '../context';
import { gql, type GraphQLModule } from '../module';

const editor = (ctx: GraphQLContext) => requirePermission(ctx.knex, ctx.viewer, 'admin.content.update');
type ItemArgs = { content_item_id: number; lock_version: number };

export const contentEditorModule: GraphQLModule = {
  name: 'contentEditor',
  visibility: 'authenticated',
  typeDefs: gql`
    enum ContentStatus {
      DRAFT
      SCHEDULED
      PUBLISHED
      UNPUBLISHED
    }

    "The fields of one locale of a content item as the editor edits them"
    type ContentEditorTexts {
      slug: String!
      title: String!
      summary: String
      "sanitised HTML"
      body_html: String!
      meta_title: String
      meta_description: String
    }

    input ContentEditorTextsInput {
      "lower-case words joined by dashes, unique per type and locale"
      slug: String!
      title: String!
      summary: String
      "HTML from the rich text editor; sanitised on the server"
      body_html: String!
      meta_title: String
      meta_description: String
    }

    type ContentEditorItemSummary {
      content_item_id: Int!
      content_type: ContentType!
      "helpdesk categories: about_product, general, general_conditions, landlords, tenants"
      content_key: String
      "helpdesk stories: their category"
      parent_id: Int
      status: ContentStatus!
      title_nl: String!
      title_en: String!
      "a saved version waits to be published"
      has_draft: Boolean!
      "ISO instant of a scheduled publication"
      publish_at: String
      published_at: String
      updated_at: String!
      "pass it back with every change: a change to an item someone else changed since is refused (CONFLICT stale_version)"
      lock_version: Int!
    }

    type ContentEditorVersion {
      content_version_id: Int!
      version_no: Int!
      created_at: String!
      author_name: String
      is_published: Boolean!
      is_draft: Boolean!
      title_nl: String!
      title_en: String!
    }

    type ContentEditorItem {
      content_item_id: Int!
      content_type: ContentType!
      content_key: String
      parent_id: Int
      status: ContentStatus!
      title_nl: String!
      title_en: String!
      has_draft: Boolean!
      publish_at: String
      published_at: String
      updated_at: String!
      lock_version: Int!
      image_id: Int
      image_url: String
      "the draft's texts, else the published ones"
      nl: ContentEditorTexts!
      en: ContentEditorTexts!
      "the slugs the public pages answer on (null while not published)"
      published_slugs: LocaleSlugs!
      "newest first"
      versions: [ContentEditorVersion!]!
    }

    "Links to the real pages showing the draft, signed and valid until expires_at"
    type ContentPreviewLinks {
      nl: String!
      en: String!
      expires_at: String!
    }

    input SaveContentItemInput {
      "absent: a new item"
      content_item_id: Int
      content_type: ContentType!
      "helpdesk stories: the category (new items only)"
      parent_id: Int
      "required for an existing item: the lock_version it was loaded with"
      lock_version: Int
      "an image uploaded with POST /api/image/content/"
      image_id: Int
      nl: ContentEditorTextsInput!
      en: ContentEditorTextsInput!
    }

    "A block of a page as the editor edits it (data shapes per block_type: api/src/db/SCHEMA.md)"
    type CmsEditorBlock {
      block_type: CmsBlockType!
      data: JSON!
    }

    type CmsEditorPageLocale {
      title: String!
      meta_title: String
      meta_description: String
      "in page order"
      blocks: [CmsEditorBlock!]!
    }

    type CmsEditorPageVersion {
      cms_page_version_id: Int!
      version_no: Int!
      created_at: String!
      author_name: String
      is_published: Boolean!
      is_draft: Boolean!
    }

    "A block page: home, about-us, vendor, security-policy, hall-of-fame, footer"
    type CmsEditorPageSummary {
      slug: String!
      title_nl: String!
      title_en: String!
      "false while taken offline (about-us, vendor, security-policy, hall-of-fame): the page answers 404"
      is_published: Boolean!
      has_draft: Boolean!
      publish_at: String
      updated_at: String
      lock_version: Int!
    }

    type CmsEditorPage {
      slug: String!
      title_nl: String!
      title_en: String!
      "false while taken offline (about-us, vendor, security-policy, hall-of-fame): the page answers 404"
      is_published: Boolean!
      has_draft: Boolean!
      publish_at: String
      updated_at: String
      lock_version: Int!
      "the draft, else the published page"
      nl: CmsEditorPageLocale!
      en: CmsEditorPageLocale!
      "newest first"
      versions: [CmsEditorPageVersion!]!
    }

    input CmsPageBlockInput {
      block_type: CmsBlockType!
      "an object; TEXT blocks' html is sanitised on the server"
      data: JSON!
    }

    input CmsPageLocaleInput {
      title: String!
      meta_title: String
      meta_description: String
      "in page order (at most 40)"
      blocks: [CmsPageBlockInput!]!
    }

    "SEO texts of a province or city in one locale (seo_text: sanitised HTML)"
    type EditorLocationTexts {
      h1: String
      h2: String
      description: String
      meta_title: String
      meta_description: String
      seo_text: String
    }

    type EditorLocationFaq {
      question_nl: String!
      answer_nl: String!
      question_en: String!
      answer_en: String!
    }

    type EditorLocationSummary {
      seo_entity_id: Int!
      name: String!
      type: LocationType!
      "the page is /locations/{path}"
      path: String!
      region_name: String
      "pass it back when saving: a save over someone else's newer one is refused (CONFLICT stale_version)"
      updated_at: String!
    }

    type EditorLocation {
      seo_entity_id: Int!
      name: String!
      type: LocationType!
      path: String!
      region_name: String
      updated_at: String!
      video_url: String
      nl: EditorLocationTexts!
      en: EditorLocationTexts!
      faqs: [EditorLocationFaq!]!
    }



    "One of the product's social links as the editor edits it"
    type EditorSocialLink {
      "facebook, instagram, linkedin, twitter or youtube"
      network: String!
      url: String!
    }

    "The product's social links in order with the editor's version check"
    type EditorSocialMedia {
      "pass it back when saving: a save over someone else's newer one is refused (CONFLICT stale_version)"
      lock_version: Int!
      updated_at: String!
      links: [EditorSocialLink!]!
    }

    input EditorSocialLinkInput {
      "facebook, instagram, linkedin, twitter or youtube"
      network: String!
      "an http or https address"
      url: String!
    }

    extend type Query {
      "content editor: the social links (footer, SOCIAL_LINKS blocks) in order"
      social_media_editor: EditorSocialMedia!
      "content editor: every province and city"
      content_editor_locations: [EditorLocationSummary!]!
      content_editor_location(seo_entity_id: Int!): EditorLocation!
      "content editor: the block pages with their state"
      cms_editor_pages: [CmsEditorPageSummary!]!
      cms_editor_page(slug: String!): CmsEditorPage!
      "content editor: signed, short-lived links to the page showing its draft"
      cms_page_preview_link(slug: String!): ContentPreviewLinks!
      "content editor: every item of a type, drafts included, last changed first"
      content_editor_items(content_type: ContentType!, parent_id: Int): [ContentEditorItemSummary!]!
      content_editor_item(content_item_id: Int!): ContentEditorItem!
      "content editor: signed, short-lived links to the real pages showing the draft"
      content_preview_link(content_item_id: Int!): ContentPreviewLinks!
    }

    extend type Mutation {
      "content editor: saves both locales of a block page (texts and blocks in order) as a new version, the page's draft"
      save_cms_page(slug: String!, lock_version: Int!, nl: CmsPageLocaleInput!, en: CmsPageLocaleInput!): CmsEditorPage!
      "content editor: publishes the page's draft; without a draft, puts a page taken offline back online"
      publish_cms_page(slug: String!, lock_version: Int!): CmsEditorPage!
      "content editor: takes about-us, vendor, security-policy or hall-of-fame offline in nl and en (the page answers 404)"
      unpublish_cms_page(slug: String!, lock_version: Int!): CmsEditorPage!
      "content editor: replaces the social links (in this order; each network once; http or https); lock_version as loaded"
      save_social_media(lock_version: Int!, links: [EditorSocialLinkInput!]!): EditorSocialMedia!
      "content editor: publishes the page's draft at publish_at (ISO instant, in the future)"
      schedule_cms_page(slug: String!, lock_version: Int!, publish_at: String!): CmsEditorPage!
      restore_cms_page_version(slug: String!, cms_page_version_id: Int!, lock_version: Int!): CmsEditorPage!
      "content editor: saves the texts as a new version, the item's draft"
      save_content_item(input: SaveContentItemInput!): ContentEditorItem!
      "content editor: publishes the draft; replaced slugs keep answering with a 301"
      publish_content_item(content_item_id: Int!, lock_version: Int!): ContentEditorItem!
      unpublish_content_item(content_item_id: Int!, lock_version: Int!): ContentEditorItem!
      "content editor: publishes the draft at publish_at (ISO instant, in the future)"
      schedule_content_item(content_item_id: Int!, lock_version: Int!, publish_at: String!): ContentEditorItem!
      "content editor: an earlier version becomes the draft"
      restore_content_version(content_item_id: Int!, content_version_id: Int!, lock_version: Int!): ContentEditorItem!
    }
  `,
  resolvers: {
    Query: {
      social_media_editor: async (_: unknown, __: unknown, ctx: GraphQLContext) => {
        await editor(ctx);
        return loadEditorSocialMedia(ctx.knex);
      },
      content_editor_locations: async (_: unknown, __: unknown, ctx: GraphQLContext) => {
        await editor(ctx);
        return listEditorLocations(ctx.knex);
      },
      content_editor_location: async (_: unknown, args: { seo_entity_id: number }, ctx: GraphQLContext) => {
        await editor(ctx);
        return loadEditorLocation(ctx.knex, args.seo_entity_id);
      },
      cms_editor_pages: async (_: unknown, __: unknown, ctx: GraphQLContext) => {
        await editor(ctx);
        return listEditorPages(ctx.knex);
      },
      cms_editor_page: async (_: unknown, args: { slug: string }, ctx: GraphQLContext) => {
        await editor(ctx);
        return loadEditorPage(ctx.knex, args.slug);
      },
      cms_page_preview_link: async (_: unknown, args: { slug: string }, ctx: GraphQLContext) => {
        await editor(ctx);
        if (!ctx.request) throw new ApiError('VALIDATION', { entity: 'cms_page', key: 'http_only' });
        return pagePreviewLinks(ctx.knex, args.slug, ctx.request.jwtSecret);
      },
      content_editor_items: async (_: unknown, args: { content_type: ContentType; parent_id?: number | null }, ctx: GraphQLContext) => {
        await editor(ctx);
        return listEditorItems(ctx.knex, args.content_type, args.parent_id);
      },
      content_editor_item: async (_: unknown, args: { content_item_id: number }, ctx: GraphQLContext) => {
        await editor(ctx);
        return loadEditorItem(ctx.knex, args.content_item_id);
      },
      content_preview_link: async (_: unknown, args: { content_item_id: number }, ctx: GraphQLContext) => {
        await editor(ctx);
        if (!ctx.request) throw new ApiError('VALIDATION', { entity: 'content_item', key: 'http_only' });
        return previewLinks(ctx.knex, args.content_item_id, ctx.request.jwtSecret);
      },
    },
    Mutation: {
      save_cms_page: async (_: unknown, args: { slug: string; lock_version: number; nl: PageLocaleInput; en: PageLocaleInput }, ctx: GraphQLContext) => {
        const subject = await editor(ctx);
        return saveEditorPage(ctx.knex, subject.accountId!, args.slug, args.lock_version, { nl: args.nl, en: args.en });
      },
      publish_cms_page: async (_: unknown, args: { slug: string; lock_version: number }, ctx: GraphQLContext) => {
        await editor(ctx);
        return publishEditorPage(ctx.knex, args.slug, args.lock_version);
      },
      unpublish_cms_page: async (_: unknown, args: { slug: string; lock_version: number }, ctx: GraphQLContext) => {
        await editor(ctx);
        return unpublishEditorPage(ctx.knex, args.slug, args.lock_version);
      },
      save_social_media: async (_: unknown, args: { lock_version: number; links: SocialLinkInput[] }, ctx: GraphQLContext) => {
        await editor(ctx);
        return saveEditorSocialMedia(ctx.knex, args.lock_version, args.links);
      },
      schedule_cms_page: async (_: unknown, args: { slug: string; lock_version: number; publish_at: string }, ctx: GraphQLContext) => {
        await editor(ctx);
        return scheduleEditorPage(ctx.knex, args.slug, args.lock_version, new Date(args.publish_at));
      },
      restore_cms_page_version: async (_: unknown, args: { slug: string; cms_page_version_id: number; lock_version: number }, ctx: GraphQLContext) => {
        const subject = await editor(ctx);
        return restoreEditorPageVersion(ctx.knex, subject.accountId!, args.slug, args.cms_page_version_id, args.lock_version);
      },
      save_content_item: async (_: unknown, args: { input: SaveInput }, ctx: GraphQLContext) => {
        const subject = await editor(ctx);
        return saveContentItem(ctx.knex, subject.accountId!, args.input);
      },
      publish_content_item: async (_: unknown, args: ItemArgs, ctx: GraphQLContext) => {
        await editor(ctx);
        return publishContentItem(ctx.knex, args.content_item_id, args.lock_version);
      },
      unpublish_content_item: async (_: unknown, args: ItemArgs, ctx: GraphQLContext) => {
        await editor(ctx);
        return unpublishContentItem(ctx.knex, args.content_item_id, args.lock_version);
      },
      schedule_content_item: async (_: unknown, args: ItemArgs & { publish_at: string }, ctx: GraphQLContext) => {
        await editor(ctx);
        return scheduleContentItem(ctx.knex, args.content_item_id, args.lock_version, new Date(args.publish_at));
      },
      restore_content_version: async (_: unknown, args: ItemArgs & { content_version_id: number }, ctx: GraphQLContext) => {
        const subject = await editor(ctx);
        return restoreContentVersion(ctx.knex, subject.accountId!, args.content_item_id, args.content_version_id, args.lock_version);
      },
    },
  },
};
