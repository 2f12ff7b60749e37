/**
 * Host back office jobs: calendar import, coupon expiry, host rating and removal of unlinked uploads.
 * `registerHostOpsJobs()` before startJobs(); `startHostOpsSchedules()` after it: every 15 minutes
 * it queues one run of each periodic job (singleton keys, so several API processes queue one job).
 */
import { handleCouponExpiry, COUPON_EXPIRY_JOB } from './handlers/couponExpiry';
import { handleIcsImport, ICS_IMPORT_JOB } from './handlers/icsImport';
import { handleRatingRecompute, handleRatingSweep, RATING_JOB, RATING_SWEEP_JOB } from './handlers/rating';
import { handleUnlinkedUploads, UNLINKED_UPLOADS_JOB } from './handlers/unlinkedUploads';
import { clock } from './clock';
import { registerJobHandler } from './registry';
import { scheduleJob } from './runner';

export const HOST_OPS_EVERY_MS = 15 * 60_000;
export const HOST_OPS_PERIODIC_JOBS = [ICS_IMPORT_JOB, COUPON_EXPIRY_JOB, RATING_SWEEP_JOB, UNLINKED_UPLOADS_JOB] as const;

export function registerHostOpsJobs(): void {
  registerJobHandler(ICS_IMPORT_JOB, handleIcsImport);
  registerJobHandler(COUPON_EXPIRY_JOB, handleCouponExpiry);
  registerJobHandler(RATING_JOB, handleRatingRecompute);
  registerJobHandler(RATING_SWEEP_JOB, handleRatingSweep);
  registerJobHandler(UNLINKED_UPLOADS_JOB, handleUnlinkedUploads);
}

/** Queues one run of every periodic job now (singleton per 15-minute slot). */
export async function queuePeriodicHostOpsJobs(now: Date = clock.now()): Promise<void> {
  const slot = Math.floor(now.getTime() / HOST_OPS_EVERY_MS);
  for (const name of HOST_OPS_PERIODIC_JOBS) await scheduleJob(name, now, {}, { singletonKey: `${name}:${slot}` });
}

export interface HostOpsSchedules {
  stop(): void;
}

export function startHostOpsSchedules(options: { everyMs?: number; log?: (m: string) => void } = {}): HostOpsSchedules {
  const log = options.log ?? ((m: string) => console.warn(m));
  const tick = () => queuePeriodicHostOpsJobs().catch((e: Error) => log(`host ops schedules: ${e.message}`));
  void tick();
  const timer = setInterval(tick, options.everyMs ?? HOST_OPS_EVERY_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
