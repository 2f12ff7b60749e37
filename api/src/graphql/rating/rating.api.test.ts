/**
 * Host rating end to end (README "## Host rating"): answers in booking_history -> job
 * rating.recompute -> organisation_rating, critical warning at 2, ban at 0 hiding every venue
 * from search; host_rating over HTTP for the organisation, its team and admins.
 */
import { ManualClock } from '../../jobs/clock';
import { handleRatingRecompute, recomputeDueRatings } from '../../jobs/handlers/rating';
import { startTestApp, type TestApp } from '../../test/api/testApp';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const RATING = `query($id: Int) { host_rating(organisation_id: $id) { organisation_id value stars label is_critical is_banned requests_counted accepted declined expired cancelled_by_host } }`;
const errKey = (r: { body: { errors?: Array<{ extensions?: Record<string, any> }> } }) => r.body.errors?.[0]?.extensions?.response?.body?.key;
const SEARCH = `query { venue_search(input: { size: 50 }) { venues { venue_id } } }`;
const searchVenueIds = async () => {
  const r = await app.graphql<{ venue_search: { venues: Array<{ venue_id: number }> } }>(SEARCH);
  expect(r.body.errors).toBeUndefined();
  return r.body.data!.venue_search.venues.map((v) => v.venue_id);
};

let n = 0;
/** A closed request of the organisation with the history rows of the answer. */
async function answeredRequest(answer: 'accept' | 'decline' | 'expire' | 'host_cancel', at: Date) {
  n += 1;
  const start = new Date(Date.now() + (60 + n) * 86_400_000);
  const [{ booking_id }] = await app.db.knex('booking').insert({
    booking_hash: `rate${String(n).padStart(4, '0')}`, space_id: app.fx.spaceB1.id, account_id: app.fx.bookerId, attendees: 2,
    booking_status: answer === 'accept' ? 'EXPIRED' : answer === 'host_cancel' ? 'CANCELLED' : 'DECLINED', booking_type: 'MANUAL',
    booking_start: start, booking_end: new Date(start.getTime() + 3_600_000),
  }).returning('booking_id');
  const row = (o: Record<string, unknown>, i: number) => ({ booking_id, account_id: null, ts_created: new Date(at.getTime() + i * 1000), ...o });
  const rows = [row({ from_status: null, to_status: 'PENDING', order_state: 'HOST_APPROVAL', history_label: 'AWAITS_CONFIRMATION' }, 0)];
  if (answer === 'accept') rows.push(row({ from_status: 'PENDING', to_status: 'PENDING', order_state: 'PAYMENT_PENDING', history_label: 'PAYMENT_PENDING' }, 1));
  if (answer === 'decline') rows.push(row({ from_status: 'PENDING', to_status: 'DECLINED', order_state: 'CLOSED_BY_HOST', history_label: 'DECLINED_BY_HOST' }, 1));
  if (answer === 'expire') rows.push(row({ from_status: 'PENDING', to_status: 'DECLINED', order_state: 'EXPIRED', history_label: 'EXPIRED' }, 1));
  if (answer === 'host_cancel') rows.push(row({ from_status: 'PENDING', to_status: 'CANCELLED', order_state: 'CLOSED_BY_HOST', history_label: 'CANCELLED_BY_HOST_WITHOUT_REFUND' }, 1));
  await app.db.knex('booking_history').insert(rows);
}

describe('host rating', () => {
  it('a new host is rated 10 (5 stars, super reliable)', async () => {
    const r = await app.graphql<any>(RATING, {}, { token: app.token(app.fx.vendorId, 'VENDOR'), endpoint: 'authenticated' });
    expect(r.body.errors).toBeUndefined();
    expect(r.body.data!.host_rating).toMatchObject({ organisation_id: app.fx.organisationId, value: 10, stars: 5, label: 'SUPER_RELIABLE', is_critical: false, is_banned: false });
  });

  it('declines, expiries and host cancellations lower it; at 2 the host is warned once', async () => {
    const clock = new ManualClock(new Date());
    const t = clock.now();
    await answeredRequest('accept', t);
    await answeredRequest('decline', t);
    await answeredRequest('decline', t);
    await answeredRequest('expire', t);
    await answeredRequest('host_cancel', t);
    clock.advance(60_000);
    await handleRatingRecompute({ organisation_id: app.fx.organisationId }, { knex: app.db.knex, clock });
    const org = await app.db.knex('organisation').where('organisation_id', app.fx.organisationId).first();
    expect(Number(org.organisation_rating)).toBe(2);
    expect(org.is_banned).toBe(false);
    const r = await app.graphql<any>(RATING, {}, { token: app.token(app.fx.memberId, 'VENDOR'), endpoint: 'authenticated' }); // team member
    expect(r.body.errors).toBeUndefined();
    expect(r.body.data!.host_rating).toMatchObject({ value: 2, stars: 1, label: 'LOW', is_critical: true, is_banned: false, requests_counted: 5, accepted: 1, declined: 2, expired: 1, cancelled_by_host: 1 });
    // running again warns no second time
    await handleRatingRecompute({ organisation_id: app.fx.organisationId }, { knex: app.db.knex, clock });
    const notes = await app.db.knex('notification').where({ account_id: app.fx.vendorId, event_name: 'host_rating_critical' }).select('payload');
    expect(notes).toHaveLength(1);
    expect(await searchVenueIds()).toEqual(expect.arrayContaining([app.fx.venueA.id, app.fx.venueB.id]));
  });

  it('at 0 the organisation is banned and every venue disappears from search (sweep, moved clock)', async () => {
    // a year later the old answers are out of the window; five unanswered requests make it 0
    const clock = new ManualClock(new Date(Date.now() + 400 * 86_400_000));
    for (let i = 0; i < 5; i++) await answeredRequest(i % 2 ? 'expire' : 'decline', clock.now());
    clock.advance(60_000);
    expect(await recomputeDueRatings(app.db.knex, clock.now())).toBeGreaterThanOrEqual(1);
    const org = await app.db.knex('organisation').where('organisation_id', app.fx.organisationId).first();
    expect(Number(org.organisation_rating)).toBe(0);
    expect(org.is_banned).toBe(true);
    const ids = await searchVenueIds();
    expect(ids).not.toContain(app.fx.venueA.id);
    expect(ids).not.toContain(app.fx.venueB.id);
    const r = await app.graphql<any>(RATING, {}, { token: app.token(app.fx.vendorId, 'VENDOR'), endpoint: 'authenticated' });
    expect(r.body.data!.host_rating).toMatchObject({ is_banned: true, is_critical: true });
  });

  it('other organisations are admin only', async () => {
    const other = await app.graphql<any>(RATING, { id: app.fx.organisationId }, { token: app.token(app.fx.otherBookerId, 'VENDOR'), endpoint: 'authenticated' });
    expect(errKey(other)).toBe('forbidden');
    const admin = await app.graphql<any>(RATING, { id: app.fx.organisationId }, { token: app.token(app.fx.adminId, 'BOOKER', true), endpoint: 'authenticated' });
    expect(admin.body.errors).toBeUndefined();
    expect(admin.body.data!.host_rating).toMatchObject({ organisation_id: app.fx.organisationId });
    const unknown = await app.graphql<any>(RATING, { id: 999999 }, { token: app.token(app.fx.adminId, 'BOOKER', true), endpoint: 'authenticated' });
    expect(errKey(unknown)).toBe('not_found');
  });
});
