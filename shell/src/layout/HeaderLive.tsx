// The header's parts for a logged-in account (chat link, notification bell, account menu): their
// code (live counts over graphql-ws, role switch, logout) loads once the session says someone is
// logged in, so a guest's first page load does not carry it.
import { Suspense, lazy } from 'react';
import { useSession } from '@zaalplek/platform';

const HeaderChat = lazy(() => import(/* webpackChunkName: "header-live" */ './HeaderChat').then((m) => ({ default: m.HeaderChat })));
const HeaderBell = lazy(() => import(/* webpackChunkName: "header-live" */ './HeaderBell').then((m) => ({ default: m.HeaderBell })));

export function HeaderLive() {
  const { isLoggedIn } = useSession();
  if (!isLoggedIn) return null;
  return (
    <Suspense fallback={null}>
      <HeaderChat />
      <HeaderBell />
    </Suspense>
  );
}
