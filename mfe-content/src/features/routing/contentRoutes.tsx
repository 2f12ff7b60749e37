import type { ReactElement } from 'react';
import { Route } from 'react-router';
import { ComingSoonPage } from '../status/ComingSoonPage';
import { HomePage } from '../home/HomePage';
import { SuccessPage } from '../success/SuccessPage';

/** Routes of mfe-content without locale prefix (the shell's activity function mounts us on them). */
export const CONTENT_ROUTES: { path: string; element: ReactElement }[] = [
  { path: '/', element: <HomePage /> },
  // Static, status and content pages: the spec's coming-soon page until their issues land.
  ...[
    '/coming-soon',
    '/blog',
    '/blog/:slug',
    '/helpdesk/*',
    '/how-to',
    '/how-to/:slug',
    '/locations/*',
    '/about-us',
    '/company/about-us',
    '/vendor',
    '/hall-of-fame',
    '/security-policy',
  ].map((path) => ({ path, element: <ComingSoonPage /> })),
  { path: '/venue-success', element: <SuccessPage kind="venue" /> },
  { path: '/space-success', element: <SuccessPage kind="space" /> },
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
