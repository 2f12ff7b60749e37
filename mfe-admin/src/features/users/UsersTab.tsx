import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { EmptyState, Pagination, Spinner, Table, type TableColumn } from '@zaalplek/design-system';
import { useGetCustomersQuery } from './usersApi';
import { usersMessages } from './messages';
import { USERS_PAGE_SIZE, type CustomerAccount } from './types';

function fullName(account: CustomerAccount): string {
  return [account.firstName, account.lastName].filter(Boolean).join(' ');
}

/** Page number from the `page` query, clamped to the pages that exist. */
function currentPage(params: URLSearchParams, pageCount: number): number {
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  if (!Number.isFinite(page) || page < 1) return 1;
  return Math.min(page, Math.max(1, pageCount));
}

/** Admin users tab: every customer from get_customers, 20 per page (paged in the client for now). */
export function UsersTab() {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const { data, isLoading, isError } = useGetCustomersQuery();

  if (isLoading) return <Spinner />;
  if (isError) return <p role="alert">{intl.formatMessage(usersMessages.loadError)}</p>;
  const accounts = data ?? [];
  if (accounts.length === 0) return <EmptyState title={intl.formatMessage(usersMessages.emptyTitle)} />;

  const pageCount = Math.ceil(accounts.length / USERS_PAGE_SIZE);
  const page = currentPage(params, pageCount);
  const rows = accounts.slice((page - 1) * USERS_PAGE_SIZE, page * USERS_PAGE_SIZE);
  const roleLabel = (state: string) =>
    state === 'BOOKER' || state === 'VENDOR' ? intl.formatMessage(usersMessages[state]) : state;

  const columns: TableColumn<CustomerAccount>[] = [
    { key: 'name', header: intl.formatMessage(usersMessages.columnName), render: fullName },
    { key: 'email', header: intl.formatMessage(usersMessages.columnEmail), render: (a) => a.email },
    { key: 'role', header: intl.formatMessage(usersMessages.columnRole), render: (a) => roleLabel(a.accountState) },
    {
      key: 'admin',
      header: intl.formatMessage(usersMessages.columnAdmin),
      render: (a) => intl.formatMessage(a.isAdmin ? usersMessages.yes : usersMessages.no),
    },
  ];

  const goTo = (next: number) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next <= 1) updated.delete('page');
      else updated.set('page', String(next));
      return updated;
    });

  return (
    <div data-testid="users-tab">
      <p>{intl.formatMessage(usersMessages.total, { count: accounts.length })}</p>
      <Table
        columns={columns}
        rows={rows}
        getRowKey={(a) => a.accountId}
        caption={intl.formatMessage(usersMessages.caption)}
        hideCaption
      />
      {pageCount > 1 && <Pagination page={page} pageCount={pageCount} onPageChange={goTo} />}
    </div>
  );
}
