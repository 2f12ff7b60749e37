import type { ReactElement } from 'react';
import { Route } from 'react-router';

/** A route of this MFE, written without a locale prefix (e.g. `/bookings/all`). */
export interface AppRoute {
  path: string;
  element: ReactElement | null;
}

/** Every route exists without a prefix and with `/en` and `/nl` (spec section 2). */
export const LOCALE_PREFIXES = ['', '/en', '/nl'] as const;

export function localeRoutes(routes: AppRoute[]): ReactElement[] {
  return LOCALE_PREFIXES.flatMap((prefix) =>
    routes.map((route) => (
      <Route key={`${prefix}${route.path}`} path={`${prefix}${route.path}`} element={route.element} />
    )),
  );
}
