import { Suspense, lazy, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { TextField } from '@zaalplek/design-system/core';
import { navigateToUrl } from 'single-spa';
import { Link, navigate, useLocale, usePathname, useSession } from '@zaalplek/platform';
import { rememberLocale, switchLocaleHref } from './language-preference';
import { isHome } from './route-layout';
import { UserMenu } from '../auth/UserMenu';
import { HeaderLive } from './HeaderLive';
import { BecomeHostItem, Nav, isBecomeHostPage } from './NavBar';
import { navMessages } from './navMessages';

const RoleNav = lazy(() => import(/* webpackChunkName: "header-live" */ './RoleNav').then((m) => ({ default: m.RoleNav })));

/** The header's height (px), which index.html reserves before the shell mounts. */
export const HEADER_HEIGHT = 68;

const Bar = styled.div`
  display: flex;
  align-items: center;
  min-height: ${HEADER_HEIGHT}px;
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
  /* one control in the bar: no room for a field's message below it, no taller than the bar's other items */
  & > div {
    margin-bottom: 0;
  }
  input {
    height: 44px;
  }
`;

const Language = styled.a`
  margin-left: auto;
  color: inherit;
  display: inline-flex;
  align-items: center;
  min-height: 44px;
`;

/** The bar's navigation: "rent out your space" for guests; a logged-in account's role pages load with its other header parts. */
function MainNav() {
  const intl = useIntl();
  const { isLoggedIn } = useSession();
  const pathname = usePathname();
  if (isLoggedIn) {
    return (
      <Suspense fallback={null}>
        <RoleNav />
      </Suspense>
    );
  }
  return (
    <Nav aria-label={intl.formatMessage(navMessages.label)} data-main-nav="">
      <ul>
        <BecomeHostItem current={isBecomeHostPage(pathname)} />
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
