/** The whole server (startServer: HTTP, graphql-ws, LISTEN hubs) on a free port over a fresh test database with the fixtures. */
import type { Client } from 'graphql-ws';
import { startServer, type RunningServer } from '../../server';
import { insertFixtures, type Fixtures } from '../api/fixtures';
import { createTestDatabase, type TestDatabase } from '../db/createTestDatabase';

export interface WsTestServer {
  db: TestDatabase;
  fx: Fixtures;
  server: RunningServer;
  /** ws://127.0.0.1:<port>/api/graphql/ws */
  wsUrl: string;
  /** graphql-ws clients to dispose of when the server stops */
  clients: Client[];
  stop(): Promise<void>;
}

export async function startWsTestServer(jwtSecret: string): Promise<WsTestServer> {
  const db = await createTestDatabase();
  const fx = await insertFixtures(db.knex);
  const server = await startServer({
    port: 0,
    host: '127.0.0.1',
    database: { knex: db.knex, connectionString: db.connectionString },
    config: { jwtSecret, root: '/nonexistent-root' },
    log: () => undefined,
  });
  const clients: Client[] = [];
  return {
    db,
    fx,
    server,
    wsUrl: `ws://127.0.0.1:${server.port}/api/graphql/ws`,
    clients,
    async stop() {
      await Promise.all(clients.map((c) => c.dispose()));
      await server.stop();
      await db.destroy();
    },
  };
}
