// Real Chromium through puppeteer-core, one fresh profile per browser.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export function chromiumPath(): string {
  return process.env.PUPPETEER_EXECUTABLE_PATH || '/usr/bin/chromium';
}

export interface TestBrowser {
  browser: Browser;
  close(): Promise<void>;
}

export async function launchBrowser(): Promise<TestBrowser> {
  const userDataDir = mkdtempSync(path.join(os.tmpdir(), 'zaalplek-chromium-'));
  const browser = await puppeteer.launch({
    executablePath: chromiumPath(),
    headless: true,
    userDataDir,
    args: CHROMIUM_FLAGS, // headless: true adds --headless=new
  });
  return {
    browser,
    async close() {
      await browser.close();
      rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A page in its own browser context (no shared cache or storage between pages) that
 * records page errors, so a failing assertion can say what the page said.
 */
export async function freshPage(browser: Browser): Promise<{ page: Page; errors: string[]; consoleErrors: string[] }> {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  page.setDefaultTimeout(60_000);
  const errors: string[] = []; // uncaught exceptions in the page
  const consoleErrors: string[] = []; // console.error, failed resources (for diagnostics)
  page.on('pageerror', (err) => errors.push(String((err as Error).message ?? err)));
  page.on('console', (msg) => {
    if (msg.type() === 'error') consoleErrors.push(msg.text());
  });
  return { page, errors, consoleErrors };
}
