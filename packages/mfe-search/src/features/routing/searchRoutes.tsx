import type { ReactElement } from 'react';
import { Route, useParams } from 'react-router';
import { SearchPage } from '../results/SearchPage';
import { SpacePage } from '../space/SpacePage';
import { ComingSoonPage } from '../status/ComingSoonPage';

function SpaceRoute() {
  const { reference = '' } = useParams();
  // key: a new space starts with a fresh page (scroll, gallery position).
  return <SpacePage key={reference} reference={reference} />;
}

/** Routes of mfe-search without locale prefix (the shell's activity function mounts us on them). */
export const SEARCH_ROUTES: { path: string; element: ReactElement }[] = [
  { path: '/search', element: <SearchPage /> },
  { path: '/space/:hash/:name/:reference', element: <SpaceRoute /> },
  // Venue, organisation and favourites pages come with later issues.
  { path: '/customer/venue/:hash/:name', element: <ComingSoonPage /> },
  { path: '/organisation/:hash/:slug', element: <ComingSoonPage /> },
  { path: '/favorites', element: <ComingSoonPage /> },
];

/** Every route exists without a prefix and with /en and /nl (spec section 2). */
export function searchRoutes(): ReactElement[] {
  return ['', '/en', '/nl'].flatMap((prefix) =>
    SEARCH_ROUTES.map(({ path, element }) => <Route key={`${prefix}${path}`} path={`${prefix}${path}`} element={element} />),
  );
}
