/** Registers the booking job handlers (call once before startJobs). */
import { registerJobHandler } from '../../jobs/registry';
import { TIMERS_JOB } from './store';
import { processBookingTimers } from './timers';

export function registerBookingJobs(): void {
  registerJobHandler(TIMERS_JOB, async (data, { knex, clock }) => {
    const id = Number(data.booking_id);
    if (Number.isInteger(id)) await processBookingTimers(knex, id, clock.now());
  });
}
