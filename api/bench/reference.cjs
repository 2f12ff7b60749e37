/**
 * Same-run references for the API benches, so a figure can be compared across machines and loads:
 *   - http: a trivial GraphQL query `{ _health }` over HTTP (autocannon, the bench's concurrency) — what
 *     HTTP + GraphQL cost without any work behind them;
 *   - pg: a fixed PostgreSQL statement, `SELECT count(*) FROM generate_series(1, 100000)`, timed N times in a
 *     row on one connection — the database's CPU speed right now, without data or caches involved.
 * A bench prints the references first and then each main figure also as a share of them ("= 7.4 % of the
 * trivial-query rate"), which stays roughly constant when the machine is slower or busier.
 */
const autocannon = require('autocannon');

const PG_STATEMENT = 'SELECT count(*) FROM generate_series(1, 100000)';

const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** `{ _health }` over HTTP at `connections` for `seconds`: average req/s and latency percentiles. */
async function trivialQueryRate(url, { connections = 20, seconds = 5, headers = {} } = {}) {
  const r = await autocannon({
    url, connections, duration: seconds, method: 'POST',
    headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ query: '{ _health }' }),
  });
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.non2xx, connections, seconds: r.duration };
}

/** The fixed statement `runs` times on one connection: median and p95 in ms, and statements per second. */
async function pgStatementRate(knex, runs = 30) {
  await knex.raw(PG_STATEMENT); // warm (plan, connection)
  const times = [];
  const t0 = performance.now();
  for (let i = 0; i < runs; i += 1) {
    const t = performance.now();
    await knex.raw(PG_STATEMENT);
    times.push(performance.now() - t);
  }
  const total = performance.now() - t0;
  times.sort((a, b) => a - b);
  return { median: pct(times, 50), p95: pct(times, 95), perSecond: (runs * 1000) / total, runs };
}

/** Both references, measured now; `line()` is the compact text to print. */
async function measureReference(knex, url, options = {}) {
  const pg = await pgStatementRate(knex, options.pgRuns ?? 30);
  const http = await trivialQueryRate(url, options);
  return {
    http, pg,
    line: () => [
      `reference (same run): trivial query { _health } ${http.rps.toFixed(0)} req/s at concurrency ${http.connections} (p50 ${http.p50} ms, p99 ${http.p99} ms${http.errors ? `, ${http.errors} errors` : ''});`,
      `  PostgreSQL "${PG_STATEMENT}" median ${pg.median.toFixed(1)} ms, p95 ${pg.p95.toFixed(1)} ms, ${pg.perSecond.toFixed(0)}/s over ${pg.runs} runs`,
    ].join('\n'),
  };
}

/** "7.4 % of the trivial-query rate" */
function shareOfRate(rps, ref) {
  return `${((100 * rps) / ref.http.rps).toFixed(1)} % of the trivial-query rate`;
}

/** "3.1x the fixed PostgreSQL statement" */
function timesPgStatement(ms, ref) {
  return `${(ms / ref.pg.median).toFixed(1)}x the fixed PostgreSQL statement`;
}

module.exports = { PG_STATEMENT, measureReference, trivialQueryRate, pgStatementRate, shareOfRate, timesPgStatement };
