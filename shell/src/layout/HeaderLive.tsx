// The header's live counts for a logged-in account (chat link, notification bell): their code loads
// once the session says someone is logged in, so a guest's first page load does not carry it (the
// account menu and the role navigation load the same way, see auth/UserMenu.tsx and Header.tsx).
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
