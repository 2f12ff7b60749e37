/**
 * Accounts and passwordless login: one-time login/verification tokens (hashed),
 * refresh token families, DB-backed rate limit counters, the mail/SMS outbox, linked social
 * accounts and OAuth states.
 */
import type { Knex } from 'knex';
import { dropTables, timestamps } from '../migrations-helpers';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('auth_token', (t) => {
    t.increments('auth_token_id');
    t.integer('account_id').notNullable().references('account.account_id').onDelete('CASCADE').index();
    t.text('purpose').notNullable().checkIn(['LOGIN', 'VERIFY_EMAIL', 'VERIFY_PHONE']);
    t.text('channel').notNullable().checkIn(['EMAIL', 'SMS']);
    t.text('token_hash').unique();
    t.text('code_hash');
    t.text('target');
    t.text('nonce_hash');
    t.integer('attempts').notNullable().defaultTo(0);
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.timestamp('consumed_at', { useTz: true });
    timestamps(knex, t, false);
  });

  await knex.schema.createTable('refresh_token', (t) => {
    t.increments('refresh_token_id');
    t.integer('account_id').notNullable().references('account.account_id').onDelete('CASCADE').index();
    t.uuid('family_id').notNullable().index();
    t.text('token_hash').notNullable().unique();
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.timestamp('rotated_at', { useTz: true });
    t.timestamp('revoked_at', { useTz: true });
    timestamps(knex, t, false);
  });

  await knex.schema.createTable('rate_limit', (t) => {
    t.text('bucket').notNullable();
    t.timestamp('window_start', { useTz: true }).notNullable();
    t.integer('hits').notNullable().defaultTo(0);
    t.primary(['bucket', 'window_start']);
  });

  await knex.schema.createTable('outbox_message', (t) => {
    t.increments('outbox_message_id');
    t.text('channel').notNullable().checkIn(['EMAIL', 'SMS']);
    t.text('recipient').notNullable();
    t.integer('account_id').references('account.account_id').onDelete('SET NULL');
    t.text('template').notNullable();
    t.text('locale').notNullable().defaultTo('nl');
    t.text('subject');
    t.text('body_text').notNullable();
    t.text('body_html');
    t.timestamp('sent_at', { useTz: true });
    t.text('transport').notNullable().defaultTo('outbox');
    timestamps(knex, t, false);
    t.index(['recipient']);
  });

  await knex.schema.createTable('social_account', (t) => {
    t.increments('social_account_id');
    t.integer('account_id').notNullable().references('account.account_id').onDelete('CASCADE').index();
    t.text('provider').notNullable().checkIn(['facebook', 'google', 'linkedin']);
    t.text('subject').notNullable();
    t.text('email');
    timestamps(knex, t, false);
    t.unique(['provider', 'subject']);
  });

  await knex.schema.createTable('oauth_state', (t) => {
    t.text('state_hash').primary();
    t.text('provider').notNullable();
    t.text('nonce').notNullable();
    t.text('auth_flow').notNullable().checkIn(['LOGIN', 'SIGNUP']);
    t.text('account_state').checkIn(['BOOKER', 'VENDOR']);
    t.text('redirect_uri').notNullable();
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.timestamp('consumed_at', { useTz: true });
    timestamps(knex, t, false);
  });
}

export async function down(knex: Knex): Promise<void> {
  await dropTables(knex, ['oauth_state', 'social_account', 'outbox_message', 'rate_limit', 'refresh_token', 'auth_token']);
}
