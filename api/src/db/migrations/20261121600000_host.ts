/**
 * Host back office: staff review of new organisations and spaces, soft removal of
 * venues and spaces (bookings keep pointing at them), and photos kept by the storage adapter
 * (a key instead of bytes in the row) with the account that uploaded them.
 */
import type { Knex } from 'knex';

const REVIEW = "('PENDING','APPROVED','REJECTED')";

export async function up(knex: Knex): Promise<void> {
  // rows from before this migration were reviewed already
  await knex.raw(`ALTER TABLE organisation ADD COLUMN review_status text NOT NULL DEFAULT 'APPROVED' CHECK (review_status IN ${REVIEW})`);
  await knex.raw(`ALTER TABLE space ADD COLUMN review_status text NOT NULL DEFAULT 'APPROVED' CHECK (review_status IN ${REVIEW})`);
  await knex.raw('ALTER TABLE venue ADD COLUMN ts_deleted timestamptz');
  await knex.raw('ALTER TABLE space ADD COLUMN ts_deleted timestamptz');
  await knex.raw('ALTER TABLE image ADD COLUMN storage_key text');
  await knex.raw('ALTER TABLE image ADD COLUMN uploaded_by integer REFERENCES account(account_id) ON DELETE SET NULL');
  await knex.raw('ALTER TABLE image ALTER COLUMN data DROP NOT NULL');
  await knex.raw('ALTER TABLE image ADD CONSTRAINT image_bytes_somewhere CHECK (data IS NOT NULL OR storage_key IS NOT NULL)');
  await knex.raw("CREATE INDEX organisation_review_pending ON organisation (organisation_id) WHERE review_status = 'PENDING'");
  await knex.raw("CREATE INDEX space_review_pending ON space (space_id) WHERE review_status = 'PENDING'");
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX IF EXISTS space_review_pending');
  await knex.raw('DROP INDEX IF EXISTS organisation_review_pending');
  await knex.raw('ALTER TABLE image DROP CONSTRAINT IF EXISTS image_bytes_somewhere');
  await knex.raw('DELETE FROM image WHERE data IS NULL');
  await knex.raw('ALTER TABLE image ALTER COLUMN data SET NOT NULL');
  await knex.raw('ALTER TABLE image DROP COLUMN uploaded_by, DROP COLUMN storage_key');
  await knex.raw('ALTER TABLE space DROP COLUMN ts_deleted, DROP COLUMN review_status');
  await knex.raw('ALTER TABLE venue DROP COLUMN ts_deleted');
  await knex.raw('ALTER TABLE organisation DROP COLUMN review_status');
}
