/** The per-request (or per-subscription) GraphQL context. */
import type { Knex } from 'knex';
import type { RequestInfo } from '../auth/requestInfo';
import type { Viewer } from '../auth/tokens';
import type { Locale } from '../middleware/locale';
import type { NotificationHub } from '../realtime/notificationHub';
import { createLoaders, type Loaders } from '../services/search/requestLoaders';

export interface GraphQLContext {
  knex: Knex;
  viewer: Viewer | null;
  locale: Locale;
  loaders: Loaders;
  /** present on the websocket server (subscriptions) */
  notifications: NotificationHub | null;
  /** HTTP requests only: client ip, public origin, JWT secret (login flows) */
  request: RequestInfo | null;
}

export function createContext(args: {
  knex: Knex;
  viewer: Viewer | null;
  locale: Locale;
  notifications?: NotificationHub | null;
  request?: RequestInfo | null;
}): GraphQLContext {
  return {
    knex: args.knex,
    viewer: args.viewer,
    locale: args.locale,
    loaders: createLoaders(args.knex),
    notifications: args.notifications ?? null,
    request: args.request ?? null,
  };
}
