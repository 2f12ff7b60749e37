import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { TextField } from '@zaalplek/design-system';
import { Link, localePath, navigate, stripLocale, useLocale, usePathname } from '@zaalplek/platform';
import { isHome } from './route-layout';
import { UserMenu } from '../auth/UserMenu';

const Bar = styled.div`
  display: flex;
  align-items: center;
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
`;

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
  const disabled = isHome(pathname);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!disabled) navigate(searchUrl(text));
  };

  const other = locale === 'nl' ? 'en' : 'nl';
  const switchHref = localePath(`${stripLocale(pathname)}${window.location.search}`, other);

  return (
    <Bar>
      <Logo to="/" aria-label={intl.formatMessage({ id: 'Header.home' })}>
        Zaalplek
      </Logo>
      <Search data-shell-search="" aria-label={intl.formatMessage({ id: 'Header.searchLabel' })} onSubmit={onSubmit}>
        <TextField
          type="search"
          name="search"
          label={intl.formatMessage({ id: 'Header.searchLabel' })}
          hideLabel
          placeholder={intl.formatMessage({ id: disabled ? 'Header.searchDisabled' : 'Header.searchPlaceholder' })}
          value={text}
          disabled={disabled}
          onChange={(event) => setText(event.target.value)}
        />
      </Search>
      <Language
        href={switchHref}
        hrefLang={other}
        onClick={(event) => {
          event.preventDefault();
          navigate(switchHref);
        }}
      >
        {intl.formatMessage({ id: 'Header.switchLanguage' })}
      </Language>
      <UserMenu />
    </Bar>
  );
}
