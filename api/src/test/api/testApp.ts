/** A test database with fixtures, the Koa app on a free port, and small HTTP/GraphQL helpers. */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApp } from '../../app';
import { signAccessToken, type Viewer } from '../../auth/tokens';
import { readConfig } from '../../config';
import { createTestDatabase, type TestDatabase } from '../db/createTestDatabase';
import { insertFixtures, type Fixtures } from './fixtures';

export const TEST_SECRET = 'test-secret-for-the-api-tests-only-0123456789';

export interface TestApp {
  db: TestDatabase;
  fx: Fixtures;
  url: string;
  token(accountId: number, state?: Viewer['accountState'], isAdmin?: boolean): string;
  request(path: string, init?: RequestInit & { token?: string; locale?: string }): Promise<Response>;
  graphql<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    opts?: { token?: string; locale?: string; endpoint?: 'public' | 'authenticated' },
  ): Promise<{ status: number; body: { data?: T; errors?: Array<{ message: string; extensions?: Record<string, any> }> } }>;
  close(): Promise<void>;
}

export async function startTestApp(): Promise<TestApp> {
  const db = await createTestDatabase();
  const fx = await insertFixtures(db.knex);
  const config = readConfig({}, { jwtSecret: TEST_SECRET, root: '/nonexistent-root', varDir: '/nonexistent-var' });
  const app = createApp({ knex: db.knex, config, log: () => undefined });
  const server = http.createServer(app.callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const request: TestApp['request'] = (path, init = {}) => {
    const headers = new Headers(init.headers);
    if (init.token) headers.set('Authorization', `Bearer ${init.token}`);
    if (init.locale) headers.set('X-Locale', init.locale);
    return fetch(url + path, { ...init, headers });
  };

  return {
    db,
    fx,
    url,
    token: (accountId, state = 'BOOKER', isAdmin = false) =>
      signAccessToken({ accountId, accountState: state, isAdmin }, { secret: TEST_SECRET }),
    request,
    async graphql(query, variables, opts = {}) {
      const path = opts.endpoint === 'authenticated' ? '/api/graphql' : '/api/graphql/public';
      const res = await request(path, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ query, variables }),
        token: opts.token,
        locale: opts.locale,
      });
      return { status: res.status, body: (await res.json()) as never };
    },
    async close() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await db.destroy();
    },
  };
}
