import type { Modifiers, RelationMappings } from 'objection';
import { CONTENT_STATUSES, CONTENT_TYPES, SOCIAL_NETWORKS } from '../../domain/content/vocabulary';
import { LOCALES } from '../constants';
import { BaseModel, s } from './base';
import { Image } from './content';

const slug = { type: 'string', pattern: '^[a-z0-9]+(-[a-z0-9]+)*$', maxLength: 120 } as const;

/** The fields of one locale of a content item (published in content_item_text, saved per version in content_version.texts). */
export interface ContentTexts {
  slug: string;
  title: string;
  summary?: string | null;
  /** sanitised HTML (api/src/domain/content/richText.ts) */
  body_html: string;
  meta_title?: string | null;
  meta_description?: string | null;
}

/** A blog or how-to article, a helpdesk category or story: status and pointers; texts live in the tables below. */
export class ContentItem extends BaseModel {
  static tableName = 'content_item';
  static idColumn = 'content_item_id';
  content_item_id!: number;
  content_type!: (typeof CONTENT_TYPES)[number];
  content_key?: string | null;
  parent_id?: number | null;
  position!: number;
  image_id?: number | null;
  status!: (typeof CONTENT_STATUSES)[number];
  published_version_id?: number | null;
  draft_version_id?: number | null;
  ts_publish_at?: Date | null;
  ts_published?: Date | null;
  lock_version!: number;
  ts_created!: Date;
  ts_updated!: Date;
  texts?: ContentItemText[];
  parent?: ContentItem;
  children?: ContentItem[];

  static jsonSchema = {
    type: 'object',
    required: ['content_type'],
    properties: {
      content_item_id: s.id,
      content_type: s.oneOf(CONTENT_TYPES),
      content_key: s.strOrNull(60),
      parent_id: s.idOrNull,
      position: s.int(),
      image_id: s.idOrNull,
      status: s.oneOf(CONTENT_STATUSES),
      published_version_id: s.idOrNull,
      draft_version_id: s.idOrNull,
      lock_version: s.int(1),
    },
  };

  static modifiers: Modifiers = {
    published: (q) => q.where('content_item.status', 'PUBLISHED'),
    ofType: (q, type: string) => q.where('content_item.content_type', type),
    newestFirst: (q) => q.orderBy([{ column: 'content_item.ts_published', order: 'desc' }, { column: 'content_item.content_item_id', order: 'desc' }]),
  };

  static relationMappings = (): RelationMappings => ({
    texts: { relation: BaseModel.HasManyRelation, modelClass: ContentItemText, join: { from: 'content_item.content_item_id', to: 'content_item_text.content_item_id' } },
    versions: { relation: BaseModel.HasManyRelation, modelClass: ContentVersion, join: { from: 'content_item.content_item_id', to: 'content_version.content_item_id' } },
    parent: { relation: BaseModel.BelongsToOneRelation, modelClass: ContentItem, join: { from: 'content_item.parent_id', to: 'content_item.content_item_id' } },
    children: { relation: BaseModel.HasManyRelation, modelClass: ContentItem, join: { from: 'content_item.content_item_id', to: 'content_item.parent_id' } },
    image: { relation: BaseModel.BelongsToOneRelation, modelClass: Image, join: { from: 'content_item.image_id', to: 'image.image_id' } },
  });
}

/** The published fields of an item in one locale; slug unique per type and locale. */
export class ContentItemText extends BaseModel implements ContentTexts {
  static tableName = 'content_item_text';
  static idColumn = ['content_item_id', 'locale'];
  content_item_id!: number;
  content_type!: (typeof CONTENT_TYPES)[number];
  locale!: (typeof LOCALES)[number];
  slug!: string;
  title!: string;
  summary?: string | null;
  body_html!: string;
  meta_title?: string | null;
  meta_description?: string | null;

  static jsonSchema = {
    type: 'object',
    required: ['content_item_id', 'content_type', 'locale', 'slug', 'title'],
    properties: {
      content_item_id: s.id,
      content_type: s.oneOf(CONTENT_TYPES),
      locale: s.oneOf(LOCALES),
      slug,
      title: s.str(255, 1),
      summary: s.strOrNull(1000),
      body_html: s.str(200_000),
      meta_title: s.strOrNull(255),
      meta_description: s.strOrNull(500),
    },
  };

  static modifiers: Modifiers = {
    inLocale: (q, locale: string) => q.where('content_item_text.locale', locale),
  };

  static relationMappings = (): RelationMappings => ({
    item: { relation: BaseModel.BelongsToOneRelation, modelClass: ContentItem, join: { from: 'content_item_text.content_item_id', to: 'content_item.content_item_id' } },
  });
}

/** Every saved version of an item: texts per locale ({ nl: ContentTexts, en: ContentTexts }). */
export class ContentVersion extends BaseModel {
  static tableName = 'content_version';
  static idColumn = 'content_version_id';
  content_version_id!: number;
  content_item_id!: number;
  version_no!: number;
  texts!: Partial<Record<(typeof LOCALES)[number], ContentTexts>>;
  image_id?: number | null;
  author_account_id?: number | null;
  ts_created!: Date;

  static jsonSchema = {
    type: 'object',
    required: ['content_item_id', 'version_no', 'texts'],
    properties: {
      content_version_id: s.id,
      content_item_id: s.id,
      version_no: s.int(1),
      texts: { type: 'object' },
      image_id: s.idOrNull,
      author_account_id: s.idOrNull,
    },
  };
}

/** An old slug of an item: reading it answers with the item and its current slug (301). */
export class ContentSlugRedirect extends BaseModel {
  static tableName = 'content_slug_redirect';
  static idColumn = ['content_type', 'locale', 'old_slug'];
  content_type!: (typeof CONTENT_TYPES)[number];
  locale!: (typeof LOCALES)[number];
  old_slug!: string;
  content_item_id!: number;

  static jsonSchema = {
    type: 'object',
    required: ['content_type', 'locale', 'old_slug', 'content_item_id'],
    properties: { content_type: s.oneOf(CONTENT_TYPES), locale: s.oneOf(LOCALES), old_slug: slug, content_item_id: s.id },
  };
}

/** The product's own social media accounts (footer, SOCIAL_LINKS blocks). */
export class SocialMediaLink extends BaseModel {
  static tableName = 'social_media_link';
  static idColumn = 'social_media_id';
  social_media_id!: number;
  network!: (typeof SOCIAL_NETWORKS)[number];
  url!: string;
  position!: number;

  static jsonSchema = {
    type: 'object',
    required: ['network', 'url'],
    properties: { social_media_id: s.id, network: s.oneOf(SOCIAL_NETWORKS), url: { type: 'string', pattern: '^https?://', maxLength: 500 }, position: s.int() },
  };

  static modifiers: Modifiers = { ordered: (q) => q.orderBy(['social_media_link.position', 'social_media_link.social_media_id']) };
}

/** The content editor's version check over the whole list of social links (one row). */
export class SocialMediaEdit extends BaseModel {
  static tableName = 'social_media_edit';
  static idColumn = 'social_media_edit_id';
  social_media_edit_id!: number;
  lock_version!: number;
  ts_created!: Date;
  ts_updated!: Date;

  static jsonSchema = {
    type: 'object',
    required: ['social_media_edit_id'],
    properties: { social_media_edit_id: { type: 'integer', enum: [1] }, lock_version: s.int(1) },
  };
}
