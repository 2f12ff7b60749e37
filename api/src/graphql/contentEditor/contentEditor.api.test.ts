/**
 * The content editor against the real app and PostgreSQL: a content editor writes a blog article in nl
 * and en with an uploaded image; the draft stays hidden except through its signed preview link; publish
 * shows it in both locales; a renamed slug keeps answering with the new slug; two editors on one item
 * get CONFLICT instead of overwriting each other; slugs are unique; rich text is sanitised; old versions
 * restore; scheduled items publish when the minute task runs; unpublished items disappear again.
 */
import { png } from '../../domain/images/testPng';
import { publishDueContent } from '../../services/content/editor';
import { signPreviewToken } from '../../services/content/previewToken';
import { startTestApp, TEST_SECRET, type TestApp } from '../../test/api/testApp';

let app: TestApp;
let editorToken: string;

beforeAll(async () => {
  app = await startTestApp();
  const [row] = await app.db.knex('account')
    .insert({ email: 'redactie@example.nl', first_name: 'Roos', last_name: 'Redactie', account_state: 'BOOKER', staff_role: 'CONTENT_EDITOR' })
    .returning('account_id');
  editorToken = app.token(row.account_id);
});
afterAll(() => app.close());

const ITEM = `content_item_id status lock_version has_draft image_id image_url publish_at
  nl { slug title summary body_html meta_title meta_description } en { slug title body_html }
  published_slugs { nl en } versions { content_version_id version_no author_name is_published is_draft title_nl }`;
const SAVE = `mutation($input: SaveContentItemInput!) { save_content_item(input: $input) { ${ITEM} } }`;
const PUBLISH = `mutation($id: Int!, $lock: Int!) { publish_content_item(content_item_id: $id, lock_version: $lock) { ${ITEM} } }`;
const UNPUBLISH = `mutation($id: Int!, $lock: Int!) { unpublish_content_item(content_item_id: $id, lock_version: $lock) { ${ITEM} } }`;
const PUBLIC_ARTICLE = `query($slug: String!, $token: String) { get_blog_article(slug: $slug, preview: true, preview_token: $token) { slug slugs { nl en } title body_html image_url } }`;

async function asEditor<T = any>(query: string, variables: Record<string, unknown> = {}, token = editorToken) {
  return app.graphql<T>(query, variables, { token, endpoint: 'authenticated' });
}
async function ok(query: string, variables: Record<string, unknown> = {}) {
  const res = await asEditor(query, variables);
  expect(res.body.errors).toBeUndefined();
  return res.body.data as any;
}
const publicArticle = async (slug: string, locale = 'NL', token?: string) =>
  (await app.graphql<any>(PUBLIC_ARTICLE, { slug, token }, { locale })).body.data!.get_blog_article;

const texts = (nl: string, en: string, body = '<p>Tekst</p>') => ({
  nl: { slug: nl, title: `Titel ${nl}`, summary: 'Kort', body_html: body, meta_title: null, meta_description: 'Omschrijving' },
  en: { slug: en, title: `Title ${en}`, summary: 'Short', body_html: '<p>Text</p>', meta_title: null, meta_description: null },
});

async function uploadImage(token = editorToken): Promise<Response> {
  const form = new FormData();
  form.append('file', new Blob([png(960, 640)], { type: 'image/png' }), 'zaal.png');
  return app.request('/api/image/content/', { method: 'POST', body: form, token });
}

test('only content editors and admins get in', async () => {
  const list = '{ content_editor_items(content_type: BLOG_ARTICLE) { content_item_id } }';
  expect((await app.graphql(list, {}, { endpoint: 'authenticated' })).status).toBe(401);
  const booker = await asEditor(list, {}, app.token(app.fx.bookerId));
  expect(booker.body.errors?.[0]?.extensions?.response?.body?.error_type).toBe('FORBIDDEN');
  const host = await asEditor(list, {}, app.token(app.fx.vendorId, 'VENDOR'));
  expect(host.body.errors?.[0]?.extensions?.response?.body?.error_type).toBe('FORBIDDEN');
  expect((await asEditor(list, {}, app.token(app.fx.adminId, 'BOOKER', true))).body.errors).toBeUndefined();
  expect((await uploadImage(app.token(app.fx.bookerId))).status).toBe(403);
});

test('write, preview, publish, rename with a 301-style answer, unpublish', async () => {
  const upload = await uploadImage();
  expect(upload.status).toBe(201);
  const image = (await upload.json()) as { image_id: number; image_url: string };

  const body = '<h2>Voorbereiden</h2><p onclick="steal()">Zo <strong>werkt</strong> het</p><script>alert(1)</script><img src="' + image.image_url + '" alt="zaal">';
  const created = (await ok(SAVE, { input: { content_type: 'BLOG_ARTICLE', image_id: image.image_id, ...texts('vergaderen-aan-het-water', 'meeting-by-the-water', body) } })).save_content_item;
  expect(created).toMatchObject({ status: 'DRAFT', has_draft: true, image_id: image.image_id, lock_version: 1, published_slugs: { nl: null, en: null } });
  expect(created.nl.body_html).toBe(`<h2>Voorbereiden</h2><p>Zo <strong>werkt</strong> het</p><img src="${image.image_url}" alt="zaal">`);
  expect(created.versions).toEqual([expect.objectContaining({ version_no: 1, author_name: 'Roos Redactie', is_draft: true, is_published: false })]);
  const id = created.content_item_id;

  // a draft is hidden, also with preview but without a valid token
  expect(await publicArticle('vergaderen-aan-het-water')).toBeNull();
  expect(await publicArticle('vergaderen-aan-het-water', 'NL', 'not-a-token')).toBeNull();
  expect(await publicArticle('vergaderen-aan-het-water', 'NL', app.token(app.fx.adminId, 'BOOKER', true))).toBeNull();

  const links = (await ok('query($id: Int!) { content_preview_link(content_item_id: $id) { nl en expires_at } }', { id })).content_preview_link;
  expect(links.nl).toMatch(/^\/blog\/vergaderen-aan-het-water\?preview=[\w.-]+$/);
  expect(links.en).toMatch(/^\/en\/blog\/meeting-by-the-water\?preview=/);
  expect(new Date(links.expires_at).getTime()).toBeGreaterThan(Date.now() + 20 * 60_000);
  const token = decodeURIComponent(links.nl.split('preview=')[1]);
  expect(await publicArticle('vergaderen-aan-het-water', 'NL', token)).toMatchObject({ title: 'Titel vergaderen-aan-het-water', image_url: image.image_url });
  expect(await publicArticle('meeting-by-the-water', 'EN', token)).toMatchObject({ title: 'Title meeting-by-the-water' });
  // the token shows only its own item, and not once expired
  expect(await publicArticle('tien-tips-voor-een-productieve-heidag', 'NL', token)).toBeNull();
  const expired = signPreviewToken({ content_item_id: id, content_version_id: created.versions[0].content_version_id }, TEST_SECRET, -10).token;
  expect(await publicArticle('vergaderen-aan-het-water', 'NL', expired)).toBeNull();

  const published = (await ok(PUBLISH, { id, lock: created.lock_version })).publish_content_item;
  expect(published).toMatchObject({ status: 'PUBLISHED', has_draft: false, published_slugs: { nl: 'vergaderen-aan-het-water', en: 'meeting-by-the-water' } });
  expect(await publicArticle('vergaderen-aan-het-water')).toMatchObject({ slug: 'vergaderen-aan-het-water', image_url: image.image_url });
  expect(await publicArticle('meeting-by-the-water', 'EN')).toMatchObject({ slug: 'meeting-by-the-water', title: 'Title meeting-by-the-water' });
  const list = (await app.graphql<any>('{ get_all_blog_articles { stories { slug } } }')).body.data.get_all_blog_articles.stories;
  expect(list[0].slug).toBe('vergaderen-aan-het-water');

  // rename the Dutch slug: the old one answers with the new slug (the page redirects with 301)
  const renamed = (await ok(SAVE, { input: { content_item_id: id, content_type: 'BLOG_ARTICLE', lock_version: published.lock_version, image_id: image.image_id, ...texts('vergaderen-aan-de-gracht', 'meeting-by-the-water') } })).save_content_item;
  expect(await publicArticle('vergaderen-aan-de-gracht')).toBeNull(); // still a draft
  const republished = (await ok(PUBLISH, { id, lock: renamed.lock_version })).publish_content_item;
  expect((await publicArticle('vergaderen-aan-het-water')).slug).toBe('vergaderen-aan-de-gracht');
  expect(await app.db.knex('content_slug_redirect').where({ content_item_id: id }).select('locale', 'old_slug')).toEqual([{ locale: 'nl', old_slug: 'vergaderen-aan-het-water' }]);

  const offline = (await ok(UNPUBLISH, { id, lock: republished.lock_version })).unpublish_content_item;
  expect(offline.status).toBe('UNPUBLISHED');
  expect(await publicArticle('vergaderen-aan-de-gracht')).toBeNull();
  expect(await publicArticle('vergaderen-aan-het-water')).toBeNull();
});

test('two editors on one item: the second save is a conflict, nothing is overwritten', async () => {
  const item = (await ok(SAVE, { input: { content_type: 'HOW_TO_ARTICLE', ...texts('zaal-boeken', 'book-a-room') } })).save_content_item;
  const first = await asEditor(SAVE, { input: { content_item_id: item.content_item_id, content_type: 'HOW_TO_ARTICLE', lock_version: item.lock_version, ...texts('zaal-boeken-in-drie-stappen', 'book-a-room') } });
  expect(first.body.errors).toBeUndefined();
  const second = await asEditor(SAVE, { input: { content_item_id: item.content_item_id, content_type: 'HOW_TO_ARTICLE', lock_version: item.lock_version, ...texts('zaal-boeken-snel', 'book-a-room') } }, app.token(app.fx.adminId, 'BOOKER', true));
  expect(second.body.errors?.[0]?.extensions?.response?.body).toMatchObject({ error_type: 'CONFLICT', entity: 'content_item', key: 'stale_version', meta: { lock_version: item.lock_version + 1 } });
  const now = (await ok(`query($id: Int!) { content_editor_item(content_item_id: $id) { ${ITEM} } }`, { id: item.content_item_id })).content_editor_item;
  expect(now.nl.slug).toBe('zaal-boeken-in-drie-stappen');
  expect(now.versions).toHaveLength(2);
  const publish = await asEditor(PUBLISH, { id: item.content_item_id, lock: item.lock_version });
  expect(publish.body.errors?.[0]?.extensions?.response?.body?.key).toBe('stale_version');
});

test('slugs are unique per type and locale, texts are validated per locale', async () => {
  expect((await asEditor(SAVE, { input: { content_type: 'BLOG_ARTICLE', ...texts('dubbele-titel', 'a-new-one') } })).body.errors).toBeUndefined();
  const again = await asEditor(SAVE, { input: { content_type: 'BLOG_ARTICLE', ...texts('dubbele-titel', 'another-one') } });
  expect(again.body.errors?.[0]?.extensions?.response?.body).toMatchObject({ error_type: 'FIELD_VALIDATION', key: 'slug_taken', meta: { fields: { 'nl.slug': 'slug_taken' } } });
  // an old slug of another item is taken too
  const old = await asEditor(SAVE, { input: { content_type: 'BLOG_ARTICLE', ...texts('vergaderen-aan-het-water', 'yet-another') } });
  expect(old.body.errors?.[0]?.extensions?.response?.body?.meta?.fields).toEqual({ 'nl.slug': 'slug_taken' });
  // the same slug in another type is fine
  expect((await asEditor(SAVE, { input: { content_type: 'HOW_TO_ARTICLE', ...texts('vergaderen-aan-het-water', 'by-the-water') } })).body.errors).toBeUndefined();
  const bad = await asEditor(SAVE, { input: { content_type: 'BLOG_ARTICLE', ...texts('Met Spaties', ''), } });
  expect(bad.body.errors?.[0]?.extensions?.response?.body).toMatchObject({ error_type: 'FIELD_VALIDATION', meta: { fields: { 'nl.slug': 'invalid_slug', 'en.slug': 'required' } } });
  const orphan = await asEditor(SAVE, { input: { content_type: 'HELPDESK_STORY', ...texts('losse-vraag', 'loose-question') } });
  expect(orphan.body.errors?.[0]?.extensions?.response?.body?.meta?.fields).toEqual({ parent_id: 'category_required' });
});

test('restore an earlier version as the draft; scheduled items publish when their time has come', async () => {
  const v1 = (await ok(SAVE, { input: { content_type: 'BLOG_ARTICLE', ...texts('eerste-versie', 'first-version') } })).save_content_item;
  const v2 = (await ok(SAVE, { input: { content_item_id: v1.content_item_id, content_type: 'BLOG_ARTICLE', lock_version: v1.lock_version, ...texts('tweede-versie', 'second-version') } })).save_content_item;
  const restored = (await ok('mutation($id: Int!, $v: Int!, $lock: Int!) { restore_content_version(content_item_id: $id, content_version_id: $v, lock_version: $lock) { nl { slug } versions { version_no is_draft } lock_version } }',
    { id: v1.content_item_id, v: v1.versions[0].content_version_id, lock: v2.lock_version })).restore_content_version;
  expect(restored.nl.slug).toBe('eerste-versie');
  expect(restored.versions[0]).toEqual({ version_no: 3, is_draft: true });

  const past = await asEditor('mutation($id: Int!, $lock: Int!) { schedule_content_item(content_item_id: $id, lock_version: $lock, publish_at: "2020-01-01T00:00:00Z") { status } }', { id: v1.content_item_id, lock: restored.lock_version });
  expect(past.body.errors?.[0]?.extensions?.response?.body).toMatchObject({ error_type: 'FIELD_VALIDATION', key: 'in_the_past' });
  const at = new Date(Date.now() + 3_600_000).toISOString();
  const scheduled = (await ok('mutation($id: Int!, $lock: Int!, $at: String!) { schedule_content_item(content_item_id: $id, lock_version: $lock, publish_at: $at) { status publish_at } }', { id: v1.content_item_id, lock: restored.lock_version, at })).schedule_content_item;
  expect(scheduled).toEqual({ status: 'SCHEDULED', publish_at: at });
  expect(await publishDueContent(app.db.knex, new Date())).toBe(0);
  expect(await publicArticle('eerste-versie')).toBeNull();
  expect(await publishDueContent(app.db.knex, new Date(Date.now() + 2 * 3_600_000))).toBe(1);
  expect(await publicArticle('eerste-versie')).toMatchObject({ slug: 'eerste-versie' });
  expect(await publishDueContent(app.db.knex, new Date(Date.now() + 3 * 3_600_000))).toBe(0);
});

describe('block pages', () => {
  const PAGE = `slug lock_version has_draft title_nl nl { title meta_description blocks { block_type data } } en { title blocks { block_type data } }
    versions { cms_page_version_id version_no is_draft is_published author_name }`;
  const SAVE_PAGE = `mutation($slug: String!, $lock: Int!, $nl: CmsPageLocaleInput!, $en: CmsPageLocaleInput!) { save_cms_page(slug: $slug, lock_version: $lock, nl: $nl, en: $en) { ${PAGE} } }`;
  const PUBLISH_PAGE = `mutation($slug: String!, $lock: Int!) { publish_cms_page(slug: $slug, lock_version: $lock) { ${PAGE} } }`;
  const ABOUT = 'query($token: String) { about_us(preview: true, preview_token: $token) { title blocks { block_type position data } } }';
  const about = async (locale = 'NL', token?: string) => (await app.graphql<any>(ABOUT, { token }, { locale })).body.data!.about_us;
  const blocks = {
    headline: { block_type: 'HEADLINE', data: { title: 'Wie wij zijn' } },
    text: { block_type: 'TEXT', data: { title: 'Ons verhaal', html: '<p onclick="x()">Sinds 2019</p><script>alert(1)</script>' } },
    faq: { block_type: 'FAQ', data: { title: 'Vragen', items: [{ question: 'Waar zitten jullie?', answer: 'In Utrecht.' }] } },
  };

  test('draft, signed preview, publish in both locales, reorder, conflict, restore and schedule', async () => {
    const pages = (await ok('{ cms_editor_pages { slug lock_version } }')).cms_editor_pages.map((p: any) => p.slug);
    expect(pages).toEqual(['home', 'about-us', 'vendor', 'security-policy', 'hall-of-fame', 'footer']);
    const first = (await ok(SAVE_PAGE, {
      slug: 'about-us', lock: 1,
      nl: { title: 'Over ons', meta_description: 'Wie Zaalplek is', blocks: [blocks.headline, blocks.text, blocks.faq] },
      en: { title: 'About us', blocks: [{ block_type: 'HEADLINE', data: { title: 'Who we are' } }] },
    })).save_cms_page;
    expect(first).toMatchObject({ lock_version: 2, has_draft: true, title_nl: 'Over ons' });
    expect(first.nl.blocks[1].data.html).toBe('<p>Sinds 2019</p>');
    expect(await about()).toBeNull(); // nothing published yet

    const links = (await ok('{ cms_page_preview_link(slug: "about-us") { nl en } }')).cms_page_preview_link;
    expect(links.nl).toMatch(/^\/about-us\?preview=/);
    expect(links.en).toMatch(/^\/en\/about-us\?preview=/);
    const token = decodeURIComponent(links.nl.split('preview=')[1]);
    expect((await about('NL', token)).blocks.map((b: any) => b.block_type)).toEqual(['HEADLINE', 'TEXT', 'FAQ']);
    expect((await app.graphql<any>('query($t: String) { vendor_home(preview: true, preview_token: $t) { title } }', { t: token })).body.data!.vendor_home).toBeNull();

    const published = (await ok(PUBLISH_PAGE, { slug: 'about-us', lock: first.lock_version })).publish_cms_page;
    expect(published.has_draft).toBe(false);
    expect(await about()).toMatchObject({ title: 'Over ons', blocks: [{ block_type: 'HEADLINE', position: 1 }, { block_type: 'TEXT', position: 2 }, { block_type: 'FAQ', position: 3 }] });
    expect((await about('EN')).blocks).toEqual([{ block_type: 'HEADLINE', position: 1, data: { title: 'Who we are' } }]);

    // reordered (FAQ first, the text removed) by one editor; the other editor's older copy is refused
    const reordered = (await ok(SAVE_PAGE, { slug: 'about-us', lock: published.lock_version, nl: { title: 'Over ons', blocks: [blocks.faq, blocks.headline] }, en: { title: 'About us', blocks: [] } })).save_cms_page;
    const stale = await asEditor(SAVE_PAGE, { slug: 'about-us', lock: published.lock_version, nl: { title: 'Over ons!', blocks: [] }, en: { title: 'About us', blocks: [] } }, app.token(app.fx.adminId, 'BOOKER', true));
    expect(stale.body.errors?.[0]?.extensions?.response?.body).toMatchObject({ error_type: 'CONFLICT', entity: 'cms_page', key: 'stale_version' });
    const afterReorder = (await ok(PUBLISH_PAGE, { slug: 'about-us', lock: reordered.lock_version })).publish_cms_page;
    expect((await about()).blocks.map((b: any) => b.block_type)).toEqual(['FAQ', 'HEADLINE']);

    // restore version 1 as the draft, then schedule it
    const v1 = afterReorder.versions.find((v: any) => v.version_no === 1);
    const restored = (await ok(`mutation($lock: Int!, $v: Int!) { restore_cms_page_version(slug: "about-us", cms_page_version_id: $v, lock_version: $lock) { ${PAGE} } }`, { lock: afterReorder.lock_version, v: v1.cms_page_version_id })).restore_cms_page_version;
    expect(restored.nl.blocks.map((b: any) => b.block_type)).toEqual(['HEADLINE', 'TEXT', 'FAQ']);
    const at = new Date(Date.now() + 3_600_000).toISOString();
    await ok('mutation($lock: Int!, $at: String!) { schedule_cms_page(slug: "about-us", lock_version: $lock, publish_at: $at) { publish_at } }', { lock: restored.lock_version, at });
    const { publishDuePages } = await import('../../services/content/pageEditor');
    expect(await publishDuePages(app.db.knex, new Date())).toBe(0);
    expect(await publishDuePages(app.db.knex, new Date(Date.now() + 2 * 3_600_000))).toBe(1);
    expect((await about()).blocks.map((b: any) => b.block_type)).toEqual(['HEADLINE', 'TEXT', 'FAQ']);
  });

  test('a page is taken offline in both locales and published again; home and the footer stay online', async () => {
    const STATE = `{ cms_editor_page(slug: "security-policy") { lock_version is_published has_draft } }`;
    const PAGE_Q = 'query($t: String) { static_page(slug: "security-policy", preview: true, preview_token: $t) { title } }';
    const page = async (locale = 'NL') => (await app.graphql<any>(PAGE_Q, {}, { locale })).body.data!.static_page;
    const UNPUBLISH_PAGE = `mutation($slug: String!, $lock: Int!) { unpublish_cms_page(slug: $slug, lock_version: $lock) { ${PAGE} is_published } }`;
    const start = (await ok(STATE)).cms_editor_page;
    const saved = (await ok(SAVE_PAGE, { slug: 'security-policy', lock: start.lock_version, nl: { title: 'Beveiligingsbeleid', blocks: [blocks.headline] }, en: { title: 'Security policy', blocks: [] } })).save_cms_page;
    const online = (await ok(`mutation($lock: Int!) { publish_cms_page(slug: "security-policy", lock_version: $lock) { lock_version is_published } }`, { lock: saved.lock_version })).publish_cms_page;
    expect(online.is_published).toBe(true);
    expect(await page()).toEqual({ title: 'Beveiligingsbeleid' });

    const offline = (await ok(UNPUBLISH_PAGE, { slug: 'security-policy', lock: online.lock_version })).unpublish_cms_page;
    expect(offline).toMatchObject({ is_published: false, has_draft: false });
    expect(await page()).toBeNull();
    expect(await page('EN')).toBeNull();
    expect((await ok('{ cms_editor_pages { slug is_published } }')).cms_editor_pages.find((p: any) => p.slug === 'security-policy').is_published).toBe(false);
    // once offline, again is refused; an older copy is a conflict
    expect((await asEditor(UNPUBLISH_PAGE, { slug: 'security-policy', lock: offline.lock_version })).body.errors?.[0]?.extensions?.response?.body).toMatchObject({ error_type: 'VALIDATION', key: 'not_published' });
    expect((await asEditor(UNPUBLISH_PAGE, { slug: 'security-policy', lock: online.lock_version })).body.errors?.[0]?.extensions?.response?.body?.key).toBe('stale_version');

    // published again without a draft: the page as it was
    const lock = (await ok(STATE)).cms_editor_page.lock_version;
    const back = (await ok(`mutation($lock: Int!) { publish_cms_page(slug: "security-policy", lock_version: $lock) { is_published lock_version } }`, { lock })).publish_cms_page;
    expect(back.is_published).toBe(true);
    expect(await page('EN')).toEqual({ title: 'Security policy' });
    expect((await asEditor(`mutation($lock: Int!) { publish_cms_page(slug: "security-policy", lock_version: $lock) { slug } }`, { lock: back.lock_version })).body.errors?.[0]?.extensions?.response?.body?.key).toBe('nothing_to_publish');

    for (const slug of ['home', 'footer']) {
      const l = (await ok(`{ cms_editor_page(slug: "${slug}") { lock_version is_published } }`)).cms_editor_page;
      expect(l.is_published).toBe(true);
      const refused = await asEditor(UNPUBLISH_PAGE, { slug, lock: l.lock_version });
      expect(refused.body.errors?.[0]?.extensions?.response?.body).toMatchObject({ error_type: 'VALIDATION', key: 'cannot_unpublish' });
    }
  });

  test('the footer draft is shown through its preview link only', async () => {
    const FOOTER = 'query($t: String) { footer(preview: true, preview_token: $t) { title blocks { block_type data } } }';
    const footer = async (token?: string) => (await app.graphql<any>(FOOTER, { t: token })).body.data!.footer;
    const lock = (await ok('{ cms_editor_page(slug: "footer") { lock_version } }')).cms_editor_page.lock_version;
    const nav = { block_type: 'NAVIGATION', data: { title: 'Nieuw menu', items: [{ label: 'Over ons', href: '/about-us' }] } };
    await ok(SAVE_PAGE, { slug: 'footer', lock, nl: { title: 'Voettekst', blocks: [nav] }, en: { title: 'Footer', blocks: [nav] } });
    const before = await footer();
    expect(JSON.stringify(before ?? {})).not.toContain('Nieuw menu');
    const links = (await ok('{ cms_page_preview_link(slug: "footer") { nl en } }')).cms_page_preview_link;
    expect(links.nl).toMatch(/^\/\?preview=/);
    const token = decodeURIComponent(links.nl.split('preview=')[1]);
    expect((await footer(token)).blocks).toEqual([nav]);
    expect(JSON.stringify((await footer('not-a-token')) ?? {})).not.toContain('Nieuw menu');
    // an about-us preview token does not open the footer draft
    const aboutToken = decodeURIComponent((await ok('{ cms_page_preview_link(slug: "about-us") { nl } }')).cms_page_preview_link.nl.split('preview=')[1]);
    expect(JSON.stringify((await footer(aboutToken)) ?? {})).not.toContain('Nieuw menu');
  });

  test('unknown pages and block types are refused', async () => {
    const unknown = await asEditor(SAVE_PAGE, { slug: 'admin', lock: 1, nl: { title: 'x', blocks: [] }, en: { title: 'x', blocks: [] } });
    expect(unknown.body.errors?.[0]?.extensions?.response?.body).toMatchObject({ error_type: 'NOT_FOUND', entity: 'cms_page' });
    const lock = (await ok('{ cms_editor_page(slug: "hall-of-fame") { lock_version } }')).cms_editor_page.lock_version;
    const bad = await asEditor(SAVE_PAGE, { slug: 'hall-of-fame', lock, nl: { title: '', blocks: [{ block_type: 'FAQ', data: [1, 2] }] }, en: { title: 'Hall of fame', blocks: [] } });
    expect(bad.body.errors?.[0]?.extensions?.response?.body).toMatchObject({ error_type: 'FIELD_VALIDATION', meta: { fields: { 'nl.title': 'required', 'nl.blocks.0': 'invalid_value' } } });
  });
});

describe('social links', () => {
  const SOCIAL = 'lock_version links { network url }';
  const SAVE_SOCIAL = `mutation($lock: Int!, $links: [EditorSocialLinkInput!]!) { save_social_media(lock_version: $lock, links: $links) { ${SOCIAL} } }`;
  const publicLinks = async () => (await app.graphql<any>('{ get_all_social_media { network url } }')).body.data!.get_all_social_media;

  test('an editor adds, changes, reorders and removes links; the footer reads them at once; an older copy is a conflict', async () => {
    const loaded = (await ok(`{ social_media_editor { ${SOCIAL} } }`)).social_media_editor;
    const saved = (await ok(SAVE_SOCIAL, { lock: loaded.lock_version, links: [
      { network: 'instagram', url: ' https://www.instagram.com/zaalplek ' },
      { network: 'linkedin', url: 'https://www.linkedin.com/company/zaalplek' },
      { network: 'youtube', url: 'http://youtube.com/@zaalplek' },
    ] })).save_social_media;
    expect(saved.lock_version).toBe(loaded.lock_version + 1);
    expect(saved.links.map((l: any) => l.network)).toEqual(['instagram', 'linkedin', 'youtube']);
    expect(await publicLinks()).toEqual([
      { network: 'instagram', url: 'https://www.instagram.com/zaalplek' },
      { network: 'linkedin', url: 'https://www.linkedin.com/company/zaalplek' },
      { network: 'youtube', url: 'http://youtube.com/@zaalplek' },
    ]);

    // reordered, one changed, one removed
    const next = (await ok(SAVE_SOCIAL, { lock: saved.lock_version, links: [
      { network: 'linkedin', url: 'https://www.linkedin.com/company/zaalplek-nl' },
      { network: 'instagram', url: 'https://www.instagram.com/zaalplek' },
    ] })).save_social_media;
    expect((await publicLinks()).map((l: any) => `${l.network} ${l.url}`)).toEqual(['linkedin https://www.linkedin.com/company/zaalplek-nl', 'instagram https://www.instagram.com/zaalplek']);

    // someone else's older copy is refused, nothing changes
    const stale = await asEditor(SAVE_SOCIAL, { lock: saved.lock_version, links: [] }, app.token(app.fx.adminId, 'BOOKER', true));
    expect(stale.body.errors?.[0]?.extensions?.response?.body).toMatchObject({ error_type: 'CONFLICT', entity: 'social_media', key: 'stale_version', meta: { lock_version: next.lock_version } });
    expect(await publicLinks()).toHaveLength(2);

    // bad input: field errors, nothing lost
    const bad = await asEditor(SAVE_SOCIAL, { lock: next.lock_version, links: [
      { network: 'facebook', url: 'javascript:alert(1)' },
      { network: 'facebook', url: 'https://facebook.com/zaalplek' },
      { network: 'myspace', url: 'ftp://x.nl' },
    ] });
    expect(bad.body.errors?.[0]?.extensions?.response?.body).toMatchObject({ error_type: 'FIELD_VALIDATION', entity: 'social_media',
      meta: { fields: { 'links.0.url': 'invalid_url', 'links.1.network': 'duplicate', 'links.2.network': 'invalid_value', 'links.2.url': 'invalid_url' } } });
    expect(await publicLinks()).toHaveLength(2);

    const booker = await asEditor(SAVE_SOCIAL, { lock: next.lock_version, links: [] }, app.token(app.fx.bookerId));
    expect(booker.body.errors?.[0]?.extensions?.response?.body?.error_type).toBe('FORBIDDEN');
    const cleared = (await ok(SAVE_SOCIAL, { lock: next.lock_version, links: [] })).save_social_media;
    expect(cleared.links).toEqual([]);
    expect(await publicLinks()).toEqual([]);
  });
});

describe('location SEO texts', () => {
  const LOC = 'seo_entity_id name path updated_at video_url nl { h1 h2 seo_text meta_description } en { h1 seo_text } faqs { question_nl answer_nl question_en answer_en }';
  // the editor saves with the admin Cities tab's update_city_seo (one save, one validation, one version check)
  const SAVE_LOC = `mutation($id: Int!, $at: String!, $input: CitySeoInput!) {
    update_city_seo(location_id: $id, updated_at: $at, input: $input) { location_id updated_at video_url h1_nl h2_nl meta_description_nl seo_text_nl h1_en seo_text_en faq { question_nl } } }`;
  const faq = [1, 2, 3].map((n) => ({ question_nl: `Vraag ${n}?`, answer_nl: `Antwoord ${n}.`, question_en: `Question ${n}?`, answer_en: `Answer ${n}.` }));

  test('an editor saves the SEO text, video and FAQ of a city; the city page reads them; an older copy is a conflict', async () => {
    const list = (await ok(`{ content_editor_locations { seo_entity_id name type path updated_at } }`)).content_editor_locations;
    const city = list.find((l: any) => l.type === 'CITY');
    expect(city).toBeDefined();
    const loaded = (await ok(`query($id: Int!) { content_editor_location(seo_entity_id: $id) { ${LOC} } }`, { id: city.seo_entity_id })).content_editor_location;
    const saved = (await ok(SAVE_LOC, {
      id: city.seo_entity_id, at: loaded.updated_at,
      input: {
        video_url: 'https://www.youtube.com/watch?v=abc',
        h1_nl: `Vergaderen in ${city.name}`, h2_nl: 'Zalen aan het water', seo_text_nl: '<p onclick="x()">Mooie <strong>zalen</strong></p><script>alert(1)</script>', meta_description_nl: 'Zalen huren',
        h1_en: `Meeting in ${city.name}`, seo_text_en: '<p>Fine rooms</p>',
        faq,
      },
    })).update_city_seo;
    expect(saved).toMatchObject({ h1_nl: `Vergaderen in ${city.name}`, h2_nl: 'Zalen aan het water', seo_text_nl: '<p>Mooie <strong>zalen</strong></p>', meta_description_nl: 'Zalen huren', seo_text_en: '<p>Fine rooms</p>' });
    expect(saved.faq).toHaveLength(3);
    expect(saved.updated_at).not.toBe(loaded.updated_at);
    const reloaded = (await ok(`query($id: Int!) { content_editor_location(seo_entity_id: $id) { ${LOC} } }`, { id: city.seo_entity_id })).content_editor_location;
    expect(reloaded).toMatchObject({ updated_at: saved.updated_at, nl: { h1: `Vergaderen in ${city.name}`, seo_text: '<p>Mooie <strong>zalen</strong></p>' } });

    const page = (await app.graphql<any>('query($slug: String!) { get_specific_location(slug: $slug) { seo { h1 seo_text } faqs { question } video_url } }', { slug: city.path })).body.data!.get_specific_location;
    expect(page).toEqual({ seo: { h1: `Vergaderen in ${city.name}`, seo_text: '<p>Mooie <strong>zalen</strong></p>' }, faqs: [{ question: 'Vraag 1?' }, { question: 'Vraag 2?' }, { question: 'Vraag 3?' }], video_url: 'https://www.youtube.com/watch?v=abc' });
    const en = (await app.graphql<any>('query($slug: String!) { get_specific_location(slug: $slug) { faqs { question } } }', { slug: city.path }, { locale: 'EN' })).body.data!.get_specific_location;
    expect(en.faqs[0].question).toBe('Question 1?');

    const stale = await asEditor(SAVE_LOC, { id: city.seo_entity_id, at: loaded.updated_at, input: { h1_nl: 'Oud', h1_en: 'Old', faq: [] } });
    expect(stale.body.errors?.[0]?.extensions?.response?.body).toMatchObject({ error_type: 'CONFLICT', entity: 'city', key: 'stale_version' });
    const bad = await asEditor(SAVE_LOC, { id: city.seo_entity_id, at: saved.updated_at, input: { video_url: 'http://insecure', h1_nl: 'x'.repeat(256), faq: [{ ...faq[0], answer_en: ' ' }] } });
    expect(bad.body.errors?.[0]?.extensions?.response?.body?.meta?.fields).toEqual({ h1_nl: 'too_long', video_url: 'video_url_invalid', 'faq.0.answer_en': 'faq_incomplete' });
  });

  test('the editor saves a location with the one operation: save_location_seo is gone', async () => {
    const r = await asEditor('mutation { save_location_seo(seo_entity_id: 1) { seo_entity_id } }');
    expect(r.body.errors?.[0]?.message).toMatch(/save_location_seo/);
  });
});
