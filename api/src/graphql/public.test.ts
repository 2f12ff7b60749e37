import { startTestApp, type TestApp } from '../test/api/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const CARD = 'space_id space_name space_url space_reference half_day_price image_url city venue_name max_guests space_booking_type rating';

describe('home', () => {
  const HOME = `{ home { slug locale title blocks { block_id block_type position data } } }`;

  test('returns the nl page by default, blocks in position order', async () => {
    const { status, body } = await t.graphql<{ home: any }>(HOME);
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
    expect(body.data!.home).toMatchObject({ slug: 'home', locale: 'nl', title: 'Vergaderruimte huren' });
    expect(body.data!.home.blocks.map((b: any) => b.block_type)).toEqual(['HERO', 'SLIDER']);
    expect(body.data!.home.blocks[0].data).toEqual({ title: 'Vind je zaal', subtitle: '' });
  });

  test('returns the en page for X-Locale EN', async () => {
    const { body } = await t.graphql<{ home: any }>(HOME, {}, { locale: 'EN' });
    expect(body.data!.home).toMatchObject({ locale: 'en', title: 'Rent a meeting room' });
    expect(body.data!.home.blocks[0].data.title).toBe('Find your space');
  });
});

describe('get_top_spaces', () => {
  test('highlighted public spaces in position order, hidden venues left out', async () => {
    const { body } = await t.graphql<{ get_top_spaces: any[] }>(`{ get_top_spaces { ${CARD} } }`);
    expect(body.errors).toBeUndefined();
    const cards = body.data!.get_top_spaces;
    expect(cards.map((c) => c.space_id)).toEqual([t.fx.spaceA2.id, t.fx.spaceA1.id, t.fx.spaceB1.id]);
    expect(cards[1]).toEqual({
      space_id: t.fx.spaceA1.id,
      space_name: 'Grote Zaal',
      space_url: `/space/aaaa1111/grote-zaal/${t.fx.spaceA1.reference}`,
      space_reference: t.fx.spaceA1.reference,
      half_day_price: 30000,
      image_url: `/api/image/${t.fx.imageIds[1]}/`,
      city: 'Amsterdam',
      venue_name: 'Café De Zaal',
      max_guests: 100,
      space_booking_type: 'DIRECT',
      rating: 8.5,
    });
  });

  test('limit', async () => {
    const { body } = await t.graphql<{ get_top_spaces: any[] }>(`{ get_top_spaces(limit: 2) { space_id } }`);
    expect(body.data!.get_top_spaces).toHaveLength(2);
  });
});

describe('get_all_feedbacks', () => {
  const Q = `query($role: FeedbackRole) { get_all_feedbacks(user_role: $role) { feedback_id user_name user_role feedback avatar_url user_company_name } }`;

  test('filters by role, position order, text in the locale', async () => {
    const { body } = await t.graphql<{ get_all_feedbacks: any[] }>(Q, { role: 'Booker' }, { locale: 'EN' });
    expect(body.data!.get_all_feedbacks.map((f) => [f.user_name, f.feedback])).toEqual([
      ['Bob Booker', 'Booked quickly.'],
      ['Bea Booker', 'Great room!'],
    ]);
    expect(body.data!.get_all_feedbacks[1].avatar_url).toBe(`/api/image/${t.fx.imageIds[2]}/`);
  });

  test('vendor testimonials in nl', async () => {
    const { body } = await t.graphql<{ get_all_feedbacks: any[] }>(Q, { role: 'Vendor' });
    expect(body.data!.get_all_feedbacks).toEqual([
      expect.objectContaining({ user_name: 'Vic Vendor', feedback: 'Meer boekingen.', user_role: 'Vendor', user_company_name: 'Zalen BV' }),
    ]);
  });
});

describe('venue_search', () => {
  const Q = `query($input: VenueFindInput) { venue_search(input: $input) { total page size venues { venue_id venue_name venue_url city min_price distance venue_spaces { space_id } } } }`;
  const search = async (input: Record<string, unknown>) => {
    const { body } = await t.graphql<{ venue_search: any }>(Q, { input });
    expect(body.errors).toBeUndefined();
    return body.data!.venue_search;
  };

  test('text search ignores accents and finds by venue name', async () => {
    const r = await search({ search: 'cafe de zaal' });
    expect(r.venues[0].venue_id).toBe(t.fx.venueA.id);
    expect(r.venues[0].venue_spaces.map((s: any) => s.space_id).sort()).toEqual([t.fx.spaceA1.id, t.fx.spaceA2.id].sort());
    expect(r.venues[0].min_price).toBe(10000);
  });

  test('text search by city name, and a small typo still matches', async () => {
    const byCity = await search({ search: 'Amsterdam' });
    expect(byCity.venues.map((v: any) => v.venue_id)).toEqual([t.fx.venueA.id]); // the hidden venue is not public
    const typo = await search({ search: 'Vergaderhoev' });
    expect(typo.venues.map((v: any) => v.venue_id)).toContain(t.fx.venueB.id);
  });

  test('text search by space name returns only the matching space', async () => {
    const r = await search({ search: 'Boardroom' });
    expect(r.total).toBe(1);
    expect(r.venues[0].venue_spaces.map((s: any) => s.space_id)).toEqual([t.fx.spaceB1.id]);
  });

  test('attendees filter uses the configurations maximum', async () => {
    const r = await search({ attendees: 50, size: 50 });
    expect(r.total).toBe(1);
    expect(r.venues[0].venue_spaces.map((s: any) => s.space_id)).toEqual([t.fx.spaceA1.id]);
    const twenty = await search({ attendees: 20, size: 50 });
    expect(twenty.venues.map((v: any) => v.venue_id).sort()).toEqual([t.fx.venueA.id, t.fx.venueB.id].sort());
  });

  test('pages of 20 without duplicates or gaps', async () => {
    const p1 = await search({});
    const p2 = await search({ page: 2 });
    expect(p1.size).toBe(20);
    expect(p1.total).toBe(27); // 2 named venues + 25 paging venues; the inactive one is hidden
    expect(p1.venues).toHaveLength(20);
    expect(p2.venues).toHaveLength(7);
    const ids = [...p1.venues, ...p2.venues].map((v: any) => v.venue_id);
    expect(new Set(ids).size).toBe(27);
    expect(ids).not.toContain(t.fx.hiddenVenue.id);
  });

  test('lat/lng orders by distance', async () => {
    const r = await search({ lat: 52.09, lng: 5.12, size: 3 });
    expect(r.venues[0].venue_id).toBe(t.fx.venueB.id);
    const distances = r.venues.map((v: any) => v.distance);
    expect(distances[0]).toBeLessThan(1);
    expect([...distances].sort((a, b) => a - b)).toEqual(distances);
  });

  test('attendees above 500 is a FIELD_VALIDATION error', async () => {
    const { body } = await t.graphql(Q, { input: { attendees: 501 } });
    expect(body.errors![0]!.extensions).toEqual({
      response: { body: { error_type: 'FIELD_VALIDATION', entity: 'venue_search', key: 'max_integer', meta: { field: 'attendees', fields: { attendees: 'max_integer' }, max: 500 }, status_code: 400 } },
      status_code: 400,
    });
  });
});

describe('specific_instance_by_slug and specific_space', () => {
  const SPACE = `space_id space_name space_url space_images { image_id image_url order } space_configurations { configuration_type max_guests is_default }
    space_categories space_features vat_rate service_fee_rate half_day_price venue { venue_id venue_name venue_geo { city region latitude } working_time { week_day open_time close_time } }`;

  test('SPACE by space_reference, with images, configurations, categories, features and venue', async () => {
    const { body } = await t.graphql<{ specific_instance_by_slug: any }>(
      `query($slug: String!) { specific_instance_by_slug(instance_type: SPACE, slug: $slug) { space { ${SPACE} } venue { venue_id venue_url } } }`,
      { slug: t.fx.spaceA1.reference },
    );
    expect(body.errors).toBeUndefined();
    const { space, venue } = body.data!.specific_instance_by_slug;
    expect(space.space_name).toBe('Grote Zaal');
    expect(space.space_images.map((i: any) => i.order)).toEqual([0, 1]);
    expect(space.space_images[0].image_url).toBe(`/api/image/${space.space_images[0].image_id}/`);
    expect(space.space_configurations).toEqual([{ configuration_type: 'theater', max_guests: 100, is_default: true }]);
    expect(space.space_categories).toEqual(['we_meet']);
    expect(space.space_features).toEqual(['airconditioning']);
    expect(space.vat_rate).toBe(21);
    expect(space.venue.venue_geo).toEqual({ city: 'Amsterdam', region: 'Noord-Holland', latitude: 52.3728 });
    expect(space.venue.working_time).toHaveLength(5);
    expect(space.venue.working_time[0]).toEqual({ week_day: 1, open_time: 480, close_time: 1440 });
    expect(venue).toEqual({ venue_id: t.fx.venueA.id, venue_url: '/customer/venue/aaaa1111/caf-de-zaal' });
  });

  test('VENUE by hash', async () => {
    const { body } = await t.graphql<{ specific_instance_by_slug: any }>(
      `{ specific_instance_by_slug(instance_type: VENUE, slug: "bbbb2222/utrechtse-vergaderhoeve") { space { space_id } venue { venue_id venue_name } } }`,
    );
    expect(body.data!.specific_instance_by_slug).toEqual({ space: null, venue: { venue_id: t.fx.venueB.id, venue_name: 'Utrechtse Vergaderhoeve' } });
  });

  test('unknown slug and hidden space -> NOT_FOUND 404 in extensions', async () => {
    for (const [type, slug] of [['SPACE', '999999'], ['SPACE', t.fx.hiddenSpace.reference], ['VENUE', 'cccc3333'], ['VENUE', '../etc']]) {
      const { body } = await t.graphql(`query($t: InstanceType!, $s: String!) { specific_instance_by_slug(instance_type: $t, slug: $s) { space { space_id } } }`, { t: type, s: slug });
      expect(body.errors![0]!.extensions).toMatchObject({ status_code: 404, response: { body: { error_type: 'NOT_FOUND', status_code: 404 } } });
    }
  });

  test('specific_space: public space for anyone; hidden space only for its organisation and admins', async () => {
    const Q = `query($id: Int!) { specific_space(space_id: $id) { space_id space_name } }`;
    const ok = await t.graphql<{ specific_space: any }>(Q, { id: t.fx.spaceB1.id });
    expect(ok.body.data!.specific_space).toEqual({ space_id: t.fx.spaceB1.id, space_name: 'Boardroom' });
    const anon = await t.graphql(Q, { id: t.fx.hiddenSpace.id });
    expect(anon.body.errors![0]!.extensions!.status_code).toBe(404);
    const booker = await t.graphql(Q, { id: t.fx.hiddenSpace.id }, { token: t.token(t.fx.bookerId) });
    expect(booker.body.errors![0]!.extensions!.status_code).toBe(404);
    const owner = await t.graphql<{ specific_space: any }>(Q, { id: t.fx.hiddenSpace.id }, { token: t.token(t.fx.vendorId, 'VENDOR') });
    expect(owner.body.data!.specific_space.space_name).toBe('Geheime Kamer');
    const admin = await t.graphql<{ specific_space: any }>(Q, { id: t.fx.hiddenSpace.id }, { token: t.token(t.fx.adminId, 'BOOKER', true) });
    expect(admin.body.data!.specific_space.space_id).toBe(t.fx.hiddenSpace.id);
  });
});

describe('public endpoint boundaries', () => {
  test('authenticated-only fields do not exist on the public endpoint', async () => {
    const { body } = await t.graphql(`{ profile { accountId } }`, {}, { token: t.token(t.fx.bookerId) });
    expect(body.data).toBeUndefined();
    expect(body.errors![0]!.message).toContain('profile');
    expect(body.errors![0]!.extensions).toMatchObject({ status_code: 400, response: { body: { error_type: 'VALIDATION', entity: 'graphql' } } });
  });
});

describe('validation over HTTP (documents cached per text)', () => {
  test('a query deeper than MAX_QUERY_DEPTH is refused, every time it is sent', async () => {
    // __type nests arbitrarily through ofType: 17 levels
    const nested = Array.from({ length: 15 }).reduce<string>((inner) => `ofType { ${inner} }`, 'name');
    const query = `{ __type(name: "Query") { ${nested} } }`;
    for (let i = 0; i < 2; i += 1) {
      const { body } = await t.graphql(query);
      expect(body.data).toBeUndefined();
      expect(body.errors?.[0]?.message).toMatch(/nested too deeply \(17 > 12\)/);
    }
  });

  test('an unknown field is a validation error on the first and the repeated request', async () => {
    for (let i = 0; i < 2; i += 1) {
      const { body } = await t.graphql('{ home { no_such_field } }');
      expect(body.data).toBeUndefined();
      expect(body.errors?.[0]?.message).toMatch(/no_such_field/);
    }
  });
});
