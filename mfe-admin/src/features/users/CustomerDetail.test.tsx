import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockFetch, profileAnswer, type MockRequest } from '../testing/mockFetch';
import { logIn, renderApp, resetState } from '../testing/renderApp';
import type { CustomerDetail } from './customerApi';

const detail = (extra: Partial<CustomerDetail> = {}): CustomerDetail => ({
  account_id: 5, email: 'bram@example.nl', first_name: 'Bram', last_name: 'Boeker', phone: '+31612345678', account_state: 'BOOKER',
  is_blocked: true, block_cause: 'POST_PAYMENT_OVERDUE', block_reason: null, blocked_booking_id: 42, ts_blocked: '2026-03-01T10:00:00.000Z', ts_created: '2025-01-10T10:00:00.000Z',
  bookings: [{ booking_id: 42, space_name: 'Grote Zaal', booking_start: '2026-02-10T08:00:00.000Z', booking_end: '2026-02-10T12:00:00.000Z', booking_status: 'COMPLETED', attendees: 8 }],
  documents: [{ finance_document_id: 9, booking_id: 42, invoice_type: 'INVOICE', document_number: 'F-2026-0042', amount: 36300, status: 'COMPLETED', ts_created: '2026-02-11T10:00:00.000Z' }],
  ...extra,
});

function world(staffRole: 'ADMIN' | 'SUPPORT' = 'ADMIN') {
  let current = detail();
  const requests: MockRequest[] = [];
  mockFetch((request) => {
    requests.push(request);
    const v = request.variables as Record<string, any>;
    switch (request.operation) {
      case 'profile': return profileAnswer(staffRole === 'ADMIN' ? { isAdmin: true } : { staffRole });
      case 'get_customers': return { json: { data: { get_customers: { result: [{ accountId: 5, email: 'bram@example.nl', firstName: 'Bram', lastName: 'Boeker', phone: null, accountState: 'BOOKER', isAdmin: false }], total: 1, page: 1, size: 20, total_pages: 1 } } } };
      case 'customer_detail': return { json: { data: { customer_detail: current } } };
      case 'unblock_account': current = { ...current, is_blocked: false, block_cause: null, blocked_booking_id: null, ts_blocked: null }; return { json: { data: { unblock_account: { account_id: 5, is_blocked: false } } } };
      case 'block_account': current = { ...current, is_blocked: true, block_cause: 'STAFF', block_reason: v.reason, ts_blocked: '2026-03-05T10:00:00.000Z' }; return { json: { data: { block_account: { account_id: 5, is_blocked: true } } } };
      default: return { status: 404, json: { error_type: 'NOT_FOUND', entity: null, key: null, meta: null, status_code: 404 } };
    }
  });
  return { calls: (op: string) => requests.filter((r) => r.operation === op) };
}

beforeEach(() => {
  resetState();
  logIn();
});

test('the detail shows why an account is blocked (overdue post-payment), its bookings and documents; unblock, then block with a reason', async () => {
  const { calls } = world();
  renderApp('/admin/users');
  fireEvent.click(await screen.findByRole('button', { name: 'Details van Bram Boeker' }));
  const dialog = await screen.findByRole('dialog', { name: 'Bram Boeker' });
  expect(await within(dialog).findByText('Geblokkeerd op 1 mrt 2026: betaling achteraf te laat (boeking #42)')).toBeInTheDocument();
  expect(within(dialog).getByText(/#42 · Grote Zaal · 10 feb 2026 · COMPLETED/)).toBeInTheDocument();
  expect(within(dialog).getByRole('link', { name: /F-2026-0042 · Factuur · €\s?363/ })).toHaveAttribute('href', '/api/finance/document/9/');

  fireEvent.click(within(dialog).getByRole('button', { name: 'Deblokkeren' }));
  expect(await within(dialog).findByText('Bram Boeker is gedeblokkeerd.')).toBeInTheDocument();
  await waitFor(() => expect(within(dialog).getByText('Niet geblokkeerd')).toBeInTheDocument());
  expect(calls('unblock_account')[0].variables).toEqual({ account_id: 5 });

  fireEvent.click(within(dialog).getByRole('button', { name: 'Blokkeren' }));
  const ask = await screen.findByRole('dialog', { name: 'Bram Boeker blokkeren' });
  fireEvent.change(within(ask).getByLabelText(/Reden/), { target: { value: 'Spam' } });
  fireEvent.click(within(ask).getByRole('button', { name: 'Blokkeren' }));
  expect(await screen.findByText('Reden: Spam')).toBeInTheDocument();
  expect(screen.getByText('Geblokkeerd door beheer op 5 mrt 2026')).toBeInTheDocument();
  expect(calls('block_account')[0].variables).toEqual({ account_id: 5, reason: 'Spam' });
});

test('support reads the detail without block buttons or act-as', async () => {
  world('SUPPORT');
  renderApp('/admin/users');
  expect(screen.queryByRole('button', { name: /Meekijken/ })).not.toBeInTheDocument();
  fireEvent.click(await screen.findByRole('button', { name: 'Details van Bram Boeker' }));
  const dialog = await screen.findByRole('dialog', { name: 'Bram Boeker' });
  await within(dialog).findByText(/betaling achteraf te laat/);
  expect(within(dialog).queryByRole('button', { name: 'Deblokkeren' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Meekijken/ })).not.toBeInTheDocument();
});
