// The header's notification bell for a logged-in account: the live unread count from the API's
// unread_notifications subscription (graphql-ws), a click opens the notification centre.
import { useEffect, useState } from 'react';
import { NotificationBell } from '@zaalplek/design-system';
import { localePath, navigate, subscribeLive, useCurrentUser, useLocale, useSession } from '@zaalplek/platform';

export const UNREAD_NOTIFICATIONS = /* GraphQL */ `
  subscription UnreadNotifications($account_id: Int!) {
    unread_notifications(account_id: $account_id)
  }
`;

/** Subscribes to the unread count of an account; returns the stop function. Injectable for tests. */
export type UnreadSubscriber = (accountId: number, onCount: (count: number) => void) => () => void;

const liveUnread: UnreadSubscriber = (accountId, onCount) =>
  subscribeLive<{ unread_notifications: number }>(UNREAD_NOTIFICATIONS, { account_id: accountId }, (data) => onCount(data.unread_notifications));

let activeSubscriber: UnreadSubscriber = liveUnread;
/** Tests feed counts without a websocket; null restores the live one. */
export function setUnreadSubscriber(fn: UnreadSubscriber | null): void {
  activeSubscriber = fn ?? liveUnread;
}

export function HeaderBell() {
  const { isLoggedIn } = useSession();
  const { user } = useCurrentUser();
  const locale = useLocale();
  const accountId = user?.accountId ?? null;
  const [count, setCount] = useState<number | null>(null);

  useEffect(() => {
    setCount(null);
    if (!isLoggedIn || accountId === null) return undefined;
    return activeSubscriber(accountId, setCount);
  }, [isLoggedIn, accountId]);

  if (!isLoggedIn || accountId === null) return null;
  const href = localePath('/notifications', locale);
  return (
    <NotificationBell
      count={count}
      href={href}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        navigate('/notifications');
      }}
    />
  );
}
