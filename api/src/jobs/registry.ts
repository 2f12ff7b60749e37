/** Job handlers by name. Register before startJobs(); every handler must be idempotent (it may run again after a crash). */
import type { Knex } from 'knex';
import type { Clock } from './clock';

export interface JobContext {
  knex: Knex;
  clock: Clock;
}
export type JobHandler = (data: Record<string, unknown>, ctx: JobContext) => Promise<void>;

const handlers = new Map<string, JobHandler>();

export function registerJobHandler(name: string, handler: JobHandler): void {
  handlers.set(name, handler);
}
export function jobHandlers(): ReadonlyMap<string, JobHandler> {
  return handlers;
}

/** Work run with every sweep (each minute, and by runDue()): e.g. the outbox sender. Must be idempotent. */
export type MinuteTask = (knex: Knex, now: Date) => Promise<unknown>;
const minuteTasks = new Map<string, MinuteTask>();
export function registerMinuteTask(name: string, task: MinuteTask): void {
  minuteTasks.set(name, task);
}
export function minuteTaskList(): ReadonlyMap<string, MinuteTask> {
  return minuteTasks;
}
