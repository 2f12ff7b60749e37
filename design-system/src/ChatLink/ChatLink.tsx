import type { MouseEvent } from 'react';
import styled from 'styled-components';
import { useDsIntl } from '@zaalplek/design-system/core';

export interface ChatLinkProps {
  /** Unread chat messages; null while unknown (no badge). */
  count: number | null;
  /** Where it leads (the chat); rendered as a link. */
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
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.textInverse};
  font-size: 12px;
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  line-height: 20px;
  text-align: center;
`;

export const CHAT_COUNT_MAX = 99;

/** The header's chat link: a speech bubble with the unread chat messages as a badge. */
export function ChatLink({ count, href, onClick, className }: ChatLinkProps) {
  const intl = useDsIntl();
  const unread = count ?? 0;
  const label = unread > 0
    ? intl.formatMessage({ id: 'ChatLink.unread', defaultMessage: 'Berichten, {count, plural, one {# ongelezen} other {# ongelezen}}' }, { count: unread })
    : intl.formatMessage({ id: 'ChatLink.label', defaultMessage: 'Berichten' });
  return (
    <Root href={href} onClick={onClick} aria-label={label} className={className} data-chat-link="" data-count={unread}>
      <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        <path d="M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z" />
      </svg>
      {unread > 0 && <Badge aria-hidden="true">{unread > CHAT_COUNT_MAX ? `${CHAT_COUNT_MAX}+` : unread}</Badge>}
    </Root>
  );
}
