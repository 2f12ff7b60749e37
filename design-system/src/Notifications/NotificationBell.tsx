import type { MouseEvent } from 'react';
import styled from 'styled-components';
import { useDsIntl } from '@zaalplek/design-system/core';

export interface NotificationBellProps {
  /** Unread notifications; null while unknown (no badge). */
  count: number | null;
  /** Where the bell leads (the notification centre); rendered as a link. */
  href: string;
  /** Plain clicks, e.g. client-side navigation (call event.preventDefault()). */
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
  className?: string;
}

const Root = styled.a`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 44px;
  min-height: 44px;
  color: inherit;
  border-radius: ${({ theme }) => theme.radii.md};
  &:hover { background: ${({ theme }) => theme.colors.surfaceMuted}; color: inherit; }
`;

const Badge = styled.span`
  position: absolute;
  top: 4px;
  right: 2px;
  min-width: 20px;
  height: 20px;
  padding: 0 5px;
  border-radius: 10px;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.textInverse};
  font-size: 12px;
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  line-height: 20px;
  text-align: center;
`;

/** More than this shows as "99+". */
export const BELL_MAX = 99;

/** The header's bell: a link to the notification centre with the unread count as a badge. */
export function NotificationBell({ count, href, onClick, className }: NotificationBellProps) {
  const intl = useDsIntl();
  const unread = count ?? 0;
  const label = unread > 0
    ? intl.formatMessage({ id: 'NotificationBell.unread', defaultMessage: 'Meldingen, {count, plural, one {# ongelezen} other {# ongelezen}}' }, { count: unread })
    : intl.formatMessage({ id: 'NotificationBell.label', defaultMessage: 'Meldingen' });
  return (
    <Root href={href} onClick={onClick} aria-label={label} className={className} data-notification-bell="" data-count={unread}>
      <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        <path d="M18 8a6 6 0 0 0-12 0c0 7-3 9-3 9h18s-3-2-3-9" />
        <path d="M13.7 21a2 2 0 0 1-3.4 0" />
      </svg>
      {unread > 0 && <Badge aria-hidden="true">{unread > BELL_MAX ? `${BELL_MAX}+` : unread}</Badge>}
    </Root>
  );
}
