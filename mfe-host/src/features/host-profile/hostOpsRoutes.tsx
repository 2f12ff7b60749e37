import type { ReactElement } from 'react';
import { RequireRole } from '@zaalplek/platform';
import type { AppRoute } from '../routing/localeRoutes';
import { AvailabilityPage } from '../availability/AvailabilityPage';
import { CouponsPage } from '../coupons/CouponsPage';
import { PayoutPage } from '../payout/PayoutPage';
import { TeamInvitationPage } from '../team/TeamInvitationPage';
import { TeamPage } from '../team/TeamPage';
import { VendorBookingsPage } from '../vendor-bookings/VendorBookingsPage';
import { OrganisationPage } from './OrganisationPage';
import { ProfileLayout } from './ProfileLayout';
import { SocialPage } from './SocialPage';

const vendor = (page: ReactElement) => <RequireRole states="VENDOR">{page}</RequireRole>;
const profile = (page: ReactElement) => vendor(<ProfileLayout>{page}</ProfileLayout>);

/** The host back-office routes (bookings, availability, coupons, profile tabs, team invitation). */
export const hostOpsRoutes: AppRoute[] = [
  { path: '/bookings/vendor', element: vendor(<VendorBookingsPage />) },
  { path: '/bookings/vendor/:venueId', element: vendor(<VendorBookingsPage />) },
  { path: '/bookings/vendor/:venueId/coupons', element: vendor(<CouponsPage />) },
  { path: '/bookings/vendor/:venueId/availability', element: vendor(<AvailabilityPage />) },
  { path: '/profile/organisation', element: profile(<OrganisationPage />) },
  { path: '/profile/social', element: profile(<SocialPage />) },
  { path: '/profile/payout', element: profile(<PayoutPage />) },
  { path: '/profile/team', element: profile(<TeamPage />) },
  // anyone with the link; logged out -> log in first (the page says so)
  { path: '/team-invitation/:token', element: <TeamInvitationPage /> },
];
