/** Jest globalTeardown: stops the embedded PostgreSQL of globalSetup and removes its data dir. */
import fs from 'node:fs';

export default async function globalTeardown(): Promise<void> {
  const cluster = globalThis.__ZAALPLEK_TEST_CLUSTER__;
  if (!cluster) return;
  await cluster.server?.stop();
  if (cluster.tempDir) fs.rmSync(cluster.tempDir, { recursive: true, force: true });
  globalThis.__ZAALPLEK_TEST_CLUSTER__ = undefined;
}
