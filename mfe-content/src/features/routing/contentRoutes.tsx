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

// The content editor (staff only, with TipTap and @dnd-kit) loads in its own chunk, never with the public pages.
const EditorListPage = lazy(() => import('../editor/EditorListPage').then((m) => ({ default: m.EditorListPage })));
const ItemEditorPage = lazy(() => import('../editor/ItemEditorPage').then((m) => ({ default: m.ItemEditorPage })));
const editor = (page: ReactElement) => <Suspense fallback={<Spinner />}>{page}</Suspense>;

/** Routes of mfe-content without locale prefix (the shell's activity function mounts us on them). */
export const CONTENT_ROUTES: { path: string; element: ReactElement }[] = [
  { path: '/', element: <HomePage /> },
  { path: '/blog', element: <ArticleListPage kind="blog" /> },
  { path: '/blog/:slug', element: <ArticlePage kind="blog" /> },
  { path: '/how-to', element: <ArticleListPage kind="how-to" /> },
  { path: '/how-to/:slug', element: <ArticlePage kind="how-to" /> },
  { path: '/helpdesk', element: <HelpdeskHomePage /> },
  { path: '/helpdesk/:category', element: <HelpdeskCategoryPage /> },
  { path: '/helpdesk/:category/:story', element: <HelpdeskStoryPage /> },
  { path: '/locations', element: <LocationsPage /> },
  { path: '/locations/:region', element: <LocationPage /> },
  { path: '/locations/:region/:city', element: <LocationPage /> },
  { path: '/locations/:region/:city/:tag', element: <LocationTagPage /> },
  { path: '/about-us', element: <BlockPage kind="about-us" /> },
  { path: '/company/about-us', element: <BlockPage kind="about-us" /> },
  { path: '/vendor', element: <BlockPage kind="vendor" /> },
  { path: '/security-policy', element: <BlockPage kind="security-policy" /> },
  { path: '/hall-of-fame', element: <BlockPage kind="hall-of-fame" /> },
  // the spec's coming-soon status page ("The requested page is under construction") keeps its own route
  { path: '/coming-soon', element: <ComingSoonPage /> },
  { path: '/venue-success', element: <SuccessPage kind="venue" /> },
  { path: '/space-success', element: <SuccessPage kind="space" /> },
  // the content editor (content editors and admins), linked from the admin area
  { path: '/admin/content', element: editor(<EditorListPage />) },
  { path: '/admin/content/:section', element: editor(<EditorListPage />) },
  { path: '/admin/content/:section/:id', element: editor(<ItemEditorPage />) },
];

/** Every route exists without a prefix and with /en and /nl (spec section 2). */
export function contentRoutes(): ReactElement[] {
  return ['', '/en', '/nl'].flatMap((prefix) =>
    CONTENT_ROUTES.map(({ path, element }) => {
      const full = path === '/' ? prefix || '/' : `${prefix}${path}`;
      return <Route key={full} path={full} element={element} />;
    }),
  );
}
