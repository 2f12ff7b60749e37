import type { ReactElement } from 'react';
import { Navigate, Routes, Route, useLocation } from 'react-router';
import { RequireLogin, getLocale, localePath } from '@zaalplek/platform';
import { BookingFlowPage } from '../booking/BookingFlowPage';
import { BookingSummaryPage } from '../booking/BookingSummaryPage';
import { BookingDetailPage } from '../booking-detail/BookingDetailPage';
import { PayerPage } from '../booking-payment/PayerPage';
import { BookingsPage } from '../bookings/BookingsPage';
import { BookingFinancePage, FinancePage } from '../finance/FinancePage';
import { AccountPage } from '../profile/AccountPage';
import { ChatPage } from '../chat/ChatPage';
import { HistoryPage } from '../profile/HistoryPage';
import { NotificationSettingsPage } from '../profile/NotificationSettingsPage';
import { NotificationsPage } from '../notifications/NotificationsPage';
import { localeRoutes, type AppRoute } from './localeRoutes';

const loggedIn = (page: ReactElement) => <RequireLogin>{page}</RequireLogin>;

function ProfileRedirect() {
  const { pathname } = useLocation();
  return <Navigate replace to={localePath('/profile/account', getLocale(pathname))} />;
}

/**
 * The routes mfe-booking owns (guest side, spec section 2). The shell activates this MFE for
 * exactly these paths; /bookings/vendor/... belongs to mfe-host and renders nothing here.
 */
export const bookingRoutes: AppRoute[] = [
  { path: '/bookings/all', element: loggedIn(<BookingsPage />) },
  { path: '/bookings/vendor/*', element: null },
  { path: '/bookings/:bookingId', element: loggedIn(<BookingDetailPage />) },
  { path: '/bookings/:bookingId/finance', element: loggedIn(<BookingFinancePage />) },
  { path: '/booking/:bookingId', element: loggedIn(<BookingFlowPage />) },
  { path: '/booking/:bookingId/summary', element: loggedIn(<BookingSummaryPage />) },
  { path: '/booking-payment/:hash', element: <PayerPage step="details" /> },
  { path: '/booking-payment/:hash/pay', element: <PayerPage step="pay" /> },
  { path: '/booking-payment/:hash/success', element: <PayerPage step="success" /> },
  { path: '/finance', element: loggedIn(<FinancePage />) },
  { path: '/chat', element: loggedIn(<ChatPage />) },
  { path: '/chat/:chatId', element: loggedIn(<ChatPage />) },
  { path: '/notifications', element: loggedIn(<NotificationsPage />) },
  { path: '/notifications/:venueId', element: loggedIn(<NotificationsPage />) },
  { path: '/profile', element: loggedIn(<ProfileRedirect />) },
  { path: '/profile/account', element: loggedIn(<AccountPage />) },
  { path: '/profile/notifications', element: loggedIn(<NotificationSettingsPage />) },
  { path: '/profile/history', element: loggedIn(<HistoryPage />) },
];

/** Renders the page of the current URL; paths of other MFEs render nothing. */
export function BookingRoutes() {
  return (
    <Routes>
      {localeRoutes(bookingRoutes)}
      <Route path="*" element={null} />
    </Routes>
  );
}
