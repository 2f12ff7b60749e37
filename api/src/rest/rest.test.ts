import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApp } from '../app';
import { readConfig } from '../config';
import { createKnex } from '../db/database';
import { startTestApp, type TestApp } from '../test/api/testApp';
import { PNG_BYTES } from '../test/api/fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('GET /api/health', () => {
  test('reports the database up', async () => {
    const res = await t.request('/api/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok', db: 'up' });
  });

  test('503 with db down when PostgreSQL does not answer', async () => {
    const knex = createKnex('postgres://postgres:postgres@127.0.0.1:1/none', { min: 0, max: 1 });
    const app = createApp({ knex, config: readConfig({}, { root: '/nonexistent' }), log: () => undefined });
    const server = http.createServer(app.callback());
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    try {
      const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/api/health`);
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({ status: 'unavailable', db: 'down' });
    } finally {
      server.close();
      await knex.destroy();
    }
  });
});

describe('static lists', () => {
  test.each([
    ['/api/category/', 'category_key', 'we_meet'],
    ['/api/configuration/', 'configuration_type', 'u-shape'],
    ['/api/feature/space/', 'feature_key', 'airconditioning'],
    ['/api/feature/venue/', 'feature_key', 'wheelchair_accessible'],
  ])('%s lists the static rows with a localised name', async (path, key, expected) => {
    const nl = (await (await t.request(path)).json()) as Array<Record<string, string>>;
    const en = (await (await t.request(path, { locale: 'EN' })).json()) as Array<Record<string, string>>;
    expect(nl.map((r) => r[key])).toContain(expected);
    const nlRow = nl.find((r) => r[key] === expected)!;
    const enRow = en.find((r) => r[key] === expected)!;
    expect(nlRow.name).toBe(nlRow.name_nl);
    expect(enRow.name).toBe(enRow.name_en);
  });

  test.each(['/api/category/', '/api/configuration/', '/api/feature/venue/', '/api/service/space/'])(
    '%s is cached per X-Locale (an English page never gets the cached Dutch names)',
    async (path) => {
      const res = await t.request(path, { locale: 'EN' });
      expect(res.headers.get('cache-control')).toContain('max-age');
      expect(res.headers.get('vary') ?? '').toMatch(/(^|,\s*)X-Locale(\s*,|$)/i);
      const rows = (await res.json()) as Array<{ name: string; name_en: string }>;
      expect(rows.every((r) => r.name === r.name_en)).toBe(true);
    },
  );

  test('/api/category/ names the activities in the request language', async () => {
    const en = (await (await t.request('/api/category/', { locale: 'EN' })).json()) as Array<{ category_key: string; name: string }>;
    const nl = (await (await t.request('/api/category/')).json()) as Array<{ category_key: string; name: string }>;
    expect(en.find((c) => c.category_key === 'we_meet')?.name).toBe('Meet');
    expect(nl.find((c) => c.category_key === 'we_meet')?.name).toBe('Vergaderen');
  });

  test('feature lists are split by scope', async () => {
    const space = (await (await t.request('/api/feature/space/')).json()) as Array<{ feature_key: string }>;
    const venue = (await (await t.request('/api/feature/venue/')).json()) as Array<{ feature_key: string }>;
    expect(space.map((f) => f.feature_key)).not.toContain('wheelchair_accessible');
    expect(venue.map((f) => f.feature_key)).not.toContain('airconditioning');
  });

  test.each([
    ['/api/service/venue/', 'is_venue'],
    ['/api/service/space/', 'is_space'],
  ])('%s lists only services of that level', async (path, flag) => {
    const rows = (await (await t.request(path)).json()) as Array<Record<string, unknown>>;
    const all = await t.db.knex('system_service').where(flag, true).count<{ count: number }[]>('* as count');
    expect(rows.length).toBe(Number(all[0]!.count));
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row[flag]).toBe(true);
  });
});

describe('GET /api/image/{id}/', () => {
  test('sends the bytes with their content type and a long cache', async () => {
    const res = await t.request(`/api/image/${t.fx.imageIds[0]}/`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toContain('max-age=31536000');
    expect(Buffer.from(await res.arrayBuffer()).equals(PNG_BYTES)).toBe(true);
  });

  test('unknown or malformed id -> 404 in the error shape', async () => {
    for (const id of ['999999', 'abc']) {
      const res = await t.request(`/api/image/${id}/`);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ error_type: 'NOT_FOUND', entity: 'image', key: 'not_found', meta: null, status_code: 404 });
    }
  });
});

describe('GET /api/venue/', () => {
  test('401 without a token', async () => {
    const res = await t.request('/api/venue/');
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ error_type: 'UNAUTHENTICATED', status_code: 401 });
  });

  test('401 with a token signed by another secret', async () => {
    const { signAccessToken } = await import('../auth/tokens');
    const forged = signAccessToken({ accountId: t.fx.vendorId, accountState: 'VENDOR', isAdmin: false }, { secret: 'another-secret' });
    const res = await t.request('/api/venue/', { token: forged });
    expect(res.status).toBe(401);
  });

  test('403 for a booker', async () => {
    const res = await t.request('/api/venue/', { token: t.token(t.fx.bookerId) });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ error_type: 'FORBIDDEN', key: 'forbidden', status_code: 403 });
  });

  test("a vendor gets its organisation's venues, inactive ones included, with their spaces", async () => {
    const res = await t.request('/api/venue/', { token: t.token(t.fx.vendorId, 'VENDOR') });
    expect(res.status).toBe(200);
    const venues = (await res.json()) as Array<{ venue_id: number; venue_url: string; venue_spaces: Array<{ space_id: number; space_url: string }> }>;
    expect(venues.map((v) => v.venue_id)).toEqual([t.fx.venueA.id, t.fx.venueB.id, t.fx.hiddenVenue.id]);
    expect(venues[0]!.venue_url).toBe('/customer/venue/aaaa1111/caf-de-zaal');
    expect(venues[0]!.venue_spaces.map((s) => s.space_id)).toEqual([t.fx.spaceA1.id, t.fx.spaceA2.id]);
    expect(venues[0]!.venue_spaces[0]!.space_url).toBe(`/space/aaaa1111/grote-zaal/${t.fx.spaceA1.reference}`);
  });

  test('a team member sees the same organisation', async () => {
    const res = await t.request('/api/venue/', { token: t.token(t.fx.memberId, 'VENDOR') });
    const venues = (await res.json()) as Array<{ venue_id: number }>;
    expect(venues.map((v) => v.venue_id)).toEqual([t.fx.venueA.id, t.fx.venueB.id, t.fx.hiddenVenue.id]);
  });
});

describe('errors and headers', () => {
  test('unknown /api/ route -> 404 in the error shape', async () => {
    const res = await t.request('/api/does-not-exist/');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error_type: 'NOT_FOUND', entity: null, key: 'route_not_found', meta: null, status_code: 404 });
  });

  test('malformed JSON body -> 400 VALIDATION', async () => {
    const res = await t.request('/api/graphql/public', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"query":' });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error_type: 'VALIDATION', status_code: 400 });
  });

  test('oversized JSON body -> 413 in the error shape', async () => {
    const body = JSON.stringify({ query: `{ _health }`, pad: 'x'.repeat(2 * 1024 * 1024) });
    const res = await t.request('/api/graphql/public', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body });
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ error_type: 'VALIDATION', key: 'payload_too_large', status_code: 413 });
  });

  test('security headers are set', async () => {
    const res = await t.request('/api/health');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(res.headers.get('content-security-policy')).toContain("object-src 'none'");
  });
});
