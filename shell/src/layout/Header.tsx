import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { TextField } from '@zaalplek/design-system/core';
import { navigateToUrl } from 'single-spa';
import { Link, navigate, useCurrentUser, useLocale, useLocationHref, usePathname, useSession } from '@zaalplek/platform';
import { rememberLocale, switchLocaleHref } from './language-preference';
import { isHome } from './route-layout';
import { UserMenu } from '../auth/UserMenu';
import { HeaderLive } from './HeaderLive';
import { activeItemId, navItems } from './navigation';
import { navMessages } from './navMessages';
import { useHostVenueId } from './useHostVenue';

/** 68 px high: the height index.html reserves for the header before the shell mounts. */
const Bar = styled.div`
  display: flex;
  align-items: center;
  min-height: 68px;
  gap: 16px;
  max-width: 1200px;
  margin: 0 auto;
  padding: 12px 16px;
`;

const Logo = styled(Link)`
  font-size: 1.5rem;
  font-weight: 700;
  color: inherit;
  text-decoration: none;
`;

const Search = styled.form`
  flex: 1;
  max-width: 480px;
`;

const Language = styled.a`
  margin-left: auto;
  color: inherit;
  display: inline-flex;
  align-items: center;
  min-height: 44px;
`;

/** The role's main pages in the bar (all of them are in the user menu, which is the menu on phones). */
const Nav = styled.nav`
  ul {
    display: flex;
    gap: 4px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0 10px;
    color: inherit;
    text-decoration: none;
    border-radius: ${({ theme }) => theme.radii.md};
  }
  a:hover,
  a:focus-visible {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  a[aria-current='page'] {
    font-weight: 700;
    box-shadow: inset 0 -3px 0 ${({ theme }) => theme.colors.primary};
  }
  ${({ theme }) => theme.media.phone} {
    display: none;
  }
`;

function MainNav() {
  const intl = useIntl();
  const { isLoggedIn } = useSession();
  const { user } = useCurrentUser();
  const pathname = usePathname();
  const href = useLocationHref();
  const venueId = useHostVenueId(user);
  const items = isLoggedIn ? navItems(user, venueId).filter((item) => item.primary) : [];
  const active = activeItemId(items, pathname, href.includes('?') ? href.slice(href.indexOf('?')) : '');
  const showBecomeHost = !isLoggedIn || (user != null && user.accountState !== 'VENDOR');
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
        {showBecomeHost && (
          <li>
            <Link to="/vendor" data-nav="become-host" aria-current={active === null && pathname.replace(/^\/(en|nl)/, '') === '/vendor' ? 'page' : undefined}>
              {intl.formatMessage(navMessages.becomeHost)}
            </Link>
          </li>
        )}
      </ul>
    </Nav>
  );
}

/** Enter -> /search?search=<text> (no lat/lng), via single-spa navigation. */
export function searchUrl(text: string): string {
  const params = new URLSearchParams({ search: text.trim() });
  return `/search?${params.toString()}`;
}

export function Header() {
  const intl = useIntl();
  const pathname = usePathname();
  const locale = useLocale();
  const [text, setText] = useState('');
  // The home page has its own search form (spec: search is disabled there): no header box at all.
  const showSearch = !isHome(pathname);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    navigate(searchUrl(text));
  };

  const other = locale === 'nl' ? 'en' : 'nl';
  // Same page and query in the other language; the already localised href is navigated to as is.
  const switchHref = switchLocaleHref(pathname, window.location.search, other);

  return (
    <Bar>
      <Logo to="/" aria-label={intl.formatMessage({ id: 'Header.home', defaultMessage: 'Zaalplek – naar de startpagina' })}>
        Zaalplek
      </Logo>
      {showSearch && (
        <Search data-shell-search="" aria-label={intl.formatMessage({ id: 'Header.searchLabel', defaultMessage: 'Zoek een locatie' })} onSubmit={onSubmit}>
          <TextField
            type="search"
            name="search"
            label={intl.formatMessage({ id: 'Header.searchLabel', defaultMessage: 'Zoek een locatie' })}
            hideLabel
            placeholder={intl.formatMessage({ id: 'Header.searchPlaceholder', defaultMessage: 'Stad, locatie of zaal' })}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        </Search>
      )}
      <MainNav />
      <Language
        href={switchHref}
        hrefLang={other}
        onClick={(event) => {
          event.preventDefault();
          rememberLocale(other);
          navigateToUrl(switchHref);
        }}
      >
        {intl.formatMessage({ id: 'Header.switchLanguage', defaultMessage: 'English' })}
      </Language>
      <HeaderLive />
      <UserMenu />
    </Bar>
  );
}
