import type { MouseEvent, ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { useDsIntl } from '@zaalplek/design-system/core';
import { pageWindow } from './pageWindow';

export interface PaginationProps {
  /** Current page, 1-based. */
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  /** How many page numbers to show; default 3 (spec). */
  visiblePages?: number;
  /** When given, pages render as links (crawlable SEO pagination); plain clicks still call onPageChange. */
  getHref?: (page: number) => string;
  className?: string;
}

const Nav = styled.nav`
  display: flex;
  justify-content: center;
`;

const List = styled.ul`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  list-style: none;
  margin: 0;
  padding: 0;
`;

const itemStyles = css<{ $current?: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 44px;
  height: 44px;
  padding: 0 ${({ theme }) => theme.space(2)};
  border: 1px solid ${({ theme, $current }) => ($current ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $current }) => ($current ? theme.colors.primary : theme.colors.surface)};
  color: ${({ theme, $current }) => ($current ? theme.colors.textInverse : theme.colors.text)};
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  text-decoration: none;
  cursor: pointer;
  &:hover:not([aria-disabled='true']):not([aria-current='page']) { border-color: ${({ theme }) => theme.colors.primary}; color: ${({ theme }) => theme.colors.primary}; }
  &:focus-visible { ${({ theme }) => theme.focusRing} }
  &[aria-disabled='true'] { opacity: 0.4; cursor: not-allowed; }
`;

const ItemButton = styled.button<{ $current?: boolean }>`${itemStyles}`;
const ItemLink = styled.a<{ $current?: boolean }>`${itemStyles}`;

interface ItemProps {
  target: number;
  label: string;
  current?: boolean;
  disabled?: boolean;
  children: ReactNode;
  getHref?: (page: number) => string;
  onSelect: (page: number) => void;
}

function Item({ target, label, current, disabled, children, getHref, onSelect }: ItemProps) {
  const common = {
    'aria-label': label,
    'aria-current': current ? ('page' as const) : undefined,
    'aria-disabled': disabled || undefined,
    $current: current,
  };
  if (getHref && !disabled) {
    return (
      <ItemLink
        {...common}
        href={getHref(target)}
        onClick={(e: MouseEvent) => {
          if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
          e.preventDefault();
          if (!current) onSelect(target);
        }}
      >
        {children}
      </ItemLink>
    );
  }
  return (
    <ItemButton {...common} type="button" onClick={() => !disabled && !current && onSelect(target)}>
      {children}
    </ItemButton>
  );
}

/** Previous / page numbers (3 by default) / next. Renders nothing for a single page. */
export function Pagination({ page, pageCount, onPageChange, visiblePages = 3, getHref, className }: PaginationProps) {
  const intl = useDsIntl();
  if (pageCount <= 1) return null;
  const pages = pageWindow(page, pageCount, visiblePages);
  return (
    <Nav aria-label={intl.formatMessage({ id: 'Pagination.label', defaultMessage: 'Paginering' })} className={className}>
      <List>
        <li>
          <Item target={page - 1} disabled={page <= 1} label={intl.formatMessage({ id: 'Pagination.previous', defaultMessage: 'Vorige pagina' })} getHref={getHref} onSelect={onPageChange}>
            <span aria-hidden="true">‹</span>
          </Item>
        </li>
        {pages.map((p) => (
          <li key={p}>
            <Item target={p} current={p === page} label={intl.formatMessage({ id: 'Pagination.page', defaultMessage: 'Pagina {page}' }, { page: p })} getHref={getHref} onSelect={onPageChange}>
              {p}
            </Item>
          </li>
        ))}
        <li>
          <Item target={page + 1} disabled={page >= pageCount} label={intl.formatMessage({ id: 'Pagination.next', defaultMessage: 'Volgende pagina' })} getHref={getHref} onSelect={onPageChange}>
            <span aria-hidden="true">›</span>
          </Item>
        </li>
      </List>
    </Nav>
  );
}
