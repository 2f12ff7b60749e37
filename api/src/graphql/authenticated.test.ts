import { startTestApp, type TestApp } from '../test/api/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const auth = { endpoint: 'authenticated' as const };

describe('/api/graphql requires a bearer token', () => {
  test.each([
    ['no token', undefined],
    ['garbage token', 'not-a-jwt'],
  ])('%s -> 401 with the error shape (top level and in errors[0].extensions)', async (_name, token) => {
    const { status, body } = await t.graphql(`{ profile { accountId } }`, {}, { ...auth, token });
    expect(status).toBe(401);
    const shape = { error_type: 'UNAUTHENTICATED', entity: null, key: 'unauthenticated', meta: null, status_code: 401 };
    expect(body).toMatchObject(shape);
    expect(body.errors![0]!.extensions).toEqual({ response: { body: shape }, status_code: 401 });
  });

  test('an expired token is refused', async () => {
    const { signAccessToken } = await import('../auth/tokens');
    const { TEST_SECRET } = await import('../test/api/testApp');
    const expired = signAccessToken({ accountId: t.fx.bookerId, accountState: 'BOOKER', isAdmin: false }, { secret: TEST_SECRET, expiresInSeconds: -10 });
    const { status } = await t.graphql(`{ profile { accountId } }`, {}, { ...auth, token: expired });
    expect(status).toBe(401);
  });

  test('public operations work there too', async () => {
    const { status, body } = await t.graphql<{ get_top_spaces: unknown[] }>(`{ get_top_spaces { space_id } }`, {}, { ...auth, token: t.token(t.fx.bookerId) });
    expect(status).toBe(200);
    expect(body.data!.get_top_spaces).toHaveLength(3);
  });
});

describe('profile', () => {
  const Q = `{ profile { accountId email firstName lastName locale phone accountState isAdmin organisationId } }`;

  test("returns the caller's own account", async () => {
    const { body } = await t.graphql<{ profile: unknown }>(Q, {}, { ...auth, token: t.token(t.fx.bookerId) });
    expect(body.data!.profile).toEqual({
      accountId: t.fx.bookerId, email: 'booker@example.nl', firstName: 'Bram', lastName: 'Test', locale: 'NL', phone: null,
      accountState: 'BOOKER', isAdmin: false, organisationId: null,
    });
  });

  test('vendors and team members carry their organisation', async () => {
    for (const id of [t.fx.vendorId, t.fx.memberId]) {
      const { body } = await t.graphql<{ profile: { organisationId: number } }>(Q, {}, { ...auth, token: t.token(id, 'VENDOR') });
      expect(body.data!.profile.organisationId).toBe(t.fx.organisationId);
    }
  });

  test('a token for a deleted account -> NOT_FOUND', async () => {
    const { body } = await t.graphql(Q, {}, { ...auth, token: t.token(987654) });
    expect(body.errors![0]!.extensions).toMatchObject({ status_code: 404, response: { body: { error_type: 'NOT_FOUND', entity: 'account' } } });
  });
});

describe('get_customers', () => {
  const Q = `query($search: String) { get_customers(search: $search) { result { accountId email accountState } } }`;

  test('refused for a booker and for a vendor (FORBIDDEN 403)', async () => {
    for (const token of [t.token(t.fx.bookerId), t.token(t.fx.vendorId, 'VENDOR')]) {
      const { body } = await t.graphql(Q, {}, { ...auth, token });
      expect(body.data ?? null).toBeNull();
      expect(body.errors![0]!.extensions).toEqual({
        response: { body: { error_type: 'FORBIDDEN', entity: null, key: 'forbidden', meta: null, status_code: 403 } },
        status_code: 403,
      });
    }
  });

  test('an admin gets the booker accounts, searchable', async () => {
    const token = t.token(t.fx.adminId, 'BOOKER', true);
    const all = await t.graphql<{ get_customers: { result: Array<{ accountId: number; accountState: string }> } }>(Q, {}, { ...auth, token });
    expect(all.body.data!.get_customers.result.map((a) => a.accountId)).toEqual([t.fx.otherBookerId, t.fx.bookerId]);
    const found = await t.graphql<{ get_customers: { result: Array<{ email: string }> } }>(Q, { search: 'olg' }, { ...auth, token });
    expect(found.body.data!.get_customers.result.map((a) => a.email)).toEqual(['other@example.nl']);
  });
});

describe('get_bookings', () => {
  const Q = `query($f: BookingFilters) { get_bookings(filters: $f) { booking_id booking_status booking_type slot_start order_total space { space_id space_name } } }`;
  const ids = async (filters?: Record<string, unknown>, accountId = t.fx.bookerId) => {
    const { body } = await t.graphql<{ get_bookings: Array<{ booking_id: number }> }>(Q, { f: filters }, { ...auth, token: t.token(accountId) });
    expect(body.errors).toBeUndefined();
    return body.data!.get_bookings.map((b) => b.booking_id);
  };

  test("only the caller's non-draft bookings, latest meeting first", async () => {
    expect(await ids()).toEqual([t.fx.bookings.cancelled, t.fx.bookings.request, t.fx.bookings.paid]);
    expect(await ids(undefined, t.fx.otherBookerId)).toEqual([t.fx.bookings.otherBookers]);
  });

  test('tabs', async () => {
    expect(await ids({ tab: 'UPCOMING' })).toEqual([t.fx.bookings.paid]);
    expect(await ids({ tab: 'REQUESTS' })).toEqual([t.fx.bookings.request]);
    expect(await ids({ tab: 'RESERVATIONS' })).toEqual([]);
    expect(await ids({ tab: 'ARCHIVED' })).toEqual([t.fx.bookings.cancelled]);
  });

  test('date range (Europe/Amsterdam days)', async () => {
    const day = (offset: number) => new Date(Date.now() + offset * 86400000).toLocaleDateString('sv-SE', { timeZone: 'Europe/Amsterdam' });
    expect(await ids({ date_from: day(11), date_to: day(13) })).toEqual([t.fx.bookings.request]);
    expect(await ids({ date_from: day(14) })).toEqual([t.fx.bookings.cancelled]);
  });

  test('carries the order total and the space card', async () => {
    const { body } = await t.graphql<{ get_bookings: any[] }>(Q, { f: { tab: 'UPCOMING' } }, { ...auth, token: t.token(t.fx.bookerId) });
    expect(body.data!.get_bookings[0]).toMatchObject({ order_total: 39930, booking_status: 'PAID', space: { space_id: t.fx.spaceA1.id, space_name: 'Grote Zaal' } });
  });

  test('from after to -> FIELD_VALIDATION', async () => {
    const { body } = await t.graphql(Q, { f: { date_from: '2030-02-02', date_to: '2030-02-01' } }, { ...auth, token: t.token(t.fx.bookerId) });
    expect(body.errors![0]!.extensions).toMatchObject({ status_code: 400, response: { body: { error_type: 'FIELD_VALIDATION', key: 'from_after_to', meta: { field: 'date_from' } } } });
  });
});
