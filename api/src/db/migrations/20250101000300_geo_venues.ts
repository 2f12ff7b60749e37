import type { Knex } from 'knex';
import { LOCATION_TYPES, SPACE_FEATURES, VENUE_FEATURES, VENUE_STATUSES } from '../constants';
import { dropTables, timestamps, touchOnUpdate, trgmIndex } from '../migrations-helpers';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('seo_location', (t) => {
    t.increments('location_id');
    t.text('entity_type').notNullable().checkIn([...LOCATION_TYPES]);
    t.text('name').notNullable();
    t.text('slug').notNullable();
    t.integer('parent_id').references('seo_location.location_id').onDelete('CASCADE').index();
    t.double('latitude').notNullable();
    t.double('longitude').notNullable();
    t.integer('geonames_id');
    t.integer('population');
    t.text('seo_title');
    t.text('seo_text_nl');
    t.text('seo_text_en');
    t.jsonb('faq').notNullable().defaultTo('[]');
    t.boolean('is_active').notNullable().defaultTo(true);
  });
  await knex.raw('CREATE UNIQUE INDEX seo_location_slug_unique ON seo_location (entity_type, coalesce(parent_id, 0), slug)');
  await trgmIndex(knex, 'seo_location', 'name');

  await knex.schema.createTable('venue', (t) => {
    t.increments('venue_id');
    t.integer('organisation_id').notNullable().references('organisation.organisation_id').onDelete('CASCADE').index();
    t.integer('collection_id').references('collection.collection_id').onDelete('SET NULL').index();
    t.string('venue_hash', 8).notNullable().unique().checkRegex('^[a-z0-9]{8}$');
    t.string('venue_name', 100).notNullable();
    t.text('venue_slug').notNullable();
    t.string('venue_description', 3000);
    t.string('venue_rules', 3000);
    t.text('venue_type');
    t.text('place_id');
    t.text('address');
    t.text('additional');
    t.text('postal_code');
    t.integer('city_id').references('seo_location.location_id').onDelete('SET NULL').index();
    t.integer('region_id').references('seo_location.location_id').onDelete('SET NULL').index();
    t.double('latitude');
    t.double('longitude');
    t.string('contact_name', 80);
    t.text('contact_phone');
    t.string('contact_email', 100);
    t.boolean('allow_customer_catering').notNullable().defaultTo(false);
    t.text('status').notNullable().defaultTo('DRAFT').checkIn([...VENUE_STATUSES]);
    t.boolean('is_active').notNullable().defaultTo(false);
    t.text('meta_title');
    t.text('meta_description');
    timestamps(knex, t);
  });
  await touchOnUpdate(knex, 'venue');
  await trgmIndex(knex, 'venue', 'venue_name');
  await knex.raw('CREATE INDEX venue_earth ON venue USING gist (ll_to_earth(latitude, longitude)) WHERE latitude IS NOT NULL');

  await knex.schema.createTable('working_time', (t) => {
    t.increments('working_time_id');
    t.integer('venue_id').notNullable().references('venue.venue_id').onDelete('CASCADE').index();
    t.smallint('week_day').notNullable().checkBetween([1, 7]);
    t.smallint('open_time').notNullable().checkBetween([0, 1439]);
    t.smallint('close_time').notNullable().checkBetween([1, 1440]);
  });
  await knex.raw('ALTER TABLE working_time ADD CONSTRAINT working_time_open_before_close CHECK (open_time < close_time)');

  await knex.schema.createTable('venue_tag', (t) => {
    t.increments('tag_id');
    t.text('name_nl').notNullable().unique();
    t.text('name_en').notNullable().unique();
    t.smallint('importance').notNullable().defaultTo(5).checkBetween([1, 10]);
  });
  await knex.schema.createTable('venue_tag_link', (t) => {
    t.integer('venue_id').notNullable().references('venue.venue_id').onDelete('CASCADE');
    t.integer('tag_id').notNullable().references('venue_tag.tag_id').onDelete('CASCADE').index();
    t.primary(['venue_id', 'tag_id']);
  });

  await knex.schema.createTable('feature', (t) => {
    t.increments('feature_id');
    t.text('feature_key').notNullable().unique();
    t.text('feature_scope').notNullable().checkIn(['VENUE', 'SPACE']);
    t.text('name_nl').notNullable();
    t.text('name_en').notNullable();
    t.integer('position').notNullable();
  });
  await knex('feature').insert([
    ...VENUE_FEATURES.map((f, i) => ({ feature_key: f.key, feature_scope: 'VENUE', name_nl: f.nl, name_en: f.en, position: i + 1 })),
    ...SPACE_FEATURES.map((f, i) => ({ feature_key: f.key, feature_scope: 'SPACE', name_nl: f.nl, name_en: f.en, position: i + 1 })),
  ]);
  await knex.schema.createTable('venue_feature', (t) => {
    t.integer('venue_id').notNullable().references('venue.venue_id').onDelete('CASCADE');
    t.integer('feature_id').notNullable().references('feature.feature_id').onDelete('CASCADE').index();
    t.primary(['venue_id', 'feature_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await dropTables(knex, ['venue_feature', 'feature', 'venue_tag_link', 'venue_tag', 'working_time', 'venue', 'seo_location']);
}
