/**
 * Drafts, versions and scheduled publication of the block pages (home, about-us, vendor, security-policy,
 * hall-of-fame, footer): `cms_page_version` keeps every saved version of a page with both locales
 * ({ nl: { title, meta_title, meta_description, blocks }, en: ... }); `cms_page_edit` holds per page
 * the editor's lock_version, the draft and the published version and a scheduled moment. Publishing
 * writes the version into cms_page / cms_block (what every public read uses).
 */
import type { Knex } from 'knex';
import { dropTables, timestamps, touchOnUpdate } from '../migrations-helpers';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('cms_page_version', (t) => {
    t.increments('cms_page_version_id');
    t.text('slug').notNullable();
    t.integer('version_no').notNullable();
    t.jsonb('content').notNullable();
    t.integer('author_account_id').references('account.account_id').onDelete('SET NULL');
    timestamps(knex, t, false);
    t.unique(['slug', 'version_no']);
  });
  await knex.schema.createTable('cms_page_edit', (t) => {
    t.text('slug').primary();
    t.integer('lock_version').notNullable().defaultTo(1);
    t.integer('draft_version_id').references('cms_page_version.cms_page_version_id').onDelete('SET NULL');
    t.integer('published_version_id').references('cms_page_version.cms_page_version_id').onDelete('SET NULL');
    t.timestamp('ts_publish_at', { useTz: true });
    timestamps(knex, t);
  });
  await touchOnUpdate(knex, 'cms_page_edit');
}

export async function down(knex: Knex): Promise<void> {
  await dropTables(knex, ['cms_page_edit', 'cms_page_version']);
}
