import type { MouseEvent, ReactNode } from 'react';
import styled from 'styled-components';
import { useDsIntl } from '@zaalplek/design-system/core';

export interface BreadcrumbItem {
  label: ReactNode;
  /** Omit for the current page (always the last item). */
  href?: string;
}

export interface BreadcrumbsProps {
  items: BreadcrumbItem[];
  /** Called on a plain left click instead of following the href (single-page navigation). */
  onNavigate?: (href: string) => void;
  className?: string;
}

const List = styled.ol`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  list-style: none;
  margin: 0;
  padding: 0;
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  li + li::before {
    content: '/';
    margin: 0 ${({ theme }) => theme.space(2)};
    color: ${({ theme }) => theme.colors.borderStrong};
  }
  a { color: ${({ theme }) => theme.colors.accent}; text-decoration: none; }
  a:hover { text-decoration: underline; }
  a:focus-visible { ${({ theme }) => theme.focusRing} }
  [aria-current='page'] { color: ${({ theme }) => theme.colors.text}; font-weight: ${({ theme }) => theme.typography.fontWeight.medium}; }
`;

/** Breadcrumb trail: a labelled nav with an ordered list; the last item is the current page. */
export function Breadcrumbs({ items, onNavigate, className }: BreadcrumbsProps) {
  const intl = useDsIntl();
  const handleClick = (href: string) => (e: MouseEvent<HTMLAnchorElement>) => {
    if (!onNavigate || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    onNavigate(href);
  };
  return (
    <nav aria-label={intl.formatMessage({ id: 'Breadcrumbs.label', defaultMessage: 'Kruimelpad' })} className={className}>
      <List>
        {items.map((item, index) => {
          const isLast = index === items.length - 1;
          return (
            <li key={index}>
              {isLast || !item.href ? (
                <span aria-current={isLast ? 'page' : undefined}>{item.label}</span>
              ) : (
                <a href={item.href} onClick={handleClick(item.href)}>
                  {item.label}
                </a>
              )}
            </li>
          );
        })}
      </List>
    </nav>
  );
}
