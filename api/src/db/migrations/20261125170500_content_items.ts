/**
 * Content: blog, how-to and helpdesk items with nl/en texts, versions and slug history; SEO fields of
 * provinces and cities (h1, h2, description, meta per locale, video); tag pages per activity; social links.
 *
 * Shape (room for the editor): `content_item` holds status and the pointer to its published version;
 * `content_item_text` holds the PUBLISHED fields per locale (what every public read and the server
 * renderer use, with a unique slug per type and locale); `content_version` keeps every saved version
 * (drafts and published ones) as JSON per locale; `content_slug_redirect` keeps old slugs so a renamed
 * item answers with its new slug (301).
 */
import type { Knex } from 'knex';
import { dropTables, timestamps, touchOnUpdate } from '../migrations-helpers';

// frozen copies of the vocabulary at the time of this migration (domain/content/vocabulary.ts)
const CONTENT_TYPES = ['BLOG_ARTICLE', 'HOW_TO_ARTICLE', 'HELPDESK_CATEGORY', 'HELPDESK_STORY'];
const CONTENT_STATUSES = ['DRAFT', 'SCHEDULED', 'PUBLISHED', 'UNPUBLISHED'];
const LOCALES = ['nl', 'en'];
const SOCIAL_NETWORKS = ['facebook', 'instagram', 'linkedin', 'twitter', 'youtube'];
const LOCATION_TEXT_COLUMNS = ['h1', 'h2', 'description', 'meta_title', 'meta_description'] as const;

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('seo_location', (t) => {
    for (const column of LOCATION_TEXT_COLUMNS) {
      t.text(`${column}_nl`);
      t.text(`${column}_en`);
    }
    t.text('video_url');
    t.timestamp('ts_updated', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw('UPDATE seo_location SET meta_title_nl = seo_title');
  await knex.schema.alterTable('seo_location', (t) => t.dropColumn('seo_title'));
  await touchOnUpdate(knex, 'seo_location');

  await knex.schema.createTable('content_item', (t) => {
    t.increments('content_item_id');
    t.text('content_type').notNullable().checkIn([...CONTENT_TYPES]);
    t.text('content_key').unique();
    t.integer('parent_id').references('content_item.content_item_id').onDelete('CASCADE').index();
    t.integer('position').notNullable().defaultTo(0);
    t.integer('image_id').references('image.image_id').onDelete('SET NULL');
    t.text('status').notNullable().defaultTo('DRAFT').checkIn([...CONTENT_STATUSES]);
    t.timestamp('ts_publish_at', { useTz: true });
    t.timestamp('ts_published', { useTz: true });
    t.integer('lock_version').notNullable().defaultTo(1);
    timestamps(knex, t);
    t.index(['content_type', 'status', 'ts_published']);
  });
  await touchOnUpdate(knex, 'content_item');

  await knex.schema.createTable('content_version', (t) => {
    t.increments('content_version_id');
    t.integer('content_item_id').notNullable().references('content_item.content_item_id').onDelete('CASCADE');
    t.integer('version_no').notNullable();
    t.jsonb('texts').notNullable();
    t.integer('image_id').references('image.image_id').onDelete('SET NULL');
    t.integer('author_account_id').references('account.account_id').onDelete('SET NULL');
    timestamps(knex, t, false);
    t.unique(['content_item_id', 'version_no']);
  });
  await knex.schema.alterTable('content_item', (t) => {
    t.integer('published_version_id').references('content_version.content_version_id').onDelete('SET NULL');
    t.integer('draft_version_id').references('content_version.content_version_id').onDelete('SET NULL');
  });

  await knex.schema.createTable('content_item_text', (t) => {
    t.integer('content_item_id').notNullable().references('content_item.content_item_id').onDelete('CASCADE');
    t.text('content_type').notNullable().checkIn([...CONTENT_TYPES]);
    t.text('locale').notNullable().checkIn([...LOCALES]);
    t.text('slug').notNullable().checkRegex('^[a-z0-9]+(-[a-z0-9]+)*$');
    t.text('title').notNullable();
    t.text('summary');
    t.text('body_html').notNullable().defaultTo('');
    t.text('meta_title');
    t.text('meta_description');
    t.primary(['content_item_id', 'locale']);
    t.unique(['content_type', 'locale', 'slug']);
  });
  // helpdesk search: Dutch and English stemming over title, summary and body (tags stripped)
  await knex.raw(`
    CREATE INDEX content_item_text_search ON content_item_text USING gin (
      to_tsvector(CASE WHEN locale = 'en' THEN 'english'::regconfig ELSE 'dutch'::regconfig END,
        title || ' ' || coalesce(summary, '') || ' ' || regexp_replace(body_html, '<[^>]*>', ' ', 'g')))`);

  await knex.schema.createTable('content_slug_redirect', (t) => {
    t.text('content_type').notNullable().checkIn([...CONTENT_TYPES]);
    t.text('locale').notNullable().checkIn([...LOCALES]);
    t.text('old_slug').notNullable();
    t.integer('content_item_id').notNullable().references('content_item.content_item_id').onDelete('CASCADE').index();
    timestamps(knex, t, false);
    t.primary(['content_type', 'locale', 'old_slug']);
  });

  await knex.schema.createTable('seo_tag', (t) => {
    t.increments('seo_tag_id');
    t.text('category_key').notNullable().references('space_category.category_key').onDelete('CASCADE');
    t.text('slug_nl').notNullable().unique().checkRegex('^[a-z0-9]+(-[a-z0-9]+)*$');
    t.text('slug_en').notNullable().unique().checkRegex('^[a-z0-9]+(-[a-z0-9]+)*$');
    t.text('name_nl').notNullable();
    t.text('name_en').notNullable();
    t.text('intro_nl').notNullable().defaultTo('');
    t.text('intro_en').notNullable().defaultTo('');
    t.integer('position').notNullable().defaultTo(0);
  });

  await knex.schema.createTable('social_media_link', (t) => {
    t.increments('social_media_id');
    t.text('network').notNullable().unique().checkIn([...SOCIAL_NETWORKS]);
    t.text('url').notNullable().checkRegex('^https://');
    t.integer('position').notNullable().defaultTo(0);
  });
}

export async function down(knex: Knex): Promise<void> {
  await dropTables(knex, ['social_media_link', 'seo_tag', 'content_slug_redirect', 'content_item_text', 'content_version', 'content_item']);
  await knex.raw('DROP TRIGGER IF EXISTS seo_location_ts_updated ON seo_location');
  await knex.schema.alterTable('seo_location', (t) => {
    t.text('seo_title');
  });
  await knex.raw('UPDATE seo_location SET seo_title = meta_title_nl');
  await knex.schema.alterTable('seo_location', (t) => {
    for (const column of LOCATION_TEXT_COLUMNS) t.dropColumns(`${column}_nl`, `${column}_en`);
    t.dropColumns('video_url', 'ts_updated');
  });
}
