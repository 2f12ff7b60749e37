// /notifications/{venueId?}: the notification centre (every logged-in account) and, for hosts and
// their team, the day overview; the settings are one click away (/profile/notifications).
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import styled from 'styled-components';
import { Button, EmptyState, Modal, NotificationItem, Spinner, Tabs } from '@zaalplek/design-system';
import { Link, dispatchZaalplekEvent, useCurrentUser } from '@zaalplek/platform';
import { DayOverviewPanel } from './DayOverviewPanel';
import { notificationTarget } from './links';
import { centreMessages as m, eventMessage } from './messages';
import {
  useClearAllNotificationsMutation, useDeleteNotificationMutation, useGetNotificationsQuery, useReadNotificationMutation,
} from './notificationsApi';
import type { EventNotification } from './types';

const Page = styled.main`
  max-width: 960px;
  margin: 0 auto;
  padding: 24px 16px 48px;
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  align-items: center;
  margin: 12px 0 16px;
`;

const List = styled.ul`
  display: grid;
  gap: 12px;
  margin: 0;
  padding: 0;
`;

/** the space named in a notification's payload (events written before its booking or space was gone) */
const payloadSpace = (n: EventNotification): string | null => {
  const name = (n.payload as { space_name?: unknown } | null)?.space_name;
  return typeof name === 'string' ? name : null;
};

function NotificationList({ venueId }: { venueId: number | null }) {
  const intl = useIntl();
  const { data, isLoading, isError } = useGetNotificationsQuery({ venueId });
  const [read] = useReadNotificationMutation();
  const [remove] = useDeleteNotificationMutation();
  const [clearAll] = useClearAllNotificationsMutation();
  const [confirming, setConfirming] = useState(false);
  const failed = () => dispatchZaalplekEvent('zaalplek:toast', { message: intl.formatMessage(m.actionError), kind: 'error' });
  const run = (p: Promise<unknown>) => p.catch(failed);

  if (isLoading) return <Spinner />;
  if (isError || !data) return <p role="alert">{intl.formatMessage(m.loadError)}</p>;
  const unread = data.filter((n) => !n.is_read).map((n) => n.event_notification_id);

  const title = (n: EventNotification) =>
    intl.formatMessage(eventMessage(n.event_name), { space: n.space_name ?? payloadSpace(n) ?? intl.formatMessage(m.yourSpace) });

  const link = (n: EventNotification) => {
    const target = notificationTarget(n);
    if (!target) return null;
    const label = target.kind === 'booking'
      ? intl.formatMessage(m.bookingLink, { id: n.booking_id })
      : intl.formatMessage(m.spaceLink, { name: n.space_name ?? '' });
    return (
      <Link to={target.to} onClick={() => { if (!n.is_read) void run(read([n.event_notification_id]).unwrap()); }}>
        {label}
      </Link>
    );
  };

  return (
    <>
      <Toolbar>
        <Button type="button" size="sm" variant="secondary" disabled={unread.length === 0} onClick={() => run(read(unread).unwrap())}>
          {intl.formatMessage(m.markAllRead)}
        </Button>
        <Button
          type="button"
          size="sm"
          variant="ghost"
          disabled={data.length === 0}
          onClick={() => setConfirming(true)}
        >
          {intl.formatMessage(m.clearAll)}
        </Button>
      </Toolbar>
      <Modal
        open={confirming}
        onClose={() => setConfirming(false)}
        title={intl.formatMessage(m.clearAll)}
        size="sm"
        footer={(
          <>
            <Button type="button" variant="secondary" onClick={() => setConfirming(false)}>{intl.formatMessage(m.cancel)}</Button>
            <Button
              type="button"
              variant="danger"
              data-confirm-clear=""
              onClick={() => {
                setConfirming(false);
                void run(clearAll({ venueId }).unwrap().then((count) =>
                  dispatchZaalplekEvent('zaalplek:toast', { message: intl.formatMessage(m.cleared, { count }), kind: 'success' })));
              }}
            >
              {intl.formatMessage(m.clearAll)}
            </Button>
          </>
        )}
      >
        <p>{intl.formatMessage(m.clearConfirm)}</p>
      </Modal>
      {data.length === 0 ? (
        <EmptyState title={intl.formatMessage(m.empty)} description={intl.formatMessage(m.emptyHint)} icon="🔔" />
      ) : (
        <List aria-label={intl.formatMessage(m.listLabel)}>
          {data.map((n) => (
            <NotificationItem
              key={n.event_notification_id}
              title={title(n)}
              description={n.venue_name && venueId === null ? (
                <Link to={`/notifications/${n.venue_id}`}>{intl.formatMessage(m.onlyVenue, { venue: n.venue_name })}</Link>
              ) : undefined}
              type={n.event_type}
              status={n.event_status}
              time={n.ts_created}
              isRead={n.is_read}
              link={link(n)}
              onMarkRead={() => run(read([n.event_notification_id]).unwrap())}
              onDelete={() => run(remove(n.event_notification_id).unwrap())}
            />
          ))}
        </List>
      )}
    </>
  );
}

export function NotificationsPage() {
  const intl = useIntl();
  const { venueId: venueParam } = useParams();
  const venueId = venueParam ? Number(venueParam) : null;
  const { user } = useCurrentUser();
  const [tab, setTab] = useState('list');
  const isHost = Boolean(user && (user.accountState === 'VENDOR' || user.organisationId != null));
  const list = <NotificationList key={venueId ?? 0} venueId={venueId} />;
  return (
    <Page data-testid="notifications-page">
      <h1>{intl.formatMessage(m.title)}</h1>
      <Toolbar>
        {venueId !== null && <Link to="/notifications">{intl.formatMessage(m.allVenues)}</Link>}
        <Link to="/profile/notifications">{intl.formatMessage(m.settings)}</Link>
      </Toolbar>
      {isHost ? (
        <Tabs
          label={intl.formatMessage(m.tabsLabel)}
          value={tab}
          onChange={setTab}
          tabs={[
            { id: 'list', label: intl.formatMessage(m.tabList), content: list },
            { id: 'day', label: intl.formatMessage(m.tabDay), content: <DayOverviewPanel key={venueId ?? 0} venueId={venueId} /> },
          ]}
        />
      ) : list}
    </Page>
  );
}
