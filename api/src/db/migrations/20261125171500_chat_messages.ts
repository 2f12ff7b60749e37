/**
 * Chat (spec guest-and-platform sections 3 and 7): the channels of chat_channel get a stable channel id
 * (external_channel_id, unique: one channel per booking, per guest and space, per guest and venue, per
 * account for support in general and per booking for support about it), their messages, a read marker
 * per account and channel, the state of the "unread chat" e-mails (one per quiet period) and presence
 * (accounts with a live chat connection in any API process are not e-mailed).
 */
import type { Knex } from 'knex';
import { dropTables } from '../migrations-helpers';

const SIDES = ['GUEST', 'HOST', 'SUPPORT'];

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('chat_channel', (t) => {
    t.timestamp('ts_last_message', { useTz: true });
  });
  // canonical channel ids for the rows written before (demo data); organisation of space/venue channels
  await knex.raw(`UPDATE chat_channel SET external_channel_id = CASE channel_type
      WHEN 'BOOKING' THEN 'booking-' || booking_id
      WHEN 'SPACE' THEN 'space-' || space_id || '-' || account_id
      WHEN 'VENUE' THEN 'venue-' || venue_id || '-' || account_id
      ELSE 'support-' || account_id || COALESCE('-booking-' || booking_id, '') END`);
  await knex.raw(`ALTER TABLE chat_channel ALTER COLUMN external_channel_id SET NOT NULL`);
  await knex.raw(`CREATE UNIQUE INDEX chat_channel_external_id ON chat_channel (external_channel_id)`);
  await knex.raw(`CREATE INDEX chat_channel_organisation ON chat_channel (organisation_id) WHERE organisation_id IS NOT NULL`);
  await knex.raw(`CREATE INDEX chat_channel_support ON chat_channel (ts_last_message DESC) WHERE channel_type = 'SUPPORT'`);

  await knex.schema.createTable('chat_message', (t) => {
    t.bigIncrements('chat_message_id');
    t.integer('chat_channel_id').notNullable().references('chat_channel.chat_channel_id').onDelete('CASCADE');
    t.integer('sender_account_id').references('account.account_id').onDelete('SET NULL');
    t.text('sender_side').notNullable().checkIn(SIDES);
    t.text('sender_name').notNullable();
    t.text('body').notNullable();
    t.timestamp('ts_created', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['chat_channel_id', 'chat_message_id']);
  });

  await knex.schema.createTable('chat_read', (t) => {
    t.integer('chat_channel_id').notNullable().references('chat_channel.chat_channel_id').onDelete('CASCADE');
    t.integer('account_id').notNullable().references('account.account_id').onDelete('CASCADE');
    t.bigInteger('last_read_message_id').notNullable().defaultTo(0);
    t.timestamp('ts_read', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(['account_id', 'chat_channel_id']);
  });

  await knex.schema.createTable('chat_mail_state', (t) => {
    t.integer('account_id').primary().references('account.account_id').onDelete('CASCADE');
    t.bigInteger('last_mailed_message_id').notNullable().defaultTo(0);
    t.timestamp('ts_mailed', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });

  await knex.schema.createTable('chat_presence', (t) => {
    t.integer('account_id').primary().references('account.account_id').onDelete('CASCADE');
    t.timestamp('ts_seen', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
}

export async function down(knex: Knex): Promise<void> {
  await dropTables(knex, ['chat_presence', 'chat_mail_state', 'chat_read', 'chat_message']);
  await knex.raw('DROP INDEX IF EXISTS chat_channel_external_id');
  await knex.raw('DROP INDEX IF EXISTS chat_channel_organisation');
  await knex.raw('DROP INDEX IF EXISTS chat_channel_support');
  await knex.raw('ALTER TABLE chat_channel ALTER COLUMN external_channel_id DROP NOT NULL');
  await knex.schema.alterTable('chat_channel', (t) => t.dropColumn('ts_last_message'));
}
