/** Opening the database (DATABASE_URL or embedded), migrations, and a health ping. */
import fs from 'node:fs';
import path from 'node:path';
import knexFactory, { Knex } from 'knex';
import { Model } from 'objection';
import pg from 'pg';
import { preferUnixSocket, startEmbeddedPostgres } from './embedded';

// numeric and bigint (count(*)) as JS numbers: our values stay far below 2^53.
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => Number.parseFloat(v));
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number.parseInt(v, 10));

/** The repository root: the nearest ancestor holding lerna.json. */
export function repoRoot(): string {
  let dir = __dirname;
  while (dir !== path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'lerna.json'))) return dir;
    dir = path.dirname(dir);
  }
  return process.cwd();
}

/** <repo>/.data/pg, or ZAALPLEK_PG_DATA_DIR when set (e.g. a throw-away dir for e2e runs). */
export function defaultDataDir(): string {
  return process.env.ZAALPLEK_PG_DATA_DIR || path.join(repoRoot(), '.data', 'pg');
}

export function createKnex(connectionString: string, pool: Knex.PoolConfig = { min: 0, max: 10 }): Knex {
  return knexFactory({ client: 'pg', connection: connectionString, pool });
}

export interface OpenDatabaseOptions {
  databaseUrl?: string;
  dataDir?: string;
  port?: number;
  onLog?: (message: string) => void;
}

export interface OpenedDatabase {
  knex: Knex;
  connectionString: string;
  embedded: boolean;
  stop(): Promise<void>;
}

/** DATABASE_URL (or databaseUrl) when given, otherwise an embedded PostgreSQL in dataDir. */
export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<OpenedDatabase> {
  const url = options.databaseUrl ?? process.env.DATABASE_URL;
  if (url) {
    const knex = createKnex(url);
    Model.knex(knex);
    return { knex, connectionString: url, embedded: false, stop: () => knex.destroy() };
  }
  const server = await startEmbeddedPostgres({
    dataDir: options.dataDir ?? defaultDataDir(),
    port: options.port,
    onLog: options.onLog,
  });
  const connectionString = server.connectionString.replace(/\/postgres$/, '/zaalplek');
  const admin = createKnex(server.connectionString, { min: 0, max: 1 });
  try {
    const exists = await admin.raw('SELECT 1 FROM pg_database WHERE datname = ?', ['zaalplek']);
    if (exists.rows.length === 0) await admin.raw('CREATE DATABASE zaalplek');
  } finally {
    await admin.destroy();
  }
  // the app's pool, the LISTEN hubs and the job queue all connect through the socket when there is one
  const localUrl = await preferUnixSocket(connectionString);
  const knex = createKnex(localUrl);
  Model.knex(knex);
  return {
    knex,
    connectionString: localUrl,
    embedded: true,
    stop: async () => {
      await knex.destroy().catch(() => undefined);
      await server.stop();
    },
  };
}

/** Loads the compiled (.js, from dist) or source (.ts, under jest) migrations in ./migrations. */
class DirectoryMigrationSource implements Knex.MigrationSource<string> {
  private readonly dir = path.join(__dirname, 'migrations');

  async getMigrations(): Promise<string[]> {
    return fs
      .readdirSync(this.dir)
      .filter((f) => /\.(js|ts)$/.test(f) && !f.endsWith('.d.ts'))
      .map((f) => f.replace(/\.(js|ts)$/, ''))
      .sort();
  }

  getMigrationName(name: string): string {
    return name;
  }

  async getMigration(name: string): Promise<Knex.Migration> {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    return require(path.join(this.dir, name)) as Knex.Migration;
  }
}

const migrationConfig = (): Knex.MigratorConfig => ({
  migrationSource: new DirectoryMigrationSource(),
  tableName: 'knex_migrations',
});

export async function migrate(knex: Knex): Promise<void> {
  await knex.migrate.latest(migrationConfig());
}

export async function rollbackAll(knex: Knex): Promise<void> {
  await knex.migrate.rollback(migrationConfig(), true);
}

export async function pingDatabase(knex: Knex): Promise<boolean> {
  try {
    await knex.raw('SELECT 1');
    return true;
  } catch {
    return false;
  }
}
