/**
 * The admin Reviews tab's list over GraphQL on the embedded PostgreSQL: every review newest first with
 * hidden ones, the guest, space (and its public page) and venue; searched by space, venue or guest name
 * or text; filtered hidden / visible; paged; a hidden review found here is shown again with hide_review.
 * Admins and content editors only.
 */
import { startTestApp, type TestApp } from '../../test/api/testApp';

let app: TestApp;
let ids: { fine: number; noisy: number; hidden: number };
beforeAll(async () => {
  app = await startTestApp();
  const { knex } = app.db;
  const review = async (bookingId: number, accountId: number, rating: number, text: string, daysAgo: number, hidden = false) => {
    const { space_id } = await knex('booking').where({ booking_id: bookingId }).first('space_id');
    const { venue_id } = await knex('space').where({ space_id }).first('venue_id');
    const [{ review_id }] = await knex('space_review').insert({
      booking_id: bookingId, space_id, venue_id, account_id: accountId, rating, review_text: text, is_hidden: hidden,
      ts_created: new Date(Date.now() - daysAgo * 86400_000), host_reply: rating === 5 ? 'Dank je wel!' : null,
    }).returning('review_id');
    return review_id as number;
  };
  ids = {
    fine: await review(app.fx.bookings.paid, app.fx.bookerId, 5, 'Fijne zaal met veel licht', 3),
    noisy: await review(app.fx.bookings.otherBookers, app.fx.otherBookerId, 2, 'Te veel lawaai van de straat', 1),
    hidden: await review(app.fx.bookings.cancelled, app.fx.bookerId, 1, 'Per ongeluk verborgen', 2, true),
  };
});
afterAll(() => app.close());

type Review = { review_id: number; rating: number; review_text: string; is_hidden: boolean; host_reply: string | null; guest_name: string | null; space_name: string; space_url: string; venue_name: string; ts_created: string };
type Page = { total: number; page: number; size: number; total_pages: number; result: Review[] };
const LIST = `query($search: String, $hidden: Boolean, $page: Int, $size: Int) { admin_reviews(search: $search, hidden: $hidden, page: $page, size: $size) {
  total page size total_pages result { review_id rating review_text is_hidden host_reply guest_name space_name space_url venue_name ts_created } } }`;
const admin = () => ({ token: app.token(app.fx.adminId, 'BOOKER', true), endpoint: 'authenticated' as const });
const errorOf = (r: { body: { errors?: Array<{ extensions?: Record<string, any> }> } }) => r.body.errors?.[0]?.extensions?.response?.body;
async function list(vars: Record<string, unknown> = {}, as = admin()): Promise<Page> {
  const r = await app.graphql<{ admin_reviews: Page }>(LIST, vars, as);
  expect(r.body.errors).toBeUndefined();
  return r.body.data!.admin_reviews;
}

test('every review newest first, hidden ones included, with guest, space page, venue and the host reply', async () => {
  const all = await list();
  expect(all).toMatchObject({ total: 3, page: 1, size: 20, total_pages: 1 });
  expect(all.result.map((r) => r.review_id)).toEqual([ids.noisy, ids.hidden, ids.fine]);
  const { knex } = app.db;
  const space = await knex('space as s').join('venue as v', 'v.venue_id', 's.venue_id').where('s.space_id', app.fx.spaceA1.id)
    .first('s.space_name', 's.space_slug', 's.space_reference', 'v.venue_name', 'v.venue_hash');
  expect(all.result[2]).toMatchObject({
    rating: 5, review_text: 'Fijne zaal met veel licht', is_hidden: false, host_reply: 'Dank je wel!', guest_name: 'Bram Test',
    space_name: space.space_name, venue_name: space.venue_name, space_url: `/space/${space.venue_hash}/${space.space_slug}/${space.space_reference}`,
  });
  expect(all.result[1]).toMatchObject({ is_hidden: true, host_reply: null, guest_name: 'Bram Test' });
  expect(new Date(all.result[0].ts_created).getTime()).toBeGreaterThan(new Date(all.result[1].ts_created).getTime());
});

test('hidden filters, search by text, guest, space and venue name, paging', async () => {
  expect((await list({ hidden: true })).result.map((r) => r.review_id)).toEqual([ids.hidden]);
  expect((await list({ hidden: false })).result.map((r) => r.review_id)).toEqual([ids.noisy, ids.fine]);
  expect((await list({ search: 'lawaai' })).result.map((r) => r.review_id)).toEqual([ids.noisy]);
  expect((await list({ search: 'olga test' })).result.map((r) => r.review_id)).toEqual([ids.noisy]);
  expect((await list({ search: 'bram', hidden: false })).result.map((r) => r.review_id)).toEqual([ids.fine]);
  const { knex } = app.db;
  const a1 = await knex('space as s').join('venue as v', 'v.venue_id', 's.venue_id').where('s.space_id', app.fx.spaceA1.id).first('s.space_name', 'v.venue_name');
  const b1 = await knex('space').where('space_id', app.fx.spaceB1.id).first('space_name');
  expect((await list({ search: a1.space_name })).result.map((r) => r.review_id)).toEqual([ids.fine]);
  expect((await list({ search: b1.space_name })).result.map((r) => r.review_id)).toEqual([ids.noisy, ids.hidden]);
  expect((await list({ search: a1.venue_name })).result.map((r) => r.review_id)).toContain(ids.fine);
  expect((await list({ search: '%' })).total).toBe(0);
  const second = await list({ size: 2, page: 2 });
  expect(second).toMatchObject({ total: 3, page: 2, size: 2, total_pages: 2 });
  expect(second.result.map((r) => r.review_id)).toEqual([ids.fine]);
});

test('a hidden review found here is shown again: the list, the space page and the rating follow', async () => {
  const show = await app.graphql<{ hide_review: boolean }>(`mutation($id: Int!) { hide_review(review_id: $id, hidden: false) }`, { id: ids.hidden }, admin());
  expect(show.body.errors).toBeUndefined();
  expect((await list({ hidden: true })).total).toBe(0);
  expect((await list({ hidden: false })).result.map((r) => r.review_id)).toContain(ids.hidden);
  const page = await app.graphql<{ space_reviews: { reviews: Array<{ review_id: number }> } }>(`query($s: Int) { space_reviews(space_id: $s) { reviews { review_id } } }`, { s: app.fx.spaceB1.id });
  expect(page.body.data!.space_reviews.reviews.map((r) => r.review_id)).toContain(ids.hidden);
  await app.graphql(`mutation($id: Int!) { hide_review(review_id: $id, hidden: true) }`, { id: ids.hidden }, admin());
});

test('a content editor may; support, a host and a guest may not', async () => {
  const { knex } = app.db;
  const [{ account_id: editorId }] = await knex('account').insert({ email: 'reviews.editor@example.nl', account_state: 'BOOKER', staff_role: 'CONTENT_EDITOR' }).returning('account_id');
  const [{ account_id: supportId }] = await knex('account').insert({ email: 'reviews.support@example.nl', account_state: 'BOOKER', staff_role: 'SUPPORT' }).returning('account_id');
  expect((await list({}, { token: app.token(editorId), endpoint: 'authenticated' })).total).toBe(3);
  for (const token of [app.token(supportId), app.token(app.fx.vendorId, 'VENDOR'), app.token(app.fx.bookerId)]) {
    expect(errorOf(await app.graphql(LIST, {}, { token, endpoint: 'authenticated' }))).toMatchObject({ error_type: 'FORBIDDEN' });
  }
  expect(errorOf(await app.graphql(LIST, {}, { endpoint: 'authenticated' }))).toMatchObject({ error_type: 'UNAUTHENTICATED' });
});
