import type { ReactElement } from 'react';
import { Navigate, Route, useLocation, useParams } from 'react-router';
import { customerSpaceTarget } from './customerSpaceLink';
import { SearchPage } from '../results/SearchPage';
import { SpacePage } from '../space/SpacePage';
import { FavouritesPage } from '../favourites/FavouritesPage';
import { OrganisationPage } from '../organisation/OrganisationPage';
import { VenuePage } from '../venue/VenuePage';

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
    SEARCH_ROUTES.map(({ path, element }) => <Route key={`${prefix}${path}`} path={`${prefix}${path}`} element={element} />),
  );
}
