/** Registers the booking job handlers and the payments engineer's job bodies (call once before startJobs). */
import { handleFinalInvoice } from '../../jobs/handlers/finalInvoice';
import { handlePayout } from '../../jobs/handlers/payout';
import { handleRefund } from '../../jobs/handlers/refund';
import { registerJobHandler, registerMinuteTask } from '../../jobs/registry';
import { sendPendingOutbox } from '../notifications/outboxSender';
import { REFUND_JOB } from './actions';
import { TIMERS_JOB } from './store';
import { FINAL_INVOICE_JOB, PAYOUT_JOB, processBookingTimers } from './timers';

export function registerBookingJobs(): void {
  registerJobHandler(TIMERS_JOB, async (data, { knex, clock }) => {
    const id = Number(data.booking_id);
    if (Number.isInteger(id)) await processBookingTimers(knex, id, clock.now());
  });
  registerJobHandler(REFUND_JOB, async (data, ctx) => handleRefund({ refund_id: Number(data.refund_id) }, ctx));
  registerJobHandler(FINAL_INVOICE_JOB, async (data, ctx) => handleFinalInvoice({ booking_id: Number(data.booking_id) }, ctx));
  // booking e-mails written in transactions go out through SMTP when it is configured
  registerMinuteTask('mail.outbox', (knex) => sendPendingOutbox(knex));
  registerJobHandler(PAYOUT_JOB, async (data, ctx) => {
    await handlePayout({ booking_id: Number(data.booking_id) }, ctx);
  });
}
