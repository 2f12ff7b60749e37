// Route change between MFEs as a desktop user makes it (bench:web): Puppeteer on the Chromium that
// Lighthouse uses, no throttling, 1350x940. Each run loads the home page afresh, waits until it is
// idle (so the shell's idle prefetch has happened, as for a real user who reads before clicking),
// then, timed in the page from the click:
//   home -> /search   the hero search is submitted; "mounted" when mfe-search's root is in the DOM,
//                     "content" when its first result card is visible (includes the search request);
//   /search -> space  the first result is clicked; "content" when the space page's h1 (its name) is visible.
// Each time is taken at the first animation frame after the DOM change (about when it is painted).
import puppeteer from 'puppeteer-core';

const VIEWPORT = { width: 1350, height: 940 };
const SEARCH_ROOT = '[data-mfe="mfe-search"]';
const RESULT_LINK = `${SEARCH_ROOT} [data-testid="space-card"] a[href*="/space/"]`;

/**
 * Installs, in the page, a watcher that resolves with the times (ms after `performance.now()` at the
 * call) at which each selector first matches a visible element, then runs `action` (a click).
 */
async function timeAction(page, { action, targets }) {
  return page.evaluate(
    ({ action, targets }) =>
      new Promise((resolve, reject) => {
        const started = performance.now();
        const times = {};
        const visible = (check) => {
          const el = document.querySelector(check.selector);
          return Boolean(el && el.getBoundingClientRect().height > 0 && (!check.withText || el.textContent.trim()));
        };
        const poll = () => {
          for (const [name, check] of Object.entries(targets)) {
            if (times[name] === undefined && visible(check)) times[name] = null; // seen: time it at the next frame
          }
          for (const name of Object.keys(times)) {
            if (times[name] === null) {
              times[name] = -1;
              requestAnimationFrame(() => (times[name] = performance.now() - started));
            }
          }
          if (Object.keys(targets).every((n) => times[n] > 0)) {
            observer.disconnect();
            clearTimeout(timer);
            resolve(times);
          }
        };
        const observer = new MutationObserver(poll);
        observer.observe(document.documentElement, { subtree: true, childList: true, attributes: true, characterData: true });
        const frames = () => {
          poll();
          if (Object.keys(targets).some((n) => !(times[n] > 0))) requestAnimationFrame(frames);
        };
        requestAnimationFrame(frames);
        const timer = setTimeout(() => {
          observer.disconnect();
          reject(new Error(`not shown within 30 s: ${JSON.stringify(times)} at ${location.pathname}`));
        }, 30_000);
        const el = document.querySelector(action.selector);
        if (!el) return reject(new Error(`no ${action.selector} on ${location.pathname}`));
        el.click();
      }),
    { action, targets },
  );
}

async function oneRun(browser, baseUrl) {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    await page.setViewport(VIEWPORT);
    await page.goto(`${baseUrl}/`, { waitUntil: 'load' });
    const input = await page.waitForSelector('[data-mfe="mfe-content"] form[role="search"] input[name="search"]', { visible: true, timeout: 60_000 });
    await input.type('Amsterdam');
    await page.waitForNetworkIdle({ idleTime: 1000, timeout: 60_000 });
    const toSearch = await timeAction(page, {
      action: { selector: '[data-mfe="mfe-content"] form[role="search"] button[type="submit"]' },
      targets: { mounted: { selector: SEARCH_ROOT }, content: { selector: RESULT_LINK } },
    });
    await page.waitForNetworkIdle({ idleTime: 500, timeout: 60_000 });
    const toSpace = await timeAction(page, {
      action: { selector: RESULT_LINK },
      targets: { content: { selector: `${SEARCH_ROOT} [data-testid="space-page"] h1`, withText: true } },
    });
    return { toSearch, toSpace };
  } finally {
    await context.close();
  }
}

/** Median times (ms) of `runs` route changes: { homeToSearch: { mounted, content }, searchToSpace: { content } }. */
export async function measureRouteChanges({ port, baseUrl, runs = 5 }) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}`, defaultViewport: null });
  try {
    const results = [];
    await oneRun(browser, baseUrl); // warm-up: server caches, compiled code cache
    for (let i = 0; i < runs; i += 1) results.push(await oneRun(browser, baseUrl));
    const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
    return {
      runs,
      homeToSearch: { mounted: median(results.map((r) => r.toSearch.mounted)), content: median(results.map((r) => r.toSearch.content)) },
      searchToSpace: { content: median(results.map((r) => r.toSpace.content)) },
    };
  } finally {
    browser.disconnect();
  }
}
