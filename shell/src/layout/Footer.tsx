import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { Link } from '@zaalplek/platform';

const Nav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: 12px 24px;
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

export function Footer() {
  const intl = useIntl();
  return (
    <Nav aria-label={intl.formatMessage({ id: 'Footer.label', defaultMessage: 'Voettekst' })}>
      {FOOTER_LINKS.map(([to, id]) => (
        <Link key={to} to={to}>
          <FormattedMessage id={id} />
        </Link>
      ))}
      <span>
        <FormattedMessage id="Footer.copyright" defaultMessage="© {year} Zaalplek" values={{ year: new Date().getFullYear() }} />
      </span>
    </Nav>
  );
}
