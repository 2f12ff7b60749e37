import { Route, Routes } from 'react-router';
import { RequireStaff } from '@zaalplek/platform';
import { AdminPage } from '../admin/AdminPage';
import { localeRoutes, type AppRoute } from './localeRoutes';

const admin = <RequireStaff><AdminPage /></RequireStaff>;

/** The routes mfe-admin owns: /admin and /admin/{tab}, for staff (admin, support, content editor). */
export const adminRoutes: AppRoute[] = [
  { path: '/admin', element: admin },
  { path: '/admin/:tab', element: admin },
  // the content editor is mfe-content's page (the shell mounts it there), not an admin tab
  { path: '/admin/content', element: null },
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
