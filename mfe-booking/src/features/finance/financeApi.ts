import { operation } from '@zaalplek/platform';
import { api } from '../../api';
import { AllFinanceHistoryDocument, BookingInvoicesHistoryDocument, type AllFinanceHistoryQuery, type FinanceDocumentFieldsFragment, type BookingInvoicesHistoryQuery } from '../../generated/graphql';

/** document_url: /api/finance/document/{id}/ (PDF, needs the bearer token). */
export type FinanceDocument = FinanceDocumentFieldsFragment;

export const FINANCE_DOCUMENT_FIELDS = /* GraphQL */ `fragment FinanceDocumentFields on FinanceDocument {
  invoice_id invoice_type document_number booking_id amount status host invoiced paid refund ts_created document_url
}`;

export const ALL_FINANCE_HISTORY_QUERY = /* GraphQL */ `query AllFinanceHistory($filters: FinanceHistoryFilters) {
  all_finance_history(filters: $filters) { result { ...FinanceDocumentFields } total page size total_pages }
}`;

export const BOOKING_INVOICES_HISTORY_QUERY = /* GraphQL */ `query BookingInvoicesHistory($booking_id: Int!) {
  booking_invoices_history(booking_id: $booking_id) { ...FinanceDocumentFields }
}`;

export type FinancePage = AllFinanceHistoryQuery['all_finance_history'];

export const financeApi = api.injectEndpoints({
  endpoints: (build) => ({
    allFinanceHistory: build.query<FinancePage, { page: number }>({
      query: ({ page }) => operation(AllFinanceHistoryDocument, { filters: { page, size: 20 } }),
      transformResponse: (data: AllFinanceHistoryQuery) => data.all_finance_history,
    }),
    bookingInvoicesHistory: build.query<FinanceDocument[], number>({
      query: (booking_id) => operation(BookingInvoicesHistoryDocument, { booking_id }),
      transformResponse: (data: BookingInvoicesHistoryQuery) => data.booking_invoices_history,
    }),
  }),
});

export const { useAllFinanceHistoryQuery, useBookingInvoicesHistoryQuery } = financeApi;
