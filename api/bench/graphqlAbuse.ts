/**
 * npm run bench:graphql-abuse — how long the API takes to refuse hostile GraphQL documents, against a
 * fresh embedded PostgreSQL with the demo data (temp dir, removed afterwards) and the whole server running.
 * For each kind: the median and the slowest of RUNS refusals over HTTP (/api/graphql/public; every run's
 * text differs, so the document cache does not answer), what refused it, and a same-run reference: a
 * trivial `{ _health }` query. Then the websocket, and a `{ _health }` measured while 20 hostile documents
 * are in flight (does a refusal stall other requests?).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { signAccessToken } from '../src/auth/tokens';
import { migrate, openDatabase } from '../src/db/database';
import { seedDemoData } from '../src/db/seed';
import { GRAPHQL_LIMITS } from '../src/graphql/limits';
import { startServer } from '../src/server';

const RUNS = Number(process.env.BENCH_RUNS ?? 15);
const SECRET = 'bench-graphql-abuse-secret-0123456789-abcdef';

const chained = (n: number) => (i: number) => {
  let doc = `query Chain${i} { ...F0 }\n`;
  for (let k = 0; k < n; k += 1) doc += `fragment F${k} on Query { _health ${k + 1 < n ? `...F${k + 1} ...F${k + 1}` : ''} }\n`;
  return doc;
};
const KINDS: Array<[string, (i: number) => string]> = [
  ['19 chained fragments, each spreading the next twice (~1 KB)', chained(19)],
  ['30 chained fragments (2^30 selections expanded)', chained(30)],
  ['fragment cycle', (i) => `query Cycle${i} { ...A } fragment A on Query { _health ...B } fragment B on Query { ...A ...A }`],
  ['200 aliased venue_search', (i) => `query Aliases${i} { ${Array.from({ length: 200 }, (_, k) => `s${k}: venue_search { total }`).join(' ')} }`],
  ['200 aliased venue_search with input (over the token limit)', (i) => `query AliasesInput${i} { ${Array.from({ length: 200 }, (_, k) => `s${k}: venue_search(input: { search: "Utrecht" }) { total }`).join(' ')} }`],
  ['~1 MB of aliases of _health', (i) => `query Big${i} { ${Array.from({ length: 62_000 }, (_, k) => `h${k}: _health`).join(' ')} }`],
  ['200 directives on one field', (i) => `query Directives${i} { _health ${'@include(if: true) '.repeat(200)} }`],
  ['__type nested 40 deep', (i) => `query Deep${i} { __type(name: "Query") { ${Array.from({ length: 38 }).reduce<string>((inner) => `ofType { ${inner} }`, 'name')} } }`],
];

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const fmt = (ms: number) => `${ms.toFixed(1)} ms`;

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zaalplek-bench-graphql-abuse-'));
  const db = await openDatabase({ dataDir });
  let server: Awaited<ReturnType<typeof startServer>> | null = null;
  try {
    await migrate(db.knex);
    await seedDemoData(db.knex);
    server = await startServer({ port: 0, host: '127.0.0.1', database: { knex: db.knex, connectionString: db.connectionString }, config: { jwtSecret: SECRET }, log: () => undefined });
    const url = `${server.url.replace(/\/$/, '')}/api/graphql/public`;
    const post = async (query: string) => {
      const t0 = performance.now();
      const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json' }, body: JSON.stringify({ query }) });
      const body = (await res.json()) as { data?: unknown; errors?: Array<{ message: string; extensions?: { response?: { body?: { key?: string; meta?: { limit?: string } } } } }> };
      return { ms: performance.now() - t0, body };
    };
    const measure = async (make: (i: number) => string) => {
      const times: number[] = [];
      let last: Awaited<ReturnType<typeof post>>['body'] = {};
      for (let i = 0; i < RUNS; i += 1) {
        const r = await post(make(i));
        times.push(r.ms);
        last = r.body;
      }
      return { times: times.sort((a, b) => a - b), body: last };
    };
    console.log(`limits: ${JSON.stringify(GRAPHQL_LIMITS)}; ${RUNS} runs per kind, HTTP round trip on 127.0.0.1\n`);
    for (let i = 0; i < 20; i += 1) await post(`query Warm${i} { _health }`); // JIT and connections warm
    const reference = await measure((i) => `query Health${i} { _health }`);
    console.log(`reference { _health }: median ${fmt(pct(reference.times, 50))}, max ${fmt(reference.times.at(-1)!)}`);
    for (const [name, make] of KINDS) {
      const r = await measure(make);
      const err = r.body.errors?.[0];
      const by = err?.extensions?.response?.body?.meta?.limit ?? err?.extensions?.response?.body?.key ?? 'NOT REFUSED';
      console.log(`${name.padEnd(62)} median ${fmt(pct(r.times, 50)).padStart(9)}, max ${fmt(r.times.at(-1)!).padStart(9)}, size ${(make(0).length / 1024).toFixed(1)} KB, refused by: ${by}${r.body.data ? ' (HAS DATA)' : ''}`);
    }

    // another request while 20 hostile documents are being refused
    const healthAlone = await post('query Alone { _health }');
    const hostile = Array.from({ length: 20 }, (_, i) => post(KINDS[5]![1](100 + i)));
    const healthDuring = await post('query During { _health }');
    await Promise.all(hostile);
    console.log(`\n{ _health } alone ${fmt(healthAlone.ms)}; while 20 ~1 MB alias documents are sent at once ${fmt(healthDuring.ms)}`);

    // the websocket: the same refusals
    const token = signAccessToken({ accountId: 1, accountState: 'BOOKER', isAdmin: false }, { secret: SECRET });
    const client = createClient({ url: `ws://127.0.0.1:${server.port}/api/graphql/ws`, webSocketImpl: WebSocket, connectionParams: { authorization: `Bearer ${token}` }, retryAttempts: 0, lazy: true, lazyCloseTimeout: 10_000 });
    const overSocket = (query: string) =>
      new Promise<{ ms: number; refused: boolean }>((resolve) => {
        const t0 = performance.now();
        let refused = false;
        client.subscribe({ query }, {
          next: () => undefined,
          error: () => {
            refused = true;
            resolve({ ms: performance.now() - t0, refused });
          },
          complete: () => resolve({ ms: performance.now() - t0, refused }),
        });
      });
    await overSocket('{ _health }');
    for (const [name, make] of [['{ _health } (reference)', (i: number) => `query H${i} { _health }`], KINDS[1]!, KINDS[3]!] as Array<[string, (i: number) => string]>) {
      const times: number[] = [];
      let refused = false;
      for (let i = 0; i < RUNS; i += 1) {
        const r = await overSocket(make(i));
        times.push(r.ms);
        refused = r.refused;
      }
      times.sort((a, b) => a - b);
      console.log(`websocket ${name.padEnd(52)} median ${fmt(pct(times, 50)).padStart(9)}, max ${fmt(times.at(-1)!).padStart(9)}${refused ? ', refused' : ''}`);
    }
    await client.dispose();
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
