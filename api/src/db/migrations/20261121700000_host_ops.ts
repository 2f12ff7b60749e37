/**
 * Host back office: where availability rows come from (host, imported calendar, an
 * unreadable calendar), ICS links and their health, secret export feeds, team invitation tokens,
 * calendar OAuth states and when the host rating was last computed.
 */
import type { Knex } from 'knex';
import { dropTables, timestamps } from '../migrations-helpers';

const dropChecksOn = (knex: Knex, table: string, column: string) =>
  knex.raw(
    `DO $$ DECLARE c record; BEGIN
       FOR c IN SELECT conname FROM pg_constraint WHERE conrelid = '${table}'::regclass AND contype = 'c'
                 AND pg_get_constraintdef(oid) LIKE '%${column}%' LOOP
         EXECUTE format('ALTER TABLE ${table} DROP CONSTRAINT %I', c.conname);
       END LOOP; END $$`,
  );

export async function up(knex: Knex): Promise<void> {
  await dropChecksOn(knex, 'calendar_link', 'provider_name');
  await dropChecksOn(knex, 'calendar_link', 'sync_status');
  await knex.schema.alterTable('calendar_link', (t) => {
    t.text('ics_url');
    t.text('last_error');
    t.timestamp('ts_failing_since', { useTz: true });
    t.timestamp('ts_stale_notified', { useTz: true });
    t.text('provider_access_token');
    t.text('provider_refresh_token');
  });
  await knex.raw(`ALTER TABLE calendar_link ADD CONSTRAINT calendar_link_provider_name_check
    CHECK (provider_name IN ('ics', 'apple', 'exchange', 'google', 'live_connect', 'office365'))`);
  await knex.raw(`ALTER TABLE calendar_link ADD CONSTRAINT calendar_link_sync_status_check
    CHECK (sync_status IN ('PENDING', 'SYNCED', 'FAILING', 'UNSUBSCRIBED'))`);

  await knex.schema.alterTable('space_availability', (t) => {
    t.text('source').notNullable().defaultTo('MANUAL').checkIn(['MANUAL', 'CALENDAR', 'SYNC_STALE']);
    t.integer('calendar_link_id').references('calendar_link.calendar_link_id').onDelete('SET NULL').index();
    t.text('external_uid');
    t.index(['space_id', 'slot_from']);
  });
  await knex.raw(`ALTER TABLE space_availability ADD CONSTRAINT space_availability_range_check CHECK (slot_from < slot_to) NOT VALID`);

  await knex.schema.createTable('calendar_feed', (t) => {
    t.integer('space_id').primary().references('space.space_id').onDelete('CASCADE');
    t.text('feed_secret').notNullable().unique();
    timestamps(knex, t, false);
  });

  await knex.schema.createTable('calendar_oauth_state', (t) => {
    t.text('state_hash').primary();
    t.integer('space_id').notNullable().references('space.space_id').onDelete('CASCADE');
    t.integer('account_id').notNullable().references('account.account_id').onDelete('CASCADE');
    t.text('provider_name').notNullable();
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.timestamp('consumed_at', { useTz: true });
  });

  await knex.schema.createTable('team_invitation', (t) => {
    t.increments('team_invitation_id');
    t.integer('team_member_id').notNullable().references('team_member.team_member_id').onDelete('CASCADE').index();
    t.text('token_hash').notNullable().unique();
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.timestamp('consumed_at', { useTz: true });
    timestamps(knex, t, false);
  });

  await knex.schema.alterTable('organisation', (t) => {
    t.timestamp('ts_rating_computed', { useTz: true });
  });

  await knex('notification_setting')
    .insert({ name: 'calendar_sync_failed', scope: 'LOCATION', type: 'SYSTEM', email: true, sms: false, is_editable: false, is_booker: false, is_vendor: true })
    .onConflict('name').ignore();
  await knex('notification_setting')
    .insert({ name: 'host_rating_critical', scope: 'LOCATION', type: 'SYSTEM', email: true, sms: false, is_editable: false, is_booker: false, is_vendor: true })
    .onConflict('name').ignore();
}

export async function down(knex: Knex): Promise<void> {
  await knex('notification_setting').whereIn('name', ['calendar_sync_failed', 'host_rating_critical']).delete();
  await knex.schema.alterTable('organisation', (t) => t.dropColumn('ts_rating_computed'));
  await dropTables(knex, ['team_invitation', 'calendar_oauth_state', 'calendar_feed']);
  await knex.raw('ALTER TABLE space_availability DROP CONSTRAINT IF EXISTS space_availability_range_check');
  await knex.schema.alterTable('space_availability', (t) => {
    t.dropIndex(['space_id', 'slot_from']);
    t.dropColumn('external_uid');
    t.dropColumn('calendar_link_id');
    t.dropColumn('source');
  });
  await knex('calendar_link').whereIn('provider_name', ['ics']).delete();
  await knex('calendar_link').where('sync_status', 'FAILING').update({ sync_status: 'PENDING' });
  await knex.raw('ALTER TABLE calendar_link DROP CONSTRAINT calendar_link_provider_name_check, DROP CONSTRAINT calendar_link_sync_status_check');
  await knex.raw(`ALTER TABLE calendar_link ADD CONSTRAINT calendar_link_provider_name_check
    CHECK (provider_name IN ('apple', 'exchange', 'google', 'live_connect', 'office365'))`);
  await knex.raw(`ALTER TABLE calendar_link ADD CONSTRAINT calendar_link_sync_status_check CHECK (sync_status IN ('PENDING', 'SYNCED', 'UNSUBSCRIBED'))`);
  await knex.schema.alterTable('calendar_link', (t) => {
    for (const c of ['ics_url', 'last_error', 'ts_failing_since', 'ts_stale_notified', 'provider_access_token', 'provider_refresh_token']) t.dropColumn(c);
  });
}
