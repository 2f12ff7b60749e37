import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useDsIntl } from '@zaalplek/design-system/core';
import { TIME_ZONE } from '../timeZone';

export type NotificationType = 'ACTION' | 'NOTIFICATION' | 'SYSTEM';
export type NotificationStatus = 'ACTIVE' | 'EXPIRED' | 'PERFORMED';

export interface NotificationItemProps {
  title: ReactNode;
  description?: ReactNode;
  type: NotificationType;
  status: NotificationStatus;
  /** ISO instant; shown in Amsterdam time */
  time: string;
  isRead: boolean;
  /** the link to what it is about (a booking, a space), e.g. an <a> or a router Link */
  link?: ReactNode;
  onMarkRead?: () => void;
  onDelete?: () => void;
  className?: string;
}

const Root = styled.li<{ $unread: boolean }>`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 4px solid ${({ theme, $unread }) => ($unread ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $unread }) => ($unread ? theme.colors.surface : theme.colors.background)};
  list-style: none;
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

const Title = styled.h3<{ $unread: boolean }>`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSize.md};
  font-weight: ${({ theme, $unread }) => ($unread ? theme.typography.fontWeight.semibold : theme.typography.fontWeight.regular)};
`;

const tone = {
  ACTION: ['warningSoft', 'warning'],
  NOTIFICATION: ['infoSoft', 'info'],
  SYSTEM: ['dangerSoft', 'danger'],
  ACTIVE: ['accentSoft', 'accent'],
  EXPIRED: ['surfaceMuted', 'textMuted'],
  PERFORMED: ['successSoft', 'success'],
} as const;

const Tag = styled.span<{ $tone: keyof typeof tone }>`
  display: inline-block;
  padding: 2px 8px;
  border-radius: 10px;
  font-size: ${({ theme }) => theme.typography.fontSize.xs};
  background: ${({ theme, $tone }) => theme.colors[tone[$tone][0]]};
  color: ${({ theme, $tone }) => theme.colors[tone[$tone][1]]};
`;

const Meta = styled.div`
  grid-column: 1 / -1;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  align-items: center;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
`;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  align-items: flex-start;
  button {
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space(3)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
    cursor: pointer;
  }
`;

/** One notification of the notification centre: type, status, time, a link, mark read and delete. */
export function NotificationItem({ title, description, type, status, time, isRead, link, onMarkRead, onDelete, className }: NotificationItemProps) {
  const intl = useDsIntl();
  const typeLabel = {
    ACTION: intl.formatMessage({ id: 'NotificationItem.type.action', defaultMessage: 'Actie nodig' }),
    NOTIFICATION: intl.formatMessage({ id: 'NotificationItem.type.notification', defaultMessage: 'Melding' }),
    SYSTEM: intl.formatMessage({ id: 'NotificationItem.type.system', defaultMessage: 'Systeem' }),
  }[type];
  const statusLabel = {
    ACTIVE: intl.formatMessage({ id: 'NotificationItem.status.active', defaultMessage: 'Actief' }),
    EXPIRED: intl.formatMessage({ id: 'NotificationItem.status.expired', defaultMessage: 'Verlopen' }),
    PERFORMED: intl.formatMessage({ id: 'NotificationItem.status.performed', defaultMessage: 'Afgehandeld' }),
  }[status];
  const when = intl.formatDate(time, { timeZone: TIME_ZONE, day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  return (
    <Root $unread={!isRead} className={className} data-notification-item="" data-read={isRead ? 'true' : 'false'}>
      <div>
        <Head>
          <Title $unread={!isRead}>{title}</Title>
          {!isRead && <Tag $tone="ACTIVE">{intl.formatMessage({ id: 'NotificationItem.unread', defaultMessage: 'Nieuw' })}</Tag>}
        </Head>
        {description && <p style={{ margin: '4px 0 0' }}>{description}</p>}
      </div>
      <Actions>
        {!isRead && onMarkRead && (
          <button type="button" onClick={onMarkRead}>{intl.formatMessage({ id: 'NotificationItem.markRead', defaultMessage: 'Markeer als gelezen' })}</button>
        )}
        {onDelete && (
          <button type="button" onClick={onDelete} aria-label={intl.formatMessage({ id: 'NotificationItem.delete', defaultMessage: 'Verwijder melding' })}>✕</button>
        )}
      </Actions>
      <Meta>
        <Tag $tone={type} data-type={type}>{typeLabel}</Tag>
        <Tag $tone={status} data-status={status}>{statusLabel}</Tag>
        <time dateTime={time}>{when}</time>
        {link}
      </Meta>
    </Root>
  );
}
