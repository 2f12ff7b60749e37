/** Koa state shared by every middleware and route. */
import type { Knex } from 'knex';
import type { ParameterizedContext } from 'koa';
import type { Viewer } from './auth/tokens';
import type { ServerConfig } from './config';
import type { Locale } from './middleware/locale';

export interface AppState {
  viewer: Viewer | null;
  /** an Authorization: Bearer header was sent (valid or not) */
  hasBearer: boolean;
  locale: Locale;
}

export interface AppDeps {
  knex: Knex;
  config: ServerConfig;
}

export type AppContext = ParameterizedContext<AppState>;

export const imageUrl = (imageId: number | null | undefined): string | null =>
  imageId == null ? null : `/api/image/${imageId}/`;
