/**
 * The Koa app: error shape, security headers, locale, viewer, JSON bodies, REST + GraphQL
 * under /api/, then static files (manifest, MFEs, releases, shell, HTML fallback).
 */
import Koa from 'koa';
import { bodyParser } from '@koa/bodyparser';
import type { Knex } from 'knex';
import { readConfig, type ServerConfig } from './config';
import { errorMiddleware } from './middleware/errors';
import { securityHeaders } from './middleware/security';
import { localeMiddleware } from './middleware/locale';
import { viewerMiddleware } from './middleware/viewer';
import { createApiRouter } from './rest/router';
import { createGraphqlRouter } from './graphql/http';
import { buildSchemas, type Schemas } from './graphql/schema';
import { staticMiddleware } from './static/middleware';
import { noSourceMaps } from './static/noSourceMaps';
import { compressionMiddleware } from './static/compression';
import { devMailboxRouter } from './dev/mailbox';
import { devClockRouter } from './dev/clock';
import { wireServices } from './services/wiring';
import type { AppState } from './types';

export interface CreateAppOptions {
  knex: Knex;
  config?: ServerConfig;
  schemas?: Schemas;
  log?: (err: unknown) => void;
}

export function createApp(options: CreateAppOptions): Koa<AppState> {
  wireServices();
  const config = options.config ?? readConfig();
  const deps = { knex: options.knex, config };
  const schemas = options.schemas ?? buildSchemas();
  const app = new Koa<AppState>({ proxy: process.env.ZAALPLEK_TRUST_PROXY === '1' });
  app.silent = true; // errors are logged by errorMiddleware

  app.use(compressionMiddleware()); // outermost: error bodies are compressed too
  app.use(errorMiddleware(options.log));
  app.use(securityHeaders({ production: config.production }));
  app.use(localeMiddleware());
  app.use(viewerMiddleware(config.jwtSecret, options.knex));
  const parseJson = bodyParser({ enableTypes: ['json'], jsonLimit: config.bodyLimit, encoding: 'utf-8' });
  app.use((ctx, next) => (ctx.path.startsWith('/api/') ? parseJson(ctx, next) : next()));

  const graphql = createGraphqlRouter(deps, schemas);
  app.use(graphql.routes()).use(graphql.allowedMethods());
  const api = createApiRouter(deps);
  app.use(api.routes()).use(api.allowedMethods());
  if (!config.production) {
    const mailbox = devMailboxRouter(deps); // development mailbox: /dev/mailbox, /dev/mailbox.json
    app.use(mailbox.routes()).use(mailbox.allowedMethods());
    const testClock = devClockRouter(); // /dev/clock, 404 unless ZAALPLEK_TEST_CLOCK=1 (e2e)
    app.use(testClock.routes()).use(testClock.allowedMethods());
  }
  app.use(noSourceMaps(config.production));
  app.use(staticMiddleware(config, options.knex, options.log));
  return app;
}
