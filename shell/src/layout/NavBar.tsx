// The bar's navigation: its look, shared by a guest's (Header.tsx) and a logged-in account's (RoleNav.tsx).
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Link } from '@zaalplek/platform';
import { navMessages } from './navMessages';

/** The role's main pages in the bar (all of them are in the user menu, which is the menu on phones). */
export const Nav = styled.nav`
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

/** Whether the page is the "rent out your space" page (no other item marked). */
export const isBecomeHostPage = (pathname: string) => pathname.replace(/^\/(en|nl)/, '') === '/vendor';

/** "Rent out your space": for guests and for accounts that are not hosts. */
export function BecomeHostItem({ current }: { current: boolean }) {
  const intl = useIntl();
  return (
    <li>
      <Link to="/vendor" data-nav="become-host" aria-current={current ? 'page' : undefined}>
        {intl.formatMessage(navMessages.becomeHost)}
      </Link>
    </li>
  );
}
