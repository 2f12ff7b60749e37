// The paths mfe-content renders (without locale prefix; ':name' is one path segment), kept apart
// from the pages so the home page can decide without loading the router or the other pages.
import { stripLocale } from '@zaalplek/platform';

export const CONTENT_PATHS = [
  '/',
  '/blog',
  '/blog/:slug',
  '/how-to',
  '/how-to/:slug',
  '/helpdesk',
  '/helpdesk/:category',
  '/helpdesk/:category/:story',
  '/locations',
  '/locations/:region',
  '/locations/:region/:city',
  '/locations/:region/:city/:tag',
  '/about-us',
  '/company/about-us',
  '/vendor',
  '/security-policy',
  '/hall-of-fame',
  // the spec's coming-soon status page ("The requested page is under construction") keeps its own route
  '/coming-soon',
  '/venue-success',
  '/space-success',
  // the content editor (content editors and admins), linked from the admin area
  '/admin/content',
  '/admin/content/:section',
  '/admin/content/:section/:id',
] as const;

export type ContentPath = (typeof CONTENT_PATHS)[number];

const segments = (path: string) => path.split('/').filter(Boolean);

function matches(pattern: string, path: string): boolean {
  const want = segments(pattern);
  const have = segments(path);
  return want.length === have.length && want.every((s, i) => s.startsWith(':') || s === have[i]);
}

/** The bare path ('/en/blog/' -> '/blog'), as the shell's route table reads it. */
export function barePath(pathname: string): string {
  const path = stripLocale(pathname.split(/[?#]/)[0] || '/');
  return path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;
}

export function isHome(pathname: string): boolean {
  return barePath(pathname) === '/';
}

/** Whether mfe-content has a page for `pathname` (any locale prefix). */
export function isContentPath(pathname: string): boolean {
  const path = barePath(pathname);
  return CONTENT_PATHS.some((pattern) => matches(pattern, path));
}
