/**
 * npm run bench:search — venue_search on 100 000 spaces / ~1 000 000 bookings (after a build).
 * Data dir <repo>/.data/bench-pg (kept; seeded once with seed:large). Prints p50/p95/p99 of >= 1000
 * varied searches over HTTP, req/s at concurrency 20 (autocannon) with Node's and PostgreSQL's CPU per uncached
 * search (PostgreSQL's from /proc, Linux only), EXPLAIN (ANALYZE, BUFFERS) of hot queries.
 * Raw figures bypass the search result cache (every search runs its statements); the cached runs use the
 * same 1,200 varied searches (each comes back a few times in the run) and 200 searches repeated (popular
 * searches), starting from an empty cache, and print the cache's hits and misses.
 * First a same-run reference (bench/reference.cjs): `{ _health }` req/s at concurrency 20 and a fixed
 * PostgreSQL statement; the main figures are also printed as shares of it.
 * After seeding (or on a data dir whose search rows are not settled), CLUSTER space_search_row and
 * VACUUM (ANALYZE) run first (seed-large.ts settleAfterBulkLoad): a fresh seed read 3-4x the pages.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const here = path.dirname(fileURLToPath(import.meta.url));
const dist = path.join(here, '..', 'dist');
const repo = path.join(here, '..', '..');
const { openDatabase, migrate } = require(path.join(dist, 'db/database.js'));
const { seedDemoData } = require(path.join(dist, 'db/seed/index.js'));
const { seedLarge, settleAfterBulkLoad } = require(path.join(dist, 'db/seed-large.js'));
const { measureReference, shareOfRate, timesPgStatement } = require('./reference.cjs');
const { postgresCpuSeconds } = require('./postgresCpu.cjs');
const { startServer } = require(path.join(dist, 'server.js'));
const { venueSearchStatement } = require(path.join(dist, 'queries/venueSearch.js'));
const { normalizeSearchInput } = require(path.join(dist, 'domain/search/searchInput.js'));
const { setSearchProfiler } = require(path.join(dist, 'graphql/search/venue_search.js'));
const { setSearchResultCacheBypass, searchResultCache } = require(path.join(dist, 'services/search/resultCache.js'));
const autocannon = require('autocannon');

const SPACES = Number(process.env.BENCH_SPACES ?? 100000);
const SEARCHES = Number(process.env.BENCH_SEARCHES ?? 1200);
const dataDir = process.env.ZAALPLEK_BENCH_DATA_DIR ?? path.join(repo, '.data', 'bench-pg');

const QUERY = `query($input: VenueFindInput) { venue_search(input: $input) { total total_spaces total_pages
  price_histogram { from count } venues { venue_id venue_name min_price distance venue_spaces { space_id space_name half_day_price is_favorite } } } }`;

/** The search page's query (mfe-search resultsApi: cards and the "no results" suggestions), for the UI's figure. */
const UI_QUERY = `query($input: VenueFindInput) { venue_search(input: $input) { total total_spaces total_is_capped page size total_pages
  venues { venue_id venue_name venue_url city latitude longitude min_price
    venue_spaces { space_id space_name space_url space_reference half_day_price image_url city venue_name max_guests space_booking_type rating is_favorite latitude longitude } }
  price_histogram { from to count } suggestions { kind filter count city city_slug latitude longitude } } }`;

function rng(seed) {
  let s = seed >>> 0;
  return () => ((s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32);
}

const KINDS = ['0 text city', '1 lat/lng 10 km', '2 text + date/time', '3 lat/lng 15 km + date + attendees', '4 map box + activity', '5 text + price + direct booking'];

function inputs(cities, n) {
  const r = rng(42);
  const pick = (a) => a[Math.floor(r() * a.length)];
  const day = (d) => new Date(Date.now() + d * 86400000).toISOString().slice(0, 10);
  const out = [];
  for (let i = 0; i < n; i += 1) {
    const c = pick(cities);
    const input = {};
    const kind = i % 6;
    if (kind === 0) input.search = c.name;
    if (kind === 1) Object.assign(input, { lat: c.latitude, lng: c.longitude, radius_km: 10 });
    if (kind === 2) Object.assign(input, { search: c.name, date: day(1 + (i % 20)), time_preset: pick(['MORNING', 'AFTERNOON', 'EVENING']) });
    if (kind === 3) Object.assign(input, { lat: c.latitude, lng: c.longitude, radius_km: 15, date: day(1 + (i % 30)), attendees: 10 + (i % 40) });
    if (kind === 4) Object.assign(input, { bounds: { north: c.latitude + 0.1, south: c.latitude - 0.1, east: c.longitude + 0.15, west: c.longitude - 0.15 }, activities: [pick(['we_meet', 'we_train', 'we_present'])] });
    if (kind === 5) Object.assign(input, { search: c.name.slice(0, -1), price_min: 5000, price_max: 40000, is_direct_booking: r() < 0.5 });
    if (r() < 0.3) input.sort = pick(['PRICE', 'RATING', 'SIZE']);
    if (r() < 0.2) input.sort_direction = pick(['ASC', 'DESC']);
    if (r() < 0.2) input.page = 2;
    if (r() < 0.15) input.attendees = 15;
    out.push(input);
  }
  return out;
}

/**
 * autocannon resolves at the end of `duration` and drops its sockets, but the server is still running
 * the searches it had accepted; stopping the server then aborted their pool acquisitions ("Acquire
 * connection error: aborted"). Wait until the database has had no other active query for a while.
 */
async function untilIdle(knex) {
  for (let quiet = 0, i = 0; quiet < 4 && i < 400; i += 1) {
    const { rows } = await knex.raw(`SELECT count(*)::int AS n FROM pg_stat_activity
      WHERE datname = current_database() AND state <> 'idle' AND pid <> pg_backend_pid() AND backend_type = 'client backend'`);
    quiet = rows[0].n === 0 ? quiet + 1 : 0;
    await new Promise((r) => setTimeout(r, 25));
  }
}

/**
 * Is the data settled as after seed-large's CLUSTER + VACUUM (ANALYZE)? Search rows in (city, venue, space)
 * order, few dead rows, and the big tables' pages all-visible. A data dir seeded before seed-large settled
 * it, or left with a write load, is not.
 */
async function settledState(knex) {
  const { rows: [order] } = await knex.raw(`SELECT (count(*) FILTER (WHERE back))::float / greatest(count(*), 1) AS out_of_order FROM (
    SELECT (city_id, venue_id, space_id) < lag((city_id, venue_id, space_id)) OVER (ORDER BY ctid) AS back FROM space_search_row) x`);
  const { rows } = await knex.raw(`SELECT c.relname, c.relpages, c.relallvisible, coalesce(s.n_dead_tup, 0)::int AS dead, coalesce(s.n_live_tup, 0)::int AS live
    FROM pg_class c LEFT JOIN pg_stat_user_tables s ON s.relid = c.oid WHERE c.relname IN ('space_search_row', 'booking', 'space', 'venue') AND c.relkind = 'r'`);
  const allVisible = rows.reduce((a, r) => a + r.relallvisible, 0) / Math.max(1, rows.reduce((a, r) => a + r.relpages, 0));
  const dead = rows.reduce((a, r) => a + r.dead, 0) / Math.max(1, rows.reduce((a, r) => a + r.live, 0));
  const ok = order.out_of_order < 0.05 && allVisible > 0.9 && dead < 0.1;
  return { ok, text: `search rows out of order ${(100 * order.out_of_order).toFixed(1)} %, pages all-visible ${(100 * allVisible).toFixed(0)} %, dead rows ${(100 * dead).toFixed(1)} %` };
}

/** The postmaster's pid (the parent of this connection's backend), or 0 without /proc. */
async function postmasterPidOf(knex) {
  try {
    const pid = Number((await knex.raw('SELECT pg_backend_pid() AS pid')).rows[0].pid);
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return 0;
  }
}

const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

async function main() {
  const started = Date.now();
  const db = await openDatabase({ dataDir });
  let server;
  try {
    await migrate(db.knex);
    // planner settings of the search_perf migration (ALTER DATABASE) apply to new connections only
    await db.knex.destroy();
    db.knex.initialize();
    await seedDemoData(db.knex);
    const [{ n: spaces }] = await db.knex('space').count({ n: '*' });
    if (spaces < SPACES) {
      console.log(`seeding ${SPACES} spaces with 10 bookings each into ${dataDir} ...`);
      const t = Date.now();
      const seeded = await seedLarge(db.knex, SPACES, 10);
      console.log(`seeded in ${((Date.now() - t) / 1000).toFixed(1)} s, of which ${(seeded.settleMs / 1000).toFixed(1)} s CLUSTER space_search_row + VACUUM (ANALYZE)`);
    }
    const state = await settledState(db.knex);
    if (state.ok) {
      await db.knex.raw('ANALYZE');
      console.log(`data settled (${state.text}): ANALYZE only`);
    } else {
      const { ms } = await settleAfterBulkLoad(db.knex);
      console.log(`data not settled (${state.text}): ran CLUSTER space_search_row + VACUUM (ANALYZE) in ${(ms / 1000).toFixed(1)} s -> ${(await settledState(db.knex)).text}`);
    }
    const [{ n: allSpaces }] = await db.knex('space').count({ n: '*' });
    const [{ n: bookings }] = await db.knex('booking').count({ n: '*' });
    console.log(`data: ${allSpaces} spaces, ${bookings} bookings`);
    const cities = await db.knex('seo_location').where('entity_type', 'CITY').select('name', 'latitude', 'longitude');

    server = await startServer({ port: 0, database: { knex: db.knex, connectionString: db.connectionString }, log: () => undefined });
    const url = `${server.url.replace(/\/$/, '')}/api/graphql/public`;
    const list = inputs(cities, SEARCHES);
    const post = (input) => fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: QUERY, variables: { input } }) });
    setSearchResultCacheBypass(true); // raw: every search computed
    for (const input of list.slice(0, 30)) await (await post(input)).json(); // warm up
    const ref = await measureReference(db.knex, url, { connections: 20, seconds: 5 });
    await untilIdle(db.knex);
    console.log(`\n${ref.line()}`);
    const times = [];
    let errors = 0;
    let timing = null;
    setSearchProfiler((t) => { timing = t; });
    const perKind = new Map();
    for (const [i, input] of list.entries()) {
      timing = null;
      const t = performance.now();
      const body = await (await post(input)).json();
      const ms = performance.now() - t;
      times.push(ms);
      if (body.errors) errors += 1;
      const kind = KINDS[i % KINDS.length];
      let k = perKind.get(kind);
      if (!k) perKind.set(kind, (k = { http: [], main: [], suggestions: [], resolver: [], node: [], empty: 0, cached: 0 }));
      k.http.push(ms);
      if (timing) {
        k.main.push(timing.main);
        k.suggestions.push(timing.suggestions);
        k.resolver.push(timing.resolver + timing.queued);
        k.node.push(ms - timing.total);
        if (timing.cached) k.cached += 1;
      }
      if (body.data?.venue_search?.total === 0) k.empty += 1;
    }
    setSearchProfiler(null);
    times.sort((a, b) => a - b);
    console.log(`\n${list.length} varied searches (sequential, HTTP incl. GraphQL, result cache bypassed): p50 ${pct(times, 50).toFixed(1)} ms, p95 ${pct(times, 95).toFixed(1)} ms, p99 ${pct(times, 99).toFixed(1)} ms, errors ${errors}`);
    console.log(`  p95 = ${timesPgStatement(pct(times, 95), ref)}`);
    // where the time goes per search kind: main statement, suggestions (only when nothing matches), the rest of
    // the resolver, and Node outside the resolver (HTTP, GraphQL parse/validate/execute/serialise)
    const sum = (a) => a.reduce((x, y) => x + y, 0);
    const f = (a) => { const s = [...a].sort((x, y) => x - y); return `${(sum(a) / Math.max(1, a.length)).toFixed(1)}/${(s.length ? pct(s, 95) : 0).toFixed(1)}`; };
    console.log('per kind, ms as mean/p95:  http | main statement | suggestions | other resolver | node (http+graphql) | empty results | cache hits');
    for (const [kind, k] of perKind) {
      console.log(`  ${kind.padEnd(34)} n=${k.http.length}  http ${f(k.http)} | main ${f(k.main)} | sugg ${f(k.suggestions)} | other ${f(k.resolver)} | node ${f(k.node)} | empty ${k.empty} | cached ${k.cached}`);
    }

    const toBody = (input) => JSON.stringify({ query: QUERY, variables: { input } });
    const seconds = Number(process.env.BENCH_SECONDS ?? 15);
    const cannon = async (opts) => { const r = await autocannon(opts); await untilIdle(db.knex); return r; };
    const load = (bodies, duration) => {
      let k = 0;
      return cannon({
        url, connections: 20, duration, method: 'POST', headers: { 'content-type': 'application/json' },
        requests: [{ setupRequest: (req) => ({ ...req, body: bodies[(k += 1) % bodies.length] }) }],
      });
    };
    const all = list.map(toBody);
    // CPU per uncached search: this process (server and load client) and PostgreSQL's processes
    const postmasterPid = await postmasterPidOf(db.knex);
    const pgCpu0 = postmasterPid ? postgresCpuSeconds(postmasterPid) : null;
    const cpu0 = process.cpuUsage();
    const raw = await load(all, seconds);
    const cpu = process.cpuUsage(cpu0);
    const pgCpu1 = postmasterPid ? postgresCpuSeconds(postmasterPid) : null;
    console.log(`autocannon, concurrency 20, ${raw.duration} s, ${all.length} varied searches, result cache bypassed: ${raw.requests.average.toFixed(0)} req/s average = ${shareOfRate(raw.requests.average, ref)}, latency p50 ${raw.latency.p50} ms p99 ${raw.latency.p99} ms, non-2xx ${raw.non2xx}, errors ${raw.errors}`);
    const n = Math.max(1, raw.requests.total);
    console.log(`  CPU per search: Node (server and load client) ${((cpu.user + cpu.system) / 1000 / n).toFixed(2)} ms${
      pgCpu0 != null && pgCpu1 != null ? `, PostgreSQL ${(((pgCpu1 - pgCpu0) * 1000) / n).toFixed(2)} ms` : ''}`);
    // the same searches with the search page's query: it also selects suggestions, computed for the searches
    // without results (the query above does not select them, so they are not computed for it)
    const ui = await load(list.map((input) => JSON.stringify({ query: UI_QUERY, variables: { input } })), seconds);
    console.log(`autocannon, concurrency 20, ${ui.duration} s, the same searches with the search page's query (suggestions selected), result cache bypassed: ${ui.requests.average.toFixed(0)} req/s average = ${shareOfRate(ui.requests.average, ref)}, latency p50 ${ui.latency.p50} ms p99 ${ui.latency.p99} ms, non-2xx ${ui.non2xx}, errors ${ui.errors}`);
    setSearchResultCacheBypass(false);
    const cache = searchResultCache();
    const withCache = async (bodies, label) => {
      cache?.invalidate();
      const before = cache?.stats();
      const r = await load(bodies, seconds);
      const after = cache?.stats();
      const hits = after && before ? `${after.hits - before.hits} hits / ${after.misses - before.misses} misses` : 'no cache (ZAALPLEK_SEARCH_CACHE=off)';
      console.log(`autocannon, concurrency 20, ${r.duration} s, ${label}, result cache on (${hits}): ${r.requests.average.toFixed(0)} req/s average = ${shareOfRate(r.requests.average, ref)}, latency p50 ${r.latency.p50} ms p99 ${r.latency.p99} ms, non-2xx ${r.non2xx}, errors ${r.errors}`);
    };
    await withCache(all, `${all.length} varied searches`);
    await withCache(all.slice(0, 200), '200 searches repeated');
    // the reference again: how much the machine's speed moved during the run
    const after = await measureReference(db.knex, url, { connections: 20, seconds: 5 });
    await untilIdle(db.knex);
    console.log(`reference again at the end: { _health } ${after.http.rps.toFixed(0)} req/s (${((100 * after.http.rps) / ref.http.rps).toFixed(0)} % of the first), PostgreSQL statement median ${after.pg.median.toFixed(1)} ms`);

    const samples = {
      'text "Utrecht"': { search: 'Utrecht' },
      'lat/lng 10 km + date afternoon + attendees 20': { lat: 52.09, lng: 5.12, radius_km: 10, date: new Date(Date.now() + 3 * 86400000).toISOString().slice(0, 10), attendees: 20 },
      'map box + activity, sort price': { bounds: { north: 52.45, south: 52.25, east: 5.05, west: 4.7 }, activities: ['we_meet'], sort: 'PRICE' },
      'no filters (broad, capped count)': {},
    };
    for (const [name, input] of Object.entries(samples)) {
      const stmt = venueSearchStatement(db.knex, { criteria: normalizeSearchInput(input), viewerId: null, now: Date.now() }).toSQL();
      const { rows } = await db.knex.raw(`EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) ${stmt.sql}`, stmt.bindings);
      const plan = rows.map((r) => r['QUERY PLAN']);
      const indexes = [...new Set(plan.join('\n').match(/(?:Index|Index Only|Bitmap Index) Scan (?:Backward )?(?:using|on) \w+/g) ?? [])];
      console.log(`\nEXPLAIN ${name}: ${plan.find((l) => l.startsWith('Execution Time'))}\n  indexes: ${indexes.join(', ')}`);
      if (process.env.BENCH_FULL_PLANS) console.log(plan.join('\n'));
    }
  } finally {
    if (server) await server.stop();
    await db.stop();
  }
  console.log(`\nbench:search done in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

main().then(() => process.exit(0), (err) => { console.error(err); process.exit(1); });
