import { useEffect, useState } from 'react';
import { CustomerDetailDialog } from './CustomerDetailDialog';
import { detailMessages } from './detailMessages';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { Button, EmptyState, Pagination, Spinner, Table, TextField, type TableColumn } from '@zaalplek/design-system';
import { actAsMessages } from '../actAs/messages';
import { useActAs } from '../actAs/useActAs';
import { useAllowed } from '../admin/useAllowed';
import { useGetCustomersQuery } from './usersApi';
import { usersMessages } from './messages';
import { USERS_PAGE_SIZE, type UserAccount } from './types';

function fullName(account: UserAccount): string {
  return [account.firstName, account.lastName].filter(Boolean).join(' ');
}

/** Page number from the `page` query (1 when missing or not a number). */
function pageOf(params: URLSearchParams): number {
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  return Number.isFinite(page) && page >= 1 ? page : 1;
}

const SEARCH_DELAY_MS = 300;

/**
 * Admin users (bookers) tab: the booker accounts, newest first, from get_customers, 20 per page;
 * the search (name, e-mail, phone) and page live in the URL (?q=, ?page=). Hosts are in the Vendors tab.
 */
export function UsersTab() {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const search = params.get('q') ?? '';
  const page = pageOf(params);
  const [typed, setTyped] = useState(search);
  const { data, isFetching, isError } = useGetCustomersQuery({ search, page, size: USERS_PAGE_SIZE });
  const allowed = useAllowed();
  const actAs = useActAs();
  const [detailOf, setDetailOf] = useState<number | null>(null);

  useEffect(() => {
    if (typed.trim() === search) return undefined;
    const timer = setTimeout(
      () =>
        setParams((current) => {
          const updated = new URLSearchParams(current);
          if (typed.trim()) updated.set('q', typed.trim());
          else updated.delete('q');
          updated.delete('page');
          return updated;
        }),
      SEARCH_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [typed, search, setParams]);

  const columns: TableColumn<UserAccount>[] = [
    { key: 'name', header: intl.formatMessage(usersMessages.columnName), render: fullName },
    { key: 'email', header: intl.formatMessage(usersMessages.columnEmail), render: (a) => a.email },
    { key: 'phone', header: intl.formatMessage(usersMessages.columnPhone), render: (a) => a.phone ?? '' },
  ];
  columns.push({
    key: 'actions',
    header: intl.formatMessage(usersMessages.columnActions),
    render: (a) => (
      <>
        <Button size="sm" variant="secondary" aria-label={intl.formatMessage(detailMessages.open, { name: fullName(a) || a.email })} onClick={() => setDetailOf(a.accountId)}>
          {intl.formatMessage(detailMessages.details)}
        </Button>
        {allowed('admin.act_as') && (
          <Button size="sm" variant="ghost" aria-label={intl.formatMessage(actAsMessages.actAsName, { name: fullName(a) || a.email })}
            onClick={() => void actAs.start('CUSTOMER', a.accountId)}>
            {intl.formatMessage(actAsMessages.actAs)}
          </Button>
        )}
      </>
    ),
  });

  const goTo = (next: number) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next <= 1) updated.delete('page');
      else updated.set('page', String(next));
      return updated;
    });

  let body;
  if (isError) body = <p role="alert">{intl.formatMessage(usersMessages.loadError)}</p>;
  else if (!data) body = <Spinner />;
  else if (data.total === 0) body = <EmptyState title={intl.formatMessage(usersMessages.emptyTitle)} />;
  else {
    body = (
      <>
        <p role="status">{intl.formatMessage(usersMessages.total, { count: data.total })}</p>
        <Table columns={columns} rows={data.result} getRowKey={(a) => a.accountId} caption={intl.formatMessage(usersMessages.caption)} hideCaption />
        {data.total_pages > 1 && <Pagination page={Math.min(page, data.total_pages)} pageCount={data.total_pages} onPageChange={goTo} />}
      </>
    );
  }

  return (
    <div data-testid="users-tab" aria-busy={isFetching}>
      <TextField type="search" label={intl.formatMessage(usersMessages.search)} value={typed} onChange={(e) => setTyped(e.target.value)} />
      {actAs.error && <p role="alert">{actAs.error}</p>}
      {body}
      {detailOf !== null && <CustomerDetailDialog accountId={detailOf} onClose={() => setDetailOf(null)} />}
    </div>
  );
}
