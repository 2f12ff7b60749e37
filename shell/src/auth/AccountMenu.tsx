// The user menu of a logged-in account: the pages of the account's role (layout/navigation.ts; the
// current one marked), switch role and logout. Keyboard: the menu button opens it on the first item,
// arrow keys move, Escape closes and returns to the button. Loaded by UserMenu once someone is logged in.
import { useEffect, useRef, useState, type KeyboardEvent as ReactKeyboardEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button } from '@zaalplek/design-system/core';
import { Link, dispatchZaalplekEvent, navigate, reloadCurrentUser, useCurrentUser, useLocationHref, usePathname } from '@zaalplek/platform';
import { activeItemId, navItems } from '../layout/navigation';
import { useHostVenueId } from '../layout/useHostVenue';
import { patchAccount } from './authApi';
import type { RoleChoice } from './authFlow';
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
  a[aria-current='page'] { font-weight: 700; box-shadow: inset 3px 0 0 ${({ theme }) => theme.colors.primary}; }
  max-height: calc(100vh - 90px);
  overflow-y: auto;
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

export function AccountMenu() {
  const intl = useIntl();
  const { user } = useCurrentUser();
  const [open, setOpen] = useState(false);
  const wrap = useRef<HTMLDivElement>(null);
  const menu = useRef<HTMLUListElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const pathname = usePathname();
  const href = useLocationHref();
  const venueId = useHostVenueId(user);

  useEffect(() => {
    if (!open) return undefined;
    const onDown = (event: MouseEvent) => {
      if (!wrap.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggle.current?.focus();
    };
    document.addEventListener('mousedown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  useEffect(() => {
    if (open) menu.current?.querySelector<HTMLElement>('a, button')?.focus();
  }, [open]);

  const isHost = user?.accountState === 'VENDOR';
  const close = () => setOpen(false);
  const items = navItems(user, venueId);
  const search = href.includes('?') ? href.slice(href.indexOf('?')) : '';
  const active = activeItemId(items, pathname, search);
  /** Up and down arrows move through the menu's links and buttons (wrapping around). */
  const onMenuKey = (event: ReactKeyboardEvent<HTMLUListElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    const all = Array.from(menu.current?.querySelectorAll<HTMLElement>('a, button') ?? []);
    const at = all.indexOf(document.activeElement as HTMLElement);
    const next = event.key === 'ArrowDown' ? (at + 1) % all.length : (at - 1 + all.length) % all.length;
    all[next]?.focus();
  };
  return (
    <Wrap ref={wrap}>
      <Button
        type="button"
        size="sm"
        variant="ghost"
        ref={toggle}
        aria-haspopup="true"
        aria-expanded={open}
        data-user-menu=""
        aria-label={intl.formatMessage({ id: 'UserMenu.label', defaultMessage: 'Accountmenu' })}
        onClick={() => setOpen((v) => !v)}
      >
        {user?.firstName || user?.email || intl.formatMessage({ id: 'UserMenu.account', defaultMessage: 'Account' })}
      </Button>
      {open && (
        <Menu ref={menu} onKeyDown={onMenuKey} data-user-menu-list="">
          {items.map((item) => (
            <li key={item.id}>
              <Link to={item.to} onClick={close} data-nav={item.id} aria-current={item.id === active ? 'page' : undefined}>
                {intl.formatMessage(item.label)}
              </Link>
            </li>
          ))}
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
