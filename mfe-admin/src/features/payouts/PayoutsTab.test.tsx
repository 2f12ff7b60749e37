import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockFetch, profileAnswer, type MockRequest } from '../testing/mockFetch';
import { currentUrl, logIn, renderApp, resetState } from '../testing/renderApp';
import type { AdminPayout } from './payoutsApi';

const payout = (id: number, extra: Partial<AdminPayout> = {}): AdminPayout => ({
  payout_id: id, booking_id: 100 + id, organisation_id: 10, organisation_name: 'Zalen BV', host_email: 'host@example.nl', amount_paid: 36300,
  payout_amount: 30000, payout_status: 'COMPLETED', payout_date: '2026-03-12T10:00:00.000Z', pending_reason: null, iban_number: 'NL91ABNA0417164300',
  invoice_number: 'UB-1', ts_created: '2026-03-12T09:00:00.000Z', ...extra,
});

function world({ ibanAdded = false, staffRole = 'ADMIN' as 'ADMIN' | 'SUPPORT' } = {}) {
  const rows = [payout(1, { payout_status: 'PENDING', payout_date: null, pending_reason: 'missing_iban', iban_number: null }), payout(2), payout(3, { organisation_id: 20, organisation_name: 'Andere BV', host_email: 'ander@example.nl' })];
  const requests: MockRequest[] = [];
  mockFetch((request) => {
    requests.push(request);
    const v = request.variables as Record<string, any>;
    if (request.url.includes('/api/admin/payouts.csv')) return { json: 'payout_id\n1\n' };
    switch (request.operation) {
      case 'profile': return profileAnswer(staffRole === 'ADMIN' ? { isAdmin: true } : { staffRole });
      case 'admin_payouts': {
        const found = rows.filter((p) => (!v.status || p.payout_status === v.status) && (!v.organisation_id || p.organisation_id === v.organisation_id));
        return { json: { data: { admin_payouts: { result: found, total: found.length, page: v.page, size: v.size, total_pages: 1 } } } };
      }
      case 'retry_payout':
        if (!ibanAdded) return { json: { data: null, errors: [{ message: 'x', extensions: { response: { body: { error_type: 'VALIDATION', entity: 'payout', key: 'missing_iban', meta: null, status_code: 400 } } } }] } };
        Object.assign(rows[0], { payout_status: 'COMPLETED', pending_reason: null, payout_date: '2026-03-20T10:00:00.000Z' });
        return { json: { data: { retry_payout: { payout_id: v.payout_id, payout_status: 'COMPLETED' } } } };
      default: return { status: 404, json: { error_type: 'NOT_FOUND', entity: null, key: null, meta: null, status_code: 404 } };
    }
  });
  return { requests, calls: (op: string) => requests.filter((r) => r.operation === op) };
}

const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr') as HTMLElement;

beforeEach(() => {
  resetState();
  logIn();
});

test('lists every host\'s payouts with amount, status, Amsterdam dates and the reason of a pending one', async () => {
  world();
  renderApp('/admin/payouts');
  const pending = await rowOf('Boeking #101');
  expect(within(pending).getByText('In afwachting')).toBeInTheDocument();
  expect(within(pending).getByText('Reden: de verhuurder heeft nog geen IBAN')).toBeInTheDocument();
  expect(within(pending).getByText(/€\s?300(,00)?$/)).toBeInTheDocument();
  const done = await rowOf('Boeking #102');
  expect(within(done).getByText('Uitbetaald')).toBeInTheDocument();
  expect(within(done).getByText('Uitbetaald op 12 mrt 2026')).toBeInTheDocument();
  expect(within(done).queryByRole('button', { name: 'Opnieuw proberen' })).not.toBeInTheDocument();
  expect(screen.getByText('3 uitbetalingen')).toBeInTheDocument();
});

test('status and host filters go to the API and the URL', async () => {
  const { calls } = world();
  renderApp('/en/admin/payouts');
  await rowOf('Booking #101');
  fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'COMPLETED' } });
  await waitFor(() => expect(screen.queryByText('Booking #101')).not.toBeInTheDocument());
  expect(currentUrl()).toBe('/en/admin/payouts?status=COMPLETED');
  fireEvent.click(screen.getByRole('button', { name: 'Only payouts to Andere BV' }));
  await waitFor(() => expect(screen.queryByText('Booking #102')).not.toBeInTheDocument());
  expect(calls('admin_payouts').at(-1)!.variables).toMatchObject({ status: 'COMPLETED', organisation_id: 20, date_from: null, date_to: null });
  expect(screen.getByRole('button', { name: 'Vendor: Andere BV ✕' })).toBeInTheDocument();
});

test('the date range from the URL goes to the API', async () => {
  const { calls } = world();
  renderApp('/admin/payouts?from=2026-03-01&to=2026-03-31');
  await rowOf('Boeking #101');
  expect(calls('admin_payouts')[0].variables).toMatchObject({ date_from: '2026-03-01', date_to: '2026-03-31' });
});

test('retry: refused while there is no IBAN, and says why', async () => {
  world();
  renderApp('/admin/payouts');
  fireEvent.click(within(await rowOf('Boeking #101')).getByRole('button', { name: 'Opnieuw proberen' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('De verhuurder heeft nog geen actief IBAN; de uitbetaling blijft in afwachting.');
});

test('retry once the host added an IBAN: paid out', async () => {
  world({ ibanAdded: true });
  renderApp('/admin/payouts');
  fireEvent.click(within(await rowOf('Boeking #101')).getByRole('button', { name: 'Opnieuw proberen' }));
  expect(await screen.findByText('Uitbetaling voor boeking #101 is uitbetaald.')).toBeInTheDocument();
  await waitFor(() => expect(within(screen.getByText('Boeking #101').closest('tr') as HTMLElement).queryByRole('button', { name: 'Opnieuw proberen' })).not.toBeInTheDocument());
});

test('CSV export asks the API for the same filter', async () => {
  const { requests } = world();
  const created = jest.fn(() => 'blob:payouts');
  Object.assign(URL, { createObjectURL: created, revokeObjectURL: jest.fn() });
  renderApp('/admin/payouts?status=PENDING&from=2026-03-01');
  await rowOf('Boeking #101');
  fireEvent.click(screen.getByRole('button', { name: 'Exporteren (CSV)' }));
  await waitFor(() => expect(created).toHaveBeenCalled());
  const csv = requests.find((r) => r.url.includes('payouts.csv'))!;
  expect(csv.url).toBe('/api/admin/payouts.csv?status=PENDING&date_from=2026-03-01');
  expect(csv.headers.authorization).toMatch(/^Bearer /);
});
