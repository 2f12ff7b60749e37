/**
 * Jest globalSetup: ONE embedded PostgreSQL for the whole API test run, in a temp data dir,
 * with a migrated template database. Tests clone it with createTestDatabase().
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startEmbeddedPostgres, type EmbeddedPostgresHandle } from '../../db/embedded';
import { createKnex, migrate } from '../../db/database';
import { ADMIN_URL_ENV, EXTERNAL_URL_ENV, SEEDED_TEMPLATE_DB, TEMPLATE_DB, withDatabase } from './env';

export interface TestCluster {
  server?: EmbeddedPostgresHandle;
  tempDir?: string;
}

declare global {
  var __ZAALPLEK_TEST_CLUSTER__: TestCluster | undefined;
}

export default async function globalSetup(): Promise<void> {
  const cluster: TestCluster = {};
  let adminUrl = process.env[EXTERNAL_URL_ENV];
  if (!adminUrl) {
    cluster.tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zaalplek-test-pg-'));
    fs.chmodSync(cluster.tempDir, 0o755);
    cluster.server = await startEmbeddedPostgres({ dataDir: path.join(cluster.tempDir, 'data'), fast: true });
    adminUrl = cluster.server.connectionString;
  }
  globalThis.__ZAALPLEK_TEST_CLUSTER__ = cluster;
  process.env[ADMIN_URL_ENV] = adminUrl;

  const admin = createKnex(adminUrl, { min: 0, max: 1 });
  try {
    for (const db of [SEEDED_TEMPLATE_DB, TEMPLATE_DB]) await admin.raw('DROP DATABASE IF EXISTS ?? WITH (FORCE)', [db]);
    await admin.raw('CREATE DATABASE ??', [TEMPLATE_DB]);
  } finally {
    await admin.destroy();
  }
  const template = createKnex(withDatabase(adminUrl, TEMPLATE_DB), { min: 0, max: 1 });
  try {
    await migrate(template);
  } finally {
    await template.destroy();
  }
}
