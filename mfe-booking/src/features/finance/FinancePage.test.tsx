/** The booking's documents: titles as on the PDFs, and the final invoice announced until it is there (nl and en). */
import { screen } from '@testing-library/react';
import { mockFetch, profileAnswer } from '../testing/mockFetch';
import { logIn, renderApp, resetState } from '../testing/renderApp';
import type { FinanceDocument } from './financeApi';

const doc = (invoice_id: number, invoice_type: FinanceDocument['invoice_type'], document_number: string): FinanceDocument => ({
  invoice_id, invoice_type, document_number, booking_id: 42, amount: 39077, status: 'COMPLETED', host: 'Havenhuis BV',
  invoiced: 39077, paid: 39077, refund: 0, ts_created: '2030-06-01T10:00:00.000Z', document_url: `/api/finance/document/${invoice_id}/`,
});

function answer(documents: FinanceDocument[]) {
  mockFetch((request) => {
    if (request.operation === 'profile') return profileAnswer();
    if (request.operation === 'booking_invoices_history') return { json: { data: { booking_invoices_history: documents } } };
    if (request.operation === 'all_finance_history') return { json: { data: { all_finance_history: { result: documents, total: documents.length, page: 1, size: 20, total_pages: 1 } } } };
    return { json: { data: {} } };
  });
}

beforeEach(() => {
  resetState();
  logIn();
});

describe.each([
  ['nl', '', 'Betaalbewijs', 'Factuur', 'De factuur volgt binnen 24 uur na afloop van je bijeenkomst'],
  ['en', '/en', 'Proof of payment', 'Invoice', 'The invoice follows within 24 hours after your meeting'],
])('/bookings/{id}/finance (%s)', (_locale, prefix, proofTitle, invoiceTitle, coming) => {
  it('names the proof of payment as the PDF does and says when the invoice comes', async () => {
    answer([doc(7, 'PROOF_OF_PAYMENT', 'POP-2030-000007')]);
    renderApp(`${prefix}/bookings/42/finance`);
    expect(await screen.findByText(proofTitle)).toBeInTheDocument();
    expect(screen.getByTestId('invoice-note')).toHaveTextContent(coming);
  });

  it('lists the invoice once it is there, without the announcement', async () => {
    answer([doc(7, 'PROOF_OF_PAYMENT', 'POP-2030-000007'), doc(8, 'INVOICE', 'INV-2030-000008')]);
    renderApp(`${prefix}/bookings/42/finance`);
    expect(await screen.findByText(invoiceTitle)).toBeInTheDocument();
    expect(screen.queryByTestId('invoice-note')).toBeNull();
  });

  it('the overview of all documents says the invoice follows every meeting within 24 hours', async () => {
    answer([doc(7, 'PROOF_OF_PAYMENT', 'POP-2030-000007')]);
    renderApp(`${prefix}/finance`);
    expect(await screen.findByText(proofTitle)).toBeInTheDocument();
    expect(screen.getByTestId('invoice-note')).toHaveTextContent(prefix ? 'within 24 hours' : 'binnen 24 uur');
  });
});
