/**
 * npm run bench:booking — create_booking over HTTP (/api/graphql) against a fresh embedded
 * PostgreSQL (temp dir, removed afterwards) with the whole server running (jobs, hubs):
 *   1. bookings created per second at concurrency 20, every booking on its own slot
 *      (BENCH_BOOKINGS, default 600), with p50/p95/p99 latency;
 *   2. 200 concurrent attempts at the same slot (distinct guests): how many succeeded (must be 1)
 *      and how the others were refused (timeslot_not_available).
 * First it prints the same-run reference (bench/reference.cjs: `{ _health }` req/s at the same concurrency
 * and a fixed PostgreSQL statement) and the statements one create_booking sends (knex 'query' events);
 * the figures are also printed as shares of the reference. Part 1 also prints PostgreSQL's CPU per booking
 * (its server processes' user + system time from /proc, Linux only); BENCH_CPU_PROF=<file.cpuprofile>
 * writes a V8 CPU profile of this process (server and client) for part 1 only.
 * The client is node:http with keep-alive connections (like the reference's autocannon): it runs in this
 * process, on the same cores as the server, and fetch() cost about 1.5 ms of CPU per request more.
 * BENCH_CLIENT=fetch uses fetch() as before.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { Session } from 'node:inspector/promises';
import { signAccessToken } from '../src/auth/tokens';
import { migrate, openDatabase } from '../src/db/database';
import { SLOT_OCCUPYING } from '../src/domain/booking/states';
import { seedDemoData } from '../src/db/seed';
import { startServer } from '../src/server';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { measureReference, shareOfRate, timesPgStatement } = require('./reference.cjs');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { postgresCpuSeconds } = require('./postgresCpu.cjs') as { postgresCpuSeconds: (postmasterPid: number) => number | null };

const BOOKINGS = Number(process.env.BENCH_BOOKINGS ?? 600);
const CONCURRENCY = 20;
/**
 * Spaces the bookings of part 1 go to, in turn (BENCH_BOOKING_SPACES, default 1). Every booking of a space
 * updates that space's search row (its occupied time) and holds that row until its commit, so on one space
 * the bookings commit one after another; more spaces show what the rest of the path allows.
 */
const SPACES = Math.max(1, Number(process.env.BENCH_BOOKING_SPACES ?? 1));
const SAME_SLOT = 200;
const SECRET = 'bench-booking-secret-0123456789-abcdefgh';
const CREATE = `mutation($i: SpaceBookingInput!) { create_booking(input: $i) { booking_id booking_status } }`;

const agent = new http.Agent({ keepAlive: true });
/** POST a JSON body, the parsed JSON answer (fetch() with BENCH_CLIENT=fetch) */
async function post(url: string, headers: Record<string, string>, body: string): Promise<unknown> {
  if (process.env.BENCH_CLIENT === 'fetch') return (await fetch(url, { method: 'POST', headers, body })).json();
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: 'POST', agent, headers: { ...headers, 'content-length': Buffer.byteLength(body) } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        try {
          resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')));
        } catch (e) {
          reject(e);
        }
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zaalplek-bench-booking-'));
  const db = await openDatabase({ dataDir });
  let server: Awaited<ReturnType<typeof startServer>> | null = null;
  try {
    await migrate(db.knex);
    await seedDemoData(db.knex);
    const { knex } = db;
    const spaces = await knex('space as s').join('venue as v', 'v.venue_id', 's.venue_id').where('s.is_active', true).where('v.is_active', true)
      .orderBy('s.space_id').limit(SPACES).select('s.space_id', 's.venue_id', 'v.organisation_id');
    for (const sp of spaces) {
      await knex('organisation').where('organisation_id', sp.organisation_id).update({ is_banned: false });
      await knex('space').where('space_id', sp.space_id).update({
        space_booking_type: 'DIRECT', is_prospect: false, book_before_min_th: 0, book_before_max_th: null, booking_limit: 0, preparation_time: 0, service_break: 0, max_guests: 100,
      });
      await knex('space_configuration').where('space_id', sp.space_id).update({ max_guests: 100 });
      await knex('space_service').where('space_id', sp.space_id).update({ is_mandatory: false });
      await knex('working_time').where('venue_id', sp.venue_id).del();
      await knex('working_time').insert([1, 2, 3, 4, 5, 6, 7].map((d) => ({ venue_id: sp.venue_id, week_day: d, open_time: 0, close_time: 1440 })));
      await knex('space_availability').where('space_id', sp.space_id).del();
    }
    const space = spaces[0]!;
    // one guest per booking: the unpaid-reservation limit (3 per guest) must not be what we measure
    const guests: number[] = [];
    for (let i = 0; i < BOOKINGS + SAME_SLOT; i += 500) {
      const rows = Array.from({ length: Math.min(500, BOOKINGS + SAME_SLOT - i) }, (_, j) => ({ email: `bench-${i + j}@example.nl`, first_name: 'Bench', last_name: 'Guest', account_state: 'BOOKER' }));
      guests.push(...(await knex('account').insert(rows).returning('account_id')).map((r: { account_id: number }) => r.account_id));
    }
    server = await startServer({ port: 0, host: '127.0.0.1', database: { knex, connectionString: db.connectionString }, config: { jwtSecret: SECRET }, log: () => undefined });
    const url = `${server.url}/api/graphql`;
    const create = async (accountId: number, start: Date, spaceId: number = space.space_id): Promise<{ ok: boolean; key?: string; ms: number }> => {
      const t0 = performance.now();
      const body = (await post(url, {
        'content-type': 'application/json', authorization: `Bearer ${signAccessToken({ accountId, accountState: 'BOOKER', isAdmin: false }, { secret: SECRET })}`,
      }, JSON.stringify({ query: CREATE, variables: { i: { space_id: spaceId, slot_start: start.toISOString(), slot_end: new Date(start.getTime() + 2 * 3600_000).toISOString(), attendees: 4, terms_accepted: true } } }),
      )) as { data?: unknown; errors?: Array<{ extensions?: { response?: { body?: { key?: string } } } }> };
      return { ok: !body.errors, key: body.errors?.[0]?.extensions?.response?.body?.key, ms: performance.now() - t0 };
    };
    // distinct slots: 2 h each, 06:00-20:00 UTC (7 a day), far ahead
    const base = Date.UTC(2032, 0, 5, 6, 0, 0);
    const slotAt = (n: number) => new Date(base + Math.floor(n / 7) * 86400_000 + (n % 7) * 2 * 3600_000);

    // warm-up (JIT, pools)
    for (let n = 0; n < 10; n++) await create(guests[BOOKINGS + n]!, slotAt(100000 + n));

    // the reference query goes through the same endpoint and bearer check as create_booking
    const refHeaders = { authorization: `Bearer ${signAccessToken({ accountId: guests[BOOKINGS]!, accountState: 'BOOKER', isAdmin: false }, { secret: SECRET })}` };
    const ref = await measureReference(knex, url, { connections: CONCURRENCY, seconds: 5, headers: refHeaders });
    console.log(`\n${ref.line()}`);

    // what one create_booking sends to PostgreSQL (the request's own statements, in order), once the
    // reference's last requests are done
    for (let quiet = 0, i = 0; quiet < 4 && i < 400; i += 1) {
      const { rows } = await knex.raw(`SELECT count(*)::int AS n FROM pg_stat_activity
        WHERE datname = current_database() AND state <> 'idle' AND pid <> pg_backend_pid() AND backend_type = 'client backend'`);
      quiet = rows[0].n === 0 ? quiet + 1 : 0;
      await new Promise((r) => setTimeout(r, 25));
    }
    const statements: Array<{ sql: string; tx: boolean; t0: number; ms: number }> = [];
    const byUid = new Map<string, { sql: string; tx: boolean; t0: number; ms: number }>();
    const onQuery = (q: { sql: string; __knexQueryUid: string; __knexTxId?: string }) => {
      const s = { sql: q.sql, tx: Boolean(q.__knexTxId), t0: performance.now(), ms: 0 };
      statements.push(s);
      byUid.set(q.__knexQueryUid, s);
    };
    const onResponse = (_r: unknown, q: { __knexQueryUid: string }) => {
      const s = byUid.get(q.__knexQueryUid);
      if (s) s.ms = performance.now() - s.t0;
    };
    const onError = (_e: unknown, q: { __knexQueryUid: string }) => onResponse(null, q);
    knex.on('query', onQuery).on('query-response', onResponse).on('query-error', onError);
    const one = await create(guests[BOOKINGS + 10]!, slotAt(200000));
    knex.removeListener('query', onQuery).removeListener('query-response', onResponse).removeListener('query-error', onError);
    const label = (sql: string) => {
      const m = /^\s*(select|insert into|update|delete from|with)\b[\s\S]*?(?:\bfrom\s+|^\s*insert into\s+|^\s*update\s+|^\s*delete from\s+)"?([\w.]+)"?/i.exec(sql);
      return m ? `${m[1]!.split(' ')[0]!.toLowerCase()} ${m[2]}` : sql.trim().split(/\s+/).slice(0, 2).join(' ').toLowerCase();
    };
    const counts = new Map<string, number>();
    for (const s of statements) counts.set(label(s.sql), (counts.get(label(s.sql)) ?? 0) + 1);
    const dbMs = statements.reduce((a, s) => a + s.ms, 0);
    console.log(`\n0) one create_booking (${one.ok ? 'ok' : one.key}, ${one.ms.toFixed(1)} ms): ${statements.length} statements, ${statements.filter((s) => s.tx).length} in its transaction, ${dbMs.toFixed(1)} ms waiting for them`);
    console.log(`   ${[...counts].map(([k, n]) => (n > 1 ? `${k} x${n}` : k)).join(', ')}`);
    if (process.env.BENCH_STATEMENTS) for (const s of statements) console.log(`   ${s.ms.toFixed(2).padStart(7)} ms ${s.tx ? 'T' : ' '} ${s.sql.slice(0, 160)}`);

    const backendPid = Number((await knex.raw('SELECT pg_backend_pid() AS pid')).rows[0].pid);
    let postmasterPid = 0;
    try {
      const stat = fs.readFileSync(`/proc/${backendPid}/stat`, 'utf8');
      postmasterPid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    } catch {
      // no /proc: PostgreSQL's CPU is not printed
    }
    const profile = process.env.BENCH_CPU_PROF ? new Session() : null;
    if (profile) {
      profile.connect();
      await profile.post('Profiler.enable');
      await profile.post('Profiler.start');
    }
    const pgCpu0 = postmasterPid ? postgresCpuSeconds(postmasterPid) : null;
    let next = 0;
    const latencies: number[] = [];
    const failures: Record<string, number> = {};
    const t0 = performance.now();
    const cpu0 = process.cpuUsage();
    await Promise.all(Array.from({ length: CONCURRENCY }, async () => {
      while (next < BOOKINGS) {
        const n = next++;
        const r = await create(guests[n]!, slotAt(Math.floor(n / spaces.length)), spaces[n % spaces.length]!.space_id);
        latencies.push(r.ms);
        if (!r.ok) failures[r.key ?? 'unknown'] = (failures[r.key ?? 'unknown'] ?? 0) + 1;
      }
    }));
    const seconds = (performance.now() - t0) / 1000;
    const cpu = process.cpuUsage(cpu0);
    const pgCpu1 = postmasterPid ? postgresCpuSeconds(postmasterPid) : null;
    if (profile) {
      const { profile: data } = await profile.post('Profiler.stop');
      fs.writeFileSync(process.env.BENCH_CPU_PROF!, JSON.stringify(data));
      profile.disconnect();
    }
    latencies.sort((a, b) => a - b);
    const okCount = BOOKINGS - Object.values(failures).reduce((s, v) => s + v, 0);
    console.log(`\n1) create_booking over HTTP, concurrency ${CONCURRENCY}, ${BOOKINGS} distinct slots on ${spaces.length === 1 ? 'one space' : `${spaces.length} spaces in turn`}`);
    console.log(`   created ${okCount}/${BOOKINGS} in ${seconds.toFixed(2)} s = ${(okCount / seconds).toFixed(1)} bookings/s = ${shareOfRate(okCount / seconds, ref)}`);
    console.log(`   latency p50 ${pct(latencies, 50).toFixed(1)} ms, p95 ${pct(latencies, 95).toFixed(1)} ms (= ${timesPgStatement(pct(latencies, 95), ref)}), p99 ${pct(latencies, 99).toFixed(1)} ms`);
    console.log(`   Node CPU (server and this client) ${((cpu.user + cpu.system) / 1000 / BOOKINGS).toFixed(1)} ms per booking${
      pgCpu0 != null && pgCpu1 != null ? `, PostgreSQL CPU ${(((pgCpu1 - pgCpu0) * 1000) / BOOKINGS).toFixed(1)} ms per booking` : ''}`);
    if (Object.keys(failures).length) console.log(`   failures: ${JSON.stringify(failures)}`);

    const same = new Date(Date.UTC(2033, 5, 1, 9, 0, 0));
    const t1 = performance.now();
    const results = await Promise.all(guests.slice(BOOKINGS, BOOKINGS + SAME_SLOT).map((g) => create(g, same)));
    const won = results.filter((r) => r.ok).length;
    const keys: Record<string, number> = {};
    for (const r of results) if (!r.ok) keys[r.key ?? 'unknown'] = (keys[r.key ?? 'unknown'] ?? 0) + 1;
    const stored = await knex('booking').where({ space_id: space.space_id, booking_start: same }).whereIn('booking_status', [...SLOT_OCCUPYING]).count<{ c: string }[]>('* as c');
    console.log(`\n2) ${SAME_SLOT} concurrent create_booking on the same slot`);
    console.log(`   succeeded: ${won} (must be 1); refused: ${JSON.stringify(keys)}; slot-occupying rows stored: ${stored[0]!.c}; ${((performance.now() - t1) / 1000).toFixed(2)} s`);
    if (won !== 1 || Number(stored[0]!.c) !== 1) process.exitCode = 1;
  } finally {
    agent.destroy();
    await server?.stop();
    await db.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
