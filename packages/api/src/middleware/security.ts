/** Security headers on every response (a small, dependency-free helmet). */
import type { Middleware } from 'koa';

function contentSecurityPolicy(production: boolean): string {
  return [
    "default-src 'self'",
    // webpack development builds evaluate modules; production builds do not
    `script-src 'self' 'unsafe-inline'${production ? '' : " 'unsafe-eval'"}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    "connect-src 'self' ws: wss:",
    "frame-src 'self' https://www.youtube.com https://www.youtube-nocookie.com https://player.vimeo.com",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

export function securityHeaders({ production }: { production: boolean }): Middleware {
  const csp = contentSecurityPolicy(production);
  return async (ctx, next) => {
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('X-Frame-Options', 'SAMEORIGIN');
    ctx.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    ctx.set('Content-Security-Policy', csp);
    if (production) ctx.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    await next();
  };
}
