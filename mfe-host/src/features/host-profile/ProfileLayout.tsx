import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Link, stripLocale, usePathname } from '@zaalplek/platform';
import { Page } from '../vendor-bookings/styles';
import { hostProfileMessages as m } from './messages';

const TABS = [
  ['/profile/account', m.account],
  ['/profile/organisation', m.organisation],
  ['/profile/social', m.social],
  ['/profile/payout', m.payout],
  ['/profile/team', m.team],
] as const;

const Layout = styled.div`
  display: grid;
  grid-template-columns: 220px 1fr;
  gap: ${({ theme }) => theme.space(5)};
  ${({ theme }) => theme.media.phone} {
    grid-template-columns: 1fr;
  }
`;

const Menu = styled.nav`
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: ${({ theme }) => theme.space(1)};
  }
  a {
    display: block;
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
    border-radius: ${({ theme }) => theme.radii.md};
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }
  a[aria-current='page'] {
    background: ${({ theme }) => theme.colors.primarySoft};
    font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  }
`;

/** The host's profile area: side menu (account lives in mfe-booking) and the tab's content. */
export function ProfileLayout({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const current = stripLocale(usePathname());
  return (
    <Page>
      <Layout>
        <Menu aria-label={intl.formatMessage(m.nav)}>
          <ul>
            {TABS.map(([path, label]) => (
              <li key={path}>
                <Link to={path} aria-current={current === path ? 'page' : undefined}>
                  {intl.formatMessage(label)}
                </Link>
              </li>
            ))}
          </ul>
        </Menu>
        <div>{children}</div>
      </Layout>
    </Page>
  );
}
