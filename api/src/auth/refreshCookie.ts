/**
 * The browser keeps its refresh token in an HttpOnly cookie that page scripts cannot read:
 * `zaalplek_refresh`, SameSite=Strict, Path=/api/account/ (only the login, refresh and logout
 * routes see it), Secure on https and always in production, 30 days (the token's own lifetime).
 * Login answers set it; POST /api/account/refresh/ rotates it; POST /api/account/logout/ clears it.
 */
import { REFRESH_TOKEN_TTL_MS } from '../domain/auth/oneTimeTokens';
import type { AppContext } from '../types';

export const REFRESH_COOKIE = 'zaalplek_refresh';
export const REFRESH_COOKIE_PATH = '/api/account/';

const options = (ctx: AppContext, production: boolean, maxAge: number) => {
  const secure = ctx.secure || production;
  // behind a TLS-terminating proxy without ZAALPLEK_TRUST_PROXY Koa sees http: production still says Secure
  if (secure && !ctx.secure) (ctx.cookies as unknown as { secure: boolean }).secure = true;
  return { httpOnly: true, sameSite: 'strict' as const, path: REFRESH_COOKIE_PATH, secure, maxAge, overwrite: true };
};

export function setRefreshCookie(ctx: AppContext, token: string, production: boolean): void {
  ctx.cookies.set(REFRESH_COOKIE, token, options(ctx, production, REFRESH_TOKEN_TTL_MS));
}

export function clearRefreshCookie(ctx: AppContext, production: boolean): void {
  ctx.cookies.set(REFRESH_COOKIE, '', { ...options(ctx, production, 0), expires: new Date(0) });
}

export function readRefreshCookie(ctx: AppContext): string | null {
  return ctx.cookies.get(REFRESH_COOKIE) || null;
}
