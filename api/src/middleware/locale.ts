/**
 * X-Locale header (upper-cased by the client: "NL" | "EN") -> ctx.state.locale ('nl' default); the rest
 * of the request runs in an action context with that locale (mails follow the language of the action).
 */
import type { Middleware } from 'koa';
import { publicOrigin } from '../auth/requestInfo';
import { runInActionContext } from '../services/notifications/actionContext';

export type Locale = 'nl' | 'en';

export function parseLocale(value: string | undefined | null): Locale {
  return value?.trim().toLowerCase() === 'en' ? 'en' : 'nl';
}

export function localeMiddleware(): Middleware {
  return async (ctx, next) => {
    const locale = parseLocale(ctx.get('X-Locale'));
    ctx.state.locale = locale;
    await runInActionContext(
      {
        locale,
        origin: () => publicOrigin(`${ctx.protocol}://${ctx.host}`),
        actorAccountId: () => (ctx.state.viewer as { accountId?: number } | null | undefined)?.accountId ?? null,
      },
      next,
    );
  };
}
