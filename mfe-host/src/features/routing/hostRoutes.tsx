import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router';
import { RequireRole } from '@zaalplek/platform';
import { wizardRoutes } from '../onboarding/wizardRoutes';
import { ServicesPage } from '../services/ServicesPage';
import { SpacesPage } from '../spaces/SpacesPage';
import { hostOpsRoutes } from '../host-profile/hostOpsRoutes';
import { CalendarOAuthPage } from '../calendar-sync/CalendarOAuthPage';
import { localeRoutes, type AppRoute } from './localeRoutes';

const vendor = (page: ReactElement) => <RequireRole states="VENDOR">{page}</RequireRole>;

/**
 * The routes mfe-host owns (host-and-admin spec section 2), all for the VENDOR role.
 * /vendor itself (the landing page) belongs to mfe-content.
 */
export const hostRoutes: AppRoute[] = [
  { path: '/vendor/spaces', element: vendor(<SpacesPage />) },
  ...wizardRoutes,
  { path: '/services', element: vendor(<ServicesPage />) },
  { path: '/services/:venueId', element: vendor(<ServicesPage />) },
  ...hostOpsRoutes,
  { path: '/calendar/oauth/:provider', element: vendor(<CalendarOAuthPage />) },
];

/** Renders the page of the current URL; paths of other MFEs render nothing. */
export function HostRoutes() {
  return (
    <Routes>
      {localeRoutes(hostRoutes)}
      <Route path="*" element={null} />
    </Routes>
  );
}
