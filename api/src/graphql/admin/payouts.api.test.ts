/** Admin payouts over HTTP: every host's payouts with filters and reasons, retry after the host adds an IBAN, and the CSV export. */
import { startTestApp, type TestApp } from '../../test/api/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const auth = { endpoint: 'authenticated' as const };
const admin = () => t.token(t.fx.adminId, 'BOOKER', true);
const errorOf = (body: { errors?: Array<{ extensions?: Record<string, any> }> }) => body.errors?.[0]?.extensions?.response?.body;
type P = { payout_id: number; booking_id: number; payout_status: string; pending_reason: string | null; organisation_name: string | null; payout_amount: number; iban_number: string | null };
const LIST = `query($status: AdminPayoutStatus, $from: String, $to: String, $org: Int, $search: String) {
  admin_payouts(status: $status, date_from: $from, date_to: $to, organisation_id: $org, search: $search) { total result { payout_id booking_id payout_status pending_reason organisation_name payout_amount iban_number } }
}`;
const list = async (vars: Record<string, unknown> = {}) => {
  const r = await t.graphql<{ admin_payouts: { total: number; result: P[] } }>(LIST, vars, { ...auth, token: admin() });
  expect(r.body.errors).toBeUndefined();
  return r.body.data!.admin_payouts;
};

let pendingId: number;
let completedId: number;
beforeAll(async () => {
  const k = t.db.knex;
  [{ payout_id: pendingId }] = await k('payout').insert({ booking_id: t.fx.bookings.paid, organisation_id: t.fx.organisationId, amount_paid: 36300, payout_amount: 30000, payout_status: 'PENDING', pending_reason: 'missing_iban', ts_created: '2026-03-10T10:00:00Z' }).returning('payout_id');
  [{ payout_id: completedId }] = await k('payout').insert({ booking_id: t.fx.bookings.cancelled, organisation_id: t.fx.organisationId, amount_paid: 12100, payout_amount: 10000, payout_status: 'COMPLETED', payout_date: '2026-02-01T10:00:00Z', iban_number: 'NL91ABNA0417164300', ts_created: '2026-02-01T09:00:00Z' }).returning('payout_id');
});

test('every host\'s payouts with the reason; filters by status, Amsterdam date range, host and search', async () => {
  const all = await list();
  expect(all.result.map((p) => p.payout_id)).toEqual(expect.arrayContaining([pendingId, completedId]));
  expect(all.result.find((p) => p.payout_id === pendingId)).toMatchObject({ payout_status: 'PENDING', pending_reason: 'missing_iban', organisation_name: 'Test BV', payout_amount: 30000 });
  expect((await list({ status: 'PENDING' })).result.map((p) => p.payout_id)).toEqual([pendingId]);
  expect((await list({ from: '2026-03-01', to: '2026-03-31' })).result.map((p) => p.payout_id)).toEqual([pendingId]);
  expect((await list({ to: '2026-02-01' })).result.map((p) => p.payout_id)).toEqual([completedId]);
  expect((await list({ org: t.fx.organisationId })).total).toBe(2);
  expect((await list({ org: 999999 })).total).toBe(0);
  expect((await list({ search: String(t.fx.bookings.paid) })).result.map((p) => p.payout_id)).toEqual([pendingId]);
  const bad = await t.graphql(LIST, { from: '10-03-2026' }, { ...auth, token: admin() });
  expect(errorOf(bad.body)).toMatchObject({ error_type: 'FIELD_VALIDATION', key: 'date_invalid', meta: { field: 'date_from' } });
});

test('retry: refused while the host has no IBAN, paid out to the IBAN once added; a completed payout is not paid twice', async () => {
  const RETRY = `mutation($id: Int!) { retry_payout(payout_id: $id) { payout_status pending_reason iban_number payout_date } }`;
  expect(errorOf((await t.graphql(RETRY, { id: pendingId }, { ...auth, token: admin() })).body)).toMatchObject({ error_type: 'VALIDATION', key: 'missing_iban' });
  expect((await t.db.knex('payout').where('payout_id', pendingId).first('payout_status')).payout_status).toBe('PENDING');
  await t.db.knex('organisation_bank_info').insert({ organisation_id: t.fx.organisationId, bank_ascription: 'Test BV', iban: 'NL02ABNA0123456789', is_active: true });
  const r = await t.graphql<{ retry_payout: { payout_status: string; pending_reason: string | null; iban_number: string; payout_date: string } }>(RETRY, { id: pendingId }, { ...auth, token: admin() });
  expect(r.body.errors).toBeUndefined();
  expect(r.body.data!.retry_payout).toMatchObject({ payout_status: 'COMPLETED', pending_reason: null, iban_number: 'NL02ABNA0123456789' });
  expect(errorOf((await t.graphql(RETRY, { id: completedId }, { ...auth, token: admin() })).body)).toMatchObject({ key: 'payout_completed' });
  expect(errorOf((await t.graphql(RETRY, { id: 999999 }, { ...auth, token: admin() })).body)).toMatchObject({ error_type: 'NOT_FOUND' });
});

test('CSV export of the filter, admins only; cells that look like formulas are neutralised', async () => {
  await t.db.knex('organisation').where('organisation_id', t.fx.organisationId).update({ organisation_name: '=HYPERLINK("x")' });
  const res = await t.request('/api/admin/payouts.csv?status=COMPLETED', { token: admin() });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
  expect(res.headers.get('content-disposition')).toContain('payouts.csv');
  const lines = (await res.text()).trim().split('\r\n');
  expect(lines[0]).toBe('payout_id,booking_id,organisation,host_email,status,reason,amount_paid_eur,payout_amount_eur,iban,invoice_number,created,paid_out');
  expect(lines.length).toBeGreaterThanOrEqual(2);
  expect(lines.every((l, i) => i === 0 || l.includes(',COMPLETED,'))).toBe(true);
  const completed = lines.find((l) => l.startsWith(`${completedId},`))!;
  expect(completed).toContain(`"'=HYPERLINK(""x"")"`);
  expect(completed).toContain(',121.00,100.00,');
  await t.db.knex('organisation').where('organisation_id', t.fx.organisationId).update({ organisation_name: 'Test BV' });

  const [{ account_id: support }] = await t.db.knex('account').insert({ email: 'pay.support@example.nl', account_state: 'BOOKER', staff_role: 'SUPPORT' }).returning('account_id');
  for (const token of [t.token(support), t.token(t.fx.vendorId, 'VENDOR')]) {
    expect((await t.request('/api/admin/payouts.csv', { token })).status).toBe(403);
    expect(errorOf((await t.graphql(LIST, {}, { ...auth, token })).body)).toMatchObject({ error_type: 'FORBIDDEN' });
  }
  expect((await t.request('/api/admin/payouts.csv')).status).toBe(401);
});
