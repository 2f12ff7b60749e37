/**
 * What a crawler gets without JavaScript: each public page's own head, structured data and text from
 * the demo data, 404 for unknown paths and unpublished pages, 301 for the shell's redirect rules.
 * Runs the real app on the seeded test database with the shell's real route table.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { createApp } from '../app';
import { readConfig } from '../config';
import { publishEditorPage, unpublishEditorPage } from '../services/content/pageEditor';
import { createTestDatabase, type TestDatabase } from '../test/db/createTestDatabase';

// the shell's build script (CommonJS): the same route table and redirect rules the build emits
const { routeTableJson } = require('../../../shell/route-table.cjs') as { routeTableJson: () => string };
/** index.html as the shell's production build emits it: minified, attribute values without quotes where they can be (`<div id=mfe-content>`). */
const asBuilt = (html: string) => html.replace(/<!--[\s\S]*?-->/g, '').replace(/>\s+</g, '><').replace(/="([^"\s'=<>`]+)"/g, '=$1');

let db: TestDatabase;
let root: string;
let server: http.Server;
let base: string;
const errors: unknown[] = [];

beforeAll(async () => {
  db = await createTestDatabase({ seed: true });
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'zaalplek-seo-'));
  fs.mkdirSync(path.join(root, 'shell/dist'), { recursive: true });
  // index.html as the build emits it (minified: `<div id=mfe-content>`, `<html lang=nl>`)
  const built = asBuilt(fs.readFileSync(path.join(__dirname, '../../../shell/src/index.html'), 'utf8'));
  expect(built).toContain('<div id=mfe-content>');
  fs.writeFileSync(path.join(root, 'shell/dist/index.html'), built);
  fs.writeFileSync(path.join(root, 'shell/dist/.route-table.json'), routeTableJson());
  const app = createApp({ knex: db.knex, config: readConfig({}, { root, varDir: path.join(root, 'var') }), log: (err) => errors.push(err) });
  server = http.createServer(app.callback());
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((r) => server.close(() => r()));
  await db.destroy();
  fs.rmSync(root, { recursive: true, force: true });
});

async function get(p: string, accept = '*/*') {
  const res = await fetch(`${base}${p}`, { headers: { Accept: accept }, redirect: 'manual' });
  const html = await res.text();
  const head = html.slice(0, html.indexOf('</head>'));
  const jsonLd = [...head.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, any>);
  return { res, html, head, jsonLd, title: /<title>([^<]*)<\/title>/.exec(head)?.[1] };
}

const types = (jsonLd: Array<Record<string, any>>) => jsonLd.map((d) => d['@type']);

test('home: own title and description, canonical and hreflang, Organization and WebSite, its heading in mfe-content', async () => {
  const { res, head, html, jsonLd, title } = await get('/');
  expect(res.status).toBe(200);
  expect(title).toBe('Zaalplek – vergaderruimtes en evenementenlocaties huren in Nederland');
  expect(head.match(/<title>/g)).toHaveLength(1);
  expect(head.match(/<meta name=(?:"description"|description)[\s>]/g)).toHaveLength(1);
  expect(head).toContain(`<link rel="canonical" href="${base}/">`);
  expect(head).toContain(`<link rel="alternate" hreflang="en" href="${base}/en">`);
  expect(head).toContain(`<link rel="alternate" hreflang="x-default" href="${base}/">`);
  expect(head).toContain('<meta property="og:title"');
  expect(types(jsonLd)).toEqual(['Organization', 'WebSite']);
  expect(html).toMatch(/<div id="?mfe-content"?><article class="page-text" data-server-text>.*<h1>Vind en boek de juiste ruimte voor je bijeenkomst<\/h1>/s);
  expect(html).toContain('<html lang="nl"');
});

test('the English home page is English, with its own canonical', async () => {
  const { head, html, title } = await get('/en');
  expect(title).toBe('Zaalplek – rent meeting rooms and event venues in the Netherlands');
  expect(head).toContain(`<link rel="canonical" href="${base}/en">`);
  expect(html).toContain('<html lang="en"');
});

test('a space page: its name in the title and h1, Place with an Offer in EUR, breadcrumbs to the city; 404 once deactivated', async () => {
  const space = await db.knex('space as s').join('venue as v', 'v.venue_id', 's.venue_id').join('seo_location as c', 'c.location_id', 'v.city_id')
    .where({ 's.is_active': true, 'v.is_active': true }).whereNot('v.status', 'BANNED').where('s.half_day_price', '>', 0)
    .orderBy('s.space_id').first('s.space_id', 's.space_name', 's.space_slug', 's.space_reference', 'v.venue_hash', 'v.venue_name', 'c.name as city');
  const url = `/space/${space.venue_hash}/${space.space_slug}/${space.space_reference}`;
  const { res, html, head, jsonLd, title } = await get(url);
  expect(res.status).toBe(200);
  expect(title).toContain(space.space_name);
  expect(head).toContain(`<link rel="canonical" href="${base}${url}">`);
  const placeLd = jsonLd.find((d) => d['@type'] === 'Place')!;
  expect(placeLd.name).toBe(space.space_name);
  expect(placeLd.address.addressLocality).toBe(space.city);
  expect(placeLd.makesOffer.priceCurrency).toBe('EUR');
  const crumbs = jsonLd.find((d) => d['@type'] === 'BreadcrumbList')!.itemListElement.map((i: { name: string }) => i.name);
  expect(crumbs).toEqual(expect.arrayContaining(['Home', 'Locaties', space.city, space.venue_name, space.space_name]));
  expect(html).toMatch(new RegExp(`<div id="?mfe-search"?><article class="page-text" data-server-text>.*<h1>${space.space_name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</h1>`, 's'));
  // the gallery's first photo (lowest order) is preloaded, root-relative, at high priority
  const photo = await db.knex('image').where({ owner_type: 'SPACE', owner_id: space.space_id }).orderBy('position').first('image_id');
  expect(head).toContain(`<link rel="preload" as="image" href="/api/image/${photo.image_id}/" fetchpriority="high">`);

  await db.knex('space').where('space_id', space.space_id).update({ is_active: false });
  const gone = await get(url);
  expect(gone.res.status).toBe(404);
  expect(gone.head).toContain('<meta name="robots" content="noindex">');
  await db.knex('space').where('space_id', space.space_id).update({ is_active: true });
});

test('a city page: SEO text, FAQ (FAQPage), its public spaces and a link into the search', async () => {
  const city = await db.knex('seo_location as c').join('seo_location as r', 'r.location_id', 'c.parent_id')
    .join('venue as v', 'v.city_id', 'c.location_id').where({ 'c.entity_type': 'CITY', 'c.is_active': true, 'v.is_active': true })
    .first('c.location_id', 'c.name', 'c.slug', 'c.meta_title_nl', 'c.h1_nl', 'c.faq', 'r.slug as region');
  await db.knex('seo_location').where('location_id', city.location_id).update({ seo_text_nl: '<p>Eerste alinea over de stad.</p><p>Tweede &amp; laatste.</p>' });
  const { res, html, jsonLd, title } = await get(`/locations/${city.region}/${city.slug}`);
  expect(res.status).toBe(200);
  expect(title).toBe(`${city.meta_title_nl || `Vergaderruimte huren in ${city.name}`} | Zaalplek`);
  if (city.h1_nl) expect(html).toContain(`<h1>${city.h1_nl}</h1>`);
  expect(html).toContain('<p>Eerste alinea over de stad.</p><p>Tweede &amp; laatste.</p>');
  const faq = jsonLd.find((d) => d['@type'] === 'FAQPage')!;
  expect(faq.mainEntity[0].name).toBe(city.faq[0].question_nl);
  expect(html).toMatch(/<a href="\/space\/[a-z0-9]{8}\/[^"]+\/\d+">/);
  expect(html).toContain('<a href="/search?search=');
  expect((await get(`/locations/${city.region}/no-such-city`)).res.status).toBe(404);
  expect((await get(`/locations/not-a-region/${city.slug}`)).res.status).toBe(404);
});

test('unknown paths are 404 with the not-found page, private areas are noindex', async () => {
  const unknown = await get('/does/not/exist', 'text/html');
  expect(unknown.res.status).toBe(404);
  expect(unknown.title).toBe('Pagina niet gevonden | Zaalplek');
  expect(unknown.html).toMatch(/<div id="?shell-page"?><article class="page-text" data-server-text>/);
  const privatePage = await get('/bookings/all');
  expect(privatePage.res.status).toBe(200);
  expect(privatePage.head).toContain('<meta name="robots" content="noindex">');
  expect(privatePage.head).not.toContain('rel="canonical"');
  // the content editor (mfe-content inside the admin area) is private too
  const editor = await get('/admin/content/blog/12');
  expect(editor.res.status).toBe(200);
  expect(editor.head).toContain('<meta name="robots" content="noindex">');
});

test.each([
  ['/utrecht/utrecht', '/locations/utrecht/utrecht'],
  ['/en/friesland', '/en/locations/friesland'],
  ['/company/about-us', '/about-us'],
  ['/en/company/about-us?ref=mail', '/en/about-us?ref=mail'],
  ['/ab12cd34/grote-zaal/1042', '/space/ab12cd34/grote-zaal/1042'],
  ['/profile', '/profile/account'],
])('%s answers 301 to %s', async (from, to) => {
  const { res } = await get(from, 'text/html');
  expect(res.status).toBe(301);
  expect(res.headers.get('location')).toBe(to);
});

test('stored text cannot break out of the head or the page text', async () => {
  const space = await db.knex('space as s').join('venue as v', 'v.venue_id', 's.venue_id').where({ 's.is_active': true, 'v.is_active': true })
    .whereNot('v.status', 'BANNED').orderBy('s.space_id', 'desc').first('s.space_id', 's.space_name', 's.space_slug', 's.space_reference', 'v.venue_hash');
  await db.knex('space').where('space_id', space.space_id).update({ space_name: 'Zaal </script><script>alert(1)</script>', space_description: '<img src=x onerror=alert(2)> Mooi' });
  const { html, jsonLd } = await get(`/space/${space.venue_hash}/${space.space_slug}/${space.space_reference}`);
  expect(html).not.toContain('<script>alert(1)');
  expect(html).not.toContain('<img src=x');
  expect(jsonLd.find((d) => d['@type'] === 'Place')!.name).toBe('Zaal </script><script>alert(1)</script>');
  await db.knex('space').where('space_id', space.space_id).update({ space_name: space.space_name, space_description: null });
});

async function publishedSlugs(type: string) {
  return db.knex('content_item as i').join('content_item_text as nl', (j) => j.on('nl.content_item_id', 'i.content_item_id').andOnVal('nl.locale', 'nl'))
    .join('content_item_text as en', (j) => j.on('en.content_item_id', 'i.content_item_id').andOnVal('en.locale', 'en'))
    .where({ 'i.content_type': type, 'i.status': 'PUBLISHED' }).orderBy('i.content_item_id')
    .first('i.content_item_id', 'nl.slug as nl', 'en.slug as en', 'nl.title as title_nl', 'en.title as title_en', 'i.parent_id');
}

test('a blog article: own title, Article with dates, hreflang to the other locale\'s slug; the other slug moves with 301, unpublished is 404', async () => {
  const a = await publishedSlugs('BLOG_ARTICLE');
  const nl = await get(`/blog/${a.nl}`);
  expect(nl.res.status).toBe(200);
  expect(nl.title).toContain(a.title_nl);
  expect(nl.head).toContain(`<link rel="alternate" hreflang="en" href="${base}/en/blog/${a.en}">`);
  const art = nl.jsonLd.find((d) => d['@type'] === 'Article')!;
  expect(art.headline).toBe(a.title_nl);
  expect(art.datePublished).toMatch(/^\d{4}-/);
  expect(nl.html).toContain(`<h1>${a.title_nl.replace(/&/g, '&amp;')}</h1>`);
  const en = await get(`/en/blog/${a.en}`);
  expect(en.title).toContain(a.title_en);
  if (a.nl !== a.en) {
    const moved = await get(`/en/blog/${a.nl}`, 'text/html');
    expect(moved.res.status).toBe(301);
    expect(moved.res.headers.get('location')).toBe(`/en/blog/${a.en}`);
  }
  expect((await get('/blog/bestaat-niet')).res.status).toBe(404);
  await db.knex('content_item').where('content_item_id', a.content_item_id).update({ status: 'UNPUBLISHED' });
  expect((await get(`/blog/${a.nl}`)).res.status).toBe(404);
  await db.knex('content_item').where('content_item_id', a.content_item_id).update({ status: 'PUBLISHED' });
});

test('helpdesk: the terms category the booking flow links to, and a story under its category', async () => {
  const terms = await get('/helpdesk/algemene-voorwaarden');
  expect(terms.res.status).toBe(200);
  expect(terms.jsonLd.map((d) => d['@type'])).toContain('BreadcrumbList');
  const story = await publishedSlugs('HELPDESK_STORY');
  const category = await db.knex('content_item_text').where({ content_item_id: story.parent_id, locale: 'nl' }).first('slug');
  const page = await get(`/helpdesk/${category.slug}/${story.nl}`);
  expect(page.res.status).toBe(200);
  expect(page.title).toContain(story.title_nl);
});

test('block pages and tag pages carry their own texts', async () => {
  const about = await get('/about-us');
  expect(about.res.status).toBe(200);
  expect(about.html).toContain('Ons verhaal');
  const city = await db.knex('seo_location as c').join('seo_location as r', 'r.location_id', 'c.parent_id').where({ 'c.entity_type': 'CITY', 'c.is_active': true }).first('c.name', 'c.slug', 'r.slug as region');
  const tag = await db.knex('seo_tag').orderBy('position').first('slug_nl', 'slug_en', 'name_nl');
  const page = await get(`/locations/${city.region}/${city.slug}/${tag.slug_nl}`);
  expect(page.res.status).toBe(200);
  expect(page.title).toBe(`${tag.name_nl} in ${city.name} | Zaalplek`);
  expect(page.head).toContain(`hreflang="en" href="${base}/en/locations/${city.region}/${city.slug}/${tag.slug_en}"`);
  expect((await get(`/locations/${city.region}/${city.slug}/geen-activiteit`)).res.status).toBe(404);
});

test('a block page taken offline answers 404 with the not-found page and leaves the sitemap; published again it is back', async () => {
  const locs = async () => [...(await (await fetch(`${base}/sitemap.xml`)).text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
  expect(await locs()).toContain(`${base}/hall-of-fame`);
  const lock = async () => (await db.knex('cms_page_edit').where('slug', 'hall-of-fame').first('lock_version'))?.lock_version ?? 1;
  await unpublishEditorPage(db.knex, 'hall-of-fame', await lock());
  for (const p of ['/hall-of-fame', '/en/hall-of-fame']) {
    const gone = await get(p);
    expect(gone.res.status).toBe(404);
    expect(gone.head).toContain('noindex');
  }
  expect(await locs()).not.toContain(`${base}/hall-of-fame`);
  expect(await locs()).not.toContain(`${base}/en/hall-of-fame`);
  expect((await get('/about-us')).res.status).toBe(200);
  await publishEditorPage(db.knex, 'hall-of-fame', await lock());
  expect((await get('/hall-of-fame')).res.status).toBe(200);
  expect(await locs()).toContain(`${base}/hall-of-fame`);
});

describe('robots.txt and sitemap.xml', () => {
  test('robots.txt keeps private areas out and points to the sitemap', async () => {
    const res = await fetch(`${base}/robots.txt`);
    expect(res.status).toBe(200);
    const body = await res.text();
    expect(body).toContain('Disallow: /admin\n');
    expect(body).toContain('Disallow: /en/bookings\n');
    expect(body).toContain('Disallow: /vendor/\n'); // the host area; the /vendor landing stays open
    expect(body).not.toMatch(/Disallow: \/vendor\n/);
    expect(body).toContain(`Sitemap: ${base}/sitemap.xml`);
  });

  test('sitemap.xml lists public pages in nl and en with alternates and lastmod, not deactivated spaces', async () => {
    const res = await fetch(`${base}/sitemap.xml`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/xml');
    const xml = await res.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    expect(locs).toContain(`${base}/`);
    expect(locs).toContain(`${base}/en`);
    expect(locs).toContain(`${base}/en/locations`);
    const blog = await publishedSlugs('BLOG_ARTICLE');
    expect(locs).toContain(`${base}/blog/${blog.nl}`);
    expect(locs).toContain(`${base}/en/blog/${blog.en}`);
    const space = await db.knex('space as s').join('venue as v', 'v.venue_id', 's.venue_id').where({ 's.is_active': true, 'v.is_active': true })
      .whereNot('v.status', 'BANNED').orderBy('s.space_id').first('s.space_slug', 's.space_reference', 'v.venue_hash');
    const spaceUrl = `/space/${space.venue_hash}/${space.space_slug}/${space.space_reference}`;
    expect(locs).toContain(`${base}${spaceUrl}`);
    expect(locs).toContain(`${base}/en${spaceUrl}`);
    expect(xml).toMatch(new RegExp(`<loc>${base}${spaceUrl}</loc><lastmod>\\d{4}-\\d\\d-\\d\\dT[^<]+</lastmod><xhtml:link rel="alternate" hreflang="nl"`));
    const inactive = await db.knex('space as s').join('venue as v', 'v.venue_id', 's.venue_id').where('s.is_active', false).first('s.space_slug', 's.space_reference', 'v.venue_hash');
    if (inactive) expect(locs).not.toContain(`${base}/space/${inactive.venue_hash}/${inactive.space_slug}/${inactive.space_reference}`);
    const [{ n }] = await db.knex('space as s').join('venue as v', 'v.venue_id', 's.venue_id').where({ 's.is_active': true, 'v.is_active': true }).whereNot('v.status', 'BANNED').count({ n: '*' });
    expect(locs.filter((l) => /\/space\//.test(l))).toHaveLength(2 * Number(n));
  });

  test('above the page limit sitemap.xml is an index of files that together list every page once', async () => {
    const { sitemapXml } = await import('./sitemap');
    const config = readConfig({}, { root, varDir: path.join(root, 'var') });
    const index = (await sitemapXml(config, db.knex, base, 0, 40))!;
    const files = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    expect(index).toContain('<sitemapindex');
    expect(files.length).toBeGreaterThan(1);
    const all: string[] = [];
    for (let i = 1; i <= files.length; i++) {
      expect(files[i - 1]).toBe(`${base}/sitemap-${i}.xml`);
      const part = (await sitemapXml(config, db.knex, base, i, 40))!;
      const locs = [...part.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
      expect(locs.length).toBeLessThanOrEqual(80);
      all.push(...locs);
    }
    expect(new Set(all).size).toBe(all.length);
    const single = (await sitemapXml(config, db.knex, base, 0))!;
    expect(all.sort()).toEqual([...single.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!).sort());
    expect(await sitemapXml(config, db.knex, base, files.length + 1, 40)).toBeNull();
  });
});

test('no page needed the fallback without its server text', () => {
  expect(errors).toEqual([]);
});
