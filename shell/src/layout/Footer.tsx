import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { Link, useLocale, useLocationHref } from '@zaalplek/platform';
import { loadFooter, previewTokenOf, type FooterData } from './footerData';
import { afterLoadWhenIdle } from '../afterLoad';

const Nav = styled.nav`
  max-width: 1200px;
  margin: 0 auto;
  padding: 24px 16px;

  a {
    color: inherit;
    /* tap target of at least 44 px (phone) */
    display: inline-flex;
    align-items: center;
    min-height: 44px;
  }
`;

const Columns = styled.div`
  display: grid;
  gap: 16px 32px;
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
  h2 { font-size: 1rem; margin: 0 0 4px; }
  ul { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px 24px;
  align-items: center;
  margin-top: 16px;
`;

/** Shown until the CMS footer has loaded, and when it cannot be loaded: every content page stays one click away. */
export const FOOTER_LINKS: ReadonlyArray<readonly [string, string]> = [
  ['/about-us', 'Footer.aboutUs'],
  ['/how-to', 'Footer.howTo'],
  ['/blog', 'Footer.blog'],
  ['/helpdesk', 'Footer.helpdesk'],
  ['/locations', 'Footer.locations'],
  ['/vendor', 'Footer.vendor'],
  ['/security-policy', 'Footer.securityPolicy'],
  ['/hall-of-fame', 'Footer.hallOfFame'],
];

const NETWORK_NAMES: Record<string, string> = { facebook: 'Facebook', instagram: 'Instagram', linkedin: 'LinkedIn', twitter: 'X (Twitter)', youtube: 'YouTube' };

/** The footer from the CMS: its navigation columns, the main menu (provinces and popular cities) and the social links. */
export function Footer() {
  const intl = useIntl();
  const locale = useLocale();
  const [data, setData] = useState<FooterData | null>(null);
  useLocationHref(); // follows the URL: a preview link's token
  const preview = previewTokenOf(window.location.search);

  useEffect(() => {
    let live = true;
    // below the page: asked for once the page has loaded and rendered (idle), after the page's own data
    const cancel = afterLoadWhenIdle(() => void loadFooter(preview).then((d) => live && setData(d), () => live && setData(null)), { timeoutMs: 3000, fallbackMs: 0 });
    return () => {
      live = false;
      cancel();
    };
  }, [locale, preview]);

  return (
    <Nav aria-label={intl.formatMessage({ id: 'Footer.label', defaultMessage: 'Voettekst' })}>
      {data && data.columns.length > 0 ? (
        <Columns>
          {data.columns.map((column, i) => (
            <section key={column.title ?? i}>
              {column.title && <h2>{column.title}</h2>}
              <ul>
                {column.links.map((link) => (
                  <li key={link.href}>
                    <Link to={link.href}>{link.label}</Link>
                  </li>
                ))}
              </ul>
            </section>
          ))}
          {data.regions.length > 0 && (
            <section>
              <h2>{intl.formatMessage({ id: 'Footer.regions', defaultMessage: 'Provincies' })}</h2>
              <ul>
                {data.regions.map((r) => (
                  <li key={r.path}>
                    <Link to={`/locations/${r.path}`}>{r.name}</Link>
                  </li>
                ))}
              </ul>
            </section>
          )}
          {data.cities.length > 0 && (
            <section>
              <h2>{intl.formatMessage({ id: 'Footer.cities', defaultMessage: 'Populaire steden' })}</h2>
              <ul>
                {data.cities.map((c) => (
                  <li key={c.path}>
                    <Link to={`/locations/${c.path}`}>{c.name}</Link>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </Columns>
      ) : (
        <Row>
          {FOOTER_LINKS.map(([to, id]) => (
            <Link key={to} to={to}>
              <FormattedMessage id={id} />
            </Link>
          ))}
        </Row>
      )}
      <Row>
        {data?.social.map((s) => (
          <a key={s.network} href={s.url} target="_blank" rel="noopener noreferrer">
            {NETWORK_NAMES[s.network] ?? s.network}
          </a>
        ))}
        <span>
          <FormattedMessage id="Footer.copyright" defaultMessage="© {year} Zaalplek" values={{ year: new Date().getFullYear() }} />
        </span>
      </Row>
    </Nav>
  );
}
