/** Every guard level against the real API: anonymous, booker, vendor, team member, admin. */
import { startTestApp, type TestApp } from '../test/api/testApp';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const statusOf = async (query: string, token?: string) => {
  const res = await app.graphql(query, {}, { token, endpoint: token ? 'authenticated' : 'public' });
  return res.body.errors ? (res.body.errors[0]!.extensions!.status_code as number) : 200;
};

test('profile: anonymous refused (401 on REST and GraphQL), every logged-in kind allowed', async () => {
  expect((await app.request('/api/account/')).status).toBe(401);
  expect((await app.graphql('{ profile { accountId } }', {}, { endpoint: 'authenticated' })).status).toBe(401);
  for (const [id, state, adm] of [
    [app.fx.bookerId, 'BOOKER', false], [app.fx.vendorId, 'VENDOR', false], [app.fx.memberId, 'VENDOR', false], [app.fx.adminId, 'BOOKER', true],
  ] as const) {
    expect((await app.request('/api/account/', { token: app.token(id, state, adm) })).status).toBe(200);
  }
});

test('the account view carries role, team role and actions', async () => {
  const member = await app.graphql<{ profile: { roleType: string; eventPermissions: string[] } }>(
    '{ profile { roleType eventPermissions } }', {}, { token: app.token(app.fx.memberId, 'VENDOR'), endpoint: 'authenticated' },
  );
  expect(member.body.data!.profile.roleType).toBe('VENUE_MANAGER');
  expect(member.body.data!.profile.eventPermissions).toContain('space.update');
  expect(member.body.data!.profile.eventPermissions).not.toContain('space.create');
});

test('delete_account: a team member is refused (403), a booker with active bookings 409', async () => {
  expect(await statusOf('mutation { delete_account }', app.token(app.fx.memberId, 'VENDOR'))).toBe(403);
  expect(await statusOf('mutation { delete_account }', app.token(app.fx.bookerId))).toBe(409);
  expect(await statusOf('mutation { delete_account }', app.token(app.fx.vendorId, 'VENDOR'))).toBe(409); // its spaces have active bookings
});

test('admin-only get_customers: booker, vendor and team member 403, admin 200', async () => {
  const q = '{ get_customers { result { accountId } } }';
  expect(await statusOf(q, app.token(app.fx.bookerId))).toBe(403);
  expect(await statusOf(q, app.token(app.fx.vendorId, 'VENDOR'))).toBe(403);
  expect(await statusOf(q, app.token(app.fx.memberId, 'VENDOR'))).toBe(403);
  expect(await statusOf(q, app.token(app.fx.adminId, 'BOOKER', true))).toBe(200);
});

test('a blocked account is refused even with a valid token', async () => {
  await app.db.knex('account').where('account_id', app.fx.otherBookerId).update({ is_blocked: true });
  expect((await app.request('/api/account/', { token: app.token(app.fx.otherBookerId) })).status).toBe(401);
  await app.db.knex('account').where('account_id', app.fx.otherBookerId).update({ is_blocked: false });
});

test('a demoted admin loses admin access at once, although the access token still says admin', async () => {
  const q = '{ get_customers { result { accountId } } }';
  const token = app.token(app.fx.adminId, 'BOOKER', true);
  expect(await statusOf(q, token)).toBe(200);
  await app.db.knex('account').where('account_id', app.fx.adminId).update({ is_admin: false });
  try {
    expect(await statusOf(q, token)).toBe(403);
    expect((await app.graphql<{ profile: { isAdmin: boolean } }>('{ profile { isAdmin } }', {}, { token, endpoint: 'authenticated' })).body.data!.profile.isAdmin).toBe(false);
  } finally {
    await app.db.knex('account').where('account_id', app.fx.adminId).update({ is_admin: true });
  }
});
