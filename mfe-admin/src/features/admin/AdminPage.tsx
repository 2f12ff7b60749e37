import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { Tabs } from '@zaalplek/design-system';
import { getLocale, Link, localePath, navigate as navigateAcrossMfes, useCurrentUser } from '@zaalplek/platform';
import { adminMessages, adminTabMessages } from './messages';
import { Page } from './styles';
import { TAB_CONTENT } from './tabContent';
import { isAdminTab, visibleTabs } from './tabs';

function NotFound() {
  useEffect(() => navigateAcrossMfes('/not-found'), []);
  return null;
}

/**
 * /admin and /admin/{tab}: the admin area for staff. Only the tabs the account's role allows are
 * shown; /admin opens the first of them; an unknown tab or one the role does not allow is not found.
 */
export function AdminPage() {
  const intl = useIntl();
  const { tab } = useParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { user } = useCurrentUser();
  const locale = getLocale(pathname);
  const tabs = visibleTabs(user?.eventPermissions);

  if (tabs.length === 0) return <NotFound />;
  if (tab === undefined) return <Navigate replace to={localePath(`/admin/${tabs[0]}`, locale)} />;
  if (!isAdminTab(tab) || !tabs.includes(tab)) return <NotFound />;

  const Content = TAB_CONTENT[tab];
  return (
    <Page data-testid="admin-page">
      <h1>{intl.formatMessage(adminMessages.title)}</h1>
      {/* the content editor (mfe-content) for content editors and admins */}
      {user?.eventPermissions?.includes('admin.content.update') && (
        <nav aria-label={intl.formatMessage(adminMessages.contentEditor)}>
          <Link to="/admin/content" data-testid="admin-content-editor-link">{intl.formatMessage(adminMessages.contentEditor)}</Link>
        </nav>
      )}
      <Tabs
        label={intl.formatMessage(adminMessages.tabsLabel)}
        tabs={tabs.map((id) => ({ id, label: intl.formatMessage(adminTabMessages[id]), content: id === tab ? <Content /> : null }))}
        value={tab}
        onChange={(next) => navigate(localePath(`/admin/${next}`, locale))}
      />
    </Page>
  );
}
