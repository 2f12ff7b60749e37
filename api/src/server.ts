/**
 * startServer: database (DATABASE_URL or embedded), migrations, demo data, the Koa app,
 * graphql-ws and the notifications listener on one http server. stop() closes them all and
 * stops the embedded PostgreSQL.
 */
import type { AddressInfo } from 'node:net';
import type { Knex } from 'knex';
import { createApp } from './app';
import { createListener, tlsFilesFromEnv } from './listener';
import { readConfig, type ServerConfig } from './config';
import { migrate, openDatabase } from './db/database';
import { seedDemoData } from './db/seed';
import { buildSchemas } from './graphql/schema';
import { startNotificationHub } from './realtime/notificationHub';
import { startBookingStatusHub } from './realtime/bookingStatusHub';
import { startChatHub } from './realtime/chatHub';
import { registerChatJobs } from './services/chat';
import { registerContentJobs } from './services/content/editor';
import { startSearchResultCache } from './services/search/resultCache';
import { installTestClock, testClockRequested } from './dev/clock';
import { attachGraphqlWs } from './realtime/wsServer';
import { startJobs } from './jobs/runner';
import { registerHostOpsJobs, startHostOpsSchedules } from './jobs/hostOps';
import { registerBookingJobs, sweepDueBookings } from './services/booking';
import { startPaymentBackground } from './services/payments/background';
import { assertPaymentProviderAllowed } from './services/payments/testProviderGuard';
import { registerPaymentJobs } from './services/payments/paymentJobs';

export interface StartServerOptions {
  port?: number;
  host?: string;
  /** HTTPS with HTTP/2 from these PEM files; default ZAALPLEK_TLS_CERT / ZAALPLEK_TLS_KEY, else plain HTTP */
  tls?: { cert: string; key: string } | null;
  /** external PostgreSQL; default DATABASE_URL, else embedded */
  databaseUrl?: string;
  /** embedded PostgreSQL data dir; default ZAALPLEK_DATA_DIR or <repo>/.data/pg */
  dataDir?: string;
  /** an already open database (tests): not migrated, seeded or stopped by the server */
  database?: { knex: Knex; connectionString: string };
  migrate?: boolean;
  seed?: boolean;
  config?: Partial<ServerConfig>;
  log?: (message: string) => void;
}

export interface RunningServer {
  url: string;
  port: number;
  stop(): Promise<void>;
}

export async function startServer(options: StartServerOptions = {}): Promise<RunningServer> {
  const log = options.log ?? ((m: string) => console.log(m));
  const config = readConfig(process.env, options.config);
  assertPaymentProviderAllowed(); // no built-in test payments in production unless enabled on purpose
  // e2e: a movable clock (POST /dev/clock); refused in production
  if (testClockRequested()) installTestClock();
  const ownDb = !options.database;
  const db = options.database
    ? { ...options.database, stop: async () => undefined }
    : await openDatabase({
        databaseUrl: options.databaseUrl,
        dataDir: options.dataDir ?? process.env.ZAALPLEK_DATA_DIR,
      });
  const cleanups: Array<() => Promise<void>> = [() => db.stop()];
  const cleanup = async () => {
    for (const fn of cleanups.splice(0).reverse()) await fn().catch((err) => log(`shutdown: ${String(err)}`));
  };

  try {
    if (options.migrate ?? ownDb) await migrate(db.knex);
    if (options.seed ?? ownDb) {
      const { seeded } = await seedDemoData(db.knex);
      if (seeded) log('Demo data loaded.');
    }
    const schemas = buildSchemas();
    const app = createApp({ knex: db.knex, config, schemas });
    const notifications = await startNotificationHub(db.connectionString, log);
    cleanups.push(() => notifications.close());
    // wait_for_booking_status: one LISTEN booking_status connection per process
    const bookingStatus = await startBookingStatusHub(db.connectionString, log);
    cleanups.push(() => bookingStatus.close());
    // chat messages and read markers: one LISTEN chat connection per process (any process may send)
    const chat = await startChatHub(db.connectionString, db.knex, log);
    cleanups.push(() => chat.close());
    // venue_search result cache, invalidated by LISTEN search_data_changed (ZAALPLEK_SEARCH_CACHE=off: none)
    if (process.env.ZAALPLEK_SEARCH_CACHE !== 'off') {
      const searchCache = await startSearchResultCache(db.connectionString, log);
      cleanups.push(() => searchCache.close());
    }
    // durable jobs (pg-boss in the same database): booking deadlines, reminders, payouts, invoices
    registerBookingJobs();
    registerPaymentJobs(); // refunds and payouts queued by the booking services
    registerHostOpsJobs(); // calendar import, coupon expiry, host rating
    registerChatJobs(); // unread-chat e-mails (one per quiet period)
    registerContentJobs(); // scheduled publication of content
    const jobs = await startJobs({ knex: db.knex, connectionString: db.connectionString, sweep: sweepDueBookings, log });
    cleanups.push(() => jobs.stop());
    const hostOps = startHostOpsSchedules({ log });
    cleanups.push(async () => hostOps.stop());

    const listener = createListener(app.callback(), options.tls === undefined ? tlsFilesFromEnv() : options.tls);
    const { server } = listener;
    const ws = attachGraphqlWs({ server, schema: schemas.full, knex: db.knex, jwtSecret: config.jwtSecret, notifications });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(options.port ?? 8080, options.host, () => resolve());
    });
    cleanups.push(() => listener.close());
    cleanups.push(() => ws.close());
    // test provider webhook delivery + payment reconciliation (docs/CONTRACTS.md, Payments)
    const payments = startPaymentBackground(db.knex, { log });
    cleanups.push(() => payments.stop());

    const port = (server.address() as AddressInfo).port;
    let stopping: Promise<void> | null = null;
    return {
      url: `${listener.scheme}://localhost:${port}`,
      port,
      stop: () => (stopping ??= cleanup()),
    };
  } catch (err) {
    await cleanup();
    throw err;
  }
}
