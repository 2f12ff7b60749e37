import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import styled from 'styled-components';
import { ChatInput, ChatMessageList, type ChatListMessage } from '@zaalplek/design-system';
import { Link, errorMessageId, getLocale, localePath, mapApiError, navigate, toApiErrorBody, useCurrentUser, validators } from '@zaalplek/platform';
import type { ChatListScope, ChatType } from '../../generated/graphql';
import { useGetChatsQuery, useLazyChatMessagesQuery, useLazyOpenChatQuery, useReadChatMutation, useSendChatMessageMutation, type ChatMessageItem, type ChatSummary } from './chatApi';
import { subscribeChatEvents } from './chatConnection';
import { chatMessages as m } from './messages';

/** Characters per message (api domain/chat/chatRules CHAT_MESSAGE_MAX). */
export const CHAT_MESSAGE_MAX = 1000;
const CHAT_TYPES: readonly ChatType[] = ['BOOKING', 'SPACE', 'VENUE', 'SUPPORT'];

const Page = styled.div`
  display: grid;
  grid-template-columns: minmax(240px, 320px) 1fr;
  height: calc(100dvh - 72px);
  min-height: 420px;
  background: ${({ theme }) => theme.colors.surface};
  @media (max-width: 960px) {
    grid-template-columns: 1fr;
    &[data-open='true'] > aside { display: none; }
    &[data-open='false'] > section { display: none; }
  }
`;
const Side = styled.aside`
  border-right: 1px solid ${({ theme }) => theme.colors.border};
  overflow-y: auto;
  display: flex;
  flex-direction: column;
`;
const Tabs = styled.div`
  display: flex;
  gap: 4px;
  padding: 8px;
  button[aria-pressed='true'] { font-weight: 600; border-bottom: 2px solid ${({ theme }) => theme.colors.primary}; }
  button { background: none; border: 0; padding: 8px; cursor: pointer; min-height: 44px; }
`;
const Item = styled.button<{ $active: boolean }>`
  text-align: left;
  border: 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme, $active }) => ($active ? theme.colors.accentSoft : 'transparent')};
  padding: 12px;
  cursor: pointer;
  display: grid;
  gap: 2px;
  min-height: 44px;
  strong { display: flex; justify-content: space-between; gap: 8px; }
  small { color: ${({ theme }) => theme.colors.textMuted}; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
`;
const Count = styled.span`
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.textInverse};
  border-radius: 10px;
  padding: 0 6px;
  font-size: 12px;
  line-height: 20px;
`;
const Conversation = styled.section`
  display: flex;
  flex-direction: column;
  min-height: 0;
  header { padding: 12px 16px; border-bottom: 1px solid ${({ theme }) => theme.colors.border}; }
  header h2 { margin: 0; font-size: 1.1rem; }
  form { padding: 12px 16px; border-top: 1px solid ${({ theme }) => theme.colors.border}; }
`;
const Hint = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  padding: 16px;
`;

const toListMessage = (x: ChatMessageItem): ChatListMessage => ({
  id: x.message_id, body: x.body, senderName: x.sender_name, senderSide: x.sender_side, isMine: x.is_mine, sentAt: x.ts_created,
});

/** /chat and /chat/{chatId}: the account's conversations (and the support inbox for support staff), full height. */
export function ChatPage() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { chatId: chatIdParam } = useParams();
  const [search] = useSearchParams();
  const { user } = useCurrentUser();
  const accountId = user?.accountId ?? null;
  const isStaff = Boolean(user?.isAdmin || user?.staffRole === 'SUPPORT');
  const [scope, setScope] = useState<ChatListScope>('MINE');
  const chats = useGetChatsQuery(scope);
  const chatId = chatIdParam && /^\d+$/.test(chatIdParam) ? Number(chatIdParam) : null;
  const routerNavigate = useNavigate();
  const go = useCallback((path: string) => void routerNavigate(localePath(path, getLocale(window.location.pathname))), [routerNavigate]);

  // /chat?type=SPACE&entity=12: open (or find) that conversation, then show it
  const [openChat] = useLazyOpenChatQuery();
  const type = search.get('type')?.toUpperCase() as ChatType | undefined;
  const entity = search.get('entity');
  const intent = search.get('intent');
  useEffect(() => {
    if (!type || !CHAT_TYPES.includes(type)) return;
    let cancelled = false;
    void openChat({ chat_type: type, entity_id: entity && /^\d+$/.test(entity) ? Number(entity) : null }).then((result) => {
      if (cancelled) return;
      if (result.data) go(`/chat/${result.data.chat_id}${intent === 'cancel' && entity ? `?intent=cancel&booking=${entity}` : ''}`);
      else if (result.error) {
        const mapped = mapApiError(result.error);
        if (mapped.redirect) navigate(mapped.redirect);
      }
    });
    return () => {
      cancelled = true;
    };
  }, [type, entity, intent, openChat, go]);

  const list = chats.data ?? [];
  const current: ChatSummary | undefined = list.find((c) => c.chat_id === chatId);
  // a conversation opened just now (ask the host, support) is not in the list read before: read it again, once
  const refetchedFor = useRef<number | null>(null);
  useEffect(() => {
    if (chatId === null || current || !chats.isSuccess || chats.isFetching || refetchedFor.current === chatId) return;
    refetchedFor.current = chatId;
    void chats.refetch();
  }, [chatId, current, chats]);

  // messages of the open conversation: the newest page, earlier pages on demand, live ones appended
  const [loadMessages] = useLazyChatMessagesQuery();
  const [messages, setMessages] = useState<ChatMessageItem[]>([]);
  const [hasMore, setHasMore] = useState(false);
  const [loadingMore, setLoadingMore] = useState(false);
  const [lastReadAtOpen, setLastReadAtOpen] = useState<number | undefined>(undefined);
  const openedRef = useRef<number | null>(null);
  useEffect(() => {
    setMessages([]);
    setHasMore(false);
    openedRef.current = chatId;
    if (chatId === null) return;
    void loadMessages({ chat_id: chatId, before_id: null }).then((result) => {
      if (openedRef.current !== chatId) return;
      if (result.data) {
        setMessages(result.data.messages);
        setHasMore(result.data.has_more);
      } else if (result.error) {
        const mapped = mapApiError(result.error);
        if (mapped.redirect) navigate(mapped.redirect);
      }
    });
  }, [chatId, loadMessages]);
  useEffect(() => {
    setLastReadAtOpen(current ? current.last_read_message_id : undefined);
    // only when another conversation opens
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [chatId, current === undefined]);

  const loadEarlier = async () => {
    if (chatId === null || !messages[0]) return;
    setLoadingMore(true);
    const result = await loadMessages({ chat_id: chatId, before_id: messages[0].message_id });
    setLoadingMore(false);
    if (result.data) {
      setMessages((prev) => [...result.data!.messages, ...prev]);
      setHasMore(result.data.has_more);
    }
  };

  // live: the chat connection (chat_user_id + chat_token), closed 5 s after leaving the chat
  // refetches answer after awaits (a read marker, a sent message): once the page is left there is no query to refetch
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const refetchRaw = chats.refetch;
  const refetchChats = useCallback(() => {
    if (mounted.current) void refetchRaw();
  }, [refetchRaw]);
  useEffect(() => {
    if (accountId === null) return undefined;
    return subscribeChatEvents(accountId, (event) => {
      if (event.kind === 'MESSAGE' && event.message && event.chat_id === openedRef.current) {
        const message = event.message;
        setMessages((prev) => (prev.some((x) => x.message_id === message.message_id) ? prev : [...prev, message]));
      }
      refetchChats();
    });
  }, [accountId, refetchChats]);

  // read marker: what is shown is read
  const [readChat] = useReadChatMutation();
  const newestOther = useMemo(() => [...messages].reverse().find((x) => !x.is_mine)?.message_id ?? null, [messages]);
  useEffect(() => {
    if (chatId === null || newestOther === null || !current) return;
    if (newestOther <= current.last_read_message_id) return;
    void readChat({ chat_id: chatId, message_id: newestOther }).then(() => refetchChats());
  }, [chatId, newestOther, current, readChat, refetchChats]);

  const [sendMessage] = useSendChatMessageMutation();
  const [error, setError] = useState<string | undefined>(undefined);
  useEffect(() => setError(undefined), [chatId]);
  const send = async (text: string): Promise<boolean> => {
    if (chatId === null) return false;
    if (validators.CODE_LIKE_PATTERN.test(text)) {
      setError(t(m.codeLike));
      return false;
    }
    const result = await sendMessage({ chat_id: chatId, body: text });
    if ('error' in result && result.error) {
      const body = toApiErrorBody(result.error);
      const id = errorMessageId(body);
      setError(id === 'errors.generic' ? t(m.sendFailed) : t({ id }, { max: CHAT_MESSAGE_MAX }));
      return false;
    }
    setError(undefined);
    const sent = result.data!;
    setMessages((prev) => (prev.some((x) => x.message_id === sent.message_id) ? prev : [...prev, sent]));
    refetchChats();
    return true;
  };

  const cancelBooking = search.get('intent') === 'cancel' ? search.get('booking') : null;
  const initialText = cancelBooking && /^\d+$/.test(cancelBooking) ? t(m.cancelRequest, { id: cancelBooking }) : '';

  return (
    <Page data-testid="chat-page" data-open={chatId !== null ? 'true' : 'false'}>
      <Side aria-label={t(m.conversations)}>
        <h1 style={{ margin: '12px 12px 0', fontSize: '1.3rem' }}>{t(m.title)}</h1>
        {isStaff && (
          <Tabs role="group">
            <button type="button" aria-pressed={scope === 'MINE'} onClick={() => setScope('MINE')}>{t(m.mine)}</button>
            <button type="button" aria-pressed={scope === 'SUPPORT_INBOX'} onClick={() => setScope('SUPPORT_INBOX')} data-support-inbox="">{t(m.inbox)}</button>
          </Tabs>
        )}
        {chats.isSuccess && list.length === 0 && <Hint>{t(scope === 'SUPPORT_INBOX' ? m.inboxEmpty : m.none)}</Hint>}
        {list.map((c) => (
          <Item key={c.chat_id} type="button" $active={c.chat_id === chatId} aria-current={c.chat_id === chatId ? 'true' : undefined} onClick={() => go(`/chat/${c.chat_id}`)} data-chat-item={c.chat_id}>
            <strong>
              <span>{c.title}</span>
              {c.unread_count > 0 && <Count aria-label={t(m.unread, { count: c.unread_count })}>{c.unread_count}</Count>}
            </strong>
            <small>{t(m.with, { name: c.counterpart })}</small>
            {c.last_message && <small>{c.last_message.body}</small>}
          </Item>
        ))}
        {scope === 'MINE' && (
          <Hint>
            <Link to="/chat?type=SUPPORT">{t(m.contactSupport)}</Link>
          </Hint>
        )}
      </Side>
      <Conversation aria-label={current?.title ?? t(m.title)}>
        {chatId === null ? (
          <Hint>{t(m.choose)}</Hint>
        ) : (
          <>
            <header>
              <Link to="/chat" className="chat-back">{t(m.back)}</Link>
              <h2>{current?.title ?? t(m.loading)}</h2>
              {current && <div>{t(m.with, { name: current.counterpart })}</div>}
              {current?.booking_id && current.my_side === 'GUEST' && <Link to={`/bookings/${current.booking_id}`}>{t(m.bookingLink)}</Link>}
            </header>
            <ChatMessageList messages={messages.map(toListMessage)} hasMore={hasMore} loadingMore={loadingMore} onLoadMore={() => void loadEarlier()} lastReadId={lastReadAtOpen} />
            <ChatInput key={`${chatId}-${initialText}`} onSend={send} maxLength={CHAT_MESSAGE_MAX} error={error} initialValue={initialText} />
          </>
        )}
      </Conversation>
    </Page>
  );
}
