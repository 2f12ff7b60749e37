import { api } from '../../api';

export interface FinanceDocument {
  invoice_id: number;
  invoice_type: 'INVOICE' | 'PAYOUT' | 'PROOF_OF_PAYMENT' | 'REFUND';
  document_number: string;
  booking_id: number | null;
  amount: number;
  status: string;
  host: string | null;
  invoiced: number;
  paid: number;
  refund: number;
  ts_created: string;
  /** /api/finance/document/{id}/ (PDF, needs the bearer token) */
  document_url: string;
}

const DOCUMENT_FIELDS = 'invoice_id invoice_type document_number booking_id amount status host invoiced paid refund ts_created document_url';

export const ALL_FINANCE_HISTORY_QUERY = `query AllFinanceHistory($filters: FinanceHistoryFilters) {
  all_finance_history(filters: $filters) { result { ${DOCUMENT_FIELDS} } total page size total_pages }
}`;

export const BOOKING_INVOICES_HISTORY_QUERY = `query BookingInvoicesHistory($booking_id: Int!) {
  booking_invoices_history(booking_id: $booking_id) { ${DOCUMENT_FIELDS} }
}`;

export interface FinancePage { result: FinanceDocument[]; total: number; page: number; size: number; total_pages: number }

export const financeApi = api.injectEndpoints({
  endpoints: (build) => ({
    allFinanceHistory: build.query<FinancePage, { page: number }>({
      query: ({ page }) => ({ document: ALL_FINANCE_HISTORY_QUERY, variables: { filters: { page, size: 20 } } }),
      transformResponse: (data: { all_finance_history: FinancePage }) => data.all_finance_history,
    }),
    bookingInvoicesHistory: build.query<FinanceDocument[], number>({
      query: (booking_id) => ({ document: BOOKING_INVOICES_HISTORY_QUERY, variables: { booking_id } }),
      transformResponse: (data: { booking_invoices_history: FinanceDocument[] }) => data.booking_invoices_history,
    }),
  }),
});

export const { useAllFinanceHistoryQuery, useBookingInvoicesHistoryQuery } = financeApi;
