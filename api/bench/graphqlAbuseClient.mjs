/**
 * The load side of bench:graphql-abuse (graphqlAbuse.ts), in a worker thread: its JSON encoding and
 * sockets do not share the server's event loop, so the times are the server's refusals plus the round trip.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';

const { serverUrl, port, token, runs: RUNS, limits } = workerData;
const GRAPHQL_LIMITS = limits;

const chained = (n) => (i) => {
  let doc = `query Chain${i} { ...F0 }\n`;
  for (let k = 0; k < n; k += 1) doc += `fragment F${k} on Query { _health ${k + 1 < n ? `...F${k + 1} ...F${k + 1}` : ''} }\n`;
  return doc;
};
const KINDS = [
  ['19 chained fragments, each spreading the next twice (~1 KB)', chained(19)],
  ['30 chained fragments (2^30 selections expanded)', chained(30)],
  ['fragment cycle', (i) => `query Cycle${i} { ...A } fragment A on Query { _health ...B } fragment B on Query { ...A ...A }`],
  ['200 aliased venue_search', (i) => `query Aliases${i} { ${Array.from({ length: 200 }, (_, k) => `s${k}: venue_search { total }`).join(' ')} }`],
  ['200 aliased venue_search with input (over the token limit)', (i) => `query AliasesInput${i} { ${Array.from({ length: 200 }, (_, k) => `s${k}: venue_search(input: { search: "Utrecht" }) { total }`).join(' ')} }`],
  ['~1 MB of aliases of _health', (i) => `query Big${i} { ${Array.from({ length: 62_000 }, (_, k) => `h${k}: _health`).join(' ')} }`],
  ['200 directives on one field', (i) => `query Directives${i} { _health ${'@include(if: true) '.repeat(200)} }`],
  ['__type nested 40 deep', (i) => `query Deep${i} { __type(name: "Query") { ${Array.from({ length: 38 }).reduce((inner) => `ofType { ${inner} }`, 'name')} } }`],
];

const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const fmt = (ms) => `${ms.toFixed(1)} ms`;


async function run() {
  const server = { url: serverUrl, port };
    const url = `${server.url.replace(/\/$/, '')}/api/graphql/public`;
    const post = async (query) => {
      const t0 = performance.now();
      const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json' }, body: JSON.stringify({ query }) });
      const body = await res.json();
      return { ms: performance.now() - t0, body };
    };
    const measure = async (make) => {
      const times = [];
      let last = {};
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
    console.log(`reference { _health }: median ${fmt(pct(reference.times, 50))}, max ${fmt(reference.times.at(-1))}`);
    for (const [name, make] of KINDS) {
      const r = await measure(make);
      const err = r.body.errors?.[0];
      const by = err?.extensions?.response?.body?.meta?.limit ?? err?.extensions?.response?.body?.key ?? 'NOT REFUSED';
      console.log(`${name.padEnd(62)} median ${fmt(pct(r.times, 50)).padStart(9)}, max ${fmt(r.times.at(-1)).padStart(9)}, size ${(make(0).length / 1024).toFixed(1)} KB, refused by: ${by}${r.body.data ? ' (HAS DATA)' : ''}`);
    }

    // another request while 20 hostile documents are being refused
    const healthAlone = await post('query Alone { _health }');
    const hostile = Array.from({ length: 20 }, (_, i) => post(KINDS[5][1](100 + i)));
    const healthDuring = await post('query During { _health }');
    await Promise.all(hostile);
    console.log(`\n{ _health } alone ${fmt(healthAlone.ms)}; while 20 ~1 MB alias documents are sent at once ${fmt(healthDuring.ms)}`);

    // the websocket: the same refusals
    const client = createClient({ url: `ws://127.0.0.1:${server.port}/api/graphql/ws`, webSocketImpl: WebSocket, connectionParams: { authorization: `Bearer ${token}` }, retryAttempts: 0, lazy: true, lazyCloseTimeout: 10_000 });
    const overSocket = (query) =>
      new Promise((resolve) => {
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
    for (const [name, make] of [['{ _health } (reference)', (i) => `query H${i} { _health }`], KINDS[1], KINDS[3]]) {
      const times = [];
      let refused = false;
      for (let i = 0; i < RUNS; i += 1) {
        const r = await overSocket(make(i));
        times.push(r.ms);
        refused = r.refused;
      }
      times.sort((a, b) => a - b);
      console.log(`websocket ${name.padEnd(52)} median ${fmt(pct(times, 50)).padStart(9)}, max ${fmt(times.at(-1)).padStart(9)}${refused ? ', refused' : ''}`);
    }
    await client.dispose();
}

run().then(() => parentPort.postMessage('done'), (err) => {
  console.error(err);
  parentPort.postMessage('failed');
});
