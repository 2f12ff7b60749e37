/** Admin Users (bookers) tab over HTTP: get_customers lists booker accounts only (newest first), searched and paged by 20. */
import { startTestApp, type TestApp } from '../../test/api/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const Q = `query($search: String, $page: Int, $size: Int) {
  get_customers(search: $search, page: $page, size: $size) { total page size total_pages result { accountId email accountState isAdmin } }
}`;
type Page = { total: number; page: number; size: number; total_pages: number; result: Array<{ accountId: number; email: string; accountState: string; isAdmin: boolean }> };
const auth = { endpoint: 'authenticated' as const };
const asAdmin = async (vars: Record<string, unknown> = {}) => {
  const r = await t.graphql<{ get_customers: Page }>(Q, vars, { ...auth, token: t.token(t.fx.adminId, 'BOOKER', true) });
  expect(r.body.errors).toBeUndefined();
  return r.body.data!.get_customers;
};

test('bookers only (no hosts, no staff), newest first; search by e-mail, name or phone; 20 a page by default', async () => {
  const made: number[] = [];
  for (let i = 0; i < 22; i++) {
    const [{ account_id }] = await t.db.knex('account')
      .insert({ email: `boeker${i}@example.nl`, first_name: 'Bea', last_name: `Boeker${i}`, phone: `+3161234${String(i).padStart(4, '0')}`, account_state: 'BOOKER' })
      .returning('account_id');
    made.push(account_id);
  }
  await t.db.knex('account').insert({ email: 'steun@example.nl', account_state: 'BOOKER', staff_role: 'SUPPORT' });
  const bookers: number[] = await t.db.knex('account').where({ account_state: 'BOOKER', is_admin: false }).whereNull('staff_role').pluck('account_id');

  const first = await asAdmin();
  expect(first).toMatchObject({ page: 1, size: 20, total: bookers.length, total_pages: Math.ceil(bookers.length / 20) });
  expect(first.result).toHaveLength(20);
  expect(first.result[0].accountId).toBe(made.at(-1));
  const all = await asAdmin({ size: 100 });
  expect(all.result.map((a) => a.accountId).sort((a, b) => a - b)).toEqual([...bookers].sort((a, b) => a - b));
  expect(all.result.every((a) => a.accountState === 'BOOKER' && !a.isAdmin)).toBe(true);
  for (const id of [t.fx.vendorId, t.fx.adminId]) expect(all.result.map((a) => a.accountId)).not.toContain(id);
  expect(all.result.map((a) => a.email)).not.toContain('steun@example.nl');

  expect((await asAdmin({ search: 'BOEKER7@' })).result.map((a) => a.accountId)).toEqual([made[7]]);
  expect((await asAdmin({ search: 'bea boeker12' })).result.map((a) => a.accountId)).toEqual([made[12]]);
  expect((await asAdmin({ search: '+31612340021' })).result.map((a) => a.accountId)).toEqual([made[21]]);
  expect((await asAdmin({ search: 'niemand-hier' })).total).toBe(0);

  const page2 = await asAdmin({ page: 2 });
  expect(page2.result).toHaveLength(Math.min(20, bookers.length - 20));
  expect(page2.result.map((a) => a.accountId)).not.toContain(first.result[0].accountId);
});

test('support reads it; bookers and hosts are refused (FORBIDDEN 403)', async () => {
  const [{ account_id: supportId }] = await t.db.knex('account').insert({ email: 'support.lijst@example.nl', account_state: 'BOOKER', staff_role: 'SUPPORT' }).returning('account_id');
  expect((await t.graphql(Q, {}, { ...auth, token: t.token(supportId) })).body.errors).toBeUndefined();
  for (const token of [t.token(t.fx.bookerId), t.token(t.fx.vendorId, 'VENDOR')]) {
    const { body } = await t.graphql(Q, {}, { ...auth, token });
    expect(body.data ?? null).toBeNull();
    expect((body.errors![0]!.extensions as { response: { body: { error_type: string } } }).response.body.error_type).toBe('FORBIDDEN');
  }
});
