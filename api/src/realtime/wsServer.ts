/**
 * graphql-ws on the http server at /api/graphql/ws (full schema). The viewer comes from
 * connectionParams.authorization ("Bearer <jwt>"); a connection with an invalid token is
 * refused (4403), one without a token is anonymous (resolvers then answer UNAUTHENTICATED).
 */
import type http from 'node:http';
import { GraphQLError, specifiedRules, validate, type GraphQLSchema } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import type { Knex } from 'knex';
import { bearerToken, verifyAccessToken, type Viewer } from '../auth/tokens';
import { parseLocale } from '../middleware/locale';
import { createContext } from '../graphql/context';
import { depthLimit } from '../graphql/depthLimit';
import { formatGraphQLError } from '../graphql/errors';
import { MAX_QUERY_DEPTH } from '../graphql/http';
import type { NotificationHub } from './notificationHub';

export const WS_PATH = '/api/graphql/ws';

type ConnectionExtra = {
  viewer?: Viewer | null;
};

export function attachGraphqlWs(options: {
  server: http.Server;
  schema: GraphQLSchema;
  knex: Knex;
  jwtSecret: string;
  notifications: NotificationHub;
}): { close(): Promise<void> } {
  const wss = new WebSocketServer({ server: options.server, path: WS_PATH, maxPayload: 64 * 1024 });
  const format = (errors: readonly GraphQLError[]) => errors.map((e) => formatGraphQLError(e).toJSON());

  const disposable = useServer<Record<string, unknown>, ConnectionExtra>(
    {
      schema: options.schema,
      validate: (schema, document) => validate(schema, document, [...specifiedRules, depthLimit(MAX_QUERY_DEPTH)]),
      onConnect: (ctx) => {
        const raw = ctx.connectionParams?.authorization ?? ctx.connectionParams?.Authorization;
        if (raw == null || raw === '') {
          ctx.extra.viewer = null;
          return true;
        }
        const token = typeof raw === 'string' ? bearerToken(raw) : null;
        const viewer = token ? verifyAccessToken(token, options.jwtSecret) : null;
        if (!viewer) return false;
        ctx.extra.viewer = viewer;
        return true;
      },
      context: (ctx) => {
        const locale = parseLocale(String(ctx.connectionParams?.locale ?? ctx.extra.request.headers['x-locale'] ?? ''));
        return createContext({ knex: options.knex, viewer: ctx.extra.viewer ?? null, locale, notifications: options.notifications });
      },
      onNext: (_ctx, _id, _payload, _args, result) =>
        result.errors ? { ...result, errors: format(result.errors) } : undefined,
      onError: (_ctx, _id, _payload, errors) => format(errors),
    },
    wss,
  );

  return {
    async close() {
      for (const client of wss.clients) client.close(1001, 'Server shutting down');
      await disposable.dispose();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}
