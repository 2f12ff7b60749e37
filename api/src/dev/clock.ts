/**
 * Test clock for the e2e (never in production): with env ZAALPLEK_TEST_CLOCK=1 the server's
 * process clock (jobs/clock `clock`) is an OffsetClock, and
 *   GET  /dev/clock                      -> { now }
 *   POST /dev/clock { "advance_ms": n }  -> moves it n ms (n >= 0)
 *   POST /dev/clock { "now": iso }       -> sets it (forwards or backwards)
 * After a move the due booking work runs (the job runner's sweep, `runDue()`) before the answer
 * { now, ran } is sent, so a test sees e.g. an expired reservation at once.
 */
import Router from '@koa/router';
import { OffsetClock, setClock, clock } from '../jobs/clock';
import { currentJobRunner } from '../jobs/runner';
import type { AppState } from '../types';

let testClock: OffsetClock | null = null;

/** Whether the environment asks for the test clock; throws when it does in production. */
export function testClockRequested(env: NodeJS.ProcessEnv = process.env): boolean {
  if (env.ZAALPLEK_TEST_CLOCK !== '1') return false;
  if (env.NODE_ENV === 'production') throw new Error('ZAALPLEK_TEST_CLOCK=1 is refused when NODE_ENV=production');
  return true;
}

/** Makes the process clock an OffsetClock (idempotent). */
export function installTestClock(): OffsetClock {
  testClock ??= new OffsetClock();
  setClock(testClock);
  return testClock;
}

export const activeTestClock = (): OffsetClock | null => testClock;

/** Applies one POST body to the clock; returns an error text for a bad body. */
export function moveClock(c: OffsetClock, body: unknown, realNow: number = Date.now()): string | null {
  const b = (body ?? {}) as { advance_ms?: unknown; now?: unknown };
  if (b.advance_ms !== undefined) {
    if (typeof b.advance_ms !== 'number' || !Number.isFinite(b.advance_ms) || b.advance_ms < 0) return 'advance_ms must be a number >= 0';
    c.advance(b.advance_ms);
    return null;
  }
  if (b.now !== undefined) {
    const t = typeof b.now === 'string' ? Date.parse(b.now) : NaN;
    if (Number.isNaN(t)) return 'now must be an ISO instant';
    c.offsetMs = t - realNow;
    return null;
  }
  return 'send { "advance_ms": n } or { "now": iso }';
}

async function readJson(req: NodeJS.ReadableStream): Promise<unknown> {
  let raw = '';
  for await (const chunk of req) {
    raw += String(chunk);
    if (raw.length > 10_000) throw new Error('body too large');
  }
  return raw ? JSON.parse(raw) : {};
}

export function devClockRouter(): Router<AppState> {
  const router = new Router<AppState>({ prefix: '/dev' });
  router.get('/clock', (ctx) => {
    if (!testClock) return ctx.throw(404);
    ctx.body = { now: clock.now().toISOString(), offset_ms: testClock.offsetMs };
  });
  router.post('/clock', async (ctx) => {
    if (!testClock) return ctx.throw(404);
    let body: unknown;
    try {
      body = (ctx.request as { body?: unknown }).body ?? (await readJson(ctx.req));
    } catch {
      ctx.status = 400;
      ctx.body = { error: 'invalid JSON' };
      return;
    }
    const problem = moveClock(testClock, body);
    if (problem) {
      ctx.status = 400;
      ctx.body = { error: problem };
      return;
    }
    const ran = (await currentJobRunner()?.runDue()) ?? 0;
    ctx.body = { now: clock.now().toISOString(), offset_ms: testClock.offsetMs, ran };
  });
  return router;
}
