/**
 * The durable job queue: pg-boss 10 in schema `pgboss` of the application database, so any API
 * process can run any job and jobs survive restarts. Queues use the `stately` policy: one queued
 * and one active job per singletonKey. `scheduleJob(..., { trx })` writes the job in the caller's
 * transaction, so a job exists exactly when the change that needs it was committed.
 */
import type { Knex } from 'knex';
import PgBoss from 'pg-boss';
import { preparedRaw } from '../queries/prepared';
import { clock as processClock, type Clock } from './clock';
import { jobHandlers, minuteTaskList, type JobContext } from './registry';

export const JOB_SCHEMA = 'pgboss';
export const SWEEP_JOB = 'booking.sweep';

export interface ScheduleOptions {
  singletonKey: string;
  /** write the job in this transaction */
  trx?: Knex | Knex.Transaction;
}

/** A job's insert as knex.raw text (`?` placeholders) and bindings, to run inside a statement of the caller's. */
export interface JobStatement {
  sql: string;
  bindings: Knex.RawBinding[];
}

export interface JobRunner {
  scheduleJob(name: string, runAt: Date, data: object, options: ScheduleOptions): Promise<string | null>;
  /**
   * The statement scheduleJob would run in the caller's transaction, not run: the caller runs it as part of
   * one of its own statements (a data-modifying WITH query), saving a round trip. null when the queue would
   * need more than that one statement (the caller then uses scheduleJob).
   */
  jobStatement(name: string, runAt: Date, data: object, options: { singletonKey: string }): Promise<JobStatement | null>;
  /** runs the sweep now with the runner's clock (tests, dev clock) */
  runDue(): Promise<number>;
  stop(): Promise<void>;
}

/** pg-boss SQL uses $1..$n; knex.raw wants ? with bindings in order of appearance. */
function toKnexRaw(text: string, values: unknown[]): JobStatement {
  const bindings: Knex.RawBinding[] = [];
  const sql = text.replace(/\?/g, '\\?').replace(/\$(\d+)/g, (_, n: string) => {
    const v = values[Number(n) - 1];
    bindings.push(v === undefined ? null : (v as Knex.RawBinding));
    return '?';
  });
  return { sql, bindings };
}

function knexDb(k: Knex | Knex.Transaction): PgBoss.Db {
  return {
    async executeSql(text: string, values: unknown[]) {
      const { sql, bindings } = toKnexRaw(text, values);
      // the queue's statements in a caller's transaction (scheduling a job) are few and fixed: prepared once per connection
      return { rows: await preparedRaw(k, sql, bindings) };
    },
  };
}

/**
 * A db for pg-boss's send that keeps the statements instead of running them (answering "no row", which
 * send takes as "not inserted"). A plain send (no throttling) makes exactly one: the job's insert.
 */
function capturingDb(): { db: PgBoss.Db; statements: JobStatement[] } {
  const statements: JobStatement[] = [];
  return {
    statements,
    db: {
      async executeSql(text: string, values: unknown[]) {
        statements.push(toKnexRaw(text, values));
        return { rows: [] };
      },
    },
  };
}

let active: JobRunner | null = null;

/** The job's insert to run inside a statement of the caller's (see JobRunner.jobStatement); null without a runner or when it takes more. */
export async function jobStatement(name: string, runAt: Date, data: object, options: { singletonKey: string }): Promise<JobStatement | null> {
  return active ? active.jobStatement(name, runAt, data, options) : null;
}

/** The running queue of this process (null before startJobs or after stop). */
export const currentJobRunner = (): JobRunner | null => active;

/** Schedules on the process's runner; without one (unit tests of other modules) nothing is queued and null is returned. */
export async function scheduleJob(name: string, runAt: Date, data: object, options: ScheduleOptions): Promise<string | null> {
  return active ? active.scheduleJob(name, runAt, data, options) : null;
}

export interface StartJobsOptions {
  knex: Knex;
  connectionString: string;
  clock?: Clock;
  log?: (message: string) => void;
  /** poll interval of the workers (default 2 s) */
  pollingIntervalSeconds?: number;
  /** the sweep: checks every booking with a due deadline (default every minute, cron) */
  sweep?: (knex: Knex, now: Date) => Promise<number>;
}

/**
 * Creates a job queue unless it exists. API processes starting at once on a fresh database create the
 * same queues concurrently: pg-boss's statements can then deadlock (40P01) or find the queue made in
 * between (23505); looking again after a short pause settles it.
 */
async function ensureQueue(boss: PgBoss, name: string): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      if (!(await boss.getQueue(name))) await boss.createQueue(name, { name, policy: 'stately', retryLimit: 10, retryDelay: 30, retryBackoff: true });
      return;
    } catch (err) {
      const code = (err as { code?: string }).code;
      if ((code !== '40P01' && code !== '23505') || attempt >= 5) throw err;
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt + Math.floor(Math.random() * 100)));
    }
  }
}

export async function startJobs(options: StartJobsOptions): Promise<JobRunner> {
  const clock = options.clock ?? processClock;
  const log = options.log ?? ((m: string) => console.warn(m));
  const boss = new PgBoss({ connectionString: options.connectionString, schema: JOB_SCHEMA, max: 3, application_name: 'zaalplek-jobs' });
  boss.on('error', (err: Error) => log(`jobs: ${err.message}`));
  await boss.start();
  const ctx: JobContext = { knex: options.knex, clock };
  const names = [...jobHandlers().keys(), ...(options.sweep ? [SWEEP_JOB] : [])];
  for (const name of names) await ensureQueue(boss, name);
  for (const [name, handler] of jobHandlers()) {
    await boss.work(name, { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2, batchSize: 1 }, async (jobs) => {
      for (const job of jobs) await handler((job.data ?? {}) as Record<string, unknown>, ctx);
    });
  }
  const tasks = async (now: Date) => {
    for (const [name, task] of minuteTaskList()) {
      try {
        await task(options.knex, now);
      } catch (err) {
        log(`jobs: minute task ${name} failed: ${(err as Error).message}`);
      }
    }
  };
  const sweep = options.sweep;
  if (sweep) {
    await boss.work(SWEEP_JOB, { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 }, async () => {
      const now = clock.now();
      await sweep(options.knex, now);
      await tasks(now);
    });
    await boss.schedule(SWEEP_JOB, '* * * * *', {}, { singletonKey: 'sweep' });
  }

  // pg-boss compares with database time: translate the (possibly shifted) clock's instant to real time
  const startAfter = (runAt: Date) => new Date(Date.now() + Math.max(0, runAt.getTime() - clock.now().getTime()));
  const runner: JobRunner = {
    async scheduleJob(name, runAt, data, opts) {
      return boss.send(name, data, { startAfter: startAfter(runAt), singletonKey: opts.singletonKey, ...(opts.trx ? { db: knexDb(opts.trx) } : {}) });
    },
    async jobStatement(name, runAt, data, opts) {
      const capture = capturingDb();
      await boss.send(name, data, { startAfter: startAfter(runAt), singletonKey: opts.singletonKey, db: capture.db });
      const [only] = capture.statements;
      return capture.statements.length === 1 && /^\s*INSERT INTO\b/i.test(only!.sql) && /\bRETURNING\b/i.test(only!.sql) ? only! : null;
    },
    async runDue() {
      const now = clock.now();
      const done = sweep ? await sweep(options.knex, now) : 0;
      await tasks(now);
      return done;
    },
    async stop() {
      if (active === runner) active = null;
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
  active = runner;
  return runner;
}
