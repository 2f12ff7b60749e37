/**
 * Payment work that runs inside every API process: the test provider's webhook delivery (only
 * when the test provider is in use; off with ZAALPLEK_TEST_PROVIDER_WEBHOOKS=off) and the
 * reconciler (at start and every RECONCILE_MS).
 */
import type { Knex } from 'knex';
import { paymentProvider } from './provider';
import { reconcilePayments } from './reconcile';
import { startTestProviderWebhooks, type WebhookDelivery } from './testProviderWebhooks';

const RECONCILE_MS = 60_000;
let webhooks: WebhookDelivery | null = null;

/** Called by the checkout page after an action: deliver the webhook now rather than at the next tick. */
export function kickTestProviderWebhooks(): void {
  webhooks?.kick();
}

export function startPaymentBackground(knex: Knex, opts: { log?: (m: string) => void; env?: NodeJS.ProcessEnv } = {}): { stop(): Promise<void> } {
  const env = opts.env ?? process.env;
  const log = opts.log ?? ((m: string) => console.warn(m));
  const own = paymentProvider(knex, env).name === 'test' && env.ZAALPLEK_TEST_PROVIDER_WEBHOOKS !== 'off' ? startTestProviderWebhooks(knex, { log }) : null;
  if (own) webhooks = own;
  let stopped = false;
  let running: Promise<unknown> = Promise.resolve();
  const tick = () => {
    if (stopped) return;
    running = reconcilePayments(knex, log).catch((err) => {
      if (!stopped) log(`payments: reconcile failed: ${String(err)}`);
    });
  };
  const first = setTimeout(tick, 200);
  const timer = setInterval(tick, RECONCILE_MS);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearTimeout(first);
      clearInterval(timer);
      await running;
      if (own) {
        await own.stop();
        if (webhooks === own) webhooks = null;
      }
    },
  };
}
