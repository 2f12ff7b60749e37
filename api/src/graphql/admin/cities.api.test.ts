/** Admin Cities tab over HTTP: cities with region and active spaces, sorted and paged; update_city_seo feeds the location page. */
import { startTestApp, type TestApp } from '../../test/api/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const auth = { endpoint: 'authenticated' as const };
const admin = () => t.token(t.fx.adminId, 'BOOKER', true);
const errorOf = (body: { errors?: Array<{ extensions?: Record<string, any> }> }) => body.errors?.[0]?.extensions?.response?.body;
type City = { location_id: number; name: string; region_name: string | null; active_spaces: number; path: string };
const CITIES = `query($search: String, $sort: CitySort, $page: Int, $size: Int) { admin_cities(search: $search, sort: $sort, page: $page, size: $size) { total total_pages result { location_id name region_name active_spaces path } } }`;
const cities = async (vars: Record<string, unknown> = {}) => {
  const r = await t.graphql<{ admin_cities: { total: number; total_pages: number; result: City[] } }>(CITIES, vars, { ...auth, token: admin() });
  expect(r.body.errors).toBeUndefined();
  return r.body.data!.admin_cities;
};

test('every city with its region and publicly visible spaces; sorted by each column both ways; searched; paged', async () => {
  const all = await cities({ size: 100 });
  const inDb = Number((await t.db.knex('seo_location').where('entity_type', 'CITY').count('* as n'))[0].n);
  expect(all.total).toBe(inDb);
  const amsterdam = all.result.find((c) => c.name === 'Amsterdam')!;
  expect(amsterdam).toMatchObject({ region_name: 'Noord-Holland', path: 'noord-holland/amsterdam' });
  // the hidden venue's space does not count
  const visible = Number((await t.db.knex('space as s').join('venue as v', 'v.venue_id', 's.venue_id').join('organisation as o', 'o.organisation_id', 'v.organisation_id')
    .where({ 'v.city_id': amsterdam.location_id, 's.is_active': true, 'v.is_active': true, 'o.is_banned': false }).whereNull('s.ts_deleted').whereNot('v.status', 'BANNED').count('* as n'))[0].n);
  expect(amsterdam.active_spaces).toBe(visible);
  expect(visible).toBeGreaterThan(0);

  const byCount = (await cities({ sort: { key: 'ACTIVE_SPACES', direction: 'DESC' }, size: 100 })).result.map((c) => c.active_spaces);
  expect(byCount).toEqual([...byCount].sort((a, b) => b - a));
  const byCountAsc = (await cities({ sort: { key: 'ACTIVE_SPACES', direction: 'ASC' }, size: 100 })).result.map((c) => c.active_spaces);
  expect(byCountAsc).toEqual([...byCountAsc].sort((a, b) => a - b));
  const byRegion = (await cities({ sort: { key: 'REGION', direction: 'DESC' }, size: 100 })).result.map((c) => c.region_name ?? '');
  expect(byRegion[0] >= byRegion.at(-1)!).toBe(true);
  const nameDesc = (await cities({ sort: { key: 'NAME', direction: 'DESC' }, size: 1 })).result[0].name;
  const nameAsc = (await cities({ sort: { key: 'NAME', direction: 'ASC' }, size: 1 })).result[0].name;
  expect(nameDesc).not.toBe(nameAsc);

  expect((await cities({ search: 'amster' })).result.map((c) => c.name)).toEqual(['Amsterdam']);
  expect((await cities({ search: 'noord-holland', size: 100 })).result.every((c) => c.region_name === 'Noord-Holland')).toBe(true);
  const page = await cities({ size: 1, page: 2 });
  expect(page.result).toHaveLength(1);
  expect(page.total_pages).toBe(inDb);
});

const SAVE = `mutation($id: Int!, $at: String!, $input: CitySeoInput!) { update_city_seo(location_id: $id, updated_at: $at, input: $input) { h1_nl video_url faq { question_en } seo_text_nl updated_at } }`;
const versionOf = async (id: number) => (await t.graphql<{ admin_cities: { result: Array<{ location_id: number; updated_at: string }> } }>(
  `{ admin_cities(size: 100) { result { location_id updated_at } } }`, {}, { ...auth, token: admin() })).body.data!.admin_cities.result.find((c) => c.location_id === id)!.updated_at;

test('update_city_seo: the location page shows the new texts in each language; bad input and an older copy change nothing', async () => {
  const amsterdam = (await cities({ search: 'amsterdam' })).result[0];
  const input = {
    h1_nl: 'Vergaderen in Amsterdam', h1_en: 'Meeting in Amsterdam', h2_nl: 'De mooiste zalen', h2_en: 'The finest rooms',
    description_nl: 'Zalen in de hoofdstad.', description_en: 'Rooms in the capital.', meta_title_nl: 'Zaal huren Amsterdam', meta_title_en: 'Rent a room Amsterdam',
    meta_description_nl: 'Huur een zaal', meta_description_en: 'Rent a room', video_url: 'https://www.youtube.com/watch?v=abc123',
    faq: [{ question_nl: 'Parkeren?', answer_nl: 'Ja.', question_en: 'Parking?', answer_en: 'Yes.' }],
  };
  const loadedAt = await versionOf(amsterdam.location_id);
  const r = await t.graphql<{ update_city_seo: { h1_nl: string; video_url: string; faq: unknown[]; seo_text_nl: string | null; updated_at: string } }>(
    SAVE, { id: amsterdam.location_id, at: loadedAt, input }, { ...auth, token: admin() });
  expect(r.body.errors).toBeUndefined();
  const saved = r.body.data!.update_city_seo;
  expect(saved).toMatchObject({ h1_nl: 'Vergaderen in Amsterdam', video_url: 'https://www.youtube.com/watch?v=abc123', faq: [{ question_en: 'Parking?' }] });
  expect(saved.updated_at).not.toBe(loadedAt);

  type Detail = { name: string; video_url: string; seo: { h1: string; h2: string; description: string; meta_title: string }; faqs: Array<{ question: string }> };
  const page = async (locale: string) => (await t.graphql<{ get_specific_location: Detail }>(
    `{ get_specific_location(slug: "${amsterdam.path}") { name video_url seo { h1 h2 description meta_title } faqs { question answer } } }`, {}, { locale },
  )).body.data!.get_specific_location;
  const nl = await page('nl');
  expect(nl.seo).toMatchObject({ h1: 'Vergaderen in Amsterdam', h2: 'De mooiste zalen', description: 'Zalen in de hoofdstad.' });
  expect(nl.faqs[0].question).toBe('Parkeren?');
  const en = await page('en');
  expect(en.seo).toMatchObject({ h1: 'Meeting in Amsterdam', h2: 'The finest rooms' });
  expect(en.video_url).toBe('https://www.youtube.com/watch?v=abc123');

  const bad = await t.graphql(SAVE, { id: amsterdam.location_id, at: saved.updated_at, input: { ...input, h1_nl: 'Anders', video_url: 'javascript:alert(1)' } }, { ...auth, token: admin() });
  expect(errorOf(bad.body)).toMatchObject({ error_type: 'FIELD_VALIDATION', entity: 'city', key: 'video_url_invalid', meta: { field: 'video_url' } });
  // someone else saved after this copy was loaded: refused, nothing changes
  const stale = await t.graphql(SAVE, { id: amsterdam.location_id, at: loadedAt, input: { h1_nl: 'Oud' } }, { ...auth, token: admin() });
  expect(errorOf(stale.body)).toMatchObject({ error_type: 'CONFLICT', entity: 'city', key: 'stale_version', meta: { updated_at: saved.updated_at } });
  expect((await t.db.knex('seo_location').where('location_id', amsterdam.location_id).first('h1_nl')).h1_nl).toBe('Vergaderen in Amsterdam');

  // a field left out keeps its text; an empty one clears it
  const partial = await t.graphql<{ update_city_seo: { h1_nl: string | null; video_url: string | null } }>(SAVE, { id: amsterdam.location_id, at: saved.updated_at, input: { video_url: '' } }, { ...auth, token: admin() });
  expect(partial.body.data!.update_city_seo).toMatchObject({ h1_nl: 'Vergaderen in Amsterdam', video_url: null });

  expect(errorOf((await t.graphql(SAVE, { id: 987654, at: saved.updated_at, input: {} }, { ...auth, token: admin() })).body)).toMatchObject({ error_type: 'NOT_FOUND', entity: 'city' });
});

test('update_city_seo saves a province too (the content editor edits provinces and cities)', async () => {
  const region = await t.db.knex('seo_location').where({ entity_type: 'REGION' }).first('location_id', 'ts_updated');
  const r = await t.graphql<{ update_city_seo: { h1_nl: string; seo_text_nl: string } }>(SAVE, {
    id: region.location_id, at: new Date(region.ts_updated).toISOString(), input: { h1_nl: 'Vergaderen in de provincie', seo_text_nl: '<p onclick="x()">Mooi</p><script>alert(1)</script>' },
  }, { ...auth, token: admin() });
  expect(r.body.errors).toBeUndefined();
  expect(r.body.data!.update_city_seo).toMatchObject({ h1_nl: 'Vergaderen in de provincie', seo_text_nl: '<p>Mooi</p>' });
});

test('a content editor may; support and hosts may not', async () => {
  const [{ account_id: editorId }] = await t.db.knex('account').insert({ email: 'city.editor@example.nl', account_state: 'BOOKER', staff_role: 'CONTENT_EDITOR' }).returning('account_id');
  const [{ account_id: supportId }] = await t.db.knex('account').insert({ email: 'city.support@example.nl', account_state: 'BOOKER', staff_role: 'SUPPORT' }).returning('account_id');
  expect((await t.graphql(CITIES, {}, { ...auth, token: t.token(editorId) })).body.errors).toBeUndefined();
  for (const token of [t.token(supportId), t.token(t.fx.vendorId, 'VENDOR')]) expect(errorOf((await t.graphql(CITIES, {}, { ...auth, token })).body)).toMatchObject({ error_type: 'FORBIDDEN' });
});
