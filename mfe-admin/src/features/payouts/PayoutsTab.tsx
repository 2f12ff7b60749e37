import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button, DatePicker, formatEuroCents, Select, TextField, type TableColumn } from '@zaalplek/design-system';
import { TIME_ZONE } from '@zaalplek/platform';
import type { AdminPayoutStatus } from '../../generated/graphql';
import { useApiErrorText } from '../admin/apiErrors';
import { AdminList } from '../admin/AdminList';
import { ADMIN_PAGE_SIZE, useListParams } from '../admin/listParams';
import { Filters, Muted, RowActions } from '../admin/styles';
import { useAllowed } from '../admin/useAllowed';
import { payoutsMessages as m } from './messages';
import { downloadPayoutsCsv, useAdminPayoutsQuery, useRetryPayoutMutation, type AdminPayout, type PayoutsArgs } from './payoutsApi';

const STATUSES: AdminPayoutStatus[] = ['PENDING', 'COMPLETED', 'FAILED'];
const statusOf = (v: string | null): AdminPayoutStatus | null => (STATUSES as string[]).includes(v ?? '') ? (v as AdminPayoutStatus) : null;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const dateOf = (v: string | null) => (v && DATE.test(v) ? v : null);

/**
 * Admin Payouts tab: every host's payouts, newest first, with filters (status, date range, host, search)
 * in the URL; a pending or failed payout shows its reason and can be retried (e.g. once the host added an
 * IBAN); the filtered list exports as CSV.
 */
export function PayoutsTab() {
  const intl = useIntl();
  const allowed = useAllowed();
  const errorText = useApiErrorText();
  const list = useListParams();
  const host = Number(list.filter('host'));
  const args: PayoutsArgs = {
    status: statusOf(list.filter('status')), date_from: dateOf(list.filter('from')), date_to: dateOf(list.filter('to')),
    organisation_id: Number.isSafeInteger(host) && host > 0 ? host : null, search: list.search || null, page: list.page, size: ADMIN_PAGE_SIZE,
  };
  const { data, isFetching, isError, refetch } = useAdminPayoutsQuery(args);
  const [retry] = useRetryPayoutMutation();
  const [notice, setNotice] = useState<{ text: string; error: boolean } | null>(null);
  const [exporting, setExporting] = useState(false);
  const day = (iso: string) => intl.formatDate(iso, { timeZone: TIME_ZONE, day: 'numeric', month: 'short', year: 'numeric' });

  const doRetry = async (p: AdminPayout) => {
    setNotice(null);
    try {
      await retry({ payout_id: p.payout_id }).unwrap();
      setNotice({ text: intl.formatMessage(m.retried, { id: p.booking_id }), error: false });
      void refetch();
    } catch (e) {
      setNotice({ text: errorText(e), error: true });
    }
  };
  const doExport = async () => {
    setExporting(true);
    try {
      await downloadPayoutsCsv(args);
    } catch {
      setNotice({ text: intl.formatMessage(m.exportFailed), error: true });
    } finally {
      setExporting(false);
    }
  };

  const columns: TableColumn<AdminPayout>[] = [
    { key: 'booking', header: intl.formatMessage(m.columnBooking), render: (p) => intl.formatMessage(m.booking, { id: p.booking_id }) },
    {
      key: 'host', header: intl.formatMessage(m.columnHost),
      render: (p) => (
        <>
          <Button size="sm" variant="ghost" aria-label={intl.formatMessage(m.filterByHost, { name: p.organisation_name ?? p.host_email })} onClick={() => list.setFilter('host', String(p.organisation_id))}>
            {p.organisation_name ?? p.host_email}
          </Button>
          <Muted>{p.host_email}</Muted>
        </>
      ),
    },
    { key: 'amount', header: intl.formatMessage(m.columnAmount), align: 'right', render: (p) => formatEuroCents(intl, p.payout_amount) },
    {
      key: 'status', header: intl.formatMessage(m.columnStatus),
      render: (p) => {
        const s = statusOf(p.payout_status);
        return (
          <>
            <div>{s ? intl.formatMessage(m[s]) : p.payout_status}</div>
            {p.payout_date && p.payout_status === 'COMPLETED' && <Muted>{intl.formatMessage(m.paidOn, { date: day(p.payout_date) })}</Muted>}
            {p.pending_reason && (
              <Muted>{p.pending_reason === 'missing_iban' ? intl.formatMessage(m.reason_missing_iban) : intl.formatMessage(m.reasonOther, { reason: p.pending_reason })}</Muted>
            )}
          </>
        );
      },
    },
    { key: 'created', header: intl.formatMessage(m.columnCreated), render: (p) => day(p.ts_created) },
    {
      key: 'actions', header: intl.formatMessage(m.columnActions),
      render: (p) => (allowed('admin.payouts.manage') && p.payout_status !== 'COMPLETED' ? (
        <RowActions><Button size="sm" variant="secondary" onClick={() => void doRetry(p)}>{intl.formatMessage(m.retry)}</Button></RowActions>
      ) : null),
    },
  ];

  const first = data?.result[0];
  const body = (
    <AdminList
      data={data} isError={isError} isFetching={isFetching} page={list.page} onPageChange={list.goTo}
      columns={columns} getRowKey={(p) => p.payout_id} messages={m}
    />
  );

  return (
    <div data-testid="payouts-tab" aria-busy={isFetching}>
      <Filters>
        <TextField type="search" label={intl.formatMessage(m.search)} value={list.typed} onChange={(e) => list.setTyped(e.target.value)} />
        <Select
          label={intl.formatMessage(m.statusFilter)} placeholder={intl.formatMessage(m.allStatuses)}
          options={STATUSES.map((s) => ({ value: s, label: intl.formatMessage(m[s]) }))}
          value={args.status ?? null} onChange={(v) => list.setFilter('status', v)}
        />
        <DatePicker label={intl.formatMessage(m.dateFrom)} value={args.date_from ?? null} max={args.date_to ?? undefined} onChange={(v) => list.setFilter('from', v)} />
        <DatePicker label={intl.formatMessage(m.dateTo)} value={args.date_to ?? null} min={args.date_from ?? undefined} onChange={(v) => list.setFilter('to', v)} />
        {allowed('admin.payouts.manage') && (
          <Button variant="secondary" loading={exporting} onClick={() => void doExport()}>{intl.formatMessage(m.exportCsv)}</Button>
        )}
      </Filters>
      {args.organisation_id && (
        <RowActions>
          <Button size="sm" variant="secondary" onClick={() => list.setFilter('host', null)}>
            {intl.formatMessage(m.hostChip, { name: first?.organisation_name ?? `#${args.organisation_id}` })}
          </Button>
        </RowActions>
      )}
      {notice && <p role={notice.error ? 'alert' : 'status'}>{notice.text}</p>}
      {body}
    </div>
  );
}
