/** Avatar upload against the real app: content decides, not the file name. */
import { png } from '../domain/images/testPng';
import { ANIMATE_JAVASCRIPT_SVG } from '../domain/images/testSvg';
import { startTestApp, type TestApp } from '../test/api/testApp';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

function upload(bytes: Buffer, filename: string, token?: string) {
  const form = new FormData();
  form.append('file', new Blob([bytes], { type: 'image/jpeg' }), filename);
  return app.request('/api/image/', { method: 'POST', body: form, token });
}

test('a PNG named .jpg is stored as PNG and becomes the avatar; deleting it clears the avatar', async () => {
  const token = app.token(app.fx.bookerId);
  const res = await upload(png(960, 640), 'photo.jpg', token);
  expect(res.status).toBe(201);
  const body = (await res.json()) as { image_id: number; image_url: string; mime_type: string };
  expect(body).toMatchObject({ mime_type: 'image/png', width: 960, height: 640 });
  const served = await app.request(body.image_url);
  expect(served.headers.get('content-type')).toBe('image/png');
  const profile = await app.graphql<{ profile: { avatarImage: string } }>('{ profile { avatarImage } }', {}, { token, endpoint: 'authenticated' });
  expect(profile.body.data!.profile.avatarImage).toBe(body.image_url);

  expect((await app.request(`/api/image/account/${body.image_id}/`, { method: 'DELETE', token: app.token(app.fx.otherBookerId) })).status).toBe(404);
  expect((await app.request(`/api/image/account/${body.image_id}/`, { method: 'DELETE', token })).status).toBe(204);
  expect((await app.request(body.image_url)).status).toBe(404);
});

test('refusals: text named .png, too small, wrong ratio, anonymous', async () => {
  const token = app.token(app.fx.bookerId);
  const text = await upload(Buffer.from('this is not an image'), 'picture.png', token);
  expect(text.status).toBe(400);
  expect(await text.json()).toMatchObject({ error_type: 'FIELD_VALIDATION', entity: 'image', key: 'image_unavailable_format', meta: { field: 'file' } });
  expect(await (await upload(png(600, 400), 'small.png', token)).json()).toMatchObject({ key: 'image_wrong_size' });
  expect(await (await upload(png(800, 800), 'square.png', token)).json()).toMatchObject({ key: 'image_wrong_aspect_ratio' });
  expect((await upload(png(960, 640), 'a.png')).status).toBe(401);
});

test('dev mailbox lists the outbox (json and html, escaped)', async () => {
  await app.db.knex('outbox_message').insert({ channel: 'EMAIL', recipient: 'x@example.nl', template: 't', subject: '<b>hi</b>', body_text: 'open http://localhost/login/abc code: 123456' });
  const json = (await (await app.request('/dev/mailbox.json?recipient=x@example.nl')).json()) as Array<Record<string, unknown>>;
  expect(json[0]).toMatchObject({ recipient: 'x@example.nl', links: ['http://localhost/login/abc'], code: '123456' });
  const html = await (await app.request('/dev/mailbox')).text();
  expect(html).toContain('&lt;b&gt;hi&lt;/b&gt;');
  expect(html).not.toContain('<b>hi</b>');
});

test('an SVG is never stored or served as markup: the animate/javascript payload becomes a WebP picture', async () => {
  const token = app.token(app.fx.bookerId);
  const res = await upload(ANIMATE_JAVASCRIPT_SVG, 'photo.svg', token);
  expect(res.status).toBe(201);
  const body = (await res.json()) as { image_id: number; image_url: string; mime_type: string; width: number; height: number };
  expect(body).toMatchObject({ mime_type: 'image/webp', width: 960, height: 640 });
  const row = await app.db.knex('image').where('image_id', body.image_id).first('mime_type', 'data');
  expect(row.mime_type).toBe('image/webp');
  expect(row.data.subarray(8, 12).toString('latin1')).toBe('WEBP');
  const served = await app.request(body.image_url);
  expect(served.headers.get('content-type')).toBe('image/webp');
  const bytes = Buffer.from(await served.arrayBuffer());
  expect(bytes.toString('latin1')).not.toMatch(/<svg|animate|&#106;|javascript/i);
});
