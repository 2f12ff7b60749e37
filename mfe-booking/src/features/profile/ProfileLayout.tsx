// The profile area's frame: side menu (account, notifications, history) and the page.
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Link, stripLocale, usePathname } from '@zaalplek/platform';
import { profileMessages } from './messages';

const Frame = styled.div`
  display: grid;
  grid-template-columns: 200px 1fr;
  gap: 32px;
  max-width: 1100px;
  margin: 32px auto;
  padding: 0 16px;
  ${({ theme }) => theme.media.phone} {
    grid-template-columns: 1fr;
  }
`;

const Menu = styled.nav`
  ul { list-style: none; margin: 0; padding: 0; display: grid; gap: 4px; }
  a { display: block; padding: 8px 12px; border-radius: 8px; color: inherit; text-decoration: none; }
  a[aria-current='page'] { background: ${({ theme }) => theme.colors.surfaceMuted}; font-weight: 600; }
`;

const TABS = [
  { path: '/profile/account', label: profileMessages.tabAccount },
  { path: '/profile/notifications', label: profileMessages.tabNotifications },
  { path: '/profile/history', label: profileMessages.tabHistory },
] as const;

export function ProfileLayout({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const current = stripLocale(usePathname());
  return (
    <Frame data-testid="profile">
      <Menu aria-label={intl.formatMessage(profileMessages.menuLabel)}>
        <ul>
          {TABS.map((tab) => (
            <li key={tab.path}>
              <Link to={tab.path} aria-current={current === tab.path ? 'page' : undefined}>
                {intl.formatMessage(tab.label)}
              </Link>
            </li>
          ))}
        </ul>
      </Menu>
      <section>{children}</section>
    </Frame>
  );
}
