import type { Knex } from 'knex';
import {
  ACCOUNT_STATES, IMAGE_MIME_TYPES, IMAGE_OWNER_TYPES, INVITATION_STATUSES, LOCALES, ORGANISATION_TYPES, TEAM_ROLES,
} from '../constants';
import { dropTables, timestamps, touchOnUpdate } from '../migrations-helpers';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('image', (t) => {
    t.increments('image_id');
    t.text('owner_type').notNullable().checkIn([...IMAGE_OWNER_TYPES]);
    t.integer('owner_id');
    t.integer('position').notNullable().defaultTo(0);
    t.text('mime_type').notNullable().checkIn([...IMAGE_MIME_TYPES]);
    t.integer('width').notNullable();
    t.integer('height').notNullable();
    t.integer('byte_size').notNullable();
    t.binary('data').notNullable();
    timestamps(knex, t, false);
    t.index(['owner_type', 'owner_id', 'position']);
  });

  await knex.schema.createTable('account', (t) => {
    t.increments('account_id');
    t.specificType('email', 'citext').notNullable().unique();
    t.text('phone').unique();
    t.text('first_name');
    t.text('last_name');
    t.text('locale').notNullable().defaultTo('nl').checkIn([...LOCALES]);
    t.text('account_state').notNullable().defaultTo('BOOKER').checkIn([...ACCOUNT_STATES]);
    t.boolean('is_admin').notNullable().defaultTo(false);
    t.specificType('permissions', 'text[]').notNullable().defaultTo('{}');
    t.boolean('is_email_verified').notNullable().defaultTo(false);
    t.boolean('is_phone_verified').notNullable().defaultTo(false);
    t.boolean('marketing_subscription').notNullable().defaultTo(false);
    t.boolean('is_blocked').notNullable().defaultTo(false);
    t.integer('avatar_image_id').references('image.image_id').onDelete('SET NULL');
    t.text('chat_user_id');
    timestamps(knex, t);
  });
  await touchOnUpdate(knex, 'account');

  await knex.schema.createTable('organisation', (t) => {
    t.increments('organisation_id');
    t.integer('account_id').notNullable().references('account.account_id').onDelete('CASCADE').index();
    t.text('organisation_type').notNullable().checkIn([...ORGANISATION_TYPES]);
    t.string('organisation_name', 100);
    t.string('vat_number', 14);
    t.smallint('vat_rate').notNullable().defaultTo(21).checkIn(['21', '9', '3', '0']);
    t.text('finance_email');
    t.text('place_id');
    t.text('finance_place_id');
    t.string('coc', 8).checkRegex('^[0-9]{8}$');
    t.text('address');
    t.text('finance_address');
    t.boolean('is_update_allowed').notNullable().defaultTo(true);
    t.decimal('organisation_rating', 3, 1).notNullable().defaultTo(10).checkBetween([0, 10]);
    t.boolean('is_activation_allowed').notNullable().defaultTo(true);
    t.boolean('is_banned').notNullable().defaultTo(false);
    t.decimal('service_fee_rate', 5, 2).notNullable().defaultTo(10);
    timestamps(knex, t);
  });
  await touchOnUpdate(knex, 'organisation');

  await knex.schema.createTable('organisation_bank_info', (t) => {
    t.increments('organisation_bank_id');
    t.integer('organisation_id').notNullable().references('organisation.organisation_id').onDelete('CASCADE').index();
    t.text('bank_ascription').notNullable();
    t.string('iban', 34).notNullable();
    t.boolean('is_active').notNullable().defaultTo(false);
    timestamps(knex, t, false);
  });

  await knex.schema.createTable('collection', (t) => {
    t.increments('collection_id');
    t.integer('organisation_id').notNullable().unique().references('organisation.organisation_id').onDelete('CASCADE');
    t.text('name').notNullable();
    t.text('slug').notNullable().unique();
    t.string('collection_hash', 8).notNullable().unique().checkRegex('^[a-z0-9]{8}$');
    t.text('promo_text');
    t.string('about_us', 500);
    t.text('website');
    t.integer('logo_image_id').references('image.image_id').onDelete('SET NULL');
    t.jsonb('social_links').notNullable().defaultTo('{}');
    t.boolean('has_public_page').notNullable().defaultTo(false);
    timestamps(knex, t);
  });

  await knex.schema.createTable('team_member', (t) => {
    t.increments('team_member_id');
    t.integer('organisation_id').notNullable().references('organisation.organisation_id').onDelete('CASCADE');
    t.integer('account_id').references('account.account_id').onDelete('SET NULL').index();
    t.specificType('email', 'citext').notNullable();
    t.text('first_name');
    t.text('last_name');
    t.text('team_role').notNullable().checkIn([...TEAM_ROLES]);
    t.text('invitation_status').notNullable().defaultTo('INVITED').checkIn([...INVITATION_STATUSES]);
    timestamps(knex, t, false);
    t.unique(['organisation_id', 'email']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await dropTables(knex, ['team_member', 'collection', 'organisation_bank_info', 'organisation', 'account', 'image']);
}
