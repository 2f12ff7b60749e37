import type { ReactElement } from 'react';
import { Route } from 'react-router';
import { ArticleListPage, ArticlePage } from '../content/ArticlePages';
import { BlockPage } from '../content/BlockPage';
import { HelpdeskCategoryPage, HelpdeskHomePage, HelpdeskStoryPage } from '../content/HelpdeskPages';
import { LocationPage, LocationsPage, LocationTagPage } from '../content/LocationPages';
import { ComingSoonPage } from '../status/ComingSoonPage';
import { HomePage } from '../home/HomePage';
import { SuccessPage } from '../success/SuccessPage';
import { CONTENT_PATHS, type ContentPath } from './contentPaths';

/** The page of every path of mfe-content (see contentPaths.ts), without locale prefix. */
const PAGES: Record<ContentPath, ReactElement> = {
  '/': <HomePage />,
  '/blog': <ArticleListPage kind="blog" />,
  '/blog/:slug': <ArticlePage kind="blog" />,
  '/how-to': <ArticleListPage kind="how-to" />,
  '/how-to/:slug': <ArticlePage kind="how-to" />,
  '/helpdesk': <HelpdeskHomePage />,
  '/helpdesk/:category': <HelpdeskCategoryPage />,
  '/helpdesk/:category/:story': <HelpdeskStoryPage />,
  '/locations': <LocationsPage />,
  '/locations/:region': <LocationPage />,
  '/locations/:region/:city': <LocationPage />,
  '/locations/:region/:city/:tag': <LocationTagPage />,
  '/about-us': <BlockPage kind="about-us" />,
  '/company/about-us': <BlockPage kind="about-us" />,
  '/vendor': <BlockPage kind="vendor" />,
  '/security-policy': <BlockPage kind="security-policy" />,
  '/hall-of-fame': <BlockPage kind="hall-of-fame" />,
  '/coming-soon': <ComingSoonPage />,
  '/venue-success': <SuccessPage kind="venue" />,
  '/space-success': <SuccessPage kind="space" />,
};

/** Routes of mfe-content without locale prefix (the shell's activity function mounts us on them). */
export const CONTENT_ROUTES: { path: string; element: ReactElement }[] = CONTENT_PATHS.map((path) => ({ path, element: PAGES[path] }));

/** Every route exists without a prefix and with /en and /nl (spec section 2). */
export function contentRoutes(): ReactElement[] {
  return ['', '/en', '/nl'].flatMap((prefix) =>
    CONTENT_ROUTES.map(({ path, element }) => {
      const full = path === '/' ? prefix || '/' : `${prefix}${path}`;
      return <Route key={full} path={full} element={element} />;
    }),
  );
}
