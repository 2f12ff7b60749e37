/**
 * Reviews end to end through GraphQL on the embedded PostgreSQL: only the guest of a passed booking
 * reviews it, once; the space page and the venue page list the visible reviews with their average and
 * the space's rating (search rows, cards) follows; the host replies once; staff hide a review (the
 * rating follows) or promote it to a testimonial; bad input gets the spec's error shape.
 */
import { startTestApp, type TestApp } from '../../test/api/testApp';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

type Gql = { data?: any; errors?: any[] };
const as = (id: number, state: 'BOOKER' | 'VENDOR' = 'BOOKER', admin = false) => ({ token: app.token(id, state, admin), endpoint: 'authenticated' as const });
const body = (r: { body: Gql }) => r.body.errors?.[0]?.extensions?.response?.body;
const CREATE = `mutation($id: Int!, $r: Int!, $t: String!) { create_review(booking_id: $id, rating: $r, review_text: $t) { review_id rating review_text author_name host_reply } }`;
const LIST = `query($s: Int, $v: Int) { space_reviews(space_id: $s, venue_id: $v) { average count reviews { review_id rating review_text author_name host_reply space_name is_testimonial } } }`;

/** The fixtures' paid booking, moved into the past (it has passed). */
async function passedBooking(): Promise<{ id: number; spaceId: number; venueId: number }> {
  const { knex } = app.db;
  const id = app.fx.bookings.paid;
  await knex('booking').where({ booking_id: id }).update({ booking_start: new Date(Date.now() - 3 * 86400_000), booking_end: new Date(Date.now() - 3 * 86400_000 + 4 * 3600_000) });
  const { space_id: spaceId } = await knex('booking').where({ booking_id: id }).first('space_id');
  const { venue_id: venueId } = await knex('space').where({ space_id: spaceId }).first('venue_id');
  return { id, spaceId, venueId };
}

it('the guest of a passed booking reviews it once; the space and venue pages show it, the rating follows; the host replies once; staff hide and promote', async () => {
  const { knex } = app.db;
  const future = await app.graphql<any>(CREATE, { id: app.fx.bookings.paid, r: 5, t: 'Te vroeg' }, as(app.fx.bookerId));
  expect(body(future)).toMatchObject({ error_type: 'VALIDATION', entity: 'review', key: 'booking_not_passed' });

  const b = await passedBooking();
  // nobody else reviews it: the booking does not exist for them
  expect(body(await app.graphql<any>(CREATE, { id: b.id, r: 5, t: 'Top' }, as(app.fx.otherBookerId)))).toMatchObject({ error_type: 'NOT_FOUND' });
  // bad input in the spec's error shape, nothing stored
  expect(body(await app.graphql<any>(CREATE, { id: b.id, r: 6, t: 'Top' }, as(app.fx.bookerId)))).toMatchObject({ error_type: 'FIELD_VALIDATION', key: 'invalid_rating', meta: { field: 'rating' } });
  expect(body(await app.graphql<any>(CREATE, { id: b.id, r: 4, t: '   ' }, as(app.fx.bookerId)))).toMatchObject({ error_type: 'FIELD_VALIDATION', key: 'required', meta: { field: 'review_text' } });
  expect(await knex('space_review').where({ booking_id: b.id })).toHaveLength(0);

  const created = await app.graphql<any>(CREATE, { id: b.id, r: 4, t: '  Mooie zaal, goede koffie.  ' }, as(app.fx.bookerId));
  expect(created.body.errors).toBeUndefined();
  expect(created.body.data.create_review).toMatchObject({ rating: 4, review_text: 'Mooie zaal, goede koffie.', host_reply: null });
  const reviewId = created.body.data.create_review.review_id;
  expect(body(await app.graphql<any>(CREATE, { id: b.id, r: 5, t: 'Nog een keer' }, as(app.fx.bookerId)))).toMatchObject({ key: 'review_exists' });

  // public: the space's and the venue's list with the average; the space's rating (0-10) is the average doubled
  const space = await app.graphql<any>(LIST, { s: b.spaceId });
  expect(space.body.data.space_reviews).toMatchObject({ average: 4, count: 1, reviews: [{ review_id: reviewId, rating: 4, review_text: 'Mooie zaal, goede koffie.' }] });
  expect((await app.graphql<any>(LIST, { v: b.venueId })).body.data.space_reviews.count).toBe(1);
  expect(Number((await knex('space').where({ space_id: b.spaceId }).first('rating')).rating)).toBe(8);
  expect(Number((await knex('space_search_row').where({ space_id: b.spaceId }).first('rating')).rating)).toBe(8);

  // the guest's booking carries the review (the page shows it instead of the form)
  const mine = await app.graphql<any>(`query($id: Int!) { specific_booking(id: $id) { screen_mode review { rating } } }`, { id: b.id }, as(app.fx.bookerId));
  expect(mine.body.data.specific_booking.review).toEqual({ rating: 4 });

  // the host replies once; another host cannot
  const REPLY = `mutation($id: Int!, $t: String!) { reply_to_review(review_id: $id, reply: $t) { host_reply ts_replied } }`;
  expect(body(await app.graphql<any>(REPLY, { id: reviewId, t: 'Hoi' }, as(app.fx.otherBookerId, 'VENDOR')))).toMatchObject({ error_type: expect.stringMatching(/NOT_FOUND|FORBIDDEN/) });
  const reply = await app.graphql<any>(REPLY, { id: reviewId, t: 'Dank je wel, tot de volgende keer!' }, as(app.fx.vendorId, 'VENDOR'));
  expect(reply.body.errors).toBeUndefined();
  expect(reply.body.data.reply_to_review.host_reply).toBe('Dank je wel, tot de volgende keer!');
  expect(body(await app.graphql<any>(REPLY, { id: reviewId, t: 'Nog iets' }, as(app.fx.vendorId, 'VENDOR')))).toMatchObject({ key: 'already_replied' });

  // staff: promote to a testimonial, then hide (the list and the rating follow)
  expect(body(await app.graphql<any>(`mutation($id: Int!) { promote_review(review_id: $id) { is_testimonial } }`, { id: reviewId }, as(app.fx.bookerId)))).toMatchObject({ error_type: 'FORBIDDEN' });
  const promoted = await app.graphql<any>(`mutation($id: Int!) { promote_review(review_id: $id) { is_testimonial } }`, { id: reviewId }, as(app.fx.adminId, 'BOOKER', true));
  expect(promoted.body.data.promote_review.is_testimonial).toBe(true);
  const feedback = await knex('feedback').where({ feedback_nl: 'Mooie zaal, goede koffie.' });
  expect(feedback).toHaveLength(1);
  expect(feedback[0]).toMatchObject({ user_role: 'Booker', user_name: expect.any(String) });

  const hidden = await app.graphql<any>(`mutation($id: Int!) { hide_review(review_id: $id, hidden: true) }`, { id: reviewId }, as(app.fx.adminId, 'BOOKER', true));
  expect(hidden.body.data.hide_review).toBe(true);
  expect((await app.graphql<any>(LIST, { s: b.spaceId })).body.data.space_reviews).toEqual({ average: null, count: 0, reviews: [] });
  expect((await knex('space').where({ space_id: b.spaceId }).first('rating')).rating).toBeNull();
  // the host still sees it in the own list
  const own = await app.graphql<any>(`query($s: Int!) { host_space_reviews(space_id: $s) { review_id } }`, { s: b.spaceId }, as(app.fx.vendorId, 'VENDOR'));
  expect(own.body.data.host_space_reviews).toEqual([{ review_id: reviewId }]);
});
