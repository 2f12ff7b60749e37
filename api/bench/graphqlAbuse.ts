/**
 * npm run bench:graphql-abuse — how long the API takes to refuse hostile GraphQL documents, against a
 * fresh embedded PostgreSQL with the demo data (temp dir, removed afterwards) and the whole server running.
 * For each kind: the median and the slowest of RUNS refusals over HTTP (/api/graphql/public; every run's
 * text differs, so the document cache does not answer), what refused it, and a same-run reference: a
 * trivial `{ _health }` query. Then the websocket, and a `{ _health }` measured while 20 hostile documents
 * are in flight (does a refusal stall other requests?). The requests come from a worker thread
 * (graphqlAbuseClient.mjs), so their encoding does not run on the server's event loop.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { signAccessToken } from '../src/auth/tokens';
import { migrate, openDatabase } from '../src/db/database';
import { seedDemoData } from '../src/db/seed';
import { GRAPHQL_LIMITS } from '../src/graphql/limits';
import { startServer } from '../src/server';

const RUNS = Number(process.env.BENCH_RUNS ?? 15);
const SECRET = 'bench-graphql-abuse-secret-0123456789-abcdef';

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zaalplek-bench-graphql-abuse-'));
  const db = await openDatabase({ dataDir });
  let server: Awaited<ReturnType<typeof startServer>> | null = null;
  try {
    await migrate(db.knex);
    await seedDemoData(db.knex);
    server = await startServer({ port: 0, host: '127.0.0.1', database: { knex: db.knex, connectionString: db.connectionString }, config: { jwtSecret: SECRET }, log: () => undefined });
    const token = signAccessToken({ accountId: 1, accountState: 'BOOKER', isAdmin: false }, { secret: SECRET });
    const worker = new Worker(path.join(__dirname, 'graphqlAbuseClient.mjs'), {
      workerData: { serverUrl: server.url, port: server.port, token, runs: RUNS, limits: GRAPHQL_LIMITS },
    });
    const outcome = await new Promise((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
    });
    await worker.terminate();
    if (outcome !== 'done') throw new Error('the load worker failed');
  } finally {
    await server?.stop();
    await db.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().then(() => process.exit(0), (err) => {
  console.error(err);
  process.exit(1);
});
