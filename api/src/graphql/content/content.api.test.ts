/**
 * Content reads through the real app against the seeded database: blog, how-to, helpdesk (with its
 * search and the general conditions slug the booking flow links to), block pages, social links,
 * locations (province, city with SEO text, FAQ and nearby cities, tag pages), and slugs: another
 * locale's slug and a renamed item's old slug answer with the current slug; drafts stay hidden.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApp } from '../../app';
import { readConfig } from '../../config';
import { createTestDatabase, type TestDatabase } from '../../test/db/createTestDatabase';

let db: TestDatabase;
let server: http.Server;
let url: string;

beforeAll(async () => {
  db = await createTestDatabase({ seed: true });
  server = http.createServer(createApp({ knex: db.knex, config: readConfig({}, { root: '/nonexistent' }), log: () => undefined }).callback());
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/graphql/public`;
});
afterAll(async () => {
  await new Promise<void>((r) => server.close(() => r()));
  await db.destroy();
});

async function call(query: string, variables: Record<string, unknown> = {}, locale = 'NL') {
  const res = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-Locale': locale }, body: JSON.stringify({ query, variables }) });
  return (await res.json()) as { data?: any; errors?: Array<{ extensions?: any }> };
}
async function gql(query: string, variables: Record<string, unknown> = {}, locale = 'NL') {
  const body = await call(query, variables, locale);
  expect(body.errors).toBeUndefined();
  return body.data;
}

describe('blog and how-to', () => {
  it('lists blog articles newest first, paged, in the request locale', async () => {
    const p1 = await gql('{ get_all_blog_articles(pagination: { page: 1, size: 4 }) { total per_page page stories { slug title published_at } } }');
    expect(p1.get_all_blog_articles).toMatchObject({ total: 6, per_page: 4, page: 1 });
    expect(p1.get_all_blog_articles.stories).toHaveLength(4);
    const dates = p1.get_all_blog_articles.stories.map((s: any) => s.published_at);
    expect([...dates].sort().reverse()).toEqual(dates);
    const p2 = await gql('{ get_all_blog_articles(pagination: { page: 2, size: 4 }) { stories { slug } } }');
    expect(p2.get_all_blog_articles.stories).toHaveLength(2);
    const en = await gql('{ get_all_blog_articles { stories { slug title } } }', {}, 'EN');
    expect(en.get_all_blog_articles.stories[0].title).toBe('Ten tips for a productive team day');
  });

  it('reads an article by its slug; the other locale\'s slug answers with this locale\'s slug; unknown is null', async () => {
    const q = 'query($slug: String!) { get_blog_article(slug: $slug, preview: true) { slug slugs { nl en } title body_html meta_title } }';
    const nl = await gql(q, { slug: 'tien-tips-voor-een-productieve-heidag' });
    expect(nl.get_blog_article).toMatchObject({ slug: 'tien-tips-voor-een-productieve-heidag', slugs: { en: 'ten-tips-for-a-productive-team-day' }, title: 'Tien tips voor een productieve heidag' });
    expect(nl.get_blog_article.body_html).toContain('<h2>Voor de dag</h2>');
    const switched = await gql(q, { slug: 'tien-tips-voor-een-productieve-heidag' }, 'EN');
    expect(switched.get_blog_article.slug).toBe('ten-tips-for-a-productive-team-day');
    expect((await gql(q, { slug: 'bestaat-niet' })).get_blog_article).toBeNull();
    expect((await gql(q, { slug: '../../etc' })).get_blog_article).toBeNull();
  });

  it('keeps drafts and unpublished items hidden, also with preview (no preview token yet)', async () => {
    const item = await db.knex('content_item_text').where({ content_type: 'HOW_TO_ARTICLE', locale: 'nl', slug: 'een-ruimte-boeken-in-vijf-stappen' }).first();
    await db.knex('content_item').where('content_item_id', item.content_item_id).update({ status: 'UNPUBLISHED' });
    try {
      const q = '{ get_how_to_article(article_slug: "een-ruimte-boeken-in-vijf-stappen", preview: true) { title } get_all_how_to_articles { total } }';
      const data = await gql(q);
      expect(data.get_how_to_article).toBeNull();
      expect(data.get_all_how_to_articles.total).toBe(3);
    } finally {
      await db.knex('content_item').where('content_item_id', item.content_item_id).update({ status: 'PUBLISHED' });
    }
    expect((await gql('{ get_all_how_to_articles { total stories { title } } }')).get_all_how_to_articles.total).toBe(4);
  });

  it('answers an old slug after a rename with the current one', async () => {
    const item = await db.knex('content_item_text').where({ content_type: 'BLOG_ARTICLE', locale: 'nl', slug: 'welke-zaalopstelling-kies-je' }).first();
    await db.knex('content_item_text').where({ content_item_id: item.content_item_id, locale: 'nl' }).update({ slug: 'zaalopstellingen-uitgelegd' });
    await db.knex('content_slug_redirect').insert({ content_type: 'BLOG_ARTICLE', locale: 'nl', old_slug: 'welke-zaalopstelling-kies-je', content_item_id: item.content_item_id });
    const data = await gql('{ get_blog_article(slug: "welke-zaalopstelling-kies-je") { slug } }');
    expect(data.get_blog_article.slug).toBe('zaalopstellingen-uitgelegd');
  });
});

describe('helpdesk', () => {
  it('has the five categories in order with their stories', async () => {
    const data = await gql('{ get_faq_categories { key slug title story_count } }');
    expect(data.get_faq_categories.map((c: any) => c.key)).toEqual(['about_product', 'general', 'general_conditions', 'landlords', 'tenants']);
    for (const c of data.get_faq_categories) expect(c.story_count).toBeGreaterThanOrEqual(3);
  });

  it('publishes the general conditions under the slug the booking flow links to, in both locales', async () => {
    const q = '{ get_faq_category_stories(category_slug: "algemene-voorwaarden") { category { key slug title } stories { slug title category { key } } } }';
    const nl = await gql(q);
    expect(nl.get_faq_category_stories.category).toMatchObject({ key: 'general_conditions', slug: 'algemene-voorwaarden', title: 'Algemene voorwaarden' });
    expect(nl.get_faq_category_stories.stories.map((s: any) => s.title)).toContain('Annuleringsvoorwaarden');
    const en = await gql(q, {}, 'EN');
    expect(en.get_faq_category_stories.category).toMatchObject({ slug: 'terms-and-conditions', title: 'General terms and conditions' });
    expect((await gql('{ get_faq_category_stories(category_slug: "nope") { category { key } } }')).get_faq_category_stories).toBeNull();
  });

  it('reads a story with its category', async () => {
    const data = await gql('{ get_helpdesk_story(story_slug: "wanneer-word-ik-uitbetaald") { title body_html category { key slug } } }');
    expect(data.get_helpdesk_story).toMatchObject({ title: 'Wanneer word ik uitbetaald?', category: { key: 'landlords', slug: 'verhuurders' } });
  });

  it('finds stories by words (stemmed: "betaal" finds "betalen"), title matches first, in the request locale', async () => {
    const nl = await gql('{ search_helpdesk_stories(search_term: "uitbetaald") { title category { slug } } }');
    expect(nl.search_helpdesk_stories[0].title).toBe('Wanneer word ik uitbetaald?');
    const stem = await gql('{ search_helpdesk_stories(search_term: "betalen") { title } }');
    expect(stem.search_helpdesk_stories.map((s: any) => s.title)).toContain('Hoe betaal ik mijn boeking?');
    const en = await gql('{ search_helpdesk_stories(search_term: "cancel") { title } }', {}, 'EN');
    expect(en.search_helpdesk_stories.map((s: any) => s.title)).toContain('Cancellation terms');
    expect((await gql('{ search_helpdesk_stories(search_term: "x") { title } }')).search_helpdesk_stories).toEqual([]);
    expect((await gql('{ search_helpdesk_stories(search_term: "%_\\\\") { title } }')).search_helpdesk_stories).toEqual([]);
  });
});

describe('block pages and social links', () => {
  it('serves about-us, the vendor landing, the security policy, the hall of fame and the footer in nl and en', async () => {
    const q = '{ about_us { title blocks { block_type } } vendor_home { title blocks { block_type data } } a: static_page(slug: "security-policy") { title } b: static_page(slug: "hall-of-fame") { title } footer { blocks { block_type data } } get_all_social_media { network url } }';
    const nl = await gql(q);
    expect(nl.about_us.title).toBe('Over ons');
    expect(nl.vendor_home.blocks.find((b: any) => b.block_type === 'HERO').data.cta_href).toBe('/vendor/onboarding');
    expect(nl.a.title).toBe('Beveiligingsbeleid');
    expect(nl.b.title).toBe('Hall of Fame');
    expect(nl.footer.blocks.every((b: any) => b.block_type === 'NAVIGATION')).toBe(true);
    expect(nl.get_all_social_media.map((s: any) => s.network)).toEqual(['linkedin', 'instagram', 'facebook', 'youtube']);
    const en = await gql(q, {}, 'EN');
    expect(en.about_us.title).toBe('About us');
    expect(en.a.title).toBe('Security policy');
  });

  it('refuses other slugs on static_page', async () => {
    const body = await call('{ static_page(slug: "home") { title } }');
    expect(body.errors?.[0]?.extensions?.response?.body).toMatchObject({ error_type: 'FIELD_VALIDATION', entity: 'static_page', status_code: 400 });
  });
});

describe('locations', () => {
  it('lists provinces and cities; by default only those with spaces; filtered by a province', async () => {
    const all = await gql('{ get_all_locations(show_all: true, pagination: { size: 50 }) { total result { type } } }');
    expect(all.get_all_locations.total).toBe(72);
    const regions = await gql('{ get_all_locations(entity_type: REGION, show_all: true) { total result { name path counter } } }');
    expect(regions.get_all_locations.total).toBe(12);
    const withSpaces = await gql('{ get_all_locations(pagination: { size: 50 }) { total result { counter } } }');
    expect(withSpaces.get_all_locations.result.every((l: any) => l.counter > 0)).toBe(true);
    const utrecht = await gql('{ get_all_locations(entity_type: CITY, show_all: true, location: "utrecht") { result { path region_slug } } }');
    expect(utrecht.get_all_locations.result.length).toBe(5);
    for (const c of utrecht.get_all_locations.result) expect(c.path).toMatch(/^utrecht\//);
  });

  it('gives a city its SEO texts, FAQ, video and nearby cities; a province its cities; in nl and en', async () => {
    const q = '{ get_specific_location(slug: "noord-holland/amsterdam") { name type region_name counter video_url seo { h1 h2 description meta_title seo_text language } faqs { question answer } nearby { name path } tags { slug name intro } } }';
    const nl = (await gql(q)).get_specific_location;
    expect(nl).toMatchObject({ name: 'Amsterdam', type: 'CITY', region_name: 'Noord-Holland' });
    expect(nl.counter).toBeGreaterThan(0);
    expect(nl.seo.h1).toBe('Vergaderruimte huren in Amsterdam');
    expect(nl.seo.seo_text).toContain('<h2>Vergaderen in Amsterdam</h2>');
    expect(nl.faqs.length).toBeGreaterThanOrEqual(3);
    expect(nl.video_url).toMatch(/^https:\/\//);
    expect(nl.nearby).toHaveLength(6);
    expect(nl.nearby.map((c: any) => c.name)).not.toContain('Amsterdam');
    expect(nl.tags.map((t: any) => t.slug)).toContain('vergaderzaal');
    const en = (await gql(q, {}, 'EN')).get_specific_location;
    expect(en.seo).toMatchObject({ h1: 'Rent a meeting room in Amsterdam', language: 'en' });
    expect(en.faqs[0].question).toMatch(/^How many meeting rooms/);
    const region = (await gql('{ get_specific_location(slug: "utrecht") { type cities { name path } } }')).get_specific_location;
    expect(region.type).toBe('REGION');
    expect(region.cities.length).toBe(5);
    expect((await gql('{ get_specific_location(slug: "utrecht/atlantis") { name } }')).get_specific_location).toBeNull();
  });

  it('resolves tag and SEO pages through specific_instance_by_slug; unknown ones are NOT_FOUND', async () => {
    const tag = await gql('{ specific_instance_by_slug(instance_type: TAG, slug: "utrecht/utrecht/trainingsruimte") { tag { tag { category_key name intro } location { name } } } }');
    expect(tag.specific_instance_by_slug.tag).toMatchObject({ tag: { category_key: 'we_train', name: 'Trainingsruimte' }, location: { name: 'Utrecht' } });
    expect(tag.specific_instance_by_slug.tag.tag.intro).toContain('Utrecht');
    const seo = await gql('{ specific_instance_by_slug(instance_type: SEO, slug: "utrecht") { seo { name type } } }');
    expect(seo.specific_instance_by_slug.seo).toEqual({ name: 'Utrecht', type: 'REGION' });
    const missing = await call('{ specific_instance_by_slug(instance_type: TAG, slug: "utrecht/utrecht/ruimteschip") { tag { tag { name } } } }');
    expect(missing.errors?.[0]?.extensions?.response?.body).toMatchObject({ error_type: 'NOT_FOUND', entity: 'location_tag', status_code: 404 });
  });

  it('gives the main menu every province and the cities with the most spaces', async () => {
    const menu = (await gql('{ main_menu { regions { name } cities { name counter } } }')).main_menu;
    expect(menu.regions).toHaveLength(12);
    expect(menu.cities.length).toBeGreaterThan(0);
    const counters = menu.cities.map((c: any) => c.counter);
    expect([...counters].sort((a: number, b: number) => b - a)).toEqual(counters);
  });
});

describe('get_spaces_by_slug', () => {
  it('returns visible space cards in the order asked, by reference or by URL', async () => {
    const spaces = await db.knex('space as s').join('venue as v', 'v.venue_id', 's.venue_id').where({ 's.is_active': true, 'v.is_active': true })
      .orderBy('s.space_id').limit(2).select('s.space_reference', 'v.venue_hash', 's.space_slug');
    const [a, b] = spaces;
    const data = await gql('query($slugs: [String!]!) { get_spaces_by_slug(slugs: $slugs) { space_reference space_url } }', {
      slugs: [`/space/${b.venue_hash}/${b.space_slug}/${b.space_reference}`, a.space_reference, '999999999999', 'nonsense'],
    });
    expect(data.get_spaces_by_slug.map((s: any) => s.space_reference)).toEqual([b.space_reference, a.space_reference]);
  });
});
