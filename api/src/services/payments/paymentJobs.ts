/** Registers the payment job bodies the booking services queue: refunds and payouts (call once before startJobs). */
import { handlePayout } from '../../jobs/handlers/payout';
import { handleRefund } from '../../jobs/handlers/refund';
import { registerJobHandler } from '../../jobs/registry';
import { REFUND_JOB } from '../booking/actions';
import { PAYOUT_JOB } from '../booking/timers';

export function registerPaymentJobs(): void {
  registerJobHandler(REFUND_JOB, async (data, ctx) => handleRefund({ refund_id: Number(data.refund_id) }, ctx));
  registerJobHandler(PAYOUT_JOB, async (data, ctx) => {
    await handlePayout({ booking_id: Number(data.booking_id) }, ctx);
  });
}
