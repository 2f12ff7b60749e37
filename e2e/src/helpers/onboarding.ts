// The host's onboarding wizard in e2e: from /vendor/onboarding/organisation-details a PUBLIC organisation
// with a CoC of the bundled test register, a venue (details with photos, facilities, catering, 3 tags) and
// a space (details with photos, layout, booking rules, facilities, pricing, features) up to /space-success.
import { mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'puppeteer-core';
import { typeInto, waitForPath } from './host';

export const SHOTS = path.join(os.tmpdir(), 'zaalplek-e2e-host-shots');
mkdirSync(SHOTS, { recursive: true });

/** A full-page screenshot in SHOTS (for looking at a run afterwards). */
export async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

/** The alerts (field and form errors) of the current page, for failure messages. */
export async function alerts(page: Page): Promise<string[]> {
  return page.$$eval('[role="alert"]', (els) => els.map((e) => e.textContent ?? ''));
}

/** API answers >= 400 of a page, for failure messages. */
const failedCalls = new WeakMap<Page, string[]>();
export function recordFailedCalls(page: Page): void {
  const list: string[] = [];
  failedCalls.set(page, list);
  page.on('response', async (res) => {
    if (res.status() < 400 || !res.url().includes('/api/')) return;
    list.push(`${res.request().method()} ${new URL(res.url()).pathname} ${res.status()} ${(await res.text().catch(() => '')).slice(0, 300)}`);
  });
}
export const failedCallsOf = (page: Page): string[] => failedCalls.get(page) ?? [];

async function submitStep(page: Page, form: string) {
  await page.click(`[data-testid="${form}"] [data-testid="step-submit"]`);
}

/** Waits for the next step's path; on failure says what the form showed. */
export async function nextPath(page: Page, pattern: RegExp, form: string): Promise<string> {
  try {
    return await waitForPath(page, pattern, 30_000);
  } catch {
    await shot(page, `failed-${form}`);
    throw new Error(`${form}: still on ${page.url()}; alerts: ${JSON.stringify(await alerts(page))}; failed calls: ${JSON.stringify(failedCallsOf(page))}`);
  }
}

async function uploadPhotos(page: Page, scope: string, files: string[]) {
  const input = await page.waitForSelector(`${scope} input[type="file"]`);
  await (input as unknown as { uploadFile(...paths: string[]): Promise<void> }).uploadFile(...files);
  await page.waitForFunction((s: string, n: number) => document.querySelectorAll(`${s} [data-testid="photo-item"]`).length === n, { timeout: 60_000 }, scope, files.length);
}

/** Types into a places field and picks the first suggestion. */
async function pickPlace(page: Page, name: string, text: string) {
  await typeInto(page, name, text);
  await page.waitForSelector(`[data-testid="${name}-suggestions"] button`);
  await page.click(`[data-testid="${name}-suggestions"] button`);
}

/** Ticks the first `n` checkboxes inside `scope`. */
async function tickFirst(page: Page, scope: string, n: number) {
  const boxes = await page.$$(`${scope} input[type="checkbox"]`);
  if (boxes.length < n) throw new Error(`${scope}: ${boxes.length} checkboxes, expected at least ${n}`);
  for (const box of boxes.slice(0, n)) await box.click();
}

export interface Onboarding {
  email: string;
  venueName: string;
  spaceName: string;
  venuePhotos: string[];
  spacePhotos: string[];
}

/** The organisation name of CoC 12345678 in the bundled test register. */
export const TEST_REGISTER_ORGANISATION = 'Zaalplek Test B.V.';

/**
 * On the organisation step of the onboarding: fills every step up to /space-success and returns the
 * ids it names. Screenshots are saved under `shotPrefix`.
 */
export async function onboardVenueAndSpace(page: Page, o: Onboarding, shotPrefix = ''): Promise<{ venueId: number; spaceId: number }> {
  const snap = (name: string) => shot(page, `${shotPrefix}${name}`);
  // Organisation: PUBLIC, CoC of the test register looked up, finance address = CoC address.
  await page.waitForSelector('[data-testid="organisation-step"]');
  await typeInto(page, 'coc', '12345678');
  await page.waitForSelector('[data-testid="coc-address"]');
  const organisationName = await page.$eval('[name="organisation_name"]', (el) => (el as HTMLInputElement).value);
  if (organisationName !== TEST_REGISTER_ORGANISATION) throw new Error(`the CoC lookup filled "${organisationName}"`);
  // this register entry has no place: the organisation address comes from the places dropdown
  await pickPlace(page, 'place', 'Amsterdam');
  await typeInto(page, 'vat_number', 'NL123456789B01');
  await typeInto(page, 'finance_email', `finance-${o.email}`);
  await snap('01-organisation');
  await submitStep(page, 'organisation-step');
  await nextPath(page, /^\/vendor\/onboarding\/venue\/details$/, 'organisation-step');

  // Venue MAIN: name, description, address from the dropdown, contact, working hours (default Mon-Fri 9-17), photos.
  await page.waitForSelector('[data-testid="venue-main-step"]');
  await typeInto(page, 'venue_name', o.venueName);
  await typeInto(page, 'venue_description', 'Een lichte vergaderlocatie aan de gracht met drie zalen en een tuin.');
  await pickPlace(page, 'address', 'Amsterdam');
  await typeInto(page, 'contact_name', 'Hanna Verhuur');
  await typeInto(page, 'contact_phone', '+31612345678');
  await typeInto(page, 'contact_email', o.email);
  await uploadPhotos(page, '[data-testid="venue-main-step"]', o.venuePhotos);
  await snap('02-venue-details');
  await submitStep(page, 'venue-main-step');
  await nextPath(page, /^\/vendor\/onboarding\/venue\/facilities$/, 'venue-main-step');

  await page.waitForSelector('[data-testid="venue-facilities-step"]');
  await tickFirst(page, '[data-testid="venue-facilities-step"] fieldset', 2);
  await snap('03-venue-facilities');
  await submitStep(page, 'venue-facilities-step');
  await nextPath(page, /^\/vendor\/onboarding\/venue\/catering$/, 'venue-facilities-step');

  await page.waitForSelector('[data-testid="venue-catering-step"]');
  await snap('04-venue-catering');
  await submitStep(page, 'venue-catering-step');
  await nextPath(page, /^\/vendor\/onboarding\/venue\/tags$/, 'venue-catering-step');

  const tagsStep = await page.waitForSelector('[data-testid="venue-tags-step"], [data-testid="tags-load-error"]');
  if ((await tagsStep!.evaluate((el) => el.getAttribute('data-testid'))) !== 'venue-tags-step') {
    throw new Error(`the tags step could not load get_all_tags (graphql/host of docs/CONTRACTS.md); failed calls: ${JSON.stringify(failedCallsOf(page))}`);
  }
  await tickFirst(page, '[data-testid="venue-tags-step"] fieldset', 3);
  await snap('05-venue-tags');
  await submitStep(page, 'venue-tags-step');
  await nextPath(page, /^\/vendor\/onboarding\/space\/details$/, 'venue-tags-step');

  // Space: details (activity, photos), layout, booking rules, facilities, pricing (creates it), features.
  await page.waitForSelector('[data-testid="space-step-details"]');
  await typeInto(page, 'space_name', o.spaceName);
  await typeInto(page, 'space_description', 'Ruime zaal op de eerste verdieping met daglicht en een beamer.');
  await tickFirst(page, '[data-testid="list-categories"]', 1);
  await uploadPhotos(page, '[data-testid="space-step-details"]', o.spacePhotos);
  await snap('06-space-details');
  await submitStep(page, 'space-step-details');
  await nextPath(page, /^\/vendor\/onboarding\/space\/configurations$/, 'space-step-details');

  await page.waitForSelector('[data-testid="space-step-configurations"]');
  await typeInto(page, 'space_size', '60');
  const firstLayout = '[data-testid="space-step-configurations"] [data-testid^="configuration-"]';
  await page.click(`${firstLayout} input[type="checkbox"]`);
  // minimum guests comes first, then the maximum (required)
  await page.waitForSelector(`${firstLayout} input[inputmode="numeric"]`);
  const guestFields = await page.$$(`${firstLayout} input[inputmode="numeric"]`);
  await guestFields[guestFields.length - 1]!.type('20');
  await snap('07-space-configurations');
  await submitStep(page, 'space-step-configurations');
  await nextPath(page, /^\/vendor\/onboarding\/space\/booking-rules$/, 'space-step-configurations');

  await page.waitForSelector('[data-testid="space-step-booking-rules"]');
  await snap('08-space-booking-rules');
  await submitStep(page, 'space-step-booking-rules');
  await nextPath(page, /^\/vendor\/onboarding\/space\/facilities$/, 'space-step-booking-rules');

  await page.waitForSelector('[data-testid="space-step-facilities"]');
  await page.click('[data-testid="space-step-facilities"] input[name="facilities_confirmed"]');
  await snap('09-space-facilities');
  await submitStep(page, 'space-step-facilities');
  await nextPath(page, /^\/vendor\/onboarding\/space\/pricing$/, 'space-step-facilities');

  await page.waitForSelector('[data-testid="space-step-pricing"]');
  await typeInto(page, 'half_day_price', '200');
  await typeInto(page, 'day_price', '350');
  await typeInto(page, 'full_day_price', '500');
  await typeInto(page, 'short_day_price', '100');
  await snap('10-space-pricing');
  await submitStep(page, 'space-step-pricing');
  await nextPath(page, /^\/vendor\/onboarding\/space\/features$/, 'space-step-pricing');

  await page.waitForSelector('[data-testid="space-step-features"]');
  await tickFirst(page, '[data-testid="list-feature_ids"]', 1);
  await snap('11-space-features');
  await submitStep(page, 'space-step-features');
  const successPath = await nextPath(page, /^\/space-success\?/, 'space-step-features');
  const params = new URLSearchParams(successPath.split('?')[1]);
  return { spaceId: Number(params.get('space_id')), venueId: Number(params.get('venue_id')) };
}
