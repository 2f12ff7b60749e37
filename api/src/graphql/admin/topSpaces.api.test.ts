/** Highlighted locations: edit_top_spaces sets the order the home page's get_top_spaces shows at once; all or nothing. */
import { startTestApp, type TestApp } from '../../test/api/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const auth = { endpoint: 'authenticated' as const };
const EDIT = `mutation($ids: [Int!]!) { edit_top_spaces(space_ids: $ids) { space_id highlight_position } }`;
const top = async () => (await t.graphql<{ get_top_spaces: Array<{ space_id: number }> }>(`{ get_top_spaces(limit: 4) { space_id } }`)).body.data!.get_top_spaces.map((s) => s.space_id);
const highlighted = async (token: string) =>
  (await t.graphql<{ get_all_spaces: { result: Array<{ space_id: number; highlight_position: number }> } }>(`{ get_all_spaces(highlighted: true) { result { space_id highlight_position } } }`, {}, { ...auth, token })).body.data!.get_all_spaces.result;
const errorOf = (body: { errors?: Array<{ extensions?: Record<string, any> }> }) => body.errors?.[0]?.extensions?.response?.body;

test('the new order is what the home page shows first; spaces left out lose their highlight', async () => {
  const admin = t.token(t.fx.adminId, 'BOOKER', true);
  const { spaceA1, spaceA2, spaceB1 } = t.fx;
  expect(await top()).toEqual([spaceA2.id, spaceA1.id, spaceB1.id]);

  const r = await t.graphql(EDIT, { ids: [spaceB1.id, spaceA2.id] }, { ...auth, token: admin });
  expect(r.body.errors).toBeUndefined();
  expect(r.body.data).toEqual({ edit_top_spaces: [{ space_id: spaceB1.id, highlight_position: 1 }, { space_id: spaceA2.id, highlight_position: 2 }] });
  expect(await top()).toEqual([spaceB1.id, spaceA2.id]);
  expect((await highlighted(admin)).map((s) => s.space_id)).toEqual([spaceB1.id, spaceA2.id]);
  expect(await t.db.knex('space').where('space_id', spaceA1.id).first('is_highlighted', 'highlight_position')).toEqual({ is_highlighted: false, highlight_position: null });

  // a content editor may order them too
  const [{ account_id: editorId }] = await t.db.knex('account').insert({ email: 'top.editor@example.nl', account_state: 'BOOKER', staff_role: 'CONTENT_EDITOR' }).returning('account_id');
  expect((await t.graphql(EDIT, { ids: [spaceA1.id, spaceB1.id, spaceA2.id] }, { ...auth, token: t.token(editorId) })).body.errors).toBeUndefined();
  expect(await top()).toEqual([spaceA1.id, spaceB1.id, spaceA2.id]);
});

test('an inactive, unknown or repeated space is refused and the order stays as it was', async () => {
  const admin = t.token(t.fx.adminId, 'BOOKER', true);
  const before = await top();
  const [{ space_id: inactiveId }] = await t.db.knex('space').where('is_active', false).whereNull('ts_deleted').limit(1).select('space_id')
    .then(async (rows) => rows.length ? rows : t.db.knex('space').where('space_id', t.fx.hiddenSpace.id).update({ is_active: false }).returning('space_id'));
  const inactive = await t.graphql(EDIT, { ids: [t.fx.spaceB1.id, inactiveId] }, { ...auth, token: admin });
  expect(errorOf(inactive.body)).toMatchObject({ error_type: 'FIELD_VALIDATION', key: 'space_not_active' });
  expect(errorOf((await t.graphql(EDIT, { ids: [t.fx.spaceB1.id, 999999] }, { ...auth, token: admin })).body)).toMatchObject({ error_type: 'NOT_FOUND', entity: 'space' });
  expect(errorOf((await t.graphql(EDIT, { ids: [t.fx.spaceB1.id, t.fx.spaceB1.id] }, { ...auth, token: admin })).body)).toMatchObject({ key: 'duplicate_space' });
  expect(await top()).toEqual(before);
});

test('support and hosts may not order highlighted locations', async () => {
  const [{ account_id: supportId }] = await t.db.knex('account').insert({ email: 'top.support@example.nl', account_state: 'BOOKER', staff_role: 'SUPPORT' }).returning('account_id');
  for (const token of [t.token(supportId), t.token(t.fx.vendorId, 'VENDOR')]) {
    expect(errorOf((await t.graphql(EDIT, { ids: [t.fx.spaceA1.id] }, { ...auth, token })).body)).toMatchObject({ error_type: 'FORBIDDEN' });
  }
});
