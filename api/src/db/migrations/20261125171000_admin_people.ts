/**
 * Admin area for people and spaces: staff roles besides the admin flag (support, content editor),
 * why an account is blocked (post-payment overdue or a staff decision), why an organisation was
 * rejected or banned, why a space was rejected, SEO texts of a space (h1 and FAQ beside the
 * existing meta title and description), and the act-as sessions (who acted as whom, from where, when
 * it started and stopped).
 */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`ALTER TABLE account
    ADD COLUMN staff_role text CHECK (staff_role IN ('SUPPORT','CONTENT_EDITOR')),
    ADD COLUMN block_cause text CHECK (block_cause IN ('POST_PAYMENT_OVERDUE','STAFF')),
    ADD COLUMN block_reason text CHECK (char_length(block_reason) <= 500),
    ADD COLUMN blocked_booking_id integer REFERENCES booking(booking_id) ON DELETE SET NULL,
    ADD COLUMN ts_blocked timestamptz,
    ADD CONSTRAINT account_admin_or_staff_role CHECK (NOT (is_admin AND staff_role IS NOT NULL))`);
  // accounts blocked before this migration were blocked by the post-payment timer (the only writer)
  await knex.raw(`UPDATE account SET block_cause = 'POST_PAYMENT_OVERDUE', ts_blocked = now() WHERE is_blocked`);
  await knex.raw(`ALTER TABLE organisation
    ADD COLUMN review_reason text CHECK (char_length(review_reason) <= 500),
    ADD COLUMN ban_cause text CHECK (ban_cause IN ('RATING','STAFF')),
    ADD COLUMN ban_reason text CHECK (char_length(ban_reason) <= 500),
    ADD COLUMN ts_banned timestamptz`);
  await knex.raw(`UPDATE organisation SET ban_cause = 'RATING', ts_banned = now() WHERE is_banned`);
  await knex.raw(`ALTER TABLE space
    ADD COLUMN review_reason text CHECK (char_length(review_reason) <= 500),
    ADD COLUMN seo_h1 text CHECK (char_length(seo_h1) <= 200),
    ADD COLUMN seo_faq jsonb NOT NULL DEFAULT '[]'::jsonb CHECK (jsonb_typeof(seo_faq) = 'array')`);
  await knex.raw(`CREATE TABLE act_as_session (
    act_as_session_id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    admin_account_id integer NOT NULL REFERENCES account(account_id) ON DELETE CASCADE,
    target_account_id integer NOT NULL REFERENCES account(account_id) ON DELETE CASCADE,
    target_kind text NOT NULL CHECK (target_kind IN ('CUSTOMER','VENDOR')),
    ts_started timestamptz NOT NULL DEFAULT now(),
    start_ip text,
    ts_expires timestamptz NOT NULL,
    ts_stopped timestamptz,
    stop_ip text,
    CHECK (admin_account_id <> target_account_id)
  )`);
  await knex.raw('CREATE INDEX act_as_session_started ON act_as_session (ts_started DESC)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP TABLE IF EXISTS act_as_session');
  await knex.raw('ALTER TABLE space DROP COLUMN seo_faq, DROP COLUMN seo_h1, DROP COLUMN review_reason');
  await knex.raw('ALTER TABLE organisation DROP COLUMN ts_banned, DROP COLUMN ban_reason, DROP COLUMN ban_cause, DROP COLUMN review_reason');
  await knex.raw(`ALTER TABLE account DROP CONSTRAINT account_admin_or_staff_role,
    DROP COLUMN ts_blocked, DROP COLUMN blocked_booking_id, DROP COLUMN block_reason, DROP COLUMN block_cause, DROP COLUMN staff_role`);
}
