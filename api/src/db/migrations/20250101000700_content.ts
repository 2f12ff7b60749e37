import type { Knex } from 'knex';
import { CMS_BLOCK_TYPES, FEEDBACK_ROLES, LOCALES } from '../constants';
import { dropTables, timestamps, touchOnUpdate } from '../migrations-helpers';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('feedback', (t) => {
    t.increments('feedback_id');
    t.integer('avatar_image_id').references('image.image_id').onDelete('SET NULL');
    t.text('user_name').notNullable();
    t.text('user_company_name');
    t.text('user_company_position');
    t.text('user_role').notNullable().checkIn([...FEEDBACK_ROLES]);
    t.text('feedback_nl').notNullable();
    t.text('feedback_en').notNullable();
    t.integer('position').notNullable().defaultTo(0);
    t.index(['user_role', 'position']);
  });

  await knex.schema.createTable('cms_page', (t) => {
    t.increments('cms_page_id');
    t.text('slug').notNullable();
    t.text('locale').notNullable().checkIn([...LOCALES]);
    t.text('title').notNullable();
    t.text('meta_title');
    t.text('meta_description');
    t.boolean('is_published').notNullable().defaultTo(true);
    timestamps(knex, t);
    t.unique(['slug', 'locale']);
  });
  await touchOnUpdate(knex, 'cms_page');

  await knex.schema.createTable('cms_block', (t) => {
    t.increments('block_id');
    t.integer('cms_page_id').notNullable().references('cms_page.cms_page_id').onDelete('CASCADE');
    t.text('block_type').notNullable().checkIn([...CMS_BLOCK_TYPES]);
    t.integer('position').notNullable();
    t.jsonb('data').notNullable().defaultTo('{}');
    t.index(['cms_page_id', 'position']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await dropTables(knex, ['cms_block', 'cms_page', 'feedback']);
}
