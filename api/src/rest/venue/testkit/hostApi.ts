/** Shared setup of the host API tests (outside __tests__: jest would take it for a suite without tests): the test app, a valid venue/space payload, photo uploads. */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { png } from '../../../domain/images/testPng';
import { startTestApp, type TestApp } from '../../../test/api/testApp';
import { readFileSync } from 'node:fs';

const catalog = (locale: string): Record<string, string> =>
  JSON.parse(readFileSync(path.join(__dirname, '../../../../../platform/src/messages', `${locale}.json`), 'utf8'));
/** the texts the UI shows for each error key (platform/src/messages) */
export const messages = { en: catalog('en'), nl: catalog('nl') };

export async function startHostApp(): Promise<TestApp & { placeId: string; vendor: string; member: string; other: string; admin: string }> {
  process.env.ZAALPLEK_UPLOADS_DIR = mkdtempSync(path.join(os.tmpdir(), 'zaalplek-uploads-'));
  const app = await startTestApp();
  // the owner of the second organisation acts as a host
  await app.db.knex('account').where('account_id', app.fx.otherBookerId).update({ account_state: 'VENDOR' });
  const city = await app.db.knex('seo_location').where({ entity_type: 'CITY', name: 'Amsterdam' }).first('location_id');
  return Object.assign(app, {
    placeId: `nl:seo:${city.location_id}`,
    vendor: app.token(app.fx.vendorId, 'VENDOR'),
    member: app.token(app.fx.memberId, 'VENDOR'),
    other: app.token(app.fx.otherBookerId, 'VENDOR'),
    admin: app.token(app.fx.adminId, 'BOOKER', true),
  });
}

export const validVenue = (placeId: string) => ({
  venue_name: 'Zaal Test',
  venue_description: 'Een mooie zaal aan de gracht.',
  venue_rules: 'Niet roken.',
  place_id: placeId,
  address: 'Damrak 1',
  contact_name: 'Jan Jansen',
  contact_phone: { formatted_number: '+31 20 123 4567' },
  contact_email: 'jan@example.nl',
  working_time: [1, 2, 3, 4, 5].map((d) => ({ week_day: d, open_time: 480, close_time: 1080 })),
});

export const validSpace = (venueId: number) => ({
  venue_id: venueId,
  space_name: 'Boardroom',
  space_description: 'Ruime vergaderzaal met daglicht.',
  categories: [{ category_id: 1 }],
  space_size: 40,
  half_day_price: 20000,
  day_price: 35000,
  full_day_price: 45000,
  service_break: 30,
  configurations: [{ configuration_type: 'block', max_guests: 12 }],
});

export async function json(res: Response): Promise<any> {
  const text = await res.text();
  return text ? JSON.parse(text) : null;
}

export function call(app: TestApp, method: string, url: string, token: string | undefined, body?: unknown) {
  return app.request(url, { method, token, headers: { 'Content-Type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
}

export async function uploadPhoto(app: TestApp, token: string, ownerType: 'VENUE' | 'SPACE', bytes: Buffer = png(960, 640)) {
  const form = new FormData();
  form.append('file', new Blob([bytes]), 'photo.png');
  return app.request(`/api/image/?owner_type=${ownerType}`, { method: 'POST', body: form, token });
}
