import { useIntl } from 'react-intl';
import { Table, formatEuroCents, type TableColumn } from '@zaalplek/design-system';
import { Link } from '@zaalplek/platform';
import moment from '../time/moment';
import { TIME_ZONE } from '@zaalplek/platform';
import { DocumentLink } from './DocumentLink';
import type { FinanceDocument } from './financeApi';
import { documentStatusMessages, documentTypeMessages, financeMessages } from './messages';

/** The spec's documents table: created, document, number, booking ID, amount, status, host, invoiced, paid, refund. */
export function DocumentsTable({ documents, caption }: { documents: FinanceDocument[]; caption: string }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const euro = (cents: number) => formatEuroCents(intl, cents);
  const label = <T extends Record<string, { id: string; defaultMessage: string }>>(map: T, key: string) =>
    map[key] ? t(map[key]) : key;
  const columns: TableColumn<FinanceDocument>[] = [
    { key: 'created', header: t(financeMessages.created), render: (d) => moment.tz(d.ts_created, TIME_ZONE).format('DD-MM-YYYY') },
    {
      key: 'document',
      header: t(financeMessages.document),
      render: (d) => (
        <DocumentLink url={d.document_url} fileName={`${d.document_number}.pdf`}>
          {label(documentTypeMessages, d.invoice_type)}
        </DocumentLink>
      ),
    },
    { key: 'number', header: t(financeMessages.number), render: (d) => d.document_number },
    {
      key: 'booking',
      header: t(financeMessages.bookingId),
      render: (d) => (d.booking_id ? <Link to={`/bookings/${d.booking_id}`}>#{d.booking_id}</Link> : ''),
    },
    { key: 'amount', header: t(financeMessages.amount), render: (d) => euro(d.amount) },
    { key: 'status', header: t(financeMessages.status), render: (d) => label(documentStatusMessages, d.status) },
    { key: 'host', header: t(financeMessages.host), render: (d) => d.host ?? '' },
    { key: 'invoiced', header: t(financeMessages.invoiced), render: (d) => euro(d.invoiced) },
    { key: 'paid', header: t(financeMessages.paid), render: (d) => euro(d.paid) },
    { key: 'refund', header: t(financeMessages.refund), render: (d) => euro(d.refund) },
  ];
  return <Table columns={columns} rows={documents} getRowKey={(d) => d.invoice_id} caption={caption} hideCaption />;
}
