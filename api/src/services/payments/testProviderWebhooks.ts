/**
 * Webhook delivery of the built-in test provider, like a real provider: POST
 * `id=<payment id>` (form encoded) to the payment's webhook URL, retried with back-off until a
 * 2xx. The due webhooks live in test_provider_payment.webhook_due_at, so a delivery interrupted
 * by a crash is retried after the restart. Rows are leased (due time pushed forward) before the
 * HTTP call, so several API processes never deliver the same webhook at once.
 */
import type { Knex } from 'knex';
import { expireOverdueTestPayments } from './testProvider';

const LEASE_MS = 30_000;
const MAX_BACKOFF_MS = 60_000;
export const backoffMs = (attempts: number): number => Math.min(MAX_BACKOFF_MS, 500 * 2 ** Math.max(0, attempts - 1));

export interface WebhookDelivery {
  /** deliver what is due now (also called after a checkout action) */
  kick(): void;
  /** one pass; resolves when finished (tests) */
  runOnce(): Promise<number>;
  stop(): Promise<void>;
}

export function startTestProviderWebhooks(
  knex: Knex,
  opts: { intervalMs?: number; timeoutMs?: number; log?: (m: string) => void } = {},
): WebhookDelivery {
  const log = opts.log ?? (() => undefined);
  let stopped = false;
  let running: Promise<number> | null = null;

  const deliverOne = async (row: { id: string; webhook_url: string; webhook_attempts: number }): Promise<void> => {
    let ok = false;
    try {
      const res = await fetch(row.webhook_url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ id: row.id }).toString(),
        signal: AbortSignal.timeout(opts.timeoutMs ?? 10_000),
      });
      ok = res.ok;
      if (!ok) log(`test provider: webhook ${row.id} -> ${res.status}`);
    } catch (err) {
      log(`test provider: webhook ${row.id} failed: ${String(err)}`);
    }
    const attempts = row.webhook_attempts + 1;
    await knex('test_provider_payment')
      .where({ id: row.id })
      .update(ok ? { webhook_due_at: null, webhook_attempts: attempts } : { webhook_due_at: new Date(Date.now() + backoffMs(attempts)), webhook_attempts: attempts });
  };

  const pass = async (): Promise<number> => {
    await expireOverdueTestPayments(knex);
    const rows = await knex.transaction(async (trx) => {
      const due = await trx('test_provider_payment')
        .whereNotNull('webhook_due_at')
        .where('webhook_due_at', '<=', new Date())
        .orderBy('webhook_due_at')
        .limit(20)
        .forUpdate()
        .skipLocked()
        .select<Array<{ id: string; webhook_url: string; webhook_attempts: number }>>('id', 'webhook_url', 'webhook_attempts');
      if (due.length) {
        await trx('test_provider_payment').whereIn('id', due.map((r) => r.id)).update({ webhook_due_at: new Date(Date.now() + LEASE_MS) });
      }
      return due;
    });
    await Promise.all(rows.map(deliverOne));
    return rows.length;
  };

  const runOnce = (): Promise<number> => {
    if (running) return running.then(() => runOnce());
    running = pass()
      .catch((err) => {
        if (!stopped) log(`test provider: webhook pass failed: ${String(err)}`);
        return 0;
      })
      .finally(() => {
        running = null;
      });
    return running;
  };

  const timer = setInterval(() => {
    if (!stopped && !running) void runOnce();
  }, opts.intervalMs ?? 1000);
  timer.unref();

  return {
    kick: () => {
      if (!stopped) setImmediate(() => void runOnce());
    },
    runOnce,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
