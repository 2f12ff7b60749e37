// Host e2e helpers: photo files the image checks accept, the admin logged in through the
// API login flow + dev mailbox, authenticated GraphQL, and a local ICS calendar to link to a space.
import { mkdtempSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'puppeteer-core';
import { system } from '../system';
import { mailbox, waitForMessage, type Tokens } from './auth';
import { fetchWaitingForRateLimit } from './rateLimit';

/**
 * Landscape photos the API accepts (>= 641 x 427, ratio 1.3..1.8): PNG and JPEG made with sharp,
 * each a different colour gradient so they are not byte-identical. Returns their paths.
 */
export async function makePhotos(count: number, prefix: string): Promise<string[]> {
  const sharp = require('sharp') as typeof import('sharp');
  const dir = mkdtempSync(path.join(os.tmpdir(), `zaalplek-photos-${prefix}-`));
  const files: string[] = [];
  for (let i = 0; i < count; i++) {
    const width = 960;
    const height = 640; // ratio 1.5
    const raw = Buffer.alloc(width * height * 3);
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const o = (y * width + x) * 3;
        raw[o] = (x * 255) / width;
        raw[o + 1] = (y * 255) / height;
        raw[o + 2] = (i * 80) % 256;
      }
    }
    const image = sharp(raw, { raw: { width, height, channels: 3 } });
    const file = path.join(dir, `${prefix}-${i + 1}.${i % 2 === 0 ? 'jpg' : 'png'}`);
    writeFileSync(file, i % 2 === 0 ? await image.jpeg({ quality: 80 }).toBuffer() : await image.png().toBuffer());
    files.push(file);
  }
  return files;
}

async function postJson<T>(p: string, body: unknown): Promise<T> {
  const res = await fetchWaitingForRateLimit(`${system().url}/api/${p}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as T;
  if (!res.ok) throw new Error(`POST ${p} ${res.status}: ${JSON.stringify(json)}`);
  return json;
}

/** Logs an existing account in through the API (auth-token/ + the code of the mail). */
export async function loginByApi(email: string): Promise<Tokens> {
  const seen = (await mailbox(email)).map((m) => m.outbox_message_id);
  await postJson('account/auth-token/', { login: email });
  const mail = await waitForMessage(email, 'EMAIL', seen);
  if (!mail.code) throw new Error(`login mail without code: ${mail.body_text}`);
  return postJson<Tokens>('account/access-token/', { email, code: mail.code });
}

/** POST a document to the authenticated GraphQL endpoint and return `data` (throws on errors). */
export async function authGraphql<T>(token: string, document: string, variables: object = {}): Promise<T> {
  const res = await fetch(`${system().url}/api/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', authorization: `Bearer ${token}`, 'x-locale': 'NL' },
    body: JSON.stringify({ query: document, variables }),
  });
  const body = (await res.json()) as { data?: T; errors?: unknown[] };
  if (!res.ok || body.errors?.length || !body.data) throw new Error(`GraphQL ${res.status}: ${JSON.stringify(body.errors ?? body)}`);
  return body.data;
}

/** The access token the page holds now (after a UI login). */
export async function pageAccessToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('zaalplek.accessToken'));
  if (!token) throw new Error('the page holds no access token');
  return token;
}

/** A plain ICS calendar with one busy event, served on 127.0.0.1 (link_ics_calendar fetches it). */
export async function serveIcsCalendar(): Promise<{ url: string; close(): Promise<void> }> {
  const ics = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Zaalplek e2e//EN',
    'BEGIN:VEVENT',
    'UID:e2e-busy-1@zaalplek.test',
    'DTSTAMP:20260101T000000Z',
    'DTSTART:20300101T090000Z',
    'DTEND:20300101T100000Z',
    'SUMMARY:Busy',
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/calendar; charset=utf-8' });
    res.end(ics);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/calendar.ics`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Waits until the page's path (without locale prefix handling) matches. */
export async function waitForPath(page: Page, pattern: RegExp, timeout = 60_000): Promise<string> {
  await page.waitForFunction((src: string) => new RegExp(src).test(location.pathname + location.search), { timeout }, pattern.source);
  return page.evaluate(() => location.pathname + location.search);
}

/** Types into the input/textarea `name` inside `scope` (replacing what is there). */
export async function typeInto(page: Page, name: string, value: string, scope = 'form'): Promise<void> {
  const input = await page.waitForSelector(`${scope} [name="${name}"]`);
  await input!.click({ count: 3 });
  await page.keyboard.press('Backspace');
  await input!.type(value);
}
