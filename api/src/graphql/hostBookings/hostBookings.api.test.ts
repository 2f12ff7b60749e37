/**
 * Host bookings over HTTP (docs/CONTRACTS.md "Host bookings"): the organisation's bookings with
 * stats per vendor status, filters, paging, customers; owner and team members only.
 */
import { addDays, localDate } from '../../domain/availability/amsterdamTime';
import { startTestApp, type TestApp } from '../../test/api/testApp';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
  // Olga owns another organisation (without venues) and hosts there
  await app.db.knex('account').where('account_id', app.fx.otherBookerId).update({ account_state: 'VENDOR' });
});
afterAll(() => app.close());

const LIST = `query($f: VendorBookingFilters) { get_vendor_bookings(filters: $f) {
  total page size total_pages
  stats { pending optional paid expired cancelled total }
  result { booking_id booking_status vendor_status venue_id space_name order_total customer { account_id email first_name } }
} }`;
type Page = {
  total: number; page: number; size: number; total_pages: number;
  stats: Record<string, number>;
  result: Array<{ booking_id: number; booking_status: string; vendor_status: string; venue_id: number; space_name: string; order_total: number | null; customer: { account_id: number; email: string } }>;
};
const errKey = (r: { body: { errors?: Array<{ extensions?: Record<string, any> }> } }) => r.body.errors?.[0]?.extensions?.response?.body?.key;

async function list(f: Record<string, unknown> | null, accountId = app.fx.vendorId) {
  const r = await app.graphql<{ get_vendor_bookings: Page }>(LIST, { f }, { token: app.token(accountId, 'VENDOR'), endpoint: 'authenticated' });
  expect(r.body.errors).toBeUndefined();
  return r.body.data!.get_vendor_bookings;
}

describe('get_vendor_bookings', () => {
  it('lists every non-draft booking of the organisation with the stats per vendor status', async () => {
    const page = await list(null);
    expect(page.stats).toEqual({ pending: 1, optional: 0, paid: 2, expired: 0, cancelled: 1, total: 4 });
    expect(page.total).toBe(4);
    expect(page.result.map((b) => b.booking_id).sort()).toEqual(Object.values(app.fx.bookings).sort());
    const byId = new Map(page.result.map((b) => [b.booking_id, b]));
    expect(byId.get(app.fx.bookings.request)!.vendor_status).toBe('PENDING');
    expect(byId.get(app.fx.bookings.cancelled)!.vendor_status).toBe('CANCELLED');
    expect(byId.get(app.fx.bookings.paid)).toMatchObject({ vendor_status: 'PAID', order_total: 39930, customer: { email: 'booker@example.nl' } });
  });

  it('filters by status (stats stay), venue, space, search and dates; pages', async () => {
    const paid = await list({ status: 'PAID' });
    expect(paid.total).toBe(2);
    expect(paid.result.every((b) => b.vendor_status === 'PAID')).toBe(true);
    expect(paid.stats.total).toBe(4);

    const venueA = await list({ venue_id: app.fx.venueA.id });
    expect(venueA.result.map((b) => b.booking_id).sort()).toEqual([app.fx.bookings.paid, app.fx.bookings.request].sort());
    expect(venueA.stats).toMatchObject({ pending: 1, paid: 1, cancelled: 0, total: 2 });

    expect((await list({ space_id: app.fx.spaceA2.id })).result.map((b) => b.booking_id)).toEqual([app.fx.bookings.request]);
    expect((await list({ search: 'olga' })).result.map((b) => b.booking_id)).toEqual([app.fx.bookings.otherBookers]);
    expect((await list({ search: 'PAID meet' })).total).toBe(2);

    const today = localDate(Date.now());
    const d = await list({ date_from: addDays(today, 11), date_to: addDays(today, 14) });
    expect(d.result.map((b) => b.booking_id).sort()).toEqual([app.fx.bookings.request, app.fx.bookings.cancelled].sort());

    const p2 = await list({ size: 3, page: 2 });
    expect(p2).toMatchObject({ total: 4, page: 2, size: 3, total_pages: 2 });
    expect(p2.result).toHaveLength(1);
  });

  it("shows the guest's remark and meeting description with each booking (the host's booking detail)", async () => {
    await app.db.knex('booking').where('booking_id', app.fx.bookings.request).update({ comment: 'Graag een beamer en vegetarische lunch', meeting_description: 'Kwartaalplanning' });
    const r = await app.graphql<{ get_vendor_bookings: { result: Array<{ booking_id: number; comment: string | null; meeting_description: string | null }> } }>(
      `query { get_vendor_bookings(filters: { status: PENDING }) { result { booking_id comment meeting_description } } }`,
      {},
      { token: app.token(app.fx.vendorId, 'VENDOR'), endpoint: 'authenticated' },
    );
    expect(r.body.errors).toBeUndefined();
    expect(r.body.data!.get_vendor_bookings.result).toEqual([
      { booking_id: app.fx.bookings.request, comment: 'Graag een beamer en vegetarische lunch', meeting_description: 'Kwartaalplanning' },
    ]);
  });

  it('team members see the organisation bookings; others are refused or see only their own organisation', async () => {
    expect((await list(null, app.fx.memberId)).total).toBe(4);
    expect((await list(null, app.fx.otherBookerId)).total).toBe(0); // vendor of another organisation
    const other = await app.graphql(LIST, { f: { venue_id: app.fx.venueA.id } }, { token: app.token(app.fx.otherBookerId, 'VENDOR'), endpoint: 'authenticated' });
    expect(errKey(other)).toBe('forbidden');
    const booker = await app.graphql(LIST, { f: null }, { token: app.token(app.fx.bookerId, 'BOOKER'), endpoint: 'authenticated' });
    expect(errKey(booker)).toBe('forbidden');
    const unknown = await app.graphql(LIST, { f: { venue_id: 999999 } }, { token: app.token(app.fx.vendorId, 'VENDOR'), endpoint: 'authenticated' });
    expect(errKey(unknown)).toBe('not_found');
    const badDate = await app.graphql(LIST, { f: { date_from: '2026-13-45' } }, { token: app.token(app.fx.vendorId, 'VENDOR'), endpoint: 'authenticated' });
    expect(errKey(badDate)).toBe('invalid_date');
  });
});

describe('customers', () => {
  const CUSTOMERS = `query($v: Int, $s: String) { customers(venue_id: $v, search: $s) { total result { account_id email bookings_count last_booking_start } } }`;
  const CUSTOMER = `query($id: Int!) { customer(account_id: $id) { customer { account_id bookings_count } bookings { booking_id } } }`;
  const token = () => app.token(app.fx.vendorId, 'VENDOR');

  it('lists the guests who booked at the organisation, with search and per venue', async () => {
    const all = await app.graphql<{ customers: { total: number; result: Array<{ account_id: number; bookings_count: number }> } }>(CUSTOMERS, {}, { token: token(), endpoint: 'authenticated' });
    expect(all.body.errors).toBeUndefined();
    expect(all.body.data!.customers.total).toBe(2);
    const counts = Object.fromEntries(all.body.data!.customers.result.map((c) => [c.account_id, c.bookings_count]));
    expect(counts).toEqual({ [app.fx.bookerId]: 3, [app.fx.otherBookerId]: 1 });

    const bram = await app.graphql<{ customers: { result: Array<{ account_id: number }> } }>(CUSTOMERS, { s: 'Bram' }, { token: token(), endpoint: 'authenticated' });
    expect(bram.body.data!.customers.result.map((c) => c.account_id)).toEqual([app.fx.bookerId]);
    const venueA = await app.graphql<{ customers: { result: Array<{ account_id: number; bookings_count: number }> } }>(CUSTOMERS, { v: app.fx.venueA.id }, { token: token(), endpoint: 'authenticated' });
    expect(venueA.body.data!.customers.result).toEqual([expect.objectContaining({ account_id: app.fx.bookerId, bookings_count: 2 })]);
  });

  it('shows one customer with their bookings; NOT_FOUND when they never booked here', async () => {
    const r = await app.graphql<{ customer: { customer: { bookings_count: number }; bookings: Array<{ booking_id: number }> } }>(CUSTOMER, { id: app.fx.bookerId }, { token: token(), endpoint: 'authenticated' });
    expect(r.body.errors).toBeUndefined();
    expect(r.body.data!.customer.bookings.map((b) => b.booking_id).sort()).toEqual([app.fx.bookings.paid, app.fx.bookings.request, app.fx.bookings.cancelled].sort());
    const never = await app.graphql(CUSTOMER, { id: app.fx.adminId }, { token: token(), endpoint: 'authenticated' });
    expect(errKey(never)).toBe('not_found');
    const otherOrg = await app.graphql(CUSTOMER, { id: app.fx.bookerId }, { token: app.token(app.fx.otherBookerId, 'VENDOR'), endpoint: 'authenticated' });
    expect(errKey(otherOrg)).toBe('not_found');
  });
});
