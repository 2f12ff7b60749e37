/** Admin user detail over HTTP: bookings, documents and the block with its cause; block and unblock with a reason. */
import { startTestApp, type TestApp } from '../../test/api/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const auth = { endpoint: 'authenticated' as const };
const admin = () => t.token(t.fx.adminId, 'BOOKER', true);
const errorOf = (body: { errors?: Array<{ extensions?: Record<string, any> }> }) => body.errors?.[0]?.extensions?.response?.body;
const DETAIL = `query($id: Int!) { customer_detail(account_id: $id) { account_id email is_blocked block_cause block_reason blocked_booking_id bookings { booking_id space_name booking_status } documents { document_number invoice_type } } }`;
type Detail = { account_id: number; is_blocked: boolean; block_cause: string | null; block_reason: string | null; blocked_booking_id: number | null; bookings: Array<{ booking_id: number; space_name: string }>; documents: Array<{ document_number: string }> };

test('the detail lists the account\'s bookings and documents; a post-payment block shows its cause and booking', async () => {
  await t.db.knex('finance_document').insert({ booking_id: t.fx.bookings.paid, account_id: t.fx.bookerId, invoice_type: 'INVOICE', document_number: 'F-2026-0001', amount: 36300, invoiced: 36300, paid: 36300, refund: 0, status: 'COMPLETED', locale: 'nl' });
  const r = await t.graphql<{ customer_detail: Detail }>(DETAIL, { id: t.fx.bookerId }, { ...auth, token: admin() });
  expect(r.body.errors).toBeUndefined();
  const d = r.body.data!.customer_detail;
  const own = (await t.db.knex('booking').where('account_id', t.fx.bookerId).whereNot('booking_status', 'DRAFT').pluck('booking_id')).sort();
  expect(d.bookings.map((b) => b.booking_id).sort()).toEqual(own);
  expect(d.documents.map((x) => x.document_number)).toContain('F-2026-0001');
  expect(d.is_blocked).toBe(false);

  await t.db.knex('account').where('account_id', t.fx.otherBookerId).update({ is_blocked: true, block_cause: 'POST_PAYMENT_OVERDUE', blocked_booking_id: t.fx.bookings.otherBookers, ts_blocked: new Date() });
  const blocked = (await t.graphql<{ customer_detail: Detail }>(DETAIL, { id: t.fx.otherBookerId }, { ...auth, token: admin() })).body.data!.customer_detail;
  expect(blocked).toMatchObject({ is_blocked: true, block_cause: 'POST_PAYMENT_OVERDUE', blocked_booking_id: t.fx.bookings.otherBookers });
});

test('block with a reason locks the account out; unblock lets it back; staff cannot be blocked; support may read only', async () => {
  const BLOCK = `mutation($id: Int!, $reason: String) { block_account(account_id: $id, reason: $reason) { is_blocked block_cause block_reason } }`;
  const UNBLOCK = `mutation($id: Int!) { unblock_account(account_id: $id) { is_blocked block_cause } }`;
  expect(errorOf((await t.graphql(BLOCK, { id: t.fx.bookerId, reason: ' ' }, { ...auth, token: admin() })).body)).toMatchObject({ error_type: 'FIELD_VALIDATION', key: 'reason_empty' });
  const b = await t.graphql<{ block_account: Detail }>(BLOCK, { id: t.fx.bookerId, reason: 'Spam' }, { ...auth, token: admin() });
  expect(b.body.data!.block_account).toEqual({ is_blocked: true, block_cause: 'STAFF', block_reason: 'Spam' });
  expect(errorOf((await t.graphql(`{ profile { accountId } }`, {}, { ...auth, token: t.token(t.fx.bookerId) })).body)).toMatchObject({ error_type: 'UNAUTHENTICATED' });
  expect(errorOf((await t.graphql(BLOCK, { id: t.fx.bookerId, reason: 'Nog eens' }, { ...auth, token: admin() })).body)).toMatchObject({ key: 'already_blocked' });
  const u = await t.graphql<{ unblock_account: Detail }>(UNBLOCK, { id: t.fx.bookerId }, { ...auth, token: admin() });
  expect(u.body.data!.unblock_account).toEqual({ is_blocked: false, block_cause: null });
  expect((await t.graphql(`{ profile { accountId } }`, {}, { ...auth, token: t.token(t.fx.bookerId) })).body.errors).toBeUndefined();

  const [{ account_id: support }] = await t.db.knex('account').insert({ email: 'cust.support@example.nl', account_state: 'BOOKER', staff_role: 'SUPPORT' }).returning('account_id');
  expect(errorOf((await t.graphql(BLOCK, { id: support, reason: 'x' }, { ...auth, token: admin() })).body)).toMatchObject({ error_type: 'FORBIDDEN', key: 'cannot_block_staff' });
  expect((await t.graphql(DETAIL, { id: t.fx.bookerId }, { ...auth, token: t.token(support) })).body.errors).toBeUndefined();
  expect(errorOf((await t.graphql(BLOCK, { id: t.fx.bookerId, reason: 'x' }, { ...auth, token: t.token(support) })).body)).toMatchObject({ error_type: 'FORBIDDEN' });
  expect(errorOf((await t.graphql(DETAIL, { id: t.fx.bookerId }, { ...auth, token: t.token(t.fx.vendorId, 'VENDOR') })).body)).toMatchObject({ error_type: 'FORBIDDEN' });
});
