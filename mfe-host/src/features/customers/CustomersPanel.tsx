import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button, Pagination, Spinner, Table, TextField, formatEuroCents, type TableColumn } from '@zaalplek/design-system';
import { formatDate, formatDateTime } from '../vendor-bookings/dateFormat';
import { vendorBookingsMessages } from '../vendor-bookings/messages';
import { Badge, Notice, Toolbar } from '../vendor-bookings/styles';
import type { VendorBooking } from '../vendor-bookings/types';
import { useGetCustomerQuery, useGetCustomersQuery, type VendorCustomer } from './customersApi';
import { customersMessages as m } from './messages';

const fullName = (c: { first_name: string | null; last_name: string | null; email: string }) =>
  [c.first_name, c.last_name].filter(Boolean).join(' ') || c.email;

function CustomerDetail({ accountId, venueId, onBack }: { accountId: number; venueId: number | null; onBack: () => void }) {
  const intl = useIntl();
  const { data, isLoading, isError } = useGetCustomerQuery({ account_id: accountId, ...(venueId ? { venue_id: venueId } : {}) });
  const columns: TableColumn<VendorBooking>[] = [
    { key: 'id', header: intl.formatMessage(vendorBookingsMessages.colBooking), render: (b) => `#${b.booking_id}` },
    { key: 'when', header: intl.formatMessage(vendorBookingsMessages.colWhen), render: (b) => formatDateTime(b.slot_start) },
    { key: 'space', header: intl.formatMessage(vendorBookingsMessages.colSpace), render: (b) => b.space_name },
    { key: 'total', header: intl.formatMessage(vendorBookingsMessages.colTotal), align: 'right', render: (b) => (b.order_total != null ? formatEuroCents(intl, b.order_total) : '') },
    {
      key: 'status',
      header: intl.formatMessage(vendorBookingsMessages.colStatus),
      render: (b) => <Badge $tone="muted">{b.vendor_status ? intl.formatMessage(vendorBookingsMessages[`status${b.vendor_status}`]) : b.booking_status}</Badge>,
    },
  ];
  return (
    <section data-testid="customer-detail">
      <Button variant="ghost" onClick={onBack}>
        {intl.formatMessage(m.back)}
      </Button>
      {isLoading ? (
        <Spinner />
      ) : isError || !data ? (
        <Notice $tone="danger" role="alert">
          {intl.formatMessage(m.loadError)}
        </Notice>
      ) : (
        <>
          <h2>{fullName(data.customer)}</h2>
          <p>
            {data.customer.email}
            {data.customer.phone && <> · {intl.formatMessage(m.phone, { phone: data.customer.phone })}</>}
          </p>
          <p>{intl.formatMessage(m.summary, { count: data.customer.bookings_count, paid: formatEuroCents(intl, data.customer.paid_total) })}</p>
          <Table<VendorBooking> caption={intl.formatMessage(m.bookingsCaption)} columns={columns} rows={data.bookings} getRowKey={(b) => b.booking_id} />
        </>
      )}
    </section>
  );
}

/** Guests who booked at the organisation (or the chosen venue): search, list and detail. */
export function CustomersPanel({ venueId }: { venueId: number | null }) {
  const intl = useIntl();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<number | null>(null);
  const { data, isLoading, isError } = useGetCustomersQuery({
    ...(venueId ? { venue_id: venueId } : {}),
    ...(search.trim() ? { search: search.trim() } : {}),
    page,
    size: 20,
  });
  if (selected != null) return <CustomerDetail accountId={selected} venueId={venueId} onBack={() => setSelected(null)} />;
  const columns: TableColumn<VendorCustomer>[] = [
    {
      key: 'name',
      header: intl.formatMessage(m.colName),
      render: (c) => (
        <Button variant="ghost" size="sm" onClick={() => setSelected(c.account_id)}>
          {fullName(c)}
        </Button>
      ),
    },
    { key: 'email', header: intl.formatMessage(m.colEmail), render: (c) => c.email },
    { key: 'bookings', header: intl.formatMessage(m.colBookings), align: 'right', render: (c) => c.bookings_count },
    { key: 'paid', header: intl.formatMessage(m.colPaid), align: 'right', render: (c) => formatEuroCents(intl, c.paid_total) },
    { key: 'last', header: intl.formatMessage(m.colLast), render: (c) => formatDate(c.last_booking_start) },
  ];
  return (
    <div data-testid="customers">
      <Toolbar>
        <TextField
          type="search"
          label={intl.formatMessage(m.search)}
          value={search}
          onChange={(e) => {
            setSearch(e.target.value);
            setPage(1);
          }}
        />
      </Toolbar>
      {isLoading ? (
        <Spinner />
      ) : isError || !data ? (
        <Notice $tone="danger" role="alert">
          {intl.formatMessage(m.loadError)}
        </Notice>
      ) : (
        <>
          <Table<VendorCustomer> caption={intl.formatMessage(m.caption)} hideCaption columns={columns} rows={data.result} getRowKey={(c) => c.account_id} emptyText={intl.formatMessage(m.empty)} />
          {data.total_pages > 1 && <Pagination page={page} pageCount={data.total_pages} onPageChange={setPage} />}
        </>
      )}
    </div>
  );
}
