// Header: a login button when logged out; the user menu (AccountMenu: the role's pages, switch role,
// logout) when logged in. The menu's code loads once the session says someone is logged in, so a
// guest's first page load does not carry it.
import { Suspense, lazy } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button } from '@zaalplek/design-system/core';
import { openAuthPopup, useSession } from '@zaalplek/platform';

const AccountMenu = lazy(() => import(/* webpackChunkName: "header-live" */ './AccountMenu').then((m) => ({ default: m.AccountMenu })));

export function UserMenu() {
  const { isLoggedIn } = useSession();
  if (!isLoggedIn) {
    return (
      <Button type="button" size="sm" data-auth-login="" onClick={() => openAuthPopup('login')}>
        <FormattedMessage id="UserMenu.login" defaultMessage="Inloggen" />
      </Button>
    );
  }
  return (
    <Suspense fallback={null}>
      <AccountMenu />
    </Suspense>
  );
}
