/**
 * npm run bench:chat — chat fan-out on ONE API process (a child process, so its memory is its own) over a
 * fresh embedded PostgreSQL (temp dir, removed afterwards):
 *   - BENCH_CHAT_SUBSCRIBERS (default 1000) websocket connections, each an answering team member of one
 *     organisation subscribed to chat_events;
 *   - a guest sends BENCH_CHAT_MESSAGES (default 30) questions about a space of that organisation, one after the
 *     other, through the same process's HTTP API; every subscriber receives every message (NOTIFY -> LISTEN ->
 *     in-memory fan-out -> graphql-ws);
 *   - prints p50/p95/p99/max delivery latency (from just before the send mutation until a subscriber's socket
 *     got the message) and the API process's memory (RSS) per connection. A first message, not counted, waits
 *     until every subscriber has it (all subscriptions in place, the fan-out path warm).
 * Same-run reference: the same measurement with ONE subscriber first, plus the trivial query and PostgreSQL
 * statement of bench/reference.cjs. Target: p95 <= 100 ms at 1,000 subscribers.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { signAccessToken } from '../src/auth/tokens';
import { migrate, openDatabase } from '../src/db/database';
import { seedDemoData } from '../src/db/seed';
import { freePort, killProcess, startApiProcess } from '../src/test/api/apiProcess';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { measureReference } = require('./reference.cjs');

const SUBSCRIBERS = Number(process.env.BENCH_CHAT_SUBSCRIBERS ?? 1000);
const MESSAGES = Number(process.env.BENCH_CHAT_MESSAGES ?? 30);
const SECRET = 'bench-chat-secret-0123456789-abcdefghij';
const EVENTS = `subscription($a: Int!) { chat_events(account_id: $a) { kind chat_id message { message_id body } } }`;

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const rssMb = (pid: number) => {
  const line = fs.readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith('VmRSS:'));
  return Number(line?.replace(/\D+/g, '') ?? 0) / 1024;
};
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zaalplek-bench-chat-'));
  const db = await openDatabase({ dataDir });
  let api: Awaited<ReturnType<typeof startApiProcess>> | null = null;
  const clients: Client[] = [];
  try {
    await migrate(db.knex);
    await seedDemoData(db.knex);
    const { knex } = db;
    const space = await knex('space as s').join('venue as v', 'v.venue_id', 's.venue_id').where({ 's.is_active': true, 'v.is_active': true })
      .orderBy('s.space_id').first('s.space_id', 'v.organisation_id');
    const [{ account_id: guestId }] = await knex('account').insert({ email: 'bench-chat-guest@example.nl', first_name: 'Bench', last_name: 'Gast', account_state: 'BOOKER' }).returning('account_id');
    const members: number[] = [];
    // members[0] is the reference run's subscriber, members[1..SUBSCRIBERS] the fan-out's
    const accounts = SUBSCRIBERS + 1;
    for (let i = 0; i < accounts; i += 500) {
      const rows = Array.from({ length: Math.min(500, accounts - i) }, (_, k) => ({ email: `bench-chat-${i + k}@example.nl`, first_name: 'Lid', last_name: 'Team', account_state: 'VENDOR' }));
      const ids = await knex('account').insert(rows).returning('account_id');
      members.push(...ids.map((r: { account_id: number }) => r.account_id));
    }
    for (let i = 0; i < members.length; i += 500) {
      await knex('team_member').insert(members.slice(i, i + 500).map((id) => ({ organisation_id: space.organisation_id, account_id: id, email: `bench-chat-m${id}@example.nl`, team_role: 'SUPPORT', invitation_status: 'ACCEPTED' })));
    }

    api = await startApiProcess(db.connectionString, await freePort(), SECRET);
    const pid = api.proc.pid!;
    const wsUrl = `${api.url.replace('http', 'ws')}/api/graphql/ws`;
    const guest = signAccessToken({ accountId: guestId, accountState: 'BOOKER', isAdmin: false }, { secret: SECRET });
    const post = async (query: string) =>
      (await (await fetch(`${api!.url}/api/graphql`, { method: 'POST', headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${guest}` }, body: JSON.stringify({ query }) })).json()) as { data?: Record<string, { chat_id: number }>; errors?: unknown[] };
    const chat = (await post(`{ get_chat(chat_type: SPACE, entity_id: ${space.space_id}) { chat_id } }`)).data!.get_chat!;

    const ref = await measureReference(knex, `${api.url}/api/graphql/public`, { connections: 20, seconds: 3 });
    console.log(ref.line());

    /** `count` subscribers (from members[offset]); sends MESSAGES messages; latencies in ms for every delivery. */
    const run = async (count: number, offset: number, label: string) => {
      let sentAt = 0;
      let expectBody = '';
      let received = 0;
      const latencies: number[] = [];
      let subscribed = 0;
      const mine: Client[] = [];
      for (let i = 0; i < count; i += 1) {
        const id = members[offset + i]!;
        const c = createClient({
          url: wsUrl, webSocketImpl: WebSocket, lazy: false, retryAttempts: 0,
          connectionParams: { authorization: `Bearer ${signAccessToken({ accountId: id, accountState: 'VENDOR', isAdmin: false }, { secret: SECRET })}` },
        });
        mine.push(c);
        c.subscribe({ query: EVENTS, variables: { a: id } }, {
          next: (r) => {
            const event = (r.data as { chat_events?: { message?: { body?: string } } } | undefined)?.chat_events;
            if (event?.message?.body === expectBody) {
              latencies.push(performance.now() - sentAt);
              received += 1;
            }
          },
          error: (e) => console.error('subscriber error', e),
          complete: () => undefined,
        });
        subscribed += 1;
        if (i % 100 === 99) await sleep(50); // let the handshakes through in batches
      }
      clients.push(...mine);
      // the subscriptions are registered once the server ran onSubscribe; give them time
      const rssBefore = rssMb(pid);
      await sleep(Math.max(1000, count * 3));
      const rssAfter = rssMb(pid);
      // one message first that is not counted: every subscription is in place and the fan-out path warm
      received = 0;
      expectBody = `${label} warm-up`;
      const warm = await post(`mutation { send_chat_message(chat_id: ${chat.chat_id}, body: "${expectBody}") { message_id } }`);
      if (warm.errors) throw new Error(JSON.stringify(warm.errors));
      const warmDeadline = performance.now() + 60_000;
      while (received < count && performance.now() < warmDeadline) await sleep(5);
      if (received < count) console.log(`  warm-up: only ${received} of ${count} subscribers got it within 60 s`);
      latencies.length = 0;
      await sleep(200);
      for (let n = 0; n < MESSAGES; n += 1) {
        received = 0;
        expectBody = `${label} bericht ${n}`;
        sentAt = performance.now();
        const r = await post(`mutation { send_chat_message(chat_id: ${chat.chat_id}, body: "${expectBody}") { message_id } }`);
        if (r.errors) throw new Error(JSON.stringify(r.errors));
        const deadline = performance.now() + 10_000;
        while (received < count && performance.now() < deadline) await sleep(2);
        if (received < count) console.log(`  message ${n}: only ${received} of ${count} subscribers got it within 10 s`);
        await sleep(20);
      }
      latencies.sort((a, b) => a - b);
      return { latencies, subscribed, rssBefore, rssAfter, mine };
    };

    const baseline = await run(1, 0, 'ref');
    console.log(`reference (same run): 1 subscriber, ${MESSAGES} messages: p50 ${pct(baseline.latencies, 50).toFixed(1)} ms, p95 ${pct(baseline.latencies, 95).toFixed(1)} ms`);
    for (const c of baseline.mine) await c.dispose();
    await sleep(500);

    const rssIdle = rssMb(pid);
    const t0 = performance.now();
    const main = await run(SUBSCRIBERS, 1, 'fan-out');
    const l = main.latencies;
    const perConnKb = ((rssMb(pid) - rssIdle) * 1024) / SUBSCRIBERS;
    console.log(`${SUBSCRIBERS} subscribers on one API process, ${MESSAGES} messages = ${l.length} deliveries (expected ${SUBSCRIBERS * MESSAGES}) in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    console.log(`delivery latency: p50 ${pct(l, 50).toFixed(1)} ms, p95 ${pct(l, 95).toFixed(1)} ms, p99 ${pct(l, 99).toFixed(1)} ms, max ${l.at(-1)!.toFixed(1)} ms`
      + ` (p95 = ${(pct(l, 95) / pct(baseline.latencies, 95)).toFixed(1)}x the 1-subscriber p95; target p95 <= 100 ms: ${pct(l, 95) <= 100 ? 'met' : 'NOT met'})`);
    console.log(`API process memory: ${rssIdle.toFixed(0)} MB idle -> ${rssMb(pid).toFixed(0)} MB with ${SUBSCRIBERS} connections = ${perConnKb.toFixed(1)} KB per connection (RSS)`);
  } finally {
    await Promise.all(clients.map((c) => c.dispose().catch(() => undefined)));
    if (api) await killProcess(api.proc);
    await db.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().then(() => process.exit(0), (err) => {
  console.error(err);
  process.exit(1);
});
