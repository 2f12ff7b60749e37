import { Route, Routes } from 'react-router';
import { RequireAdmin } from '@zaalplek/platform';
import { AdminPage } from '../admin/AdminPage';
import { localeRoutes, type AppRoute } from './localeRoutes';

const admin = <RequireAdmin><AdminPage /></RequireAdmin>;

/** The routes mfe-admin owns: /admin and /admin/{tab}, for accounts with the admin flag. */
export const adminRoutes: AppRoute[] = [
  { path: '/admin', element: admin },
  { path: '/admin/:tab', element: admin },
];

/** Renders the page of the current URL; paths of other MFEs render nothing. */
export function AdminRoutes() {
  return (
    <Routes>
      {localeRoutes(adminRoutes)}
      <Route path="*" element={null} />
    </Routes>
  );
}
