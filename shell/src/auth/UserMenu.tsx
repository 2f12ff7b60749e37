// Header: a login button when logged out; the user menu (profile, bookings, switch role,
// logout) when logged in.
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button } from '@zaalplek/design-system';
import { Link, dispatchZaalplekEvent, isStaff, navigate, reloadCurrentUser, useCurrentUser, useSession } from '@zaalplek/platform';
import { patchAccount } from './authApi';
import { openStep, type RoleChoice } from './authFlow';
import { logOut, rememberRole } from './completeLogin';

export const ROLE_SWITCH_KEY = 'zaalplek.roleSwitch';

const Wrap = styled.div`
  position: relative;
`;

const Menu = styled.ul`
  position: absolute;
  right: 0;
  top: calc(100% + 4px);
  z-index: ${({ theme }) => theme.zIndex.dropdown};
  min-width: 220px;
  margin: 0;
  padding: 4px 0;
  list-style: none;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.md};
  a, button {
    display: block;
    width: 100%;
    padding: 10px 16px;
    border: 0;
    background: none;
    color: inherit;
    font: inherit;
    text-align: left;
    text-decoration: none;
    cursor: pointer;
  }
  a:hover, button:hover, a:focus-visible, button:focus-visible { background: ${({ theme }) => theme.colors.surfaceMuted}; }
`;

/** Switches between guest and host (account_state), remembered as the spec says. */
export async function switchRole(to: RoleChoice): Promise<void> {
  await patchAccount({ account_state: to });
  localStorage.setItem(ROLE_SWITCH_KEY, to === 'VENDOR' ? 'Vendor' : 'Booker');
  rememberRole(to);
  reloadCurrentUser();
  dispatchZaalplekEvent('zaalplek:toast', { messageId: to === 'VENDOR' ? 'UserMenu.switchedToHost' : 'UserMenu.switchedToGuest', kind: 'success' });
  navigate(to === 'VENDOR' ? '/vendor/spaces' : '/');
}

export function UserMenu() {
  const intl = useIntl();
  const { isLoggedIn } = useSession();
  const { user } = useCurrentUser();
  const [open, setOpen] = useState(false);
  const wrap = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    const onDown = (event: MouseEvent) => {
      if (!wrap.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    document.addEventListener('mousedown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  if (!isLoggedIn) {
    return (
      <Button type="button" size="sm" data-auth-login="" onClick={() => openStep('login')}>
        <FormattedMessage id="UserMenu.login" defaultMessage="Inloggen" />
      </Button>
    );
  }

  const isHost = user?.accountState === 'VENDOR';
  const close = () => setOpen(false);
  return (
    <Wrap ref={wrap}>
      <Button
        type="button"
        size="sm"
        variant="ghost"
        aria-haspopup="true"
        aria-expanded={open}
        data-user-menu=""
        aria-label={intl.formatMessage({ id: 'UserMenu.label', defaultMessage: 'Accountmenu' })}
        onClick={() => setOpen((v) => !v)}
      >
        {user?.firstName || user?.email || intl.formatMessage({ id: 'UserMenu.account', defaultMessage: 'Account' })}
      </Button>
      {open && (
        <Menu>
          <li>
            <Link to="/profile/account" onClick={close}>
              <FormattedMessage id="UserMenu.profile" defaultMessage="Profiel" />
            </Link>
          </li>
          <li>
            <Link to={isHost ? '/bookings/vendor' : '/bookings/all'} onClick={close}>
              <FormattedMessage id="UserMenu.bookings" defaultMessage="Boekingen" />
            </Link>
          </li>
          {isStaff(user) && (
            <li>
              <Link to="/admin" onClick={close} data-admin-link="">
                <FormattedMessage id="UserMenu.admin" defaultMessage="Beheer" />
              </Link>
            </li>
          )}
          <li>
            <Link to="/chat" onClick={close} data-menu-chat="">
              <FormattedMessage id="UserMenu.chat" defaultMessage="Berichten" />
            </Link>
          </li>
          <li>
            <button
              type="button"
              data-switch-role={isHost ? 'BOOKER' : 'VENDOR'}
              onClick={() => {
                close();
                switchRole(isHost ? 'BOOKER' : 'VENDOR').catch(() =>
                  dispatchZaalplekEvent('zaalplek:toast', { messageId: 'errors.generic', kind: 'error' }),
                );
              }}
            >
              {isHost ? <FormattedMessage id="UserMenu.switchToGuest" defaultMessage="Overschakelen naar gast" /> : <FormattedMessage id="UserMenu.switchToHost" defaultMessage="Overschakelen naar verhuurder" />}
            </button>
          </li>
          <li>
            <button
              type="button"
              data-auth-logout=""
              onClick={() => {
                close();
                void logOut();
              }}
            >
              <FormattedMessage id="UserMenu.logout" defaultMessage="Uitloggen" />
            </button>
          </li>
        </Menu>
      )}
    </Wrap>
  );
}
