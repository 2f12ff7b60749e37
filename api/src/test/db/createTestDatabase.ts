/**
 * A fresh database per test file: CREATE DATABASE ... TEMPLATE of the migrated (and optionally
 * seeded) template made by globalSetup. Binds Objection's Model.knex to it.
 */
import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import { Model } from 'objection';
import { createKnex } from '../../db/database';
import { seedDemoData } from '../../db/seed';
import { ADMIN_URL_ENV, SEEDED_TEMPLATE_DB, TEMPLATE_DB, withDatabase } from './env';

export interface TestDatabase {
  knex: Knex;
  connectionString: string;
  databaseName: string;
  destroy(): Promise<void>;
}

function adminUrl(): string {
  const url = process.env[ADMIN_URL_ENV];
  if (!url) throw new Error(`${ADMIN_URL_ENV} is not set: run the API tests with api/jest.config.js (globalSetup)`);
  return url;
}

/** Creates the seeded template once per run, whichever test worker asks first. */
async function ensureSeededTemplate(admin: Knex): Promise<void> {
  const exists = async () =>
    (await admin.raw('SELECT 1 FROM pg_database WHERE datname = ? AND datistemplate', [SEEDED_TEMPLATE_DB])).rows.length > 0;
  if (await exists()) return;
  await admin.transaction(async (trx) => {
    await trx.raw('SELECT pg_advisory_xact_lock(727274)');
    if ((await trx.raw('SELECT 1 FROM pg_database WHERE datname = ? AND datistemplate', [SEEDED_TEMPLATE_DB])).rows.length > 0) return;
    await admin.raw('DROP DATABASE IF EXISTS ?? WITH (FORCE)', [SEEDED_TEMPLATE_DB]);
    await admin.raw('CREATE DATABASE ?? TEMPLATE ??', [SEEDED_TEMPLATE_DB, TEMPLATE_DB]);
    const seeding = createKnex(withDatabase(adminUrl(), SEEDED_TEMPLATE_DB), { min: 0, max: 2 });
    try {
      await seedDemoData(seeding);
    } finally {
      await seeding.destroy();
    }
    await admin.raw('ALTER DATABASE ?? WITH is_template true', [SEEDED_TEMPLATE_DB]);
  });
}

export async function createTestDatabase(options: { seed?: boolean } = {}): Promise<TestDatabase> {
  const databaseName = `zaalplek_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = createKnex(adminUrl(), { min: 0, max: 2 });
  try {
    if (options.seed) await ensureSeededTemplate(admin);
    await admin.raw('CREATE DATABASE ?? TEMPLATE ??', [databaseName, options.seed ? SEEDED_TEMPLATE_DB : TEMPLATE_DB]);
  } finally {
    await admin.destroy();
  }
  const connectionString = withDatabase(adminUrl(), databaseName);
  const knex = createKnex(connectionString);
  Model.knex(knex);
  return {
    knex,
    connectionString,
    databaseName,
    destroy: async () => {
      await knex.destroy();
      const dropper = createKnex(adminUrl(), { min: 0, max: 1 });
      try {
        await dropper.raw('DROP DATABASE IF EXISTS ?? WITH (FORCE)', [databaseName]);
      } finally {
        await dropper.destroy();
      }
    },
  };
}
