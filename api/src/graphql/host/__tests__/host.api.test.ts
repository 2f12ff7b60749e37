/**
 * Host GraphQL (graphql/host) and staff review (graphql/admin) against the real database: each
 * operation's rules (key, field, nl/en message) and who may call it (another organisation NOT_FOUND,
 * team member refused where the roles table says, admin only for reviews); removed venues/spaces
 * never show in venue_search.
 */
import { call, json, messages, startHostApp, uploadPhoto, validSpace, validVenue } from '../../../rest/venue/testkit/hostApi';

let app: Awaited<ReturnType<typeof startHostApp>>;
let venueId: number;
let spaceId: number;
beforeAll(async () => {
  app = await startHostApp();
  venueId = (await json(await call(app, 'POST', '/api/venue/', app.vendor, validVenue(app.placeId)))).venue_id;
  spaceId = (await json(await call(app, 'POST', '/api/space/', app.vendor, validSpace(venueId)))).space_id;
});
afterAll(() => app.close());

async function gql<T = any>(query: string, variables: Record<string, unknown>, token: string | undefined) {
  const res = await app.graphql<T>(query, variables, { token, endpoint: 'authenticated' });
  const error = res.body.errors?.[0]?.extensions?.response?.body as Record<string, any> | undefined;
  return { data: res.body.data as T | undefined, error, status: res.status };
}

function expectRule(error: Record<string, any> | undefined, key: string, field: string, english?: string) {
  expect(error).toMatchObject({ error_type: 'FIELD_VALIDATION', key, meta: { field } });
  expect(messages.nl[`errors.${key}`]).toBeTruthy();
  expect(messages.en[`errors.${key}`]).toBeTruthy();
  if (english) expect(messages.en[`errors.${key}`]).toBe(english);
}

const NEW_TAG = 'mutation ($nl: String!, $en: String!, $imp: Int!) { add_new_tag(name_nl: $nl, name_en: $en, importance: $imp) { tag_id name name_nl name_en importance } }';
const VENUE_TAGS = 'mutation ($v: Int!, $t: [Int!]!) { add_venue_tags(venue_id: $v, tag_ids: $t) { tag_id name } }';

describe('tags', () => {
  const tagIds: number[] = [];
  test('add_new_tag: nl and en names, importance 1..10, duplicate names refused', async () => {
    for (const [nl, en, imp] of [['Tuin', 'Garden', 5], ['Daglicht', 'Daylight', 8], ['Centraal', 'Central', 3]] as const) {
      const { data } = await gql(NEW_TAG, { nl, en, imp }, app.vendor);
      expect(data.add_new_tag).toMatchObject({ name: nl, name_nl: nl, name_en: en, importance: imp });
      tagIds.push(data.add_new_tag.tag_id);
    }
    expectRule((await gql(NEW_TAG, { nl: 'tuin', en: 'Yard', imp: 4 }, app.vendor)).error, 'tag_exists', 'name_nl', 'Tag with this name already exists');
    expect(messages.nl['errors.tag_exists']).toBe('Tag met deze naam bestaat al');
    expectRule((await gql(NEW_TAG, { nl: 'Erf', en: 'GARDEN', imp: 4 }, app.vendor)).error, 'tag_exists', 'name_en');
    expectRule((await gql(NEW_TAG, { nl: 'Erf', en: 'Yard', imp: 11 }, app.vendor)).error, 'tag_importance_invalid', 'importance');
    expectRule((await gql(NEW_TAG, { nl: 'Erf', en: 'Yard', imp: 0 }, app.vendor)).error, 'tag_importance_invalid', 'importance');
    expectRule((await gql(NEW_TAG, { nl: ' ', en: 'Yard', imp: 2 }, app.vendor)).error, 'required', 'name_nl');
    expect((await gql(NEW_TAG, { nl: 'Erf', en: 'Yard', imp: 2 }, undefined)).error).toMatchObject({ error_type: 'UNAUTHENTICATED' });
    expect((await gql(NEW_TAG, { nl: 'Erf', en: 'Yard', imp: 2 }, app.token(app.fx.bookerId))).error).toMatchObject({ error_type: 'FORBIDDEN' });
  });

  test('get_all_tags in the request language; add_venue_tags needs at least 3 and replaces the set', async () => {
    const all = await app.graphql<any>('{ get_all_tags { tag_id name importance } }', {}, { token: app.vendor, endpoint: 'authenticated', locale: 'EN' });
    expect(all.body.data.get_all_tags.map((t: { name: string }) => t.name)).toEqual(['Daylight', 'Garden', 'Central']); // by importance
    expectRule((await gql(VENUE_TAGS, { v: venueId, t: tagIds.slice(0, 2) }, app.vendor)).error, 'tags_min', 'tag_ids', 'Please select at least 3 tags');
    expect(messages.nl['errors.tags_min']).toBe('Selecteer ten minste 3 tags');
    expectRule((await gql(VENUE_TAGS, { v: venueId, t: [tagIds[0], tagIds[0], tagIds[1]] }, app.vendor)).error, 'tags_min', 'tag_ids');
    const { data } = await gql(VENUE_TAGS, { v: venueId, t: tagIds }, app.vendor);
    expect(data.add_venue_tags.map((t: { tag_id: number }) => t.tag_id)).toEqual([...tagIds].sort((a, b) => a - b));
    // a team member (venue manager) may set them; another organisation's venue is not found
    expect((await gql(VENUE_TAGS, { v: venueId, t: tagIds }, app.member)).data.add_venue_tags).toHaveLength(3);
    expect((await gql(VENUE_TAGS, { v: venueId, t: tagIds }, app.other)).error).toMatchObject({ error_type: 'NOT_FOUND' });
    const venue = await gql('query ($v: Int!) { specific_venue(venue_id: $v) { venue_id venue_name venue_tags { tag_id } contact_phone { formatted_number } venue_spaces { space_id review_status } } }', { v: venueId }, app.vendor);
    expect(venue.data.specific_venue).toMatchObject({ venue_id: venueId, venue_name: 'Zaal Test', venue_spaces: [{ space_id: spaceId, review_status: 'PENDING' }] });
    expect(venue.data.specific_venue.venue_tags).toHaveLength(3);
  });
});

test('specific_venue: own organisation, team member and admin; another organisation NOT_FOUND', async () => {
  const q = 'query ($v: Int!) { specific_venue(venue_id: $v) { venue_id status is_active } }';
  expect((await gql(q, { v: venueId }, app.vendor)).data.specific_venue).toEqual({ venue_id: venueId, status: 'DRAFT', is_active: false });
  expect((await gql(q, { v: venueId }, app.member)).data.specific_venue.venue_id).toBe(venueId);
  expect((await gql(q, { v: venueId }, app.admin)).data.specific_venue.venue_id).toBe(venueId);
  expect((await gql(q, { v: venueId }, app.other)).error).toMatchObject({ error_type: 'NOT_FOUND', entity: 'venue' });
});

test('get_companies: the test register by name, at least 2 characters, at most 10', async () => {
  const q = 'query ($n: String!) { get_companies(company_name: $n) { legal_name coc_number address city } }';
  const { data } = await gql(q, { n: 'zaalplek test' }, app.vendor);
  expect(data.get_companies).toEqual([expect.objectContaining({ legal_name: 'Zaalplek Test B.V.', coc_number: '12345678', address: 'Damrak 1' })]);
  expect((await gql(q, { n: 'z' }, app.vendor)).data.get_companies).toEqual([]);
  expect((await gql(q, { n: 'b.v' }, app.vendor)).data.get_companies.length).toBeLessThanOrEqual(10);
  expect((await gql(q, { n: 'zaalplek' }, undefined)).error).toMatchObject({ error_type: 'UNAUTHENTICATED' });
});

describe('services inventory', () => {
  const LIST = 'query ($v: Int!, $f: Int, $s: Int) { inventory_services(venue_id: $v, first: $f, skip: $s) { total result { system_service_id venue_service_id is_enabled price vat_rate price_net order_type space_ids } } }';
  const LINK = 'mutation ($i: InventoryLinkingInput!) { inventory_bulk_spaces_linking(input: $i) { system_service_id venue_service_id is_enabled price price_net vat_rate order_type is_inventory_enabled max_inventory space_ids } }';
  const link = (change: Record<string, unknown>, token = app.vendor) =>
    gql(LINK, { i: { venue_id: venueId, system_service_id: 1, space_ids: [spaceId], is_enabled: true, price: 1210, vat_rate: 21, order_type: 'per_person', ...change } }, token);

  test('inventory_services lists the catalogue with this venue\'s settings, paged', async () => {
    const { data } = await gql(LIST, { v: venueId, f: 200 }, app.vendor);
    const total = data.inventory_services.total;
    expect(total).toBeGreaterThan(1);
    expect(data.inventory_services.result).toHaveLength(total);
    expect(data.inventory_services.result[0]).toMatchObject({ venue_service_id: null, is_enabled: false, space_ids: [] });
    const page = await gql(LIST, { v: venueId, f: 1, s: 1 }, app.vendor);
    expect(page.data.inventory_services.result).toEqual([data.inventory_services.result[1]]);
    expect((await gql(LIST, { v: venueId }, app.other)).error).toMatchObject({ error_type: 'NOT_FOUND' });
  });

  test('inventory_bulk_spaces_linking: at least one space, the service rules; enables exactly the chosen spaces', async () => {
    expectRule((await link({ space_ids: [] })).error, 'spaces_empty', 'space_ids', 'Please select at least one space');
    expectRule((await link({ vat_rate: 6 })).error, 'vat_rate_invalid', 'vat_rate');
    expectRule((await link({ order_type: 'per_week' })).error, 'order_type_invalid', 'order_type');
    expectRule((await link({ price: -1 })).error, 'price_invalid', 'price');
    expectRule((await link({ is_inventory_enabled: true, max_inventory: null })).error, 'max_inventory_invalid', 'max_inventory');
    // a space of another venue is not the venue's
    expectRule((await link({ space_ids: [app.fx.spaceA1.id] })).error, 'not_found', 'space_ids');
    const { data } = await link({ is_inventory_enabled: true, max_inventory: 4 });
    expect(data.inventory_bulk_spaces_linking).toMatchObject({ system_service_id: 1, is_enabled: true, price: 1210, price_net: 1000, vat_rate: 21, order_type: 'per_person', max_inventory: 4, space_ids: [spaceId] });
    const second = (await json(await call(app, 'POST', '/api/space/', app.vendor, { ...validSpace(venueId), space_name: 'Tweede' }))).space_id;
    const both = await link({ space_ids: [spaceId, second] }, app.member);
    expect(both.data.inventory_bulk_spaces_linking.space_ids).toEqual([spaceId, second]);
    const one = await link({ space_ids: [second] });
    expect(one.data.inventory_bulk_spaces_linking.space_ids).toEqual([second]);
    expect((await link({}, app.other)).error).toMatchObject({ error_type: 'NOT_FOUND' });
    // a finance team member does not manage services
    await app.db.knex('team_member').where('account_id', app.fx.memberId).update({ team_role: 'FINANCE' });
    try {
      expect((await link({}, app.member)).error).toMatchObject({ error_type: 'FORBIDDEN' });
    } finally {
      await app.db.knex('team_member').where('account_id', app.fx.memberId).update({ team_role: 'VENUE_MANAGER' });
    }
  });
});

test('bulk_create_space_features and bulk_create_space_images', async () => {
  const features: number[] = await app.db.knex('feature').where('feature_scope', 'SPACE').orderBy('feature_id').limit(2).pluck('feature_id');
  const F = 'mutation ($s: Int!, $f: [Int!]!) { bulk_create_space_features(space_id: $s, feature_ids: $f) }';
  expect((await gql(F, { s: spaceId, f: features }, app.vendor)).data.bulk_create_space_features).toEqual(features);
  expect((await gql(F, { s: spaceId, f: [999999] }, app.vendor)).error).toMatchObject({ key: 'feature_unknown', meta: { field: 'feature_ids' } });
  expect((await gql(F, { s: spaceId, f: features }, app.other)).error).toMatchObject({ error_type: 'NOT_FOUND' });

  const I = 'mutation ($s: Int!, $i: [Int!]!) { bulk_create_space_images(space_id: $s, images_ids: $i) { image_id order variants { thumb } } }';
  const ids: number[] = [];
  for (let i = 0; i < 3; i++) ids.push((await json(await uploadPhoto(app, app.vendor, 'SPACE'))).image_id);
  expectRule((await gql(I, { s: spaceId, i: ids.slice(0, 2) }, app.vendor)).error, 'photos_min', 'images_ids');
  expect((await gql(I, { s: spaceId, i: ids }, app.other)).error).toMatchObject({ error_type: 'NOT_FOUND' });
  const { data } = await gql(I, { s: spaceId, i: [ids[1], ids[0], ids[2]] }, app.vendor);
  expect(data.bulk_create_space_images.map((i: { image_id: number; order: number }) => [i.image_id, i.order])).toEqual([[ids[1], 0], [ids[0], 1], [ids[2], 2]]);
  expect(data.bulk_create_space_images[0].variants.thumb).toBe(`/api/image/${ids[1]}/thumb.webp`);
});

describe('collection', () => {
  const CREATE = 'mutation ($i: CollectionInput!) { create_collection(input: $i) { collection_id collection_name slug about_us logo_url has_public_page social_links { instagram } } }';
  const UPDATE = 'mutation ($i: CollectionInput!) { update_collection(input: $i) { collection_id collection_name about_us logo_url } }';
  const GET = '{ get_user_organisation_collection { collection_id collection_name } }';
  const logo = async (token: string) => {
    const form = new FormData();
    const { png } = await import('../../../domain/images/testPng');
    form.append('file', new Blob([png(960, 640)]), 'logo.png');
    return (await json(await app.request('/api/image/?owner_type=COLLECTION', { method: 'POST', body: form, token }))).image_id as number;
  };

  test('rules: name, about us max 500, logo required, website and social links are URLs', async () => {
    // the other organisation has no collection yet
    expect((await gql(GET, {}, app.other)).data.get_user_organisation_collection).toBeNull();
    const logoId = await logo(app.other);
    const base = { name: 'Olga Zalen', about_us: 'Wij verhuren zalen.', logo_image_id: logoId };
    expectRule((await gql(CREATE, { i: { ...base, about_us: 'a'.repeat(501) } }, app.other)).error, 'about_us_too_long', 'about_us');
    expectRule((await gql(CREATE, { i: { ...base, logo_image_id: null } }, app.other)).error, 'logo_required', 'logo_image_id', 'Please, upload the collection logo');
    expectRule((await gql(CREATE, { i: { ...base, name: '' } }, app.other)).error, 'collection_name_required', 'name');
    expectRule((await gql(CREATE, { i: { ...base, website: 'javascript:alert(1)' } }, app.other)).error, 'invalid_url', 'website');
    expectRule((await gql(CREATE, { i: { ...base, social_links: { instagram: 'not a url' } } }, app.other)).error, 'invalid_url', 'social_links.instagram');
    // another account's uploaded logo cannot be taken
    expectRule((await gql(CREATE, { i: { ...base, logo_image_id: await logo(app.vendor) } }, app.other)).error, 'logo_required', 'logo_image_id');
    const { data } = await gql(CREATE, { i: { ...base, social_links: { instagram: 'https://instagram.com/olga' } } }, app.other);
    expect(data.create_collection).toMatchObject({ collection_name: 'Olga Zalen', slug: 'olga-zalen', about_us: 'Wij verhuren zalen.', logo_url: `/api/image/${logoId}/`, has_public_page: true, social_links: { instagram: 'https://instagram.com/olga' } });
    expect((await gql(CREATE, { i: base }, app.other)).error).toMatchObject({ error_type: 'CONFLICT', key: 'collection_exists' });
    const updated = await gql(UPDATE, { i: { ...base, about_us: 'Nieuw verhaal.' } }, app.other);
    expect(updated.data.update_collection).toMatchObject({ collection_id: data.create_collection.collection_id, about_us: 'Nieuw verhaal.' });
    expect((await gql(GET, {}, app.other)).data.get_user_organisation_collection).toEqual({ collection_id: data.create_collection.collection_id, collection_name: 'Olga Zalen' });
  });

  test('a booker without organisation is refused; a finance team member may not edit the public data', async () => {
    expect((await gql(UPDATE, { i: { name: 'x', logo_image_id: 1 } }, app.token(app.fx.bookerId))).error).toMatchObject({ error_type: 'FORBIDDEN' });
    await app.db.knex('team_member').where('account_id', app.fx.memberId).update({ team_role: 'FINANCE' });
    try {
      expect((await gql(UPDATE, { i: { name: 'x', logo_image_id: 1 } }, app.member)).error).toMatchObject({ error_type: 'FORBIDDEN' });
    } finally {
      await app.db.knex('team_member').where('account_id', app.fx.memberId).update({ team_role: 'VENUE_MANAGER' });
    }
  });
});

describe('staff review (admin only)', () => {
  const PENDING = '{ get_pending_reviews { organisations { organisation_id review_status } spaces { space_id review_status } } }';
  test('non-admins are refused: host 403, team member 403, anonymous 401', async () => {
    expect((await gql(PENDING, {}, app.vendor)).error).toMatchObject({ error_type: 'FORBIDDEN' });
    expect((await gql(PENDING, {}, app.member)).error).toMatchObject({ error_type: 'FORBIDDEN' });
    expect((await gql(PENDING, {}, undefined)).error).toMatchObject({ error_type: 'UNAUTHENTICATED' });
    // a token claiming admin does not count: the database says who is admin
    expect((await gql(PENDING, {}, app.token(app.fx.vendorId, 'VENDOR', true))).error).toMatchObject({ error_type: 'FORBIDDEN' });
    expect((await gql('mutation ($s: Int!) { approve_space(space_id: $s) { space_id } }', { s: spaceId }, app.vendor)).error).toMatchObject({ error_type: 'FORBIDDEN' });
  });

  test('pending organisations and spaces; approving lets the host activate', async () => {
    await app.db.knex('organisation').where('organisation_id', app.fx.organisationId).update({ review_status: 'PENDING', is_activation_allowed: false });
    const { data } = await gql(PENDING, {}, app.admin);
    expect(data.get_pending_reviews.organisations).toContainEqual({ organisation_id: app.fx.organisationId, review_status: 'PENDING' });
    expect(data.get_pending_reviews.spaces).toContainEqual({ space_id: spaceId, review_status: 'PENDING' });

    const activate = () => call(app, 'POST', `/api/space/${spaceId}/activate/`, app.vendor).then(json);
    expect(await activate()).toMatchObject({ key: 'space_activation_not_allowed' });
    const org = await gql('mutation ($o: Int!) { approve_organisation(organisation_id: $o) { organisation_id review_status is_activation_allowed } }', { o: app.fx.organisationId }, app.admin);
    expect(org.data.approve_organisation).toEqual({ organisation_id: app.fx.organisationId, review_status: 'APPROVED', is_activation_allowed: true });
    expect(await activate()).toMatchObject({ key: 'space_in_review' });
    const space = await gql('mutation ($s: Int!) { approve_space(space_id: $s) { space_id review_status } }', { s: spaceId }, app.admin);
    expect(space.data.approve_space).toEqual({ space_id: spaceId, review_status: 'APPROVED' });
    expect(await activate()).toMatchObject({ key: 'calendar_sync_required' });
    const after = await gql(PENDING, {}, app.admin);
    expect(after.data.get_pending_reviews.spaces.map((s: { space_id: number }) => s.space_id)).not.toContain(spaceId);
    expect((await gql('mutation ($s: Int!) { approve_space(space_id: $s) { space_id } }', { s: 99999999 }, app.admin)).error).toMatchObject({ error_type: 'NOT_FOUND' });
  });

  test('reject_organisation with a reason: REJECTED, not allowed to activate', async () => {
    const [{ organisation_id }] = await app.db.knex('organisation').insert({ account_id: app.fx.bookerId, organisation_type: 'PRIVATE', review_status: 'PENDING' }).returning('organisation_id');
    // a rejection needs a reason (the host is mailed it)
    const bare = await gql('mutation ($o: Int!) { reject_organisation(organisation_id: $o) { review_status } }', { o: organisation_id }, app.admin);
    expect(bare.data).toBeNull();
    const res = await gql('mutation ($o: Int!) { reject_organisation(organisation_id: $o, reason: "KvK-nummer onbekend") { review_status is_activation_allowed } }', { o: organisation_id }, app.admin);
    expect(res.data.reject_organisation).toEqual({ review_status: 'REJECTED', is_activation_allowed: false });
  });
});

test('removed venues and spaces never appear in venue_search', async () => {
  const search = async (text: string) =>
    (await app.graphql<any>('query ($i: VenueFindInput) { venue_search(input: $i) { total venues { venue_id venue_spaces { space_id } } } }', { i: { search: text, page: 1, size: 20 } })).body.data.venue_search;
  const { knex } = app.db;
  const venue = await json(await call(app, 'POST', '/api/venue/', app.vendor, { ...validVenue(app.placeId), venue_name: 'Verdwijnzaal Noord' }));
  const kept = await json(await call(app, 'POST', '/api/space/', app.vendor, { ...validSpace(venue.venue_id), space_name: 'Blijvend' }));
  const removed = await json(await call(app, 'POST', '/api/space/', app.vendor, { ...validSpace(venue.venue_id), space_name: 'Weggehaald' }));
  await knex('organisation').where('organisation_id', app.fx.organisationId).update({ review_status: 'APPROVED', is_activation_allowed: true });
  await knex('account').where('account_id', app.fx.vendorId).update({ permissions: ['ALLOWED_TO_ACTIVATE_SPACES_WITHOUT_SYNC'] });
  for (const s of [kept, removed]) {
    await knex('space').where('space_id', s.space_id).update({ review_status: 'APPROVED' });
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) ids.push((await json(await uploadPhoto(app, app.vendor, 'SPACE'))).image_id);
    await call(app, 'POST', `/api/image/space/${s.space_id}/bulk/`, app.vendor, { images_ids: ids });
    expect(await json(await call(app, 'POST', `/api/space/${s.space_id}/activate/`, app.vendor))).toMatchObject({ is_active: true });
  }
  const vids: number[] = [];
  for (let i = 0; i < 3; i++) vids.push((await json(await uploadPhoto(app, app.vendor, 'VENUE'))).image_id);
  await call(app, 'POST', `/api/image/venue/${venue.venue_id}/bulk/`, app.vendor, { images_ids: vids });
  expect(await json(await call(app, 'POST', `/api/venue/${venue.venue_id}/activate/`, app.vendor))).toMatchObject({ is_active: true });

  const before = await search('Verdwijnzaal');
  expect(before.venues.find((v: { venue_id: number }) => v.venue_id === venue.venue_id)?.venue_spaces.map((s: { space_id: number }) => s.space_id).sort()).toEqual([kept.space_id, removed.space_id].sort());
  expect((await call(app, 'DELETE', `/api/space/${removed.space_id}/`, app.vendor)).status).toBe(204);
  const afterSpace = await search('Verdwijnzaal');
  expect(afterSpace.venues.find((v: { venue_id: number }) => v.venue_id === venue.venue_id)?.venue_spaces.map((s: { space_id: number }) => s.space_id)).toEqual([kept.space_id]);
  expect((await call(app, 'DELETE', `/api/venue/${venue.venue_id}/`, app.vendor)).status).toBe(204);
  const afterVenue = await search('Verdwijnzaal');
  expect(afterVenue.venues.map((v: { venue_id: number }) => v.venue_id)).not.toContain(venue.venue_id);
  // a removed venue or space can never be active again (constraint of migration host_more): search's is_active suffices
  await expect(knex('venue').where('venue_id', venue.venue_id).update({ is_active: true })).rejects.toThrow(/venue_removed_inactive/);
  await expect(knex('space').where('space_id', kept.space_id).update({ is_active: true })).rejects.toThrow(/space_removed_inactive/);
});
