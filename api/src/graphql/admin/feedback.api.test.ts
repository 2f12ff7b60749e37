/** Admin testimonials over HTTP: add with an uploaded avatar, edit (is_avatar_changed), delete; the home page's get_all_feedbacks shows the result. */
import { png } from '../../domain/images/testPng';
import { startTestApp, type TestApp } from '../../test/api/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const auth = { endpoint: 'authenticated' as const };
const admin = () => t.token(t.fx.adminId, 'BOOKER', true);
const errorOf = (body: { errors?: Array<{ extensions?: Record<string, any> }> }) => body.errors?.[0]?.extensions?.response?.body;
const FIELDS = 'feedback_id avatar_image_id avatar_url user_name user_company_name user_company_position user_role feedback_nl feedback_en position';
type Fb = { feedback_id: number; avatar_image_id: number | null; avatar_url: string | null; user_name: string; user_company_name: string | null; position: number; feedback_nl: string };

async function upload(token: string, bytes: Buffer = png(960, 640)) {
  const form = new FormData();
  form.append('file', new Blob([bytes]), 'avatar.png');
  return t.request('/api/image/?owner_type=FEEDBACK', { method: 'POST', body: form, token });
}
async function gql<T>(query: string, variables: Record<string, unknown> = {}, token = admin()) {
  return t.graphql<T>(query, variables, { ...auth, token });
}
const home = async (locale = 'nl', role = 'Booker') =>
  (await t.graphql<{ get_all_feedbacks: Array<{ feedback_id: number; feedback: string; avatar_url: string | null; user_company_name: string | null }> }>(
    `query($r: FeedbackRole) { get_all_feedbacks(user_role: $r) { feedback_id feedback avatar_url user_company_name } }`, { r: role }, { locale },
  )).body.data!.get_all_feedbacks;

const input = { user_name: 'Sanne de Vries', user_company_name: 'Acme BV', user_company_position: 'Office manager', user_role: 'Booker', feedback_nl: 'Snel geboekt!', feedback_en: 'Booked in no time!' };

test('add with an avatar under the image rules; the home slider shows it last, in the visitor\'s language', async () => {
  const bad = await upload(admin(), png(400, 400));
  expect(bad.status).toBe(400);
  const up = await upload(admin());
  expect(up.status).toBe(201);
  const { image_id } = (await up.json()) as { image_id: number };

  const r = await gql<{ add_feedback: Fb }>(`mutation($input: FeedbackInput!) { add_feedback(input: $input) { ${FIELDS} } }`, { input: { ...input, avatar_image_id: image_id } });
  expect(r.body.errors).toBeUndefined();
  const fb = r.body.data!.add_feedback;
  expect(fb).toMatchObject({ user_name: 'Sanne de Vries', avatar_image_id: image_id, avatar_url: `/api/image/${image_id}/`, feedback_nl: 'Snel geboekt!' });
  const nl = await home('nl');
  expect(nl.at(-1)).toMatchObject({ feedback_id: fb.feedback_id, feedback: 'Snel geboekt!', avatar_url: `/api/image/${image_id}/`, user_company_name: 'Acme BV' });
  expect((await home('en')).at(-1)!.feedback).toBe('Booked in no time!');
  const found = await gql<{ admin_feedbacks: Fb[] }>(`query($s: String) { admin_feedbacks(search: $s) { feedback_id } }`, { s: 'acme' });
  expect(found.body.data!.admin_feedbacks.map((f) => f.feedback_id)).toEqual([fb.feedback_id]);
  expect((await gql<{ admin_feedbacks: Fb[] }>(`query($s: String) { admin_feedbacks(search: $s) { feedback_id } }`, { s: 'in no time' })).body.data!.admin_feedbacks).toHaveLength(1);
  expect((await t.request(`/api/image/${image_id}/`)).status).toBe(200);

  // the avatar belongs to this testimonial now: another one cannot take it
  const taken = await gql(`mutation($input: FeedbackInput!) { add_feedback(input: $input) { feedback_id } }`, { input: { ...input, avatar_image_id: image_id } });
  expect(errorOf(taken.body)).toMatchObject({ error_type: 'FIELD_VALIDATION', key: 'avatar_invalid' });
});

test('edit keeps the avatar unless is_avatar_changed; then it is replaced and the old image deleted; position moves it first', async () => {
  const first = (await (await upload(admin())).json()) as { image_id: number };
  const created = (await gql<{ add_feedback: Fb }>(`mutation($input: FeedbackInput!) { add_feedback(input: $input) { ${FIELDS} } }`, { input: { ...input, user_name: 'Piet', avatar_image_id: first.image_id } })).body.data!.add_feedback;

  const second = (await (await upload(admin())).json()) as { image_id: number };
  const kept = await gql<{ edit_feedback: Fb }>(`mutation($id: Int!, $input: FeedbackInput!) { edit_feedback(feedback_id: $id, input: $input) { ${FIELDS} } }`,
    { id: created.feedback_id, input: { ...input, user_name: 'Piet Jansen', user_company_name: '', avatar_image_id: second.image_id } });
  expect(kept.body.data!.edit_feedback).toMatchObject({ user_name: 'Piet Jansen', user_company_name: null, avatar_image_id: first.image_id });

  const changed = await gql<{ edit_feedback: Fb }>(`mutation($id: Int!, $input: FeedbackInput!) { edit_feedback(feedback_id: $id, input: $input, is_avatar_changed: true) { ${FIELDS} } }`,
    { id: created.feedback_id, input: { ...input, user_name: 'Piet Jansen', position: 0, avatar_image_id: second.image_id } });
  expect(changed.body.data!.edit_feedback).toMatchObject({ avatar_image_id: second.image_id, position: 0 });
  expect(await t.db.knex('image').where('image_id', first.image_id).first()).toBeUndefined();
  expect((await home('nl'))[0].feedback_id).toBe(created.feedback_id);

  const removed = await gql<{ edit_feedback: Fb }>(`mutation($id: Int!, $input: FeedbackInput!) { edit_feedback(feedback_id: $id, input: $input, is_avatar_changed: true) { ${FIELDS} } }`,
    { id: created.feedback_id, input: { ...input, user_name: 'Piet Jansen' } });
  expect(removed.body.data!.edit_feedback.avatar_image_id).toBeNull();
  expect(await t.db.knex('image').where('image_id', second.image_id).first()).toBeUndefined();
});

test('empty or too long fields are refused with the field named; nothing is saved', async () => {
  const before = (await home('nl', 'Vendor')).length;
  const empty = await gql(`mutation($input: FeedbackInput!) { add_feedback(input: $input) { feedback_id } }`, { input: { ...input, user_role: 'Vendor', user_name: '  ' } });
  expect(errorOf(empty.body)).toMatchObject({ error_type: 'FIELD_VALIDATION', entity: 'feedback', key: 'user_name_empty', meta: { field: 'user_name' } });
  const long = await gql(`mutation($input: FeedbackInput!) { add_feedback(input: $input) { feedback_id } }`, { input: { ...input, user_role: 'Vendor', feedback_en: 'x'.repeat(2001) } });
  expect(errorOf(long.body)).toMatchObject({ key: 'feedback_too_long', meta: { field: 'feedback_en' } });
  expect((await home('nl', 'Vendor')).length).toBe(before);
});

test('delete removes the testimonial and its avatar; unknown ids are not found', async () => {
  const img = (await (await upload(admin())).json()) as { image_id: number };
  const created = (await gql<{ add_feedback: Fb }>(`mutation($input: FeedbackInput!) { add_feedback(input: $input) { feedback_id } }`, { input: { ...input, avatar_image_id: img.image_id } })).body.data!.add_feedback;
  expect((await gql(`mutation { delete_feedback(feedback_id: ${created.feedback_id}) }`)).body.data).toEqual({ delete_feedback: true });
  expect((await home('nl')).map((f) => f.feedback_id)).not.toContain(created.feedback_id);
  expect(await t.db.knex('image').where('image_id', img.image_id).first()).toBeUndefined();
  expect(errorOf((await gql(`mutation { delete_feedback(feedback_id: ${created.feedback_id}) }`)).body)).toMatchObject({ error_type: 'NOT_FOUND', entity: 'feedback' });
});

test('a content editor may; support, hosts and guests may not (neither the upload)', async () => {
  const [{ account_id: editorId }] = await t.db.knex('account').insert({ email: 'fb.editor@example.nl', account_state: 'BOOKER', staff_role: 'CONTENT_EDITOR' }).returning('account_id');
  const [{ account_id: supportId }] = await t.db.knex('account').insert({ email: 'fb.support@example.nl', account_state: 'BOOKER', staff_role: 'SUPPORT' }).returning('account_id');
  expect((await gql(`{ admin_feedbacks { feedback_id } }`, {}, t.token(editorId))).body.errors).toBeUndefined();
  expect((await upload(t.token(editorId))).status).toBe(201);
  for (const token of [t.token(supportId), t.token(t.fx.vendorId, 'VENDOR'), t.token(t.fx.bookerId)]) {
    expect(errorOf((await gql(`{ admin_feedbacks { feedback_id } }`, {}, token)).body)).toMatchObject({ error_type: 'FORBIDDEN' });
    expect((await upload(token)).status).toBe(403);
  }
});
