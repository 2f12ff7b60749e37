import { BaseModel, s } from './base';

/** One locale of a block page as the editor saves it. */
export interface PageLocaleContent {
  title: string;
  meta_title?: string | null;
  meta_description?: string | null;
  blocks: { block_type: string; data: Record<string, unknown> }[];
}

/** A saved version of a block page: both locales ({ nl, en }). */
export class CmsPageVersion extends BaseModel {
  static tableName = 'cms_page_version';
  static idColumn = 'cms_page_version_id';
  cms_page_version_id!: number;
  slug!: string;
  version_no!: number;
  content!: { nl: PageLocaleContent; en: PageLocaleContent };
  author_account_id?: number | null;
  ts_created!: Date;

  static jsonSchema = {
    type: 'object',
    required: ['slug', 'version_no', 'content'],
    properties: { cms_page_version_id: s.id, slug: { type: 'string', pattern: '^[a-z0-9-]+$' }, version_no: s.int(1), content: { type: 'object' }, author_account_id: s.idOrNull },
  };
}

/** The editor's state of a block page: lock_version, draft, published version, scheduled moment. */
export class CmsPageEdit extends BaseModel {
  static tableName = 'cms_page_edit';
  static idColumn = 'slug';
  slug!: string;
  lock_version!: number;
  draft_version_id?: number | null;
  published_version_id?: number | null;
  ts_publish_at?: Date | null;
  ts_created!: Date;
  ts_updated!: Date;

  static jsonSchema = {
    type: 'object',
    required: ['slug'],
    properties: { slug: { type: 'string', pattern: '^[a-z0-9-]+$' }, lock_version: s.int(1), draft_version_id: s.idOrNull, published_version_id: s.idOrNull },
  };
}
