/**
 * Host powers need an organisation: an account that only switched itself to VENDOR adds no global
 * tags and uploads no host photos; host uploads are rate-limited; uploads never linked are removed
 * after 24 h; an uploaded SVG is stored as a WebP picture, never as markup.
 */
import { windowStart, RATE_LIMITS } from '../../domain/auth/rateLimits';
import { ANIMATE_JAVASCRIPT_SVG } from '../../domain/images/testSvg';
import { removeUnlinkedUploads } from '../../jobs/handlers/unlinkedUploads';
import { storageFor } from '../../services/storage';
import { json, startHostApp, uploadPhoto } from '../venue/testkit/hostApi';

let app: Awaited<ReturnType<typeof startHostApp>>;
let loner: string; // VENDOR by its own switch, no organisation, no team
beforeAll(async () => {
  app = await startHostApp();
  const [{ account_id }] = await app.db.knex('account').insert({ email: 'loner@example.nl', first_name: 'Lo', last_name: 'Ner', account_state: 'VENDOR' }).returning('account_id');
  loner = app.token(account_id, 'VENDOR');
});
afterAll(() => app.close());
beforeEach(() => app.db.knex('rate_limit').del());

const NEW_TAG = 'mutation ($nl: String!, $en: String!) { add_new_tag(name_nl: $nl, name_en: $en, importance: 3) { tag_id } }';
const errorOf = (res: { body: { errors?: Array<{ extensions?: Record<string, any> }> } }) => res.body.errors?.[0]?.extensions?.response?.body;

describe('without an organisation', () => {
  test('add_new_tag is refused and no tag is created', async () => {
    const before = await app.db.knex('venue_tag').count('* as n').first();
    const res = await app.graphql(NEW_TAG, { nl: 'Dakterras', en: 'Roof terrace' }, { token: loner, endpoint: 'authenticated' });
    expect(errorOf(res)).toMatchObject({ error_type: 'VALIDATION', entity: 'organisation', key: 'organisation_required' });
    expect(await app.db.knex('venue_tag').count('* as n').first()).toEqual(before);
    // a host with an organisation still may
    expect(errorOf(await app.graphql(NEW_TAG, { nl: 'Dakterras', en: 'Roof terrace' }, { token: app.vendor, endpoint: 'authenticated' }))).toBeUndefined();
  });

  test('host photo uploads are refused and nothing is stored', async () => {
    const before = await app.db.knex('image').count('* as n').first();
    for (const owner of ['VENUE', 'SPACE'] as const) {
      const res = await uploadPhoto(app, loner, owner);
      expect(res.status).toBe(400);
      expect(await json(res)).toMatchObject({ key: 'organisation_required' });
    }
    expect(await app.db.knex('image').count('* as n').first()).toEqual(before);
  });
});

test('host uploads are rate-limited per account', async () => {
  const rule = RATE_LIMITS.hostUploadPerAccount;
  await app.db.knex('rate_limit').insert({ bucket: `${rule.name}:account-${app.fx.vendorId}`, window_start: windowStart(new Date(), rule), hits: rule.max });
  const res = await uploadPhoto(app, app.vendor, 'VENUE');
  expect(res.status).toBe(429);
  expect(await json(res)).toMatchObject({ error_type: 'RATE_LIMIT', key: 'too_many_requests' });
  expect((await uploadPhoto(app, app.other, 'VENUE')).status).toBe(201); // another host is not affected
});

test('an SVG host photo is stored and served as WebP', async () => {
  const res = await uploadPhoto(app, app.vendor, 'SPACE', ANIMATE_JAVASCRIPT_SVG);
  expect(res.status).toBe(201);
  const body = await json(res);
  expect(body).toMatchObject({ mime_type: 'image/webp', width: 960, height: 640 });
  const original = await app.request(body.image_url);
  expect(original.headers.get('content-type')).toBe('image/webp');
  expect(Buffer.from(await original.arrayBuffer()).toString('latin1')).not.toMatch(/<svg|animate|javascript/i);
});

test('uploads not linked within 24 h are removed with their bytes; linked and younger ones stay', async () => {
  const ids: number[] = [];
  for (let i = 0; i < 3; i++) ids.push((await json(await uploadPhoto(app, app.vendor, 'VENUE'))).image_id);
  const [old, young, linked] = ids as [number, number, number];
  const venue = await app.db.knex('venue').where('organisation_id', app.fx.organisationId).first('venue_id');
  await app.db.knex('image').where('image_id', linked).update({ owner_id: venue.venue_id });
  const now = new Date();
  await app.db.knex('image').whereIn('image_id', [old, linked]).update({ ts_created: new Date(now.getTime() - 25 * 3_600_000) });
  await app.db.knex('image').where('image_id', young).update({ ts_created: new Date(now.getTime() - 23 * 3_600_000) });
  const oldKey = (await app.db.knex('image').where('image_id', old).first('storage_key')).storage_key as string;
  const storage = storageFor('/nonexistent-var');
  expect(await storage.get(oldKey)).not.toBeNull();

  expect(await removeUnlinkedUploads(app.db.knex, storage, now)).toBeGreaterThanOrEqual(1);
  expect(await app.db.knex('image').where('image_id', old).first()).toBeUndefined();
  expect(await storage.get(oldKey)).toBeNull();
  expect((await app.request(`/api/image/${old}/`)).status).toBe(404);
  expect(await app.db.knex('image').whereIn('image_id', [young, linked]).pluck('image_id')).toEqual(expect.arrayContaining([young, linked]));
  expect(await removeUnlinkedUploads(app.db.knex, storage, now)).toBe(0); // idempotent
});
