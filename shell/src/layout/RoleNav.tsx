// The bar's navigation for a logged-in account: the role's main pages (layout/navigation.ts; all of
// them are in the user menu, which is the menu on phones) and "rent out your space" for non-hosts.
// Loaded with the other logged-in header parts (Header.tsx).
import { useIntl } from 'react-intl';
import { Link, useCurrentUser, useLocationHref, usePathname } from '@zaalplek/platform';
import { BecomeHostItem, Nav, isBecomeHostPage } from './NavBar';
import { activeItemId, navItems } from './navigation';
import { navMessages } from './navMessages';
import { useHostVenueId } from './useHostVenue';

export function RoleNav() {
  const intl = useIntl();
  const { user } = useCurrentUser();
  const pathname = usePathname();
  const href = useLocationHref();
  const venueId = useHostVenueId(user);
  const items = navItems(user, venueId).filter((item) => item.primary);
  const active = activeItemId(items, pathname, href.includes('?') ? href.slice(href.indexOf('?')) : '');
  const showBecomeHost = user != null && user.accountState !== 'VENDOR';
  if (items.length === 0 && !showBecomeHost) return null;
  return (
    <Nav aria-label={intl.formatMessage(navMessages.label)} data-main-nav="">
      <ul>
        {items.map((item) => (
          <li key={item.id}>
            <Link to={item.to} data-nav={item.id} aria-current={item.id === active ? 'page' : undefined}>
              {intl.formatMessage(item.label)}
            </Link>
          </li>
        ))}
        {showBecomeHost && <BecomeHostItem current={active === null && isBecomeHostPage(pathname)} />}
      </ul>
    </Nav>
  );
}
