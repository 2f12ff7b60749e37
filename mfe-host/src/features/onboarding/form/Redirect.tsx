// Replaces the URL after rendering (a route change during render would be lost by the router).
import { useEffect } from 'react';
import { replaceRoute } from '@zaalplek/platform';

export function Redirect({ to }: { to: string }) {
  useEffect(() => replaceRoute(to), [to]);
  return null;
}
