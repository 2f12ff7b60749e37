import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { getSession } from '@zaalplek/platform';
import { mockFetch, profileAnswer, type MockRequest } from '../testing/mockFetch';
import { currentUrl, logIn, renderApp, resetState } from '../testing/renderApp';
import type { ActAsLogEntry } from './actAsApi';

const entry = (id: string, extra: Partial<ActAsLogEntry> = {}): ActAsLogEntry => ({
  act_as_session_id: id, admin_account_id: 1, admin_name: 'Ada Admin', admin_email: 'admin@zaalplek.nl', target_account_id: 3,
  target_name: 'Henk Host', target_email: 'host@example.nl', target_kind: 'VENDOR', ts_started: '2026-11-27T09:00:00.000Z', start_ip: '10.0.0.1',
  ts_expires: '2026-11-27T09:15:00.000Z', ts_stopped: '2026-11-27T09:05:00.000Z', stop_ip: '10.0.0.2', ...extra,
});

function world(log: ActAsLogEntry[] = [entry('a'), entry('b', { target_kind: 'CUSTOMER', target_name: 'Bram Boeker', target_email: 'bram@example.nl', ts_stopped: null, stop_ip: null, ts_expires: '2000-01-01T00:15:00.000Z' })]) {
  const requests: MockRequest[] = [];
  mockFetch((request) => {
    requests.push(request);
    const v = request.variables as Record<string, any>;
    switch (request.operation) {
      case 'profile': return profileAnswer({ isAdmin: true });
      case 'act_as_log': return { json: { data: { act_as_log: { result: log, total: log.length, page: v.page, size: v.size, total_pages: 1 } } } };
      case 'get_vendors': return { json: { data: { get_vendors: { result: [{ account_id: 3, email: 'host@example.nl', first_name: 'Henk', last_name: 'Host', phone: null, permissions: [], organisation_id: 4, organisation_name: 'Zalen BV', organisation_type: 'PUBLIC', review_status: 'APPROVED', review_reason: null, is_activation_allowed: true, is_banned: false, ban_cause: null, ban_reason: null, ts_banned: null, rating: 8, spaces_count: 0, ts_created: '2026-11-01T00:00:00Z' }], total: 1, page: 1, size: 20, total_pages: 1 } } } };
      case 'get_customers': return { json: { data: { get_customers: { result: [{ accountId: 5, email: 'bram@example.nl', firstName: 'Bram', lastName: 'Boeker', phone: null, accountState: 'BOOKER', isAdmin: false }], total: 1, page: 1, size: 20, total_pages: 1 } } } };
      case 'get_vendor_tokens': return { json: { data: { get_vendor_tokens: { access_token: 'ACTAS-TOKEN', expires_at: '2031-01-01T00:15:00.000Z', act_as_session_id: 'c' } } } };
      case 'get_customer_tokens': return { json: { data: null, errors: [{ message: 'x', extensions: { response: { body: { error_type: 'FORBIDDEN', entity: 'account', key: 'cannot_act_as_staff', meta: null, status_code: 403 } } } }] } };
      default: return { status: 404, json: { error_type: 'NOT_FOUND', entity: null, key: null, meta: null, status_code: 404 } };
    }
  });
  return { calls: (op: string) => requests.filter((r) => r.operation === op) };
}

beforeEach(() => {
  resetState();
  logIn();
});

test('the act-as log lists admin, target, kind, start and stop with Amsterdam times and IPs', async () => {
  world();
  renderApp('/en/admin/act-as-log');
  const row = (await screen.findAllByText('Henk Host'))[0].closest('tr') as HTMLElement;
  expect(within(row).getByText('Ada Admin')).toBeInTheDocument();
  expect(within(row).getByText('Vendor')).toBeInTheDocument();
  expect(within(row).getByText(/Nov 27, 2026.*10:00:00/)).toBeInTheDocument();
  expect(within(row).getByText('from 10.0.0.1')).toBeInTheDocument();
  expect(within(row).getByText(/10:05:00/)).toBeInTheDocument();
  expect(within(row).getByText('from 10.0.0.2')).toBeInTheDocument();
  const open = screen.getByText('Bram Boeker').closest('tr') as HTMLElement;
  expect(within(open).getByText('Booker')).toBeInTheDocument();
  expect(within(open).getByText(/Expired at/)).toBeInTheDocument();
  expect(screen.getByText('2 sessions')).toBeInTheDocument();
});

test('a search goes to the API and stays in the URL', async () => {
  const { calls } = world();
  renderApp('/en/admin/act-as-log');
  await screen.findByText('Bram Boeker');
  fireEvent.change(screen.getByLabelText('Search by name or e-mail of the admin or the account'), { target: { value: 'henk' } });
  await waitFor(() => expect(currentUrl()).toBe('/en/admin/act-as-log?q=henk'));
  await waitFor(() => expect(calls('act_as_log').at(-1)!.variables).toEqual({ search: 'henk', page: 1, size: 20 }));
});

test('an empty log says so', async () => {
  world([]);
  renderApp('/admin/act-as-log');
  expect(await screen.findByText('Er is nog niet meegekeken')).toBeInTheDocument();
});

test('acting as a vendor from the Vendors tab swaps in the act-as token and opens the vendor\'s spaces', async () => {
  const { calls } = world();
  renderApp('/admin/vendors');
  fireEvent.click(await screen.findByRole('button', { name: 'Meekijken als Henk Host' }));
  await waitFor(() => expect(getSession().accessToken).toBe('ACTAS-TOKEN'));
  expect(calls('get_vendor_tokens')[0].variables).toEqual({ account_id: 3 });
  await waitFor(() => expect(currentUrl()).toBe('/vendor/spaces'));
});

test('acting as a customer from the Users tab: a refusal in the spec shape is shown, the admin keeps its session', async () => {
  const { calls } = world();
  renderApp('/admin/users');
  fireEvent.click(await screen.findByRole('button', { name: 'Meekijken als Bram Boeker' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Je kunt niet meekijken als een beheerder of ander personeel.');
  expect(calls('get_customer_tokens')[0].variables).toEqual({ account_id: 5 });
  expect(getSession().accessToken).not.toBe('ACTAS-TOKEN');
});
