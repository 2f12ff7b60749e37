import type { MessageDescriptor } from 'react-intl';
import { useIntl } from 'react-intl';
import { EmptyState, PagedTable, Spinner, type TableColumn } from '@zaalplek/design-system';
import { ADMIN_PAGE_SIZE } from './listParams';

/** The texts of one admin list: its load error, its empty state, the table's caption and the count line ({count}). */
export interface AdminListMessages {
  loadError: MessageDescriptor;
  emptyTitle: MessageDescriptor;
  caption: MessageDescriptor;
  total: MessageDescriptor;
}

interface Props<Row> {
  data: { result: Row[]; total: number } | undefined;
  isError: boolean;
  isFetching: boolean;
  /** the list's page in the URL (useListParams) */
  page: number;
  onPageChange: (page: number) => void;
  columns: TableColumn<Row>[];
  getRowKey: (row: Row) => string | number;
  messages: AdminListMessages;
  sort?: { key: string; direction: 'asc' | 'desc' };
  onSortChange?: (sort: { key: string; direction: 'asc' | 'desc' }) => void;
}

/**
 * One page of an admin list as every tab shows it: the load error, a spinner until the first answer,
 * the empty state, or the server-paged table (20 rows) with its count line, marked busy while the next
 * page or filter loads.
 */
export function AdminList<Row>({ data, isError, isFetching, page, onPageChange, columns, getRowKey, messages, sort, onSortChange }: Props<Row>) {
  const intl = useIntl();
  if (isError) return <p role="alert">{intl.formatMessage(messages.loadError)}</p>;
  if (!data) return <Spinner />;
  if (data.total === 0) return <EmptyState title={intl.formatMessage(messages.emptyTitle)} />;
  return (
    <PagedTable
      columns={columns} rows={data.result} getRowKey={getRowKey} caption={intl.formatMessage(messages.caption)} hideCaption
      page={page} total={data.total} pageSize={ADMIN_PAGE_SIZE} onPageChange={onPageChange} loading={isFetching}
      summary={intl.formatMessage(messages.total, { count: data.total })}
      sort={sort} onSortChange={onSortChange}
    />
  );
}
