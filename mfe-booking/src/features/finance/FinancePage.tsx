import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { EmptyState, Pagination, Spinner } from '@zaalplek/design-system';
import { Link } from '@zaalplek/platform';
import { Page } from '../bookings/styles';
import { DocumentsTable } from './DocumentsTable';
import { useAllFinanceHistoryQuery, useBookingInvoicesHistoryQuery, type FinanceDocument } from './financeApi';
import { financeMessages } from './messages';

function Documents({ documents, caption }: { documents: FinanceDocument[] | undefined; caption: string }) {
  const intl = useIntl();
  if (!documents) return <Spinner />;
  if (documents.length === 0) return <EmptyState title={intl.formatMessage(financeMessages.empty)} />;
  return <DocumentsTable documents={documents} caption={caption} />;
}

/** /finance: every document of the guest's bookings, 20 per page. */
export function FinancePage() {
  const intl = useIntl();
  const [page, setPage] = useState(1);
  const { data, isError } = useAllFinanceHistoryQuery({ page });
  const title = intl.formatMessage(financeMessages.title);
  return (
    <Page data-testid="finance-page">
      <h1>{title}</h1>
      {isError ? <p role="alert">{intl.formatMessage(financeMessages.loadError)}</p> : <Documents documents={data?.result} caption={title} />}
      <p data-testid="invoice-note">{intl.formatMessage(financeMessages.invoiceRule)}</p>
      {data && data.total_pages > 1 && <Pagination page={page} pageCount={data.total_pages} onPageChange={setPage} />}
    </Page>
  );
}

/** /bookings/{id}/finance: the booking's documents with their PDF links. */
export function BookingFinancePage() {
  const intl = useIntl();
  const id = Number(useParams().bookingId);
  const { data, isError } = useBookingInvoicesHistoryQuery(id);
  const title = intl.formatMessage(financeMessages.bookingTitle, { id });
  return (
    <Page data-testid="booking-finance-page">
      <h1>{title}</h1>
      <p><Link to={`/bookings/${id}`}>{intl.formatMessage(financeMessages.back)}</Link></p>
      {isError ? <p role="alert">{intl.formatMessage(financeMessages.loadError)}</p> : <Documents documents={data} caption={title} />}
      {/* the final invoice comes within 24 h after the meeting; once there it is in the list above */}
      {data && !data.some((d) => d.invoice_type === 'INVOICE') && <p data-testid="invoice-note">{intl.formatMessage(financeMessages.invoiceComing)}</p>}
    </Page>
  );
}
