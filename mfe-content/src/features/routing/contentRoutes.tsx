import { lazy, Suspense, type ReactElement } from 'react';
import { Spinner } from '@zaalplek/design-system';
import { Route } from 'react-router';
import { ArticleListPage, ArticlePage } from '../content/ArticlePages';
import { BlockPage } from '../content/BlockPage';
import { HelpdeskCategoryPage, HelpdeskHomePage, HelpdeskStoryPage } from '../content/HelpdeskPages';
import { LocationPage, LocationsPage, LocationTagPage } from '../content/LocationPages';
import { ComingSoonPage } from '../status/ComingSoonPage';
import { HomePage } from '../home/HomePage';
import { SuccessPage } from '../success/SuccessPage';
import { CONTENT_PATHS, type ContentPath } from './contentPaths';

// The content editor (staff only, with TipTap and @dnd-kit) loads in its own chunk, never with the public pages.
const EditorListPage = lazy(() => import('../editor/EditorListPage').then((m) => ({ default: m.EditorListPage })));
const ItemEditorPage = lazy(() => import('../editor/ItemEditorPage').then((m) => ({ default: m.ItemEditorPage })));
const editor = (page: ReactElement) => <Suspense fallback={<Spinner />}>{page}</Suspense>;

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
  // the content editor (content editors and admins), linked from the admin area
  '/admin/content': editor(<EditorListPage />),
  '/admin/content/:section': editor(<EditorListPage />),
  '/admin/content/:section/:id': editor(<ItemEditorPage />),
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
