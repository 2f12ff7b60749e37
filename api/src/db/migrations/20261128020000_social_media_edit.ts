/**
 * The content editor edits the social links: `social_media_edit` is one row holding the editor's
 * lock_version for the whole list (a save names the version it loaded; someone else's save in between
 * is a conflict), and a link may be http or https (the editor checks the URL itself).
 */
import type { Knex } from 'knex';
import { dropTables, timestamps, touchOnUpdate } from '../migrations-helpers';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('social_media_edit', (t) => {
    t.integer('social_media_edit_id').primary().checkIn(['1']);
    t.integer('lock_version').notNullable().defaultTo(1);
    timestamps(knex, t);
  });
  await touchOnUpdate(knex, 'social_media_edit');
  await knex('social_media_edit').insert({ social_media_edit_id: 1, lock_version: 1 });
  await knex.raw(`ALTER TABLE social_media_link DROP CONSTRAINT IF EXISTS social_media_link_url_check`);
  // \\? : a literal ? for knex.raw (otherwise a binding placeholder)
  await knex.raw(`ALTER TABLE social_media_link ADD CONSTRAINT social_media_link_url_check CHECK (url ~ '^https\\?://')`);
}

export async function down(knex: Knex): Promise<void> {
  await dropTables(knex, ['social_media_edit']);
  await knex.raw(`UPDATE social_media_link SET url = regexp_replace(url, '^http://', 'https://')`);
  await knex.raw(`ALTER TABLE social_media_link DROP CONSTRAINT IF EXISTS social_media_link_url_check`);
  await knex.raw(`ALTER TABLE social_media_link ADD CONSTRAINT social_media_link_url_check CHECK (url ~ '^https://')`);
}
