// Content in real Chromium, clicking from `/`: an admin opens the content editor from the admin area,
// writes a blog article in nl and en with an image, previews the draft through the signed link,
// publishes it; a visitor finds it through the footer in both languages; the sitemap lists it; a
// renamed slug answers the old address with a 301. A city page shows its SEO text, FAQ and real
// spaces; the helpdesk search finds a story. The editor changes the footer's social links, takes a
// page offline (visitors get the not-found page, the server a 404) and back online, and previews the
// footer's draft through its signed link.
import type { Browser, Page } from 'puppeteer-core';
import { freshPage, launchBrowser, type TestBrowser } from './browser';
import { logInPage } from './helpers/auth';
import { loginByApi, makePhotos } from './helpers/host';
import { mfeRoot, shellPage } from './selectors';
import { publicGraphql, system } from './system';

let tb: TestBrowser;
let browser: Browser;
beforeAll(async () => {
  tb = await launchBrowser();
  browser = tb.browser;
});
afterAll(() => tb?.close());

const FOOTER = 'nav[aria-label="Voettekst"]';

/** One login of the admin for the whole file (the login endpoint limits how often an address may ask for a code). */
let adminTokens: Promise<Awaited<ReturnType<typeof loginByApi>>> | null = null;
const adminLogin = () => (adminTokens ??= loginByApi('admin@zaalplek.nl'));

/** Clicks a footer link once the footer shows the CMS's columns (its fixed links are replaced when they arrive). */
async function clickFooterLink(page: Page, href: string) {
  await page.waitForSelector(`${FOOTER} h2`);
  await (await page.waitForSelector(`${FOOTER} a[href="${href}"]`))!.click();
}

async function typeField(page: Page, selector: string, value: string) {
  const input = await page.waitForSelector(selector);
  await input!.click({ count: 3 });
  await page.keyboard.press('Backspace');
  await input!.type(value);
}

async function waitForText(page: Page, selector: string, expected: string) {
  await page.waitForFunction(
    (sel: string, want: string) => (document.querySelector(sel) as HTMLElement | null)?.innerText.includes(want),
    {},
    selector,
    expected,
  );
}

/** The server's answer to a crawler-like request (no JavaScript, no redirect following). */
async function fetchHtml(pathname: string): Promise<Response> {
  return fetch(system().url + pathname, { headers: { accept: 'text/html' }, redirect: 'manual' });
}

test('an editor writes, previews and publishes a blog article; visitors read it in nl and en; a renamed slug moves with 301', async () => {
  const run = Date.now().toString(36);
  const nl = { title: `Vergaderen aan de Utrechtse grachten ${run}`, slug: `vergaderen-aan-de-utrechtse-grachten-${run}`, body: 'Een werfkelder aan de Oudegracht is stil, koel en verrassend goed bereikbaar.' };
  const en = { title: `Meeting on the Utrecht canals ${run}`, slug: `meeting-on-the-utrecht-canals-${run}`, body: 'A wharf cellar on the Oudegracht is quiet, cool and surprisingly easy to reach.' };
  const [photo] = await makePhotos(1, 'blog');

  // --- the editor: from / through the user menu and the admin area into the content editor
  const admin = await adminLogin();
  const { page: editor, errors: editorErrors } = await freshPage(browser);
  await logInPage(editor, admin);
  await editor.goto(system().url + '/');
  await (await editor.waitForSelector('[data-user-menu]'))!.click();
  await (await editor.waitForSelector('[data-user-menu-list] [data-nav="admin"]'))!.click();
  await (await editor.waitForSelector('[data-testid="admin-content-editor-link"]'))!.click();
  await editor.waitForSelector(`${mfeRoot('mfe-content')} [data-testid="content-editor"]`);
  await (await editor.waitForSelector('nav a[href="/admin/content/blog"]'))!.click();
  await editor.waitForFunction(() => location.pathname === '/admin/content/blog');
  await (await editor.waitForSelector('::-p-aria([name="Nieuw artikel"][role="button"])'))!.click();
  await editor.waitForSelector('[data-testid="item-editor"]');

  // nl and en side by side; the slug follows the title
  await typeField(editor, 'input[name="nl.title"]', nl.title);
  expect(await editor.$eval('input[name="nl.slug"]', (el) => (el as HTMLInputElement).value)).toBe(nl.slug);
  await typeField(editor, 'textarea[name="nl.summary"]', 'Vergaderen in een werfkelder: zo pak je het aan.');
  await (await editor.waitForSelector('[data-testid="body-nl"]'))!.click();
  await editor.keyboard.type(nl.body);
  await typeField(editor, 'input[name="en.title"]', en.title);
  await (await editor.waitForSelector('[data-testid="body-en"]'))!.click();
  await editor.keyboard.type(en.body);
  const fileInput = await editor.waitForSelector('[data-testid="item-image-input"]');
  await (fileInput as unknown as { uploadFile(...paths: string[]): Promise<void> }).uploadFile(photo!);
  await editor.waitForSelector('[data-testid="item-image"]');
  await editor.click('[data-testid="editor-save"]');
  await editor.waitForFunction(() => /^\/admin\/content\/blog\/\d+$/.test(location.pathname));
  await waitForText(editor, '[data-testid="item-status"]', 'Concept');

  // a draft is not public
  expect((await fetchHtml(`/blog/${nl.slug}`)).status).toBe(404);

  // preview: the signed link shows the draft on the real page
  await editor.click('[data-testid="editor-preview"]');
  const previewLink = await editor.waitForSelector('[data-testid="preview-links"] a');
  const opened = browser.waitForTarget((t) => t.opener() === editor.target());
  await previewLink!.click();
  const preview = (await (await opened).page())!;
  await preview.waitForSelector('[data-testid="preview-banner"]');
  await waitForText(preview, '[data-testid="blog-article"] h1', nl.title);
  await waitForText(preview, '[data-testid="blog-article"]', nl.body);
  await preview.waitForSelector('[data-testid="blog-article"] img[data-testid="article-image"]');
  expect(new URL(preview.url()).pathname).toBe(`/blog/${nl.slug}`);
  await preview.close();

  await editor.click('[data-testid="editor-publish"]');
  await waitForText(editor, '[data-testid="item-status"]', 'Gepubliceerd');

  // --- a visitor: footer -> blog -> the article, then the same article in English
  const { page: visitor, errors: visitorErrors } = await freshPage(browser);
  await visitor.goto(system().url + '/');
  await clickFooterLink(visitor, '/blog');
  await visitor.waitForSelector('[data-testid="blog-list"]');
  await (await visitor.waitForSelector(`[data-testid="blog-list"] a[href="/blog/${nl.slug}"]`))!.click();
  await waitForText(visitor, '[data-testid="blog-article"] h1', nl.title);
  await waitForText(visitor, '[data-testid="blog-article"]', nl.body);
  const imageOk = await visitor.waitForFunction(() => {
    const img = document.querySelector('[data-testid="article-image"]') as HTMLImageElement | null;
    return img !== null && img.complete && img.naturalWidth === 960;
  });
  expect(await imageOk.jsonValue()).toBe(true);
  await (await visitor.waitForSelector('header a[hreflang="en"]'))!.click();
  await visitor.waitForFunction((p: string) => location.pathname === p, {}, `/en/blog/${en.slug}`);
  await waitForText(visitor, '[data-testid="blog-article"] h1', en.title);
  await waitForText(visitor, '[data-testid="blog-article"]', en.body);

  // the server's first HTML and the sitemap know the article in both languages
  const firstHtml = await (await fetchHtml(`/en/blog/${en.slug}`)).text();
  expect(firstHtml).toContain(`<title>${en.title} | Zaalplek</title>`);
  expect(firstHtml).toContain(`hreflang="nl" href="${system().url}/blog/${nl.slug}"`);
  const sitemap = await (await fetch(system().url + '/sitemap.xml')).text();
  expect(sitemap).toContain(`/blog/${nl.slug}</loc>`);
  expect(sitemap).toContain(`/en/blog/${en.slug}</loc>`);

  // --- the editor renames the Dutch slug; the old address answers with a 301 to the new one
  const renamed = `${nl.slug}-aan-het-water`;
  await typeField(editor, 'input[name="nl.slug"]', renamed);
  await editor.click('[data-testid="editor-save"]');
  await waitForText(editor, '[data-testid="item-status"]', 'niet-gepubliceerde wijzigingen');
  await editor.click('[data-testid="editor-publish"]');
  await editor.waitForFunction(() => !(document.querySelector('[data-testid="item-status"]') as HTMLElement).innerText.includes('niet-gepubliceerde'));
  const moved = await fetchHtml(`/blog/${nl.slug}`);
  expect(moved.status).toBe(301);
  expect(moved.headers.get('location')).toBe(`/blog/${renamed}`);
  // a new visitor (the first one chose English) following the old address lands on the new one
  const { page: late, errors: lateErrors } = await freshPage(browser);
  await late.goto(`${system().url}/blog/${nl.slug}`);
  await late.waitForFunction((p: string) => location.pathname === p, {}, `/blog/${renamed}`);
  await waitForText(late, '[data-testid="blog-article"] h1', nl.title);
  expect(lateErrors).toEqual([]);
  await late.browserContext().close();

  expect({ editorErrors, visitorErrors }).toEqual({ editorErrors: [], visitorErrors: [] });
  await editor.browserContext().close();
  await visitor.browserContext().close();
});

test('a city page from the footer shows its SEO text, FAQ and real spaces', async () => {
  const { page, errors } = await freshPage(browser);
  await page.goto(system().url + '/');
  // the footer's popular cities: links with a region and a city (/locations/{region}/{city})
  const cityLinks = `${FOOTER} a[href^="/locations/"]`;
  await page.waitForFunction((sel: string) => Array.from(document.querySelectorAll(sel)).some((a) => a.getAttribute('href')!.split('/').length === 4), {}, cityLinks);
  const cityHref = await page.$$eval(cityLinks, (links) => links.map((a) => a.getAttribute('href')!).find((h) => h.split('/').length === 4)!);
  const [, , region, city] = cityHref.split('/');
  await clickFooterLink(page, cityHref);
  await page.waitForSelector('[data-testid="city-page"]');

  const location = await publicGraphql<{ get_specific_location: { name: string; seo: { h1: string }; faqs: { question: string }[] } }>(
    'query($slug: String!) { get_specific_location(slug: $slug) { name seo { h1 } faqs { question } } }',
    { variables: { slug: `${region}/${city}` } },
  );
  const loc = location.get_specific_location;
  await waitForText(page, '[data-testid="city-page"] h1', loc.seo.h1);
  await waitForText(page, '[data-testid="city-page"]', `Vergaderen in ${loc.name}`); // the SEO text's heading
  expect(loc.faqs.length).toBeGreaterThanOrEqual(3);
  for (const faq of loc.faqs) await waitForText(page, '[data-testid="city-page"]', faq.question);

  // the city's spaces come from the real search and lead to their space pages
  await page.waitForSelector('[data-testid="city-spaces"] [data-testid="space-card"] a[href^="/space/"]');
  const search = await publicGraphql<{ venue_search: { venues: { venue_spaces: { space_name: string }[] }[] } }>(
    'query($input: VenueFindInput) { venue_search(input: $input) { venues { venue_spaces { space_name } } } }',
    { variables: { input: { search: loc.name, size: 6 } } },
  );
  const names = search.venue_search.venues.flatMap((v) => v.venue_spaces.map((s) => s.space_name));
  expect(names.length).toBeGreaterThan(0);
  const shown = await page.$$eval('[data-testid="city-spaces"] [data-testid="space-card"]', (cards) => cards.map((c) => (c as HTMLElement).innerText));
  expect(shown.some((card) => names.some((n) => card.includes(n.slice(0, 40))))).toBe(true);
  expect(errors).toEqual([]);
  await page.browserContext().close();
});

test('the helpdesk search from the footer finds a story', async () => {
  const { page, errors } = await freshPage(browser);
  await page.goto(system().url + '/');
  await clickFooterLink(page, '/helpdesk');
  await page.waitForSelector('[data-testid="helpdesk-home"]');
  const input = await page.waitForSelector('[data-testid="helpdesk-home"] form[role="search"] input[name="q"]');
  await input!.type('wachtwoord');
  await input!.press('Enter');
  await page.waitForFunction(() => location.search === '?q=wachtwoord');
  const hit = await page.waitForSelector('[data-testid="helpdesk-results"] a::-p-text(Hoe log ik in zonder wachtwoord?)');
  await hit!.click();
  await waitForText(page, '[data-testid="helpdesk-story"] h1', 'Hoe log ik in zonder wachtwoord?');
  expect(new URL(page.url()).pathname).toBe('/helpdesk/algemeen/inloggen-zonder-wachtwoord');
  expect(errors).toEqual([]);
  await page.browserContext().close();
});

test('an editor reorders the about-us blocks by drag and drop and publishes; visitors see the new order', async () => {
  const admin = await adminLogin();
  const { page: editor, errors } = await freshPage(browser);
  await editor.setViewport({ width: 1400, height: 2400 });
  await logInPage(editor, admin);
  await editor.goto(system().url + '/');
  await (await editor.waitForSelector('[data-user-menu]'))!.click();
  await (await editor.waitForSelector('[data-user-menu-list] [data-nav="admin"]'))!.click();
  await (await editor.waitForSelector('[data-testid="admin-content-editor-link"]'))!.click();
  await editor.waitForFunction(() => location.pathname === '/admin/content/pages');
  await (await editor.waitForSelector('[data-testid="editor-page-row"] a[href="/admin/content/pages/about-us"]'))!.click();
  await editor.waitForSelector('[data-testid="page-nl"] [data-testid="block-nl"]');
  const order = () => editor.$$eval('[data-testid="page-nl"] [data-testid="block-nl"]', (cards) => cards.map((c) => c.getAttribute('data-block-type')));
  expect((await order()).slice(0, 2)).toEqual(['HEADLINE', 'TEXT']);

  // drag the text block (2nd) by its handle above the headline (1st)
  const handles = await editor.$$('[data-testid="page-nl"] [data-testid="block-handle"]');
  const from = (await handles[1]!.boundingBox())!;
  const to = (await handles[0]!.boundingBox())!;
  await editor.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await editor.mouse.down();
  await editor.mouse.move(from.x + from.width / 2, from.y - 20, { steps: 5 });
  await editor.mouse.move(to.x + to.width / 2, to.y - 10, { steps: 15 });
  await editor.mouse.up();
  await editor.waitForFunction(() => document.querySelector('[data-testid="page-nl"] [data-testid="block-nl"]')?.getAttribute('data-block-type') === 'TEXT');
  expect((await order()).slice(0, 2)).toEqual(['TEXT', 'HEADLINE']);

  await editor.click('[data-testid="editor-save"]');
  await waitForText(editor, '[data-testid="page-status"]', 'Er is een concept');
  await editor.click('[data-testid="editor-publish"]');
  await waitForText(editor, '[data-testid="page-status"]', 'De gepubliceerde pagina is actueel');

  const { page: visitor, errors: visitorErrors } = await freshPage(browser);
  await visitor.goto(system().url + '/');
  await clickFooterLink(visitor, '/about-us');
  await visitor.waitForSelector('[data-testid="page-about-us"] h2');
  const headings = await visitor.$$eval('[data-testid="page-about-us"] h1, [data-testid="page-about-us"] h2', (hs) => hs.map((h) => (h as HTMLElement).innerText.trim()));
  expect(headings.indexOf('Ons verhaal')).toBeGreaterThanOrEqual(0);
  expect(headings.indexOf('Ons verhaal')).toBeLessThan(headings.indexOf('Over Zaalplek'));
  expect({ errors, visitorErrors }).toEqual({ errors: [], visitorErrors: [] });
  await editor.browserContext().close();
  await visitor.browserContext().close();
});

test('an editor changes a city\'s SEO heading and adds a FAQ question; the city page shows them', async () => {
  const run = Date.now().toString(36);
  const admin = await adminLogin();
  const { page: editor, errors } = await freshPage(browser);
  await logInPage(editor, admin);
  await editor.goto(system().url + '/');
  await (await editor.waitForSelector('[data-user-menu]'))!.click();
  await (await editor.waitForSelector('[data-user-menu-list] [data-nav="admin"]'))!.click();
  await (await editor.waitForSelector('[data-testid="admin-content-editor-link"]'))!.click();
  await (await editor.waitForSelector('nav a[href="/admin/content/locations"]'))!.click();
  await typeField(editor, 'input[name="location-filter"]', 'Utrecht');
  // the city Utrecht (the province has the same name)
  const cityLink = await editor.waitForFunction(() => {
    const rows = Array.from(document.querySelectorAll('[data-testid="editor-location-row"]'));
    const row = rows.find((r) => r.querySelector('a')?.textContent === 'Utrecht' && (r.textContent ?? '').includes('Stad in'));
    return row?.querySelector('a') ?? null;
  });
  await (cityLink.asElement() as unknown as { click(): Promise<void> }).click();
  await editor.waitForSelector('[data-testid="location-editor"]');
  const h2 = `Vergaderen aan de Oudegracht ${run}`;
  await typeField(editor, 'input[name="nl.h2"]', h2);
  const before = await editor.$$eval('[data-testid="location-faq"]', (rows) => rows.length);
  await editor.click('[data-testid="add-faq"]');
  const n = before; // the new row's index
  await typeField(editor, `textarea[name="faqs.${n}.question_nl"]`, `Is er parkeergelegenheid bij het station ${run}?`);
  await typeField(editor, `textarea[name="faqs.${n}.answer_nl"]`, 'Ja, in de garage Stationsplein.');
  await typeField(editor, `textarea[name="faqs.${n}.question_en"]`, 'Is there parking at the station?');
  await typeField(editor, `textarea[name="faqs.${n}.answer_en"]`, 'Yes, in the Stationsplein garage.');
  await editor.click('[data-testid="location-save"]');
  await editor.waitForSelector('[data-testid="editor-notice-ok"]');
  const path = await editor.$eval('[data-testid="location-editor"] a[href^="/locations/"]', (a) => a.getAttribute('href')!);

  const { page: visitor, errors: visitorErrors } = await freshPage(browser);
  await visitor.goto(system().url + path);
  await waitForText(visitor, '[data-testid="city-page"] h2', h2);
  await waitForText(visitor, '[data-testid="city-page"]', `Is er parkeergelegenheid bij het station ${run}?`);
  const html = await (await fetchHtml(path)).text();
  expect(html).toContain(`Is er parkeergelegenheid bij het station ${run}?`); // FAQPage of the server's first HTML
  expect({ errors, visitorErrors }).toEqual({ errors: [], visitorErrors: [] });
  await editor.browserContext().close();
  await visitor.browserContext().close();
});

/** From / through the user menu and the admin area into the content editor, as a logged-in admin. */
async function openContentEditor(): Promise<{ editor: Page; errors: string[] }> {
  const admin = await adminLogin();
  const { page: editor, errors } = await freshPage(browser);
  await editor.setViewport({ width: 1400, height: 2000 });
  await logInPage(editor, admin);
  await editor.goto(system().url + '/');
  await (await editor.waitForSelector('[data-user-menu]'))!.click();
  await (await editor.waitForSelector('[data-user-menu-list] [data-nav="admin"]'))!.click();
  await (await editor.waitForSelector('[data-testid="admin-content-editor-link"]'))!.click();
  await editor.waitForFunction(() => location.pathname === '/admin/content/pages');
  return { editor, errors };
}

const footerSocial = (page: Page) => page.$$eval(`${FOOTER} a[target="_blank"]`, (as) => as.map((a) => a.getAttribute('href')));

test('an editor adds a social link, puts it first and saves; the footer shows it; removing it takes it away', async () => {
  const run = Date.now().toString(36);
  const url = `https://x.com/zaalplek${run}`;
  const { editor, errors } = await openContentEditor();
  await (await editor.waitForSelector('nav a[href="/admin/content/social"]'))!.click();
  await editor.waitForSelector('[data-testid="social-link-row"]');
  const before = await editor.$$eval('[data-testid="social-link-row"]', (rows) => rows.length);
  await editor.click('[data-testid="social-add"]');
  const i = before;
  await editor.select(`[data-testid="social-network-${i}"]`, 'twitter');
  // a wrong address is refused with a clear message
  await typeField(editor, `[data-testid="social-url-${i}"]`, 'javascript:alert(1)');
  await editor.click('[data-testid="social-save"]');
  await waitForText(editor, '[data-testid="social-editor"]', 'Vul een webadres in dat begint met http:// of https://.');
  await typeField(editor, `[data-testid="social-url-${i}"]`, url);
  for (let n = i + 1; n > 1; n--) await editor.click(`button[aria-label="Link ${n} omhoog"]`);
  await Promise.all([
    editor.waitForResponse((r) => (r.request().postData() ?? '').includes('save_social_media') && r.ok()),
    editor.click('[data-testid="social-save"]'),
  ]);
  await editor.waitForSelector('[data-testid="editor-notice-ok"]');

  const { page: visitor, errors: visitorErrors } = await freshPage(browser);
  await visitor.goto(system().url + '/');
  await visitor.waitForSelector(`${FOOTER} a[href="${url}"]`);
  expect((await footerSocial(visitor))[0]).toBe(url);

  // removed again: gone from the footer
  await (await editor.waitForSelector('::-p-text(Link 1 verwijderen)'))!.click();
  await Promise.all([
    editor.waitForResponse((r) => (r.request().postData() ?? '').includes('save_social_media') && r.ok()),
    editor.click('[data-testid="social-save"]'),
  ]);
  await visitor.reload();
  await visitor.waitForSelector(`${FOOTER} a[target="_blank"]`);
  expect(await footerSocial(visitor)).not.toContain(url);
  expect({ errors, visitorErrors }).toEqual({ errors: [], visitorErrors: [] });
  await editor.browserContext().close();
  await visitor.browserContext().close();
});

test('the footer\'s draft is shown through its preview link, visitors keep the published footer', async () => {
  const run = Date.now().toString(36);
  const { editor, errors } = await openContentEditor();
  await (await editor.waitForSelector('[data-testid="editor-page-row"] a[href="/admin/content/pages/footer"]'))!.click();
  await editor.waitForSelector('[data-testid="page-nl"] [data-testid="block-nl"]');
  const title = `Zaalplek ${run}`;
  await typeField(editor, '[data-testid="block-nl-0-title"]', title);
  await editor.click('[data-testid="editor-save"]');
  await waitForText(editor, '[data-testid="page-status"]', 'Er is een concept');
  await editor.click('[data-testid="editor-preview"]');
  const link = await (await editor.waitForSelector('[data-testid="preview-links"] a'))!.evaluate((a) => a.getAttribute('href')!);
  expect(link).toMatch(/^\/\?preview=/);

  const { page: visitor, errors: visitorErrors } = await freshPage(browser);
  await visitor.goto(system().url + link);
  await waitForText(visitor, FOOTER, title);
  await visitor.goto(system().url + '/');
  await visitor.waitForSelector(`${FOOTER} h2`);
  expect(await visitor.$eval(FOOTER, (n) => (n as HTMLElement).innerText)).not.toContain(title);
  expect({ errors, visitorErrors }).toEqual({ errors: [], visitorErrors: [] });
  await editor.browserContext().close();
  await visitor.browserContext().close();
});

test('an editor takes the hall of fame offline: visitors get the not-found page and the server a 404; published again it is back', async () => {
  const { editor, errors } = await openContentEditor();
  await (await editor.waitForSelector('[data-testid="editor-page-row"] a[href="/admin/content/pages/hall-of-fame"]'))!.click();
  await (await editor.waitForSelector('[data-testid="editor-unpublish"]'))!.click();
  await waitForText(editor, '[data-testid="page-status"]', 'Deze pagina is offline');

  const { page: visitor, errors: visitorErrors } = await freshPage(browser);
  await visitor.goto(system().url + '/');
  await clickFooterLink(visitor, '/hall-of-fame');
  await visitor.waitForSelector(`${shellPage('not-found')} h1`);
  expect(new URL(visitor.url()).pathname).toBe('/not-found');
  expect((await fetchHtml('/hall-of-fame')).status).toBe(404);
  expect((await fetchHtml('/en/hall-of-fame')).status).toBe(404);

  await (await editor.waitForSelector('[data-testid="editor-publish"]'))!.click();
  await waitForText(editor, '[data-testid="editor-notice-ok"]', 'De pagina staat weer online.');
  expect((await fetchHtml('/hall-of-fame')).status).toBe(200);
  await visitor.goto(system().url + '/');
  await clickFooterLink(visitor, '/hall-of-fame');
  await visitor.waitForSelector('[data-testid="page-hall-of-fame"]');
  expect({ errors, visitorErrors }).toEqual({ errors: [], visitorErrors: [] });
  await editor.browserContext().close();
  await visitor.browserContext().close();
});
