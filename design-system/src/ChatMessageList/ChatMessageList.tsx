import { useEffect, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button, useDsIntl } from '@zaalplek/design-system/core';

export type ChatSide = 'GUEST' | 'HOST' | 'SUPPORT';

export interface ChatListMessage {
  id: number;
  /** plain text; rendered as text (line breaks kept), never as HTML */
  body: string;
  senderName: string;
  senderSide: ChatSide;
  isMine: boolean;
  /** ISO time */
  sentAt: string;
}

export interface ChatMessageListProps {
  messages: ChatListMessage[];
  /** older messages can be loaded: shows the "earlier messages" button */
  hasMore?: boolean;
  loadingMore?: boolean;
  onLoadMore?: () => void;
  /** messages after this id are marked with an "unread" divider */
  lastReadId?: number;
  /** IANA zone the times are shown in (default Europe/Amsterdam) */
  timeZone?: string;
  /** shown when there are no messages */
  empty?: ReactNode;
  className?: string;
}

const Log = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  overflow-y: auto;
  padding: ${({ theme }) => theme.space(3)};
  min-height: 0;
  flex: 1 1 auto;
`;

const Row = styled.div<{ $mine: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: ${({ $mine }) => ($mine ? 'flex-end' : 'flex-start')};
`;

const Bubble = styled.div<{ $mine: boolean }>`
  max-width: min(80%, 560px);
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  border-radius: 12px;
  background: ${({ theme, $mine }) => ($mine ? theme.colors.accentSoft : theme.colors.surface)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const Meta = styled.div`
  font-size: 0.8rem;
  color: ${({ theme }) => theme.colors.textMuted};
  margin-bottom: 2px;
`;

const Divider = styled.div`
  text-align: center;
  font-size: 0.8rem;
  color: ${({ theme }) => theme.colors.primary};
  border-top: 1px solid ${({ theme }) => theme.colors.primarySoft};
  padding-top: 4px;
`;

const Empty = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
  margin: auto;
`;

/** A conversation: messages oldest first, own messages on the right, the side of each sender named; stays scrolled to the newest. */
export function ChatMessageList({ messages, hasMore, loadingMore, onLoadMore, lastReadId, timeZone = 'Europe/Amsterdam', empty, className }: ChatMessageListProps) {
  const intl = useDsIntl();
  const ref = useRef<HTMLDivElement>(null);
  const newest = messages.at(-1)?.id;
  useEffect(() => {
    const el = ref.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [newest]);
  const sideLabel = (side: ChatSide) =>
    side === 'HOST'
      ? intl.formatMessage({ id: 'ChatMessageList.host', defaultMessage: 'Verhuurder' })
      : side === 'SUPPORT'
        ? intl.formatMessage({ id: 'ChatMessageList.support', defaultMessage: 'Zaalplek support' })
        : intl.formatMessage({ id: 'ChatMessageList.guest', defaultMessage: 'Gast' });
  const firstUnread = lastReadId === undefined ? undefined : messages.find((m) => m.id > lastReadId && !m.isMine)?.id;
  return (
    <Log ref={ref} role="log" aria-live="polite" aria-label={intl.formatMessage({ id: 'ChatMessageList.label', defaultMessage: 'Berichten' })} className={className}>
      {hasMore && (
        <Button variant="secondary" size="sm" onClick={onLoadMore} disabled={loadingMore} style={{ alignSelf: 'center' }}>
          {intl.formatMessage({ id: 'ChatMessageList.loadMore', defaultMessage: 'Eerdere berichten' })}
        </Button>
      )}
      {messages.length === 0 && <Empty>{empty ?? intl.formatMessage({ id: 'ChatMessageList.empty', defaultMessage: 'Nog geen berichten' })}</Empty>}
      {messages.map((m) => (
        <Row key={m.id} $mine={m.isMine} data-testid="chat-message">
          {m.id === firstUnread && <Divider>{intl.formatMessage({ id: 'ChatMessageList.unread', defaultMessage: 'Nieuw' })}</Divider>}
          <Meta>
            {m.isMine ? intl.formatMessage({ id: 'ChatMessageList.you', defaultMessage: 'Jij' }) : `${m.senderName} · ${sideLabel(m.senderSide)}`}
            {' · '}
            <time dateTime={m.sentAt}>{intl.formatDate(m.sentAt, { timeZone, day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' })}</time>
          </Meta>
          <Bubble $mine={m.isMine}>{m.body}</Bubble>
        </Row>
      ))}
    </Log>
  );
}
