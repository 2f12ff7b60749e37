/** Job `payments.refund` { refund_id }: sends a pending refund to the provider (idempotent; a failure is retried). */
import type { Knex } from 'knex';
import { executeRefund } from '../../services/payments/refunds';

export async function handleRefund(data: { refund_id: number }, ctx: { knex: Knex; clock?: { now(): Date } }): Promise<void> {
  await executeRefund(ctx.knex, Number(data.refund_id), { now: ctx.clock ? () => ctx.clock!.now() : undefined });
}
