/** What the login flows need to know about the HTTP request (REST and GraphQL alike). */
import type { AppContext, AppDeps } from '../types';

export interface RequestInfo {
  ip: string;
  /** origin the links in mails point to: ZAALPLEK_PUBLIC_ORIGIN, else the request's origin */
  origin: string;
  jwtSecret: string;
  locale: 'nl' | 'en';
}

export function publicOrigin(requestOrigin: string, env: NodeJS.ProcessEnv = process.env): string {
  const configured = env.ZAALPLEK_PUBLIC_ORIGIN?.replace(/\/+$/, '');
  if (configured) return configured;
  if (env.NODE_ENV === 'production') throw new Error('ZAALPLEK_PUBLIC_ORIGIN must be set when NODE_ENV=production');
  return requestOrigin;
}

export function requestInfo(ctx: AppContext, deps: Pick<AppDeps, 'config'>): RequestInfo {
  return { ip: ctx.ip, origin: publicOrigin(`${ctx.protocol}://${ctx.host}`), jwtSecret: deps.config.jwtSecret, locale: ctx.state.locale };
}
