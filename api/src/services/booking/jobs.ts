/** Registers the booking job handlers (call once before startJobs; the payment jobs: services/payments/paymentJobs.ts). */
import { handleFinalInvoice } from '../../jobs/handlers/finalInvoice';
import { registerJobHandler, registerMinuteTask } from '../../jobs/registry';
import { sendPendingOutbox } from '../notifications/outboxSender';
import { sendPendingSms } from '../sms';
import { TIMERS_JOB } from './store';
import { FINAL_INVOICE_JOB, processBookingTimers } from './timers';

export function registerBookingJobs(): void {
  registerJobHandler(TIMERS_JOB, async (data, { knex, clock }) => {
    const id = Number(data.booking_id);
    if (Number.isInteger(id)) await processBookingTimers(knex, id, clock.now());
  });
  registerJobHandler(FINAL_INVOICE_JOB, async (data, ctx) => handleFinalInvoice({ booking_id: Number(data.booking_id) }, ctx));
  // booking e-mails written in transactions go out through SMTP when it is configured
  registerMinuteTask('mail.outbox', (knex) => sendPendingOutbox(knex));
  // queued SMS (cancellations, pressing matters) and codes whose first send failed
  registerMinuteTask('sms.outbox', (knex) => sendPendingSms(knex));
}
