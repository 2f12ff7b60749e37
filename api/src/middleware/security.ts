/** Security headers on every response (a small, dependency-free helmet). */
import type { Middleware } from 'koa';

/** Outside production an MFE may be served alone by its webpack dev server on another local port. */
const DEV_ORIGINS = 'http://localhost:* http://127.0.0.1:*';

function contentSecurityPolicy(production: boolean): string {
  const dev = production ? '' : ` ${DEV_ORIGINS}`;
  return [
    "default-src 'self'",
    // no inline scripts anywhere (the shell's index.html loads files only); webpack development builds
    // evaluate modules, production builds do not
    `script-src 'self'${production ? '' : " 'unsafe-eval'"}${dev}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: https:${dev}`,
    "font-src 'self' data:",
    `connect-src 'self' ws: wss:${dev}`,
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
