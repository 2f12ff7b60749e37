/** Admin users list over HTTP: every account findable (guests, hosts, admins, new sign-ups), search, role filter, paging. */
import { startTestApp, type TestApp } from '../../test/api/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const Q = `query($search: String, $role: AdminAccountRole, $page: Int, $size: Int) {
  get_accounts(search: $search, role: $role, page: $page, size: $size) { total page size total_pages result { accountId email accountState isAdmin organisationId } }
}`;
type Page = { total: number; page: number; size: number; total_pages: number; result: Array<{ accountId: number; email: string; accountState: string; isAdmin: boolean; organisationId: number | null }> };
const auth = { endpoint: 'authenticated' as const };
const asAdmin = async (vars: Record<string, unknown> = {}) => {
  const r = await t.graphql<{ get_accounts: Page }>(Q, vars, { ...auth, token: t.token(t.fx.adminId, 'BOOKER', true) });
  expect(r.body.errors).toBeUndefined();
  return r.body.data!.get_accounts;
};

test('an admin finds every account: guests, hosts, team members, admins and a new sign-up (newest first)', async () => {
  const [{ account_id: newId }] = await t.db.knex('account').insert({ email: 'nieuw.aanmelding@example.nl', first_name: 'Nova', last_name: 'Nieuw', account_state: 'VENDOR' }).returning('account_id');
  const all = await asAdmin({ size: 100 });
  const ids = all.result.map((a) => a.accountId);
  const everyone: number[] = await t.db.knex('account').pluck('account_id');
  expect(all.total).toBe(everyone.length);
  expect(ids.sort((a, b) => a - b)).toEqual(everyone.sort((a, b) => a - b));
  for (const id of [t.fx.bookerId, t.fx.vendorId, t.fx.memberId, t.fx.adminId, newId]) expect(ids).toContain(id);
  expect((await asAdmin({ size: 1 })).result[0].accountId).toBe(newId);

  expect((await asAdmin({ search: 'NIEUW.aanmelding' })).result.map((a) => a.accountId)).toEqual([newId]);
  expect((await asAdmin({ search: 'nova nieuw' })).result.map((a) => a.accountId)).toEqual([newId]);
  const vendor = await t.db.knex('account').where('account_id', t.fx.vendorId).first('email');
  expect((await asAdmin({ search: vendor.email })).result).toEqual([expect.objectContaining({ accountId: t.fx.vendorId, accountState: 'VENDOR' })]);
  expect((await asAdmin({ role: 'ADMIN' })).result.every((a) => a.isAdmin)).toBe(true);
  expect((await asAdmin({ role: 'ADMIN' })).result.map((a) => a.accountId)).toContain(t.fx.adminId);
  expect((await asAdmin({ role: 'VENDOR' })).result.every((a) => a.accountState === 'VENDOR')).toBe(true);

  const page2 = await asAdmin({ size: 2, page: 2 });
  expect(page2).toMatchObject({ page: 2, size: 2, total: everyone.length, total_pages: Math.ceil(everyone.length / 2) });
  expect(page2.result).toHaveLength(2);
});

test('refused for anyone but an admin (FORBIDDEN 403)', async () => {
  for (const token of [t.token(t.fx.bookerId), t.token(t.fx.vendorId, 'VENDOR')]) {
    const { body } = await t.graphql(Q, {}, { ...auth, token });
    expect(body.data ?? null).toBeNull();
    expect((body.errors![0]!.extensions as { response: { body: { error_type: string } } }).response.body.error_type).toBe('FORBIDDEN');
  }
});
