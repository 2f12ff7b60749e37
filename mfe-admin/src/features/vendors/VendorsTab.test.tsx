import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockFetch, profileAnswer, type MockRequest } from '../testing/mockFetch';
import { currentUrl, logIn, renderApp, resetState } from '../testing/renderApp';
import type { AdminVendor } from './vendorsApi';

const base: AdminVendor = {
  account_id: 1, email: 'host@example.nl', first_name: 'Henk', last_name: 'Host', phone: null, permissions: [], organisation_id: 10,
  organisation_name: 'Zalen BV', organisation_type: 'PUBLIC', review_status: 'APPROVED', review_reason: null, is_activation_allowed: true,
  is_banned: false, ban_cause: null, ban_reason: null, ts_banned: null, rating: 8, spaces_count: 3, ts_created: '2026-11-01T10:00:00.000Z',
};

function world(staffRole: 'ADMIN' | 'SUPPORT' = 'ADMIN') {
  const vendors: AdminVendor[] = [
    { ...base, account_id: 2, email: 'nieuw@example.nl', first_name: 'Nina', organisation_id: 20, organisation_name: 'Nieuw BV', review_status: 'PENDING', is_activation_allowed: false, spaces_count: 1 },
    base,
    { ...base, account_id: 3, email: 'laag@example.nl', organisation_id: 30, organisation_name: 'Laag BV', is_banned: true, ban_cause: 'RATING', rating: 0 },
    ...Array.from({ length: 20 }, (_, i) => ({ ...base, account_id: 100 + i, email: `v${i}@example.nl`, organisation_id: 100 + i, organisation_name: `Org ${i}` })),
  ];
  const requests: MockRequest[] = [];
  mockFetch((request) => {
    requests.push(request);
    const v = request.variables as Record<string, any>;
    const find = (org: number) => vendors.find((x) => x.organisation_id === org)!;
    switch (request.operation) {
      case 'profile': return profileAnswer(staffRole === 'ADMIN' ? { isAdmin: true } : { staffRole });
      case 'get_vendors': {
        const term = (v.search ?? '').toLowerCase();
        const found = vendors.filter((x) => (!term || `${x.email} ${x.organisation_name}`.toLowerCase().includes(term))
          && (!v.status || (v.status === 'BANNED' ? x.is_banned : x.review_status === v.status && !x.is_banned)));
        return { json: { data: { get_vendors: { result: found.slice((v.page - 1) * v.size, v.page * v.size), total: found.length, page: v.page, size: v.size, total_pages: Math.ceil(found.length / v.size) } } } };
      }
      case 'approve_organisation': Object.assign(find(v.organisation_id), { review_status: 'APPROVED', is_activation_allowed: true }); return { json: { data: { approve_organisation: { organisation_id: v.organisation_id, review_status: 'APPROVED' } } } };
      case 'reject_organisation': Object.assign(find(v.organisation_id), { review_status: 'REJECTED', review_reason: v.reason }); return { json: { data: { reject_organisation: { organisation_id: v.organisation_id, review_status: 'REJECTED' } } } };
      case 'ban_organisation': Object.assign(find(v.organisation_id), { is_banned: true, ban_cause: 'STAFF', ban_reason: v.reason }); return { json: { data: { ban_organisation: { account_id: 1, is_banned: true } } } };
      case 'unban_organisation':
        if (!find(v.organisation_id).is_banned) return { json: { data: null, errors: [{ message: 'not_banned', extensions: { response: { body: { error_type: 'FIELD_VALIDATION', entity: 'organisation', key: 'not_banned', meta: null, status_code: 400 } } } }] } };
        Object.assign(find(v.organisation_id), { is_banned: false, ban_cause: null }); return { json: { data: { unban_organisation: { account_id: 3, is_banned: false } } } };
      case 'update_vendor_permissions': { const x = vendors.find((y) => y.account_id === v.account_id)!; Object.assign(x, { permissions: v.permissions, is_activation_allowed: v.is_activation_allowed }); return { json: { data: { update_vendor_permissions: { account_id: x.account_id, permissions: x.permissions, is_activation_allowed: x.is_activation_allowed } } } }; }
      default: return { status: 404, json: { error_type: 'NOT_FOUND', entity: null, key: null, meta: null, status_code: 404 } };
    }
  });
  return { vendors, calls: (op: string) => requests.filter((r) => r.operation === op) };
}

const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr') as HTMLElement;

beforeEach(() => {
  resetState();
  logIn();
});

test('lists vendors 20 a page with organisation, review state, the rating ban with its cause, rating in stars and spaces', async () => {
  world();
  renderApp('/admin/vendors');
  const pending = await rowOf('Nieuw BV');
  expect(within(pending).getByText('Wacht op controle')).toBeInTheDocument();
  const ok = await rowOf('Zalen BV');
  expect(within(ok).getByText('Goedgekeurd')).toBeInTheDocument();
  expect(within(ok).getByText('4 van 5')).toBeInTheDocument();
  expect(within(ok).getByRole('link', { name: '3 ruimtes' })).toHaveAttribute('href', '/admin/spaces?host=10');
  const banned = await rowOf('Laag BV');
  expect(within(banned).getByText('Geblokkeerd: betrouwbaarheid 0')).toBeInTheDocument();
  expect(within(banned).getByRole('button', { name: 'Deblokkeren' })).toBeInTheDocument();
  expect(screen.getByText('23 verhuurders')).toBeInTheDocument();
  expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(21);
});

test('the review queue filter asks the API for PENDING and keeps it in the URL; approve updates the row', async () => {
  const { calls } = world();
  renderApp('/en/admin/vendors');
  await screen.findByText('Nieuw BV');
  fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'PENDING' } });
  await waitFor(() => expect(currentUrl()).toBe('/en/admin/vendors?status=PENDING'));
  await waitFor(() => expect(calls('get_vendors').at(-1)!.variables).toMatchObject({ status: 'PENDING', page: 1 }));
  await waitFor(() => expect(screen.queryByText('Zalen BV')).not.toBeInTheDocument());
  fireEvent.click(within(await rowOf('Nieuw BV')).getByRole('button', { name: 'Approve' }));
  expect(await screen.findByText('Nieuw BV is approved; the vendor gets an e-mail.')).toBeInTheDocument();
  expect(calls('approve_organisation')[0].variables).toEqual({ organisation_id: 20 });
  await waitFor(() => expect(screen.getByText('No vendors found')).toBeInTheDocument());
});

test('reject needs a reason; the reason is sent and shown on the row', async () => {
  const { calls } = world();
  renderApp('/admin/vendors');
  fireEvent.click(within(await rowOf('Nieuw BV')).getByRole('button', { name: 'Afkeuren' }));
  const dialog = await screen.findByRole('dialog');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Afkeuren' }));
  expect(await within(dialog).findByText('Geef een reden op.')).toBeInTheDocument();
  expect(calls('reject_organisation')).toHaveLength(0);
  fireEvent.change(within(dialog).getByLabelText(/Reden/), { target: { value: 'KvK-nummer onbekend' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Afkeuren' }));
  expect(await screen.findByText('Reden: KvK-nummer onbekend')).toBeInTheDocument();
  expect(calls('reject_organisation')[0].variables).toEqual({ organisation_id: 20, reason: 'KvK-nummer onbekend' });
  expect(within(await rowOf('Nieuw BV')).getByText('Afgekeurd')).toBeInTheDocument();
});

test('ban with a reason, unban, and the API error in the spec shape shown in the language', async () => {
  const { calls, vendors } = world();
  renderApp('/admin/vendors');
  fireEvent.click(within(await rowOf('Zalen BV')).getByRole('button', { name: 'Blokkeren' }));
  const dialog = await screen.findByRole('dialog');
  fireEvent.change(within(dialog).getByLabelText(/Reden/), { target: { value: 'Fraude' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Blokkeren' }));
  expect(await screen.findByText('Geblokkeerd door beheer')).toBeInTheDocument();
  expect(screen.getByText('Reden: Fraude')).toBeInTheDocument();
  expect(calls('ban_organisation')[0].variables).toEqual({ organisation_id: 10, reason: 'Fraude' });

  // someone else lifted the ban meanwhile: the API refuses, the page says why
  vendors[1].is_banned = false;
  fireEvent.click(within(await rowOf('Zalen BV')).getByRole('button', { name: 'Deblokkeren' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Deze verhuurder is niet geblokkeerd.');
});

test('a rating ban says it returns while the rating is 0; unblocking it says so too (in nl and en)', async () => {
  const { calls } = world();
  renderApp('/admin/vendors');
  const low = await rowOf('Laag BV');
  expect(within(low).getByText('Geblokkeerd: betrouwbaarheid 0')).toBeInTheDocument();
  expect(within(low).getByText(/komt de blokkade terug bij de volgende berekening, tot de betrouwbaarheid stijgt/)).toBeInTheDocument();
  expect(within(await rowOf('Zalen BV')).queryByText(/volgende berekening/)).not.toBeInTheDocument();
  fireEvent.click(within(low).getByRole('button', { name: 'Deblokkeren' }));
  expect(await screen.findByText('Laag BV is gedeblokkeerd. De betrouwbaarheid is nog 0: de blokkade komt terug bij de volgende berekening, tot de betrouwbaarheid stijgt.')).toBeInTheDocument();
  expect(calls('unban_organisation')[0].variables).toEqual({ organisation_id: 30 });
});

test('the rating-ban notice in English', async () => {
  world();
  renderApp('/en/admin/vendors');
  const low = await rowOf('Laag BV');
  expect(within(low).getByText('A reliability of 0 blocks automatically: after unblocking, the block returns at the next calculation until the reliability rises.')).toBeInTheDocument();
});

test('permissions and the may-activate flag are saved together', async () => {
  const { calls } = world();
  renderApp('/en/admin/vendors');
  fireEvent.click(within(await rowOf('Nieuw BV')).getByRole('button', { name: 'Permissions' }));
  const dialog = await screen.findByRole('dialog', { name: 'Permissions of Nieuw BV' });
  fireEvent.click(within(dialog).getByLabelText('May cancel paid bookings'));
  fireEvent.click(within(dialog).getByLabelText('The organisation may activate spaces'));
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('The permissions of Nieuw BV are saved.')).toBeInTheDocument();
  expect(calls('update_vendor_permissions')[0].variables).toEqual({ account_id: 2, permissions: ['ALLOWED_TO_CANCEL_PAID_BOOKINGS_AS_VENDOR'], is_activation_allowed: true });
});

test('support reads vendors without any decision buttons', async () => {
  world('SUPPORT');
  renderApp('/admin/vendors');
  const row = await rowOf('Nieuw BV');
  expect(within(row).queryAllByRole('button')).toEqual([]);
  expect(within(row).getByRole('link', { name: '1 ruimte' })).toBeInTheDocument();
});

test('a search by organisation is kept in the URL', async () => {
  const { calls } = world();
  renderApp('/admin/vendors');
  await screen.findByText('Nieuw BV');
  fireEvent.change(screen.getByLabelText('Zoek op naam, e-mail, telefoon of organisatie'), { target: { value: 'laag' } });
  await waitFor(() => expect(currentUrl()).toBe('/admin/vendors?q=laag'));
  await waitFor(() => expect(screen.queryByText('Zalen BV')).not.toBeInTheDocument());
  expect(screen.getByText('Laag BV')).toBeInTheDocument();
  expect(calls('get_vendors').at(-1)!.variables).toMatchObject({ search: 'laag' });
});
