import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useDsIntl } from '@zaalplek/design-system/core';
import { Pagination } from '../Pagination';
import { Table, type TableProps } from '../Table';

/** Spec: lists show 20 rows per page and three page numbers. */
export const DEFAULT_PAGE_SIZE = 20;

export interface PagedTableProps<Row> extends TableProps<Row> {
  /** Rows of the current page only (the server pages); at most `pageSize`. */
  rows: Row[];
  /** Current page, 1-based. */
  page: number;
  /** Rows over all pages. */
  total: number;
  pageSize?: number;
  onPageChange: (page: number) => void;
  /** While a new page or sort loads: the table stays visible and is marked busy. */
  loading?: boolean;
  /** Replaces the default range text ("1–20 van 45"). */
  summary?: ReactNode;
}

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  &[aria-busy='true'] table { opacity: 0.6; }
`;

const Summary = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * A sortable table paged by the server: the sortable headers and row clicks of `Table`, a
 * "from–to of total" line and the three-number `Pagination` under it. Fully controlled — the
 * caller keeps page and sort (usually in the URL) and asks the API for that page.
 */
export function PagedTable<Row>({ page, total, pageSize = DEFAULT_PAGE_SIZE, onPageChange, loading = false, summary, className, ...table }: PagedTableProps<Row>) {
  const intl = useDsIntl();
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const current = Math.min(Math.max(page, 1), pageCount);
  const from = total === 0 ? 0 : (current - 1) * pageSize + 1;
  const to = total === 0 ? 0 : Math.min(total, from + table.rows.length - 1);
  return (
    <Root className={className} aria-busy={loading}>
      <Summary role="status">
        {summary ?? intl.formatMessage({ id: 'PagedTable.range', defaultMessage: '{from}–{to} van {total}' }, { from, to, total })}
      </Summary>
      <Table {...table} />
      {pageCount > 1 && <Pagination page={current} pageCount={pageCount} onPageChange={onPageChange} />}
    </Root>
  );
}
