/**
 * graphql-ws on the http server at /api/graphql/ws (full schema). The viewer comes from
 * connectionParams.authorization ("Bearer <jwt>"), see socketAuth.ts: a connection with a token that
 * is not ours is refused (4403), one with an expired or logged-out token is closed with 4401 (the client
 * refreshes and reconnects), and so is an open socket when its token expires or, at its next operation,
 * once its session was logged out. A connection without a token is anonymous (resolvers then answer
 * UNAUTHENTICATED). Documents get the same limits and checks as over HTTP (graphql/limits.ts, nulInput.ts).
 */
import type http from 'node:http';
import { GraphQLError, type ExecutionArgs, type GraphQLSchema } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer, type WebSocket } from 'ws';
import type { Knex } from 'knex';
import type { Viewer } from '../auth/tokens';
import { withCurrentRights } from '../middleware/viewer';
import { unauthenticated } from '../errors/ApiError';
import { parseLocale } from '../middleware/locale';
import { createContext } from '../graphql/context';
import { formatGraphQLError } from '../graphql/errors';
import { createDocumentRules } from '../graphql/http';
import { refuseNulVariables } from '../graphql/nulInput';
import type { NotificationHub } from './notificationHub';
import { readSocketCredential, sessionActive, SOCKET_UNAUTHORIZED } from './socketAuth';
import { CHAT_SOCKET_FIELDS, chatSocketViewer, onlyFields } from './chatSocket';
import { subscribeSharing } from './sharedResults';

export const WS_PATH = '/api/graphql/ws';

type ConnectionExtra = {
  viewer?: Viewer | null;
  /** epoch ms the viewer's token expires */
  expiresAt?: number;
  expiryTimer?: NodeJS.Timeout;
  /** connected with chat credentials: chat subscriptions only */
  chat?: boolean;
};

const MAX_TIMER_MS = 2 ** 31 - 1;

export function attachGraphqlWs(options: {
  server: http.Server;
  schema: GraphQLSchema;
  knex: Knex;
  jwtSecret: string;
  notifications: NotificationHub;
}): { close(): Promise<void> } {
  const wss = new WebSocketServer({ server: options.server, path: WS_PATH, maxPayload: 64 * 1024 });
  const format = (errors: readonly GraphQLError[]) => errors.map((e) => formatGraphQLError(e).toJSON());
  const { documents, rules } = createDocumentRules({ locked: false });
  const unauthorized = (socket: WebSocket, reason: string) => socket.close(SOCKET_UNAUTHORIZED, reason);

  const disposable = useServer<Record<string, unknown>, ConnectionExtra & { socket: WebSocket; request: http.IncomingMessage }>(
    {
      schema: options.schema,
      // events many sockets get at once (chat fan-out) are executed once per document
      subscribe: subscribeSharing,
      onConnect: async (ctx) => {
        if (ctx.connectionParams?.chat_token != null) {
          const chat = await chatSocketViewer(options.knex, ctx.connectionParams.chat_user_id, ctx.connectionParams.chat_token, options.jwtSecret);
          if (chat.kind === 'invalid') return false; // 4403
          if (chat.kind === 'expired') {
            unauthorized(ctx.extra.socket, 'Token expired');
            return false;
          }
          ctx.extra.viewer = chat.viewer;
          ctx.extra.chat = true;
          ctx.extra.expiresAt = chat.expiresAt;
          const chatSocket = ctx.extra.socket;
          ctx.extra.expiryTimer = setTimeout(() => unauthorized(chatSocket, 'Token expired'), Math.min(MAX_TIMER_MS, Math.max(0, chat.expiresAt - Date.now())));
          ctx.extra.expiryTimer.unref();
          return true;
        }
        const credential = readSocketCredential(ctx.connectionParams?.authorization ?? ctx.connectionParams?.Authorization, options.jwtSecret);
        if (credential.kind === 'anonymous') {
          ctx.extra.viewer = null;
          return true;
        }
        if (credential.kind === 'invalid') return false; // 4403
        if (credential.kind === 'expired' || !(await sessionActive(options.knex, credential.viewer))) {
          unauthorized(ctx.extra.socket, 'Token expired');
          return false;
        }
        ctx.extra.viewer = credential.viewer;
        ctx.extra.expiresAt = credential.expiresAt;
        const socket = ctx.extra.socket;
        ctx.extra.expiryTimer = setTimeout(() => unauthorized(socket, 'Token expired'), Math.min(MAX_TIMER_MS, Math.max(0, credential.expiresAt - Date.now())));
        ctx.extra.expiryTimer.unref();
        return true;
      },
      onClose: (ctx) => clearTimeout(ctx.extra.expiryTimer),
      onSubscribe: async (ctx, _id, payload) => {
        const viewer = ctx.extra.viewer;
        if (viewer && (Date.now() >= (ctx.extra.expiresAt ?? 0) || !(await sessionActive(options.knex, viewer)))) {
          unauthorized(ctx.extra.socket, 'Token expired');
          return [new GraphQLError('Authentication required', { originalError: unauthenticated() })];
        }
        const nul = refuseNulVariables(payload.variables);
        if (nul) return [nul];
        let document;
        try {
          document = documents.parse(payload.query);
        } catch (err) {
          if (err instanceof GraphQLError) return [err];
          throw err;
        }
        const errors = documents.validate(options.schema, document, rules);
        if (errors.length) return [...errors];
        if (ctx.extra.chat) {
          const refused = onlyFields(document, payload.operationName, CHAT_SOCKET_FIELDS);
          if (refused) return [refused];
        }
        const args: ExecutionArgs = { schema: options.schema, document, operationName: payload.operationName, variableValues: payload.variables };
        return args;
      },
      context: async (ctx) => {
        const locale = parseLocale(String(ctx.connectionParams?.locale ?? ctx.extra.request.headers['x-locale'] ?? ''));
        // admin rights as the account has them now, not as the token says (a demoted admin loses them at once)
        const viewer = ctx.extra.viewer ? await withCurrentRights(options.knex, ctx.extra.viewer) : null;
        return createContext({ knex: options.knex, viewer, locale, notifications: options.notifications });
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
