/** API-shaped answers for the content page tests (the shapes of api/schema.graphql). */
import type { GraphqlAnswer, GraphqlCall } from '../testing/mockGraphql';
import { topSpaces } from '../home/homeFixtures';

const story = (id: number, slug: string, title: string, extra: Record<string, unknown> = {}) => ({
  content_item_id: id, slug, slugs: { nl: slug, en: `${slug}-en` }, title, summary: `Samenvatting ${title}`,
  body_html: `<p>Tekst van ${title}</p><script>alert(1)</script><img src="x" onerror="alert(1)">`, meta_title: null, meta_description: `Over ${title}`,
  published_at: '2026-11-20T10:00:00.000Z', image_url: null, category: null, ...extra,
});

const category = { content_item_id: 30, key: 'general_conditions', slug: 'algemene-voorwaarden', slugs: { nl: 'algemene-voorwaarden', en: 'terms-and-conditions' }, title: 'Algemene voorwaarden', summary: 'De voorwaarden', body_html: '<p>Deze voorwaarden gelden altijd.</p>', meta_title: null, meta_description: null };
const categories = [
  { ...category, content_item_id: 29, key: 'about_product', slug: 'over-zaalplek', title: 'Over Zaalplek', story_count: 3 },
  { ...category, story_count: 3 },
];

const loc = (id: number, name: string, path: string, type: 'REGION' | 'CITY', counter = 4) => ({
  seo_entity_id: id, name, slug: path.split('/').pop(), path, type, counter, region_name: type === 'CITY' ? 'Utrecht' : null, region_slug: type === 'CITY' ? 'utrecht' : null,
});

export const cityDetail = {
  ...loc(2, 'Amersfoort', 'utrecht/amersfoort', 'CITY'), latitude: 52.15, longitude: 5.38, video_url: 'https://www.youtube.com/watch?v=abc123',
  seo: { h1: 'Vergaderruimte huren in Amersfoort', h2: 'Zalen in Amersfoort', description: 'Amersfoort ligt centraal.', meta_title: 'Vergaderruimte huren in Amersfoort | Zaalplek', meta_description: 'Boek in Amersfoort', seo_text: '<h2>Vergaderen in Amersfoort</h2><p>SEO-tekst over Amersfoort.</p>' },
  faqs: [{ question: 'Hoeveel ruimtes zijn er in Amersfoort?', answer: 'Alle ruimtes staan hier.' }, { question: 'Catering?', answer: 'Ja.' }, { question: 'Annuleren?', answer: 'Hangt af.' }],
  cities: [], nearby: [loc(3, 'Utrecht', 'utrecht/utrecht', 'CITY'), loc(4, 'Apeldoorn', 'gelderland/apeldoorn', 'CITY', 0)], tags: [{ slug: 'vergaderzaal', name: 'Vergaderzaal' }, { slug: 'trainingsruimte', name: 'Trainingsruimte' }],
};

const regionDetail = { ...loc(1, 'Utrecht', 'utrecht', 'REGION', 9), latitude: 52.1, longitude: 5.1, video_url: null, seo: { ...cityDetail.seo, h1: 'Vergaderlocaties in Utrecht', seo_text: '<p>Provincie Utrecht</p>' }, faqs: cityDetail.faqs, cities: [loc(2, 'Amersfoort', 'utrecht/amersfoort', 'CITY')], nearby: [], tags: [] };

const page = (title: string, blocks: Array<{ block_type: string; data: unknown }>) => ({
  slug: 'x', title, meta_title: `${title} | Zaalplek`, meta_description: `${title} beschrijving`, blocks: blocks.map((b, i) => ({ block_id: i + 1, position: i + 1, ...b })),
});

export const BLOG_STORIES = Array.from({ length: 9 }, (_, i) => story(i + 1, `artikel-${i + 1}`, `Artikel ${i + 1}`));

export function contentAnswer(call: GraphqlCall): GraphqlAnswer {
  const v = call.variables;
  switch (call.operation) {
    case 'get_all_blog_articles':
    case 'get_all_how_to_articles': {
      const p = (v.pagination as { page: number }).page;
      return { json: { data: { [call.operation]: { total: 11, per_page: 9, page: p, stories: p === 1 ? BLOG_STORIES : BLOG_STORIES.slice(0, 2).map((s) => ({ ...s, title: `Ouder ${s.title}` })) } } } };
    }
    case 'get_blog_article':
      return { json: { data: { get_blog_article: v.slug === 'oud' ? story(1, 'nieuw', 'Hernoemd') : v.slug === 'bestaat-niet' ? null : story(1, String(v.slug), 'Tien tips') } } };
    case 'get_how_to_article':
      return { json: { data: { get_how_to_article: story(2, String(v.article_slug), 'Boeken in vijf stappen') } } };
    case 'get_faq_categories':
      return { json: { data: { get_faq_categories: categories } } };
    case 'get_faq_category_stories':
      return { json: { data: { get_faq_category_stories: v.category_slug === 'nope' ? null : { category: { ...category, slug: String(v.category_slug) }, stories: [story(31, 'annuleringsvoorwaarden', 'Annuleringsvoorwaarden'), story(32, 'voorwaarden-voor-boekers', 'Voorwaarden voor boekers')] } } } };
    case 'get_helpdesk_story':
      return { json: { data: { get_helpdesk_story: story(31, String(v.story_slug), 'Annuleringsvoorwaarden', { category: { content_item_id: 30, key: 'general_conditions', slug: 'algemene-voorwaarden', title: 'Algemene voorwaarden' } }) } } };
    case 'search_helpdesk_stories':
      return { json: { data: { search_helpdesk_stories: v.search_term === 'xyz' ? [] : [story(40, 'wanneer-word-ik-uitbetaald', 'Wanneer word ik uitbetaald?', { category: { content_item_id: 33, key: 'landlords', slug: 'verhuurders', title: 'Verhuurders' } })] } } };
    case 'get_all_locations':
      return { json: { data: { get_all_locations: { result: [loc(1, 'Utrecht', 'utrecht', 'REGION', 9), loc(5, 'Friesland', 'friesland', 'REGION', 2)] }, main_menu: { cities: [loc(2, 'Amersfoort', 'utrecht/amersfoort', 'CITY')] } } } };
    case 'get_specific_location':
      return { json: { data: { get_specific_location: v.slug === 'utrecht' ? regionDetail : v.slug === 'utrecht/amersfoort' ? cityDetail : null } } };
    case 'specific_instance_by_slug':
      return { json: { data: { specific_instance_by_slug: { tag: { tag: { slug: 'trainingsruimte', name: 'Trainingsruimte', intro: 'Trainingsruimtes in Amersfoort met daglicht.', category_key: 'we_train' }, location: { ...cityDetail } } } } } };
    case 'venue_search':
      return { json: { data: { venue_search: { total_spaces: 2, venues: [{ venue_id: 1, venue_spaces: topSpaces(2) }] } } } };
    case 'get_spaces_by_slug':
      return { json: { data: { get_spaces_by_slug: topSpaces(2) } } };
    case 'get_top_spaces':
      return { json: { data: { get_top_spaces: topSpaces(5) } } };
    case 'about_us':
      return { json: { data: { about_us: page('Over ons', [{ block_type: 'HEADLINE', data: { title: 'Over Zaalplek' } }, { block_type: 'TEXT', data: { title: 'Ons verhaal', html: '<p>Zaalplek begon in Utrecht.</p>' } }, { block_type: 'SOCIAL_LINKS', data: { items: [{ network: 'linkedin', url: 'https://www.linkedin.com/company/zaalplek' }] } }]) } } };
    case 'vendor_home':
      return { json: { data: { vendor_home: page('Verhuur je ruimte', [{ block_type: 'HERO', data: { title: 'Verhuur je ruimte via Zaalplek', cta_label: 'Word verhuurder', cta_href: '/vendor/onboarding' } }, { block_type: 'SLIDER', data: { title: 'Ruimtes van andere verhuurders', source: 'top_spaces', limit: 6 } }]) } } };
    case 'static_page':
      return { json: { data: { static_page: page(v.slug === 'hall-of-fame' ? 'Hall of Fame' : 'Beveiligingsbeleid', [{ block_type: 'TEXT', data: { html: '<p>Mail naar security@zaalplek.nl</p>' } }]) } } };
    default:
      throw new Error(`unexpected operation ${call.operation}`);
  }
}
