/** X-Locale header (upper-cased by the client: "NL" | "EN") -> ctx.state.locale ('nl' default). */
import type { Middleware } from 'koa';

export type Locale = 'nl' | 'en';

export function parseLocale(value: string | undefined | null): Locale {
  return value?.trim().toLowerCase() === 'en' ? 'en' : 'nl';
}

export function localeMiddleware(): Middleware {
  return async (ctx, next) => {
    ctx.state.locale = parseLocale(ctx.get('X-Locale'));
    await next();
  };
}
