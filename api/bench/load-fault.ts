/**
 * npm run bench:load — load and fault figures of the API (printed; a benchmark, not a test).
 * A fresh embedded PostgreSQL (temp dir, removed afterwards) with the demo data; the API runs as a
 * separate process (services/payments/crashChild.js) so it can be killed with SIGKILL.
 *   0. same-run reference: sequential `{ _health }` queries per second on this machine;
 *   1. 1,000 requests sent at once, mixed: venue_search, price previews, create_booking (each on its
 *      own slot) and e-mail login requests. Prints status counts and latency percentiles; fails when
 *      any answer is a 5xx or a booking answered as created is not stored (a lost write);
 *   2. 200 guests book and pay (create_booking -> create_booking_payment -> pay at the test iDEAL
 *      checkout) at once; the API is killed with SIGKILL in the middle and restarted. Checks that no
 *      booking, order or payment is half written and that every payment the provider holds as paid
 *      ends with its booking PAID exactly once (one proof of payment, total_paid = order total).
 */
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { signAccessToken } from '../src/auth/tokens';
import { migrate, openDatabase } from '../src/db/database';
import { seedDemoData } from '../src/db/seed';
import { freePort, killProcess as kill, startApiProcess } from '../src/test/api/apiProcess';

const MIXED = 1000;
const PAYING = 200;
const SECRET = 'bench-load-secret-0123456789-abcdefghij';
const CREATE = `mutation($i: SpaceBookingInput!) { create_booking(input: $i) { booking_id booking_status } }`;
const PAY = `mutation($id: Int!) { create_booking_payment(booking_id: $id) { checkout_url provider_payment_id } }`;
const SEARCH = `query($i: VenueFindInput) { venue_search(input: $i) { total venues { venue_id } } }`;
const PREVIEW = `query($i: BookingPreliminaryCalculationInput!) { get_booking_preliminary_calculation(input: $i) { __typename } }`;

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const startApi = (connectionString: string, port: number) =>
  startApiProcess(connectionString, port, SECRET, { ZAALPLEK_RATE_LIMIT_PER_IP: '100000', NODE_ENV: 'development' });

interface Answer { status: number; body: { data?: Record<string, unknown> | null; errors?: unknown[] } | null; ms: number }

async function post(url: string, body: unknown, token?: string, rest = false): Promise<Answer> {
  const t0 = performance.now();
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-locale': 'NL', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    const text = await res.text();
    let parsed: Answer['body'] = null;
    try {
      parsed = text ? (JSON.parse(text) as Answer['body']) : null;
    } catch {
      parsed = null;
    }
    return { status: res.status, body: rest ? { data: parsed as Record<string, unknown> } : parsed, ms: performance.now() - t0 };
  } catch {
    return { status: 0, body: null, ms: performance.now() - t0 };
  }
}

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zaalplek-bench-load-'));
  const db = await openDatabase({ dataDir });
  let api: { url: string; proc: ChildProcess } | null = null;
  try {
    const { knex } = db;
    await migrate(knex);
    await seedDemoData(knex);
    // one always-open DIRECT space without lead time or limits, so every booking is accepted on its own slot
    const space = await knex('space as s').join('venue as v', 'v.venue_id', 's.venue_id').where('s.is_active', true).where('v.is_active', true)
      .orderBy('s.space_id').first('s.space_id', 's.venue_id', 'v.organisation_id');
    await knex('organisation').where('organisation_id', space.organisation_id).update({ is_banned: false });
    await knex('space').where('space_id', space.space_id).update({
      space_booking_type: 'DIRECT', is_prospect: false, book_before_min_th: 0, book_before_max_th: null, booking_limit: 0, preparation_time: 0, service_break: 0, max_guests: 100,
    });
    await knex('space_configuration').where('space_id', space.space_id).update({ max_guests: 100 });
    await knex('space_service').where('space_id', space.space_id).update({ is_mandatory: false });
    await knex('working_time').where('venue_id', space.venue_id).del();
    await knex('working_time').insert([1, 2, 3, 4, 5, 6, 7].map((d) => ({ venue_id: space.venue_id, week_day: d, open_time: 0, close_time: 1440 })));
    await knex('space_availability').where('space_id', space.space_id).del();
    const guests: Array<{ account_id: number; email: string }> = [];
    for (let i = 0; i < MIXED + PAYING; i += 500) {
      const rows = Array.from({ length: Math.min(500, MIXED + PAYING - i) }, (_, j) => ({ email: `load-${i + j}@example.nl`, first_name: 'Load', last_name: 'Guest', account_state: 'BOOKER', is_email_verified: true }));
      guests.push(...(await knex('account').insert(rows).returning(['account_id', 'email'])));
    }
    const tokenOf = (accountId: number) => signAccessToken({ accountId, accountState: 'BOOKER', isAdmin: false }, { secret: SECRET });
    const base = Date.UTC(2032, 0, 5, 6, 0, 0);
    const slotAt = (n: number) => new Date(base + Math.floor(n / 7) * 86400_000 + (n % 7) * 2 * 3600_000);
    const bookingInput = (n: number) => ({ space_id: space.space_id, slot_start: slotAt(n).toISOString(), slot_end: new Date(slotAt(n).getTime() + 2 * 3600_000).toISOString(), attendees: 4, terms_accepted: true });

    const port = await freePort();
    api = await startApi(db.connectionString, port);
    const gql = `${api.url}/api/graphql`;
    const publicGql = `${api.url}/api/graphql/public`;

    // 0. same-run reference
    for (let i = 0; i < 50; i++) await post(publicGql, { query: '{ _health }' });
    const refStart = performance.now();
    for (let i = 0; i < 300; i++) await post(publicGql, { query: '{ _health }' });
    const refRate = 300 / ((performance.now() - refStart) / 1000);
    console.log(`\n0) reference: sequential { _health } over HTTP: ${refRate.toFixed(0)} req/s`);

    // 1. 1,000 mixed requests at once
    const cities = ['Amsterdam', 'Utrecht', 'Rotterdam', 'Den Haag', 'Eindhoven', 'Groningen', ''];
    const kinds = ['search', 'preview', 'booking', 'login'] as const;
    const jobs = Array.from({ length: MIXED }, (_, i) => ({ kind: kinds[i % kinds.length]!, i }));
    const results: Array<{ kind: string; i: number; a: Answer }> = [];
    const t1 = performance.now();
    await Promise.all(jobs.map(async ({ kind, i }) => {
      let a: Answer;
      if (kind === 'search') a = await post(publicGql, { query: SEARCH, variables: { i: { search: cities[i % cities.length], pagination: { page: 1, size: 10 } } } });
      else if (kind === 'preview') a = await post(publicGql, { query: PREVIEW, variables: { i: { space_id: space.space_id, slot_start: slotAt(5000 + i).toISOString(), slot_end: new Date(slotAt(5000 + i).getTime() + 3 * 3600_000).toISOString(), attendees: 1 + (i % 20) } } });
      else if (kind === 'booking') a = await post(gql, { query: CREATE, variables: { i: bookingInput(i) } }, tokenOf(guests[i]!.account_id));
      else a = await post(`${api!.url}/api/account/auth-token/`, { email: guests[i]!.email }, undefined, true);
      results.push({ kind, i, a });
    }));
    const seconds1 = (performance.now() - t1) / 1000;
    console.log(`\n1) ${MIXED} mixed requests sent at once: done in ${seconds1.toFixed(2)} s (${(MIXED / seconds1).toFixed(0)} req/s)`);
    let fiveXx = 0;
    for (const kind of kinds) {
      const mine = results.filter((r) => r.kind === kind);
      const statuses: Record<string, number> = {};
      for (const r of mine) statuses[r.a.status] = (statuses[r.a.status] ?? 0) + 1;
      fiveXx += mine.filter((r) => r.a.status >= 500 || r.a.status === 0).length;
      const ms = mine.map((r) => r.a.ms).sort((a, b) => a - b);
      console.log(`   ${kind.padEnd(8)} ${String(mine.length).padStart(4)}  status ${JSON.stringify(statuses)}  p50 ${pct(ms, 50).toFixed(0)} ms  p95 ${pct(ms, 95).toFixed(0)} ms  max ${ms[ms.length - 1]!.toFixed(0)} ms`);
    }
    const created = results.filter((r) => r.kind === 'booking' && !r.a.body?.errors && r.a.body?.data?.create_booking)
      .map((r) => (r.a.body!.data!.create_booking as { booking_id: number }).booking_id);
    const stored = await knex('booking').whereIn('booking_id', created).count<{ c: string }[]>('* as c');
    const lost = created.length - Number(stored[0]!.c);
    console.log(`   5xx or no answer: ${fiveXx} (must be 0); bookings answered as created: ${created.length}, stored: ${stored[0]!.c}, lost writes: ${lost} (must be 0)`);
    if (fiveXx > 0 || lost !== 0) process.exitCode = 1;

    // 2. SIGKILL during 200 concurrent bookings and payments
    const payers = guests.slice(MIXED, MIXED + PAYING);
    const flows = { booked: 0, paymentStarted: 0, paid: 0, cutOff: 0 };
    const url2 = api.url;
    let killed = false;
    const flowOf = async (g: { account_id: number }, n: number) => {
      const token = tokenOf(g.account_id);
      const b = await post(`${url2}/api/graphql`, { query: CREATE, variables: { i: bookingInput(20000 + n) } }, token);
      const booking = b.body?.data?.create_booking as { booking_id: number } | undefined;
      if (!booking) return void (flows.cutOff += 1);
      flows.booked += 1;
      const p = await post(`${url2}/api/graphql`, { query: PAY, variables: { id: booking.booking_id } }, token);
      const checkout = p.body?.data?.create_booking_payment as { checkout_url: string } | undefined;
      if (!checkout) return void (flows.cutOff += 1);
      flows.paymentStarted += 1;
      try {
        const res = await fetch(`${url2}${new URL(checkout.checkout_url).pathname}`, {
          method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'action=pay&issuer=ING',
        });
        if (res.status === 303) flows.paid += 1;
        else flows.cutOff += 1;
      } catch {
        flows.cutOff += 1;
      }
    };
    const t2 = performance.now();
    const running = Promise.all(payers.map((g, n) => flowOf(g, n)));
    // kill once about a third of the flows have paid (on a busy machine: once any has paid after 20 s; at the latest after 120 s)
    while (!killed) {
      await sleep(20);
      const elapsed = performance.now() - t2;
      if (flows.paid >= PAYING / 3 || (flows.paid > 0 && elapsed > 20_000) || elapsed > 120_000) {
        await kill(api.proc);
        killed = true;
      }
    }
    await running;
    console.log(`\n2) ${PAYING} guests booking and paying at once; API killed with SIGKILL after ${((performance.now() - t2) / 1000).toFixed(2)} s`);
    console.log(`   before the kill: booked ${flows.booked}, payment started ${flows.paymentStarted}, paid at the provider ${flows.paid}, cut off ${flows.cutOff}`);
    api = await startApi(db.connectionString, port);
    const restartAt = performance.now();

    // wait until every payment the provider holds as paid is applied (webhook retries + reconciler)
    const payerIds = payers.map((g) => g.account_id);
    const unsettled = async () => {
      const rows = await knex('test_provider_payment as tp').join('payment as p', function on() {
        this.on('p.provider_payment_id', 'tp.id').andOnVal('p.provider', 'test');
      }).join('booking as b', 'b.booking_id', 'p.booking_id').whereIn('b.account_id', payerIds).where('tp.status', 'paid')
        .whereNot('b.booking_status', 'PAID').count<{ c: string }[]>('* as c');
      return Number(rows[0]!.c);
    };
    while ((await unsettled()) > 0 && performance.now() - restartAt < 90_000) await sleep(250);
    await sleep(2000); // let duplicate deliveries (webhook retry and reconcile) both finish
    console.log(`   after the restart: every paid payment applied within ${((performance.now() - restartAt) / 1000).toFixed(1)} s`);

    const problems: string[] = [];
    const count = async (sql: string) => Number(((await knex.raw(sql, [payerIds])).rows[0] as { c: string }).c);
    const checks: Array<[string, string]> = [
      ['bookings without an order', `SELECT count(*) c FROM booking b WHERE b.account_id = ANY(?) AND NOT EXISTS (SELECT 1 FROM booking_order o WHERE o.booking_id = b.booking_id)`],
      ['orders without items', `SELECT count(*) c FROM booking_order o JOIN booking b USING (booking_id) WHERE b.account_id = ANY(?) AND NOT EXISTS (SELECT 1 FROM booking_order_item i WHERE i.order_id = o.order_id)`],
      ['provider payments paid but booking not PAID', `SELECT count(*) c FROM test_provider_payment tp JOIN payment p ON p.provider = 'test' AND p.provider_payment_id = tp.id JOIN booking b ON b.booking_id = p.booking_id WHERE b.account_id = ANY(?) AND tp.status = 'paid' AND b.booking_status <> 'PAID'`],
      ['payments whose status differs from the provider', `SELECT count(*) c FROM test_provider_payment tp JOIN payment p ON p.provider = 'test' AND p.provider_payment_id = tp.id JOIN booking b ON b.booking_id = p.booking_id WHERE b.account_id = ANY(?) AND tp.status = 'paid' AND p.status <> 'paid'`],
      ['PAID bookings whose paid total differs from the order total', `SELECT count(*) c FROM booking b JOIN booking_order o USING (booking_id) WHERE b.account_id = ANY(?) AND b.booking_status = 'PAID' AND o.total_paid <> o.order_total`],
      ['PAID bookings without exactly one proof of payment', `SELECT count(*) c FROM booking b WHERE b.account_id = ANY(?) AND b.booking_status = 'PAID' AND (SELECT count(*) FROM finance_document d WHERE d.booking_id = b.booking_id AND d.invoice_type = 'PROOF_OF_PAYMENT') <> 1`],
      ['PAID bookings without a paid provider payment', `SELECT count(*) c FROM booking b WHERE b.account_id = ANY(?) AND b.booking_status = 'PAID' AND NOT EXISTS (SELECT 1 FROM payment p JOIN test_provider_payment tp ON p.provider = 'test' AND tp.id = p.provider_payment_id WHERE p.booking_id = b.booking_id AND tp.status = 'paid')`],
    ];
    for (const [label, sql] of checks) {
      const c = await count(sql);
      console.log(`   ${label}: ${c}`);
      if (c !== 0) problems.push(label);
    }
    const paidBookings = await count(`SELECT count(*) c FROM booking b WHERE b.account_id = ANY(?) AND b.booking_status = 'PAID'`);
    const allBookings = await count(`SELECT count(*) c FROM booking b WHERE b.account_id = ANY(?)`);
    console.log(`   bookings stored: ${allBookings}, PAID: ${paidBookings} (paid at the provider before the kill: ${flows.paid}, and any whose pay answer was cut off)`);
    console.log(problems.length ? `   FAILED: ${problems.join('; ')}` : '   every invariant holds');
    if (problems.length) process.exitCode = 1;
  } finally {
    if (api) await kill(api.proc);
    await db.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
