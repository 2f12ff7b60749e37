// The header's chat link for a logged-in account: the live number of unread chat messages from the
// API's unread_chats subscription (graphql-ws), a click opens the chat.
import { useEffect, useState } from 'react';
import { ChatLink } from '@zaalplek/design-system';
import { localePath, navigate, subscribeLive, useCurrentUser, useLocale, useSession } from '@zaalplek/platform';

export const UNREAD_CHATS = /* GraphQL */ `
  subscription UnreadChats($account_id: Int!) {
    unread_chats(account_id: $account_id)
  }
`;

/** Subscribes to the unread chat count of an account; returns the stop function. Injectable for tests. */
export type UnreadChatSubscriber = (accountId: number, onCount: (count: number) => void) => () => void;

const liveUnreadChats: UnreadChatSubscriber = (accountId, onCount) =>
  subscribeLive<{ unread_chats: number }>(UNREAD_CHATS, { account_id: accountId }, (data) => onCount(data.unread_chats));

let activeSubscriber: UnreadChatSubscriber = liveUnreadChats;
/** Tests feed counts without a websocket; null restores the live one. */
export function setUnreadChatSubscriber(fn: UnreadChatSubscriber | null): void {
  activeSubscriber = fn ?? liveUnreadChats;
}

export function HeaderChat() {
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
  return (
    <ChatLink
      count={count}
      href={localePath('/chat', locale)}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        navigate('/chat');
      }}
    />
  );
}
