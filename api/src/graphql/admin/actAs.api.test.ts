/** Act-as over HTTP: short-lived tokens carrying the admin's id, no admin rights, no staff targets, stop, and the log with times and IPs. */
import { startTestApp, type TestApp } from '../../test/api/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const auth = { endpoint: 'authenticated' as const };
const admin = () => t.token(t.fx.adminId, 'BOOKER', true);
const errorOf = (body: { errors?: Array<{ extensions?: Record<string, any> }> }) => body.errors?.[0]?.extensions?.response?.body;
type Tokens = { access_token: string; expires_at: string; act_as_session_id: string; target_account_id: number; target_kind: string };
const VENDOR_TOKENS = `query($id: Int!) { get_vendor_tokens(account_id: $id) { access_token expires_at act_as_session_id target_account_id target_kind } }`;
const CUSTOMER_TOKENS = `query($id: Int!) { get_customer_tokens(account_id: $id) { access_token expires_at act_as_session_id target_account_id target_kind } }`;
const PROFILE = `{ profile { accountId isAdmin staffRole eventPermissions actingAs { adminId adminName expiresAt } } }`;
const LOG = `{ act_as_log { total result { act_as_session_id admin_account_id admin_name target_account_id target_email target_kind ts_started start_ip ts_expires ts_stopped stop_ip } } }`;

test('an admin acts as a vendor: the token carries the admin, lives 15 minutes, works as the vendor, never as admin; stop ends it; the log lists both', async () => {
  const before = Date.now();
  const r = await t.graphql<{ get_vendor_tokens: Tokens }>(VENDOR_TOKENS, { id: t.fx.vendorId }, { ...auth, token: admin() });
  expect(r.body.errors).toBeUndefined();
  const tokens = r.body.data!.get_vendor_tokens;
  expect(tokens).toMatchObject({ target_account_id: t.fx.vendorId, target_kind: 'VENDOR' });
  const expires = Date.parse(tokens.expires_at);
  expect(expires - before).toBeGreaterThan(14 * 60 * 1000);
  expect(expires - before).toBeLessThanOrEqual(15 * 60 * 1000 + 5000);

  const me = await t.graphql<{ profile: { accountId: number; isAdmin: boolean; staffRole: string | null; eventPermissions: string[]; actingAs: { adminId: number; adminName: string; expiresAt: string } } }>(PROFILE, {}, { ...auth, token: tokens.access_token });
  expect(me.body.errors).toBeUndefined();
  expect(me.body.data!.profile).toMatchObject({ accountId: t.fx.vendorId, isAdmin: false, staffRole: null, actingAs: { adminId: t.fx.adminId, adminName: 'Ada Test', expiresAt: tokens.expires_at } });
  expect(me.body.data!.profile.eventPermissions.filter((a) => a.startsWith('admin.'))).toEqual([]);
  expect(me.body.data!.profile.eventPermissions).toContain('venue.update');

  // no admin operation under an act-as token, not even acting as someone else
  for (const doc of [`{ get_vendors { total } }`, LOG]) expect(errorOf((await t.graphql(doc, {}, { ...auth, token: tokens.access_token })).body)).toMatchObject({ error_type: 'FORBIDDEN' });
  expect(errorOf((await t.graphql(CUSTOMER_TOKENS, { id: t.fx.bookerId }, { ...auth, token: tokens.access_token })).body)).toMatchObject({ error_type: 'FORBIDDEN' });

  const stop = await t.graphql(`mutation { stop_act_as }`, {}, { ...auth, token: tokens.access_token });
  expect(stop.body).toEqual({ data: { stop_act_as: true } });
  // the stopped token is dead at once
  expect(errorOf((await t.graphql(PROFILE, {}, { ...auth, token: tokens.access_token })).body)).toMatchObject({ error_type: 'UNAUTHENTICATED' });
  // the admin's own session is untouched
  expect((await t.graphql(PROFILE, {}, { ...auth, token: admin() })).body.data).toMatchObject({ profile: { accountId: t.fx.adminId, isAdmin: true, actingAs: null } });

  const log = await t.graphql<{ act_as_log: { total: number; result: Array<Record<string, unknown>> } }>(LOG, {}, { ...auth, token: admin() });
  const entry = log.body.data!.act_as_log.result.find((e) => e.act_as_session_id === tokens.act_as_session_id)!;
  expect(entry).toMatchObject({ admin_account_id: t.fx.adminId, admin_name: 'Ada Test', target_account_id: t.fx.vendorId, target_email: 'vendor@example.nl', target_kind: 'VENDOR' });
  expect(entry.start_ip).toMatch(/127\.0\.0\.1/);
  expect(entry.stop_ip).toMatch(/127\.0\.0\.1/);
  expect(Date.parse(entry.ts_started as string)).toBeGreaterThanOrEqual(before - 1000);
  expect(Date.parse(entry.ts_stopped as string)).toBeGreaterThanOrEqual(Date.parse(entry.ts_started as string));

  // searched by the target's or the admin's name or e-mail
  const SEARCH = `query($s: String) { act_as_log(search: $s) { total result { target_email } } }`;
  const byTarget = await t.graphql<{ act_as_log: { total: number; result: Array<{ target_email: string }> } }>(SEARCH, { s: 'VENDOR@example' }, { ...auth, token: admin() });
  expect(byTarget.body.data!.act_as_log.result.map((e) => e.target_email)).toEqual(['vendor@example.nl']);
  expect((await t.graphql<{ act_as_log: { total: number } }>(SEARCH, { s: 'ada test' }, { ...auth, token: admin() })).body.data!.act_as_log.total).toBeGreaterThan(0);
  expect((await t.graphql<{ act_as_log: { total: number } }>(SEARCH, { s: 'niemand' }, { ...auth, token: admin() })).body.data!.act_as_log.total).toBe(0);
});

test('customer tokens for a booker; the wrong kind, another admin or staff member, or an unknown account are refused', async () => {
  const c = await t.graphql<{ get_customer_tokens: Tokens }>(CUSTOMER_TOKENS, { id: t.fx.bookerId }, { ...auth, token: admin() });
  expect(c.body.data!.get_customer_tokens).toMatchObject({ target_account_id: t.fx.bookerId, target_kind: 'CUSTOMER' });
  expect(errorOf((await t.graphql(CUSTOMER_TOKENS, { id: t.fx.vendorId }, { ...auth, token: admin() })).body)).toMatchObject({ error_type: 'VALIDATION', key: 'not_a_customer' });
  expect(errorOf((await t.graphql(VENDOR_TOKENS, { id: t.fx.bookerId }, { ...auth, token: admin() })).body)).toMatchObject({ error_type: 'VALIDATION', key: 'not_a_vendor' });
  const [{ account_id: otherAdmin }] = await t.db.knex('account').insert({ email: 'admin2@example.nl', account_state: 'BOOKER', is_admin: true }).returning('account_id');
  const [{ account_id: support }] = await t.db.knex('account').insert({ email: 'support.as@example.nl', account_state: 'BOOKER', staff_role: 'SUPPORT' }).returning('account_id');
  for (const id of [otherAdmin, support, t.fx.adminId]) expect(errorOf((await t.graphql(CUSTOMER_TOKENS, { id }, { ...auth, token: admin() })).body)).toMatchObject({ error_type: 'FORBIDDEN', key: 'cannot_act_as_staff' });
  expect(errorOf((await t.graphql(CUSTOMER_TOKENS, { id: 999999 }, { ...auth, token: admin() })).body)).toMatchObject({ error_type: 'NOT_FOUND' });
  // nothing was logged for the refusals
  expect(Number((await t.db.knex('act_as_session').whereIn('target_account_id', [otherAdmin, support, t.fx.adminId]).count('* as n'))[0].n)).toBe(0);
});

test('only admins: support, hosts and guests may not act as anyone nor read the log; stop_act_as without an act-as token is a validation error', async () => {
  const [{ account_id: support }] = await t.db.knex('account').insert({ email: 'support.as2@example.nl', account_state: 'BOOKER', staff_role: 'SUPPORT' }).returning('account_id');
  for (const token of [t.token(support), t.token(t.fx.vendorId, 'VENDOR'), t.token(t.fx.bookerId)]) {
    expect(errorOf((await t.graphql(CUSTOMER_TOKENS, { id: t.fx.otherBookerId }, { ...auth, token })).body)).toMatchObject({ error_type: 'FORBIDDEN' });
    expect(errorOf((await t.graphql(LOG, {}, { ...auth, token })).body)).toMatchObject({ error_type: 'FORBIDDEN' });
  }
  expect(errorOf((await t.graphql(`mutation { stop_act_as }`, {}, { ...auth, token: admin() })).body)).toMatchObject({ error_type: 'VALIDATION', key: 'not_acting_as' });
});

test('an expired act-as session no longer works', async () => {
  const tokens = (await t.graphql<{ get_vendor_tokens: Tokens }>(VENDOR_TOKENS, { id: t.fx.vendorId }, { ...auth, token: admin() })).body.data!.get_vendor_tokens;
  await t.db.knex('act_as_session').where('act_as_session_id', tokens.act_as_session_id).update({ ts_expires: new Date(Date.now() - 1000) });
  expect(errorOf((await t.graphql(PROFILE, {}, { ...auth, token: tokens.access_token })).body)).toMatchObject({ error_type: 'UNAUTHENTICATED' });
});
