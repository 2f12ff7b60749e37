import { lazy, Suspense, type ReactElement } from 'react';
import { Navigate, Route, useLocation, useParams } from 'react-router';
import { customerSpaceTarget } from './customerSpaceLink';

// Each page in its own chunk: a page loads only its own code (the API preloads the chunk of the page
// asked for, see routeChunks in webpack.config.js).
const SearchPage = lazy(() => import(/* webpackChunkName: "search-page" */ '../results/SearchPage').then((m) => ({ default: m.SearchPage })));
const SpacePage = lazy(() => import(/* webpackChunkName: "space-page" */ '../space/SpacePage').then((m) => ({ default: m.SpacePage })));
const FavouritesPage = lazy(() => import('../favourites/FavouritesPage').then((m) => ({ default: m.FavouritesPage })));
const OrganisationPage = lazy(() => import('../organisation/OrganisationPage').then((m) => ({ default: m.OrganisationPage })));
const VenuePage = lazy(() => import('../venue/VenuePage').then((m) => ({ default: m.VenuePage })));

function SpaceRoute() {
  const { reference = '' } = useParams();
  // key: a new space starts with a fresh page (scroll, gallery position).
  return <SpacePage key={reference} reference={reference} />;
}

/** The card route /customer/space/{space url}: the space page with the card's slot and attendees. */
function CustomerSpaceRoute() {
  const { pathname, search } = useLocation();
  const target = customerSpaceTarget(pathname, search);
  return <Navigate replace to={target ?? '/not-found'} />;
}

function VenueRoute() {
  const { hash = '', name = '' } = useParams();
  return <VenuePage key={hash} hash={hash} name={name} />;
}

function OrganisationRoute() {
  const { hash = '', slug = '' } = useParams();
  return <OrganisationPage key={hash} hash={hash} slug={slug} />;
}

/** Routes of mfe-search without locale prefix (the shell's activity function mounts us on them). */
export const SEARCH_ROUTES: { path: string; element: ReactElement }[] = [
  { path: '/search', element: <SearchPage /> },
  { path: '/space/:hash/:name/:reference', element: <SpaceRoute /> },
  { path: '/customer/space/:hash/:name/:reference', element: <CustomerSpaceRoute /> },
  { path: '/customer/space/space/:hash/:name/:reference', element: <CustomerSpaceRoute /> },
  { path: '/customer/venue/:hash/:name', element: <VenueRoute /> },
  { path: '/organisation/:hash/:slug', element: <OrganisationRoute /> },
  { path: '/favorites', element: <FavouritesPage /> },
];

/** Every route exists without a prefix and with /en and /nl (spec section 2). */
export function searchRoutes(): ReactElement[] {
  return ['', '/en', '/nl'].flatMap((prefix) =>
    SEARCH_ROUTES.map(({ path, element }) => <Route key={`${prefix}${path}`} path={`${prefix}${path}`} element={<Suspense fallback={null}>{element}</Suspense>} />),
  );
}
