import type { Modifiers, RelationMappings } from 'objection';
import { CMS_BLOCK_TYPES, FEEDBACK_ROLES, IMAGE_MIME_TYPES, IMAGE_OWNER_TYPES, LOCALES } from '../constants';
import { BaseModel, s } from './base';

/** Image bytes live in the DB (bytea) so every API process can serve GET /api/image/{id}/. */
export class Image extends BaseModel {
  static tableName = 'image';
  static idColumn = 'image_id';
  static virtualAttributes = ['image_url'];
  image_id!: number;
  owner_type!: (typeof IMAGE_OWNER_TYPES)[number];
  owner_id?: number | null;
  position!: number;
  mime_type!: (typeof IMAGE_MIME_TYPES)[number];
  width!: number;
  height!: number;
  byte_size!: number;
  data?: Buffer | null;
  /** photos kept by the storage adapter instead of in `data` */
  storage_key?: string | null;
  uploaded_by?: number | null;
  ts_created!: Date;

  get image_url(): string {
    return `/api/image/${this.image_id}/`;
  }

  static jsonSchema = {
    type: 'object',
    required: ['owner_type', 'mime_type', 'width', 'height', 'byte_size'],
    properties: {
      image_id: s.id,
      owner_type: s.oneOf(IMAGE_OWNER_TYPES),
      owner_id: s.idOrNull,
      position: s.int(),
      mime_type: s.oneOf(IMAGE_MIME_TYPES),
      width: s.int(1),
      height: s.int(1),
      byte_size: s.int(1, 20_000_000),
    },
  };

  static modifiers: Modifiers = {
    /** everything but the bytes */
    meta: (q) => q.select('image_id', 'owner_type', 'owner_id', 'position', 'mime_type', 'width', 'height', 'byte_size'),
    ofOwner: (q, ownerType: string, ownerId: number) => q.where({ owner_type: ownerType, owner_id: ownerId }).orderBy('position'),
  };
}

export class Feedback extends BaseModel {
  static tableName = 'feedback';
  static idColumn = 'feedback_id';
  feedback_id!: number;
  avatar_image_id?: number | null;
  user_name!: string;
  user_company_name?: string | null;
  user_company_position?: string | null;
  user_role!: (typeof FEEDBACK_ROLES)[number];
  feedback_nl!: string;
  feedback_en!: string;
  position!: number;

  static jsonSchema = {
    type: 'object',
    required: ['user_name', 'user_role', 'feedback_nl', 'feedback_en'],
    properties: {
      feedback_id: s.id,
      avatar_image_id: s.idOrNull,
      user_name: s.str(100, 1),
      user_company_name: s.strOrNull(100),
      user_company_position: s.strOrNull(100),
      user_role: s.oneOf(FEEDBACK_ROLES),
      feedback_nl: s.str(2000, 1),
      feedback_en: s.str(2000, 1),
      position: s.int(),
    },
  };

  static modifiers: Modifiers = {
    ofRole: (q, role: string) => q.where('user_role', role).orderBy('position'),
  };

  static relationMappings = (): RelationMappings => ({
    avatar: { relation: BaseModel.BelongsToOneRelation, modelClass: Image, join: { from: 'feedback.avatar_image_id', to: 'image.image_id' } },
  });
}

export class CmsPage extends BaseModel {
  static tableName = 'cms_page';
  static idColumn = 'cms_page_id';
  cms_page_id!: number;
  slug!: string;
  locale!: (typeof LOCALES)[number];
  title!: string;
  meta_title?: string | null;
  meta_description?: string | null;
  is_published!: boolean;
  blocks?: CmsBlock[];

  static jsonSchema = {
    type: 'object',
    required: ['slug', 'locale', 'title'],
    properties: {
      cms_page_id: s.id,
      slug: { type: 'string', pattern: '^[a-z0-9-/]+$' },
      locale: s.oneOf(LOCALES),
      title: s.str(255, 1),
      meta_title: s.strOrNull(255),
      meta_description: s.strOrNull(500),
      is_published: s.bool,
    },
  };

  static modifiers: Modifiers = {
    published: (q) => q.where('cms_page.is_published', true),
    bySlug: (q, slug: string, locale: string) => q.where({ 'cms_page.slug': slug, 'cms_page.locale': locale }),
  };

  static relationMappings = (): RelationMappings => ({
    blocks: {
      relation: BaseModel.HasManyRelation,
      modelClass: CmsBlock,
      filter: (q) => q.orderBy('cms_block.position'),
      join: { from: 'cms_page.cms_page_id', to: 'cms_block.cms_page_id' },
    },
  });
}

export class CmsBlock extends BaseModel {
  static tableName = 'cms_block';
  static idColumn = 'block_id';
  block_id!: number;
  cms_page_id!: number;
  block_type!: (typeof CMS_BLOCK_TYPES)[number];
  position!: number;
  data!: Record<string, unknown>;

  static jsonSchema = {
    type: 'object',
    required: ['cms_page_id', 'block_type', 'position'],
    properties: { block_id: s.id, cms_page_id: s.id, block_type: s.oneOf(CMS_BLOCK_TYPES), position: s.int(), data: { type: 'object' } },
  };

  static modifiers: Modifiers = { ofType: (q, type: string) => q.where('block_type', type) };

  static relationMappings = (): RelationMappings => ({
    page: { relation: BaseModel.BelongsToOneRelation, modelClass: CmsPage, join: { from: 'cms_block.cms_page_id', to: 'cms_page.cms_page_id' } },
  });
}
