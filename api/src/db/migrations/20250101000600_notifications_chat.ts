import type { Knex } from 'knex';
import { CHAT_CHANNEL_TYPES, EVENT_STATUSES, EVENT_TYPES, NOTIFICATION_EVENTS, NOTIFICATION_SCOPES } from '../constants';
import { dropTables, timestamps } from '../migrations-helpers';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('notification', (t) => {
    t.increments('event_notification_id');
    t.integer('account_id').notNullable().references('account.account_id').onDelete('CASCADE');
    t.integer('venue_id').references('venue.venue_id').onDelete('CASCADE');
    t.integer('booking_id').references('booking.booking_id').onDelete('CASCADE');
    t.text('event_name').notNullable();
    t.text('event_status').notNullable().defaultTo('ACTIVE').checkIn([...EVENT_STATUSES]);
    t.text('event_type').notNullable().defaultTo('NOTIFICATION').checkIn([...EVENT_TYPES]);
    t.boolean('is_read').notNullable().defaultTo(false);
    t.boolean('is_deleted').notNullable().defaultTo(false);
    t.jsonb('payload').notNullable().defaultTo('{}');
    timestamps(knex, t, false);
  });
  await knex.raw('CREATE INDEX notification_unread ON notification (account_id, venue_id) WHERE NOT is_read AND NOT is_deleted');
  // Subscriptions (unread_notifications) listen on channel 'notifications'; any API process gets it.
  await knex.raw(`
    CREATE FUNCTION notification_notify() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE rec notification;
    BEGIN
      IF TG_OP = 'DELETE' THEN rec := OLD; ELSE rec := NEW; END IF;
      PERFORM pg_notify('notifications', json_build_object(
        'account_id', rec.account_id, 'venue_id', rec.venue_id,
        'event_notification_id', rec.event_notification_id, 'op', TG_OP)::text);
      RETURN NULL;
    END $$`);
  await knex.raw(`CREATE TRIGGER notification_notify AFTER INSERT OR UPDATE OR DELETE ON notification
    FOR EACH ROW EXECUTE FUNCTION notification_notify()`);

  await knex.schema.createTable('notification_setting', (t) => {
    t.increments('event_id');
    t.text('name').notNullable().unique();
    t.text('scope').notNullable().checkIn([...NOTIFICATION_SCOPES]);
    t.text('type').notNullable().defaultTo('NOTIFICATION');
    t.boolean('email').notNullable().defaultTo(true);
    t.boolean('sms').notNullable().defaultTo(false);
    t.boolean('is_editable').notNullable().defaultTo(true);
    t.boolean('is_booker').notNullable().defaultTo(true);
    t.boolean('is_vendor').notNullable().defaultTo(true);
  });
  await knex('notification_setting').insert(
    NOTIFICATION_EVENTS.map((e) => ({
      name: e.name, scope: e.scope, type: e.editable ? 'NOTIFICATION' : 'SYSTEM',
      email: true, sms: !e.editable, is_editable: e.editable, is_booker: e.booker, is_vendor: e.vendor,
    })),
  );
  await knex.schema.createTable('account_notification_setting', (t) => {
    t.integer('account_id').notNullable().references('account.account_id').onDelete('CASCADE');
    t.integer('event_id').notNullable().references('notification_setting.event_id').onDelete('CASCADE');
    t.boolean('email').notNullable().defaultTo(true);
    t.boolean('sms').notNullable().defaultTo(false);
    t.primary(['account_id', 'event_id']);
  });

  await knex.schema.createTable('chat_channel', (t) => {
    t.increments('chat_channel_id');
    t.text('channel_type').notNullable().checkIn([...CHAT_CHANNEL_TYPES]);
    t.integer('booking_id').references('booking.booking_id').onDelete('CASCADE').index();
    t.integer('space_id').references('space.space_id').onDelete('CASCADE');
    t.integer('venue_id').references('venue.venue_id').onDelete('CASCADE');
    t.integer('account_id').notNullable().references('account.account_id').onDelete('CASCADE').index();
    t.integer('organisation_id').references('organisation.organisation_id').onDelete('CASCADE');
    t.text('external_channel_id');
    timestamps(knex, t, false);
  });
}

export async function down(knex: Knex): Promise<void> {
  await dropTables(knex, ['chat_channel', 'account_notification_setting', 'notification_setting', 'notification']);
  await knex.raw('DROP FUNCTION IF EXISTS notification_notify()');
}
