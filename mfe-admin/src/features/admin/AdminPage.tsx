import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { Tabs } from '@zaalplek/design-system';
import { getLocale, localePath, navigate as navigateAcrossMfes } from '@zaalplek/platform';
import { ComingSoonPage } from '../comingSoon/ComingSoonPage';
import { UsersTab } from '../users/UsersTab';
import { adminMessages, adminTabMessages } from './messages';
import { Page } from './styles';
import { ADMIN_TABS, DEFAULT_ADMIN_TAB, isAdminTab } from './tabs';

function NotFound() {
  useEffect(() => navigateAcrossMfes('/not-found'), []);
  return null;
}

/** /admin and /admin/{tab}: the admin area; /admin opens the users tab, unknown tabs are not found. */
export function AdminPage() {
  const intl = useIntl();
  const { tab } = useParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const locale = getLocale(pathname);

  if (tab === undefined) return <Navigate replace to={localePath(`/admin/${DEFAULT_ADMIN_TAB}`, locale)} />;
  if (!isAdminTab(tab)) return <NotFound />;

  return (
    <Page data-testid="admin-page">
      <h1>{intl.formatMessage(adminMessages.title)}</h1>
      <Tabs
        label={intl.formatMessage(adminMessages.tabsLabel)}
        tabs={ADMIN_TABS.map((id) => ({
          id,
          label: intl.formatMessage(adminTabMessages[id]),
          content: id !== tab ? null : id === 'users' ? <UsersTab /> : <ComingSoonPage />,
        }))}
        value={tab}
        onChange={(next) => navigate(localePath(`/admin/${next}`, locale))}
      />
    </Page>
  );
}
