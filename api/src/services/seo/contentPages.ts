/**
 * Blog, how-to and helpdesk pages, the block pages (about-us, vendor landing, security policy, hall of
 * fame) and tag pages, from the published content. An old or other-locale slug answers 301 to the
 * current one; an unknown or unpublished slug is a 404 (null).
 */
import { article, breadcrumbList, faqPage } from '../../domain/seo/jsonLd';
import { absoluteUrl, clip, plainText, type Crumb, type Faq, type PageSection, type PageSeo } from '../../domain/seo/pageSeo';
import type { ContentType } from '../../domain/content/vocabulary';
import type { MessageId } from '../../i18n/serverIntl';
import { helpdeskCategories, helpdeskCategoryStories, helpdeskStory } from '../content/helpdesk';
import { getLocationTag } from '../content/locations';
import { loadCmsPage } from '../content/pages';
import { getStory, listStories, type Story } from '../content/stories';
import { text, titled, type SeoContext } from './context';

const home = (ctx: SeoContext): Crumb => ({ name: text(ctx, 'seo.breadcrumb.home'), path: '/' });
const paragraphs = (html: string | null | undefined) => (html ? plainText(html).split('\n').filter(Boolean) : []);

/** The story's bare path per locale under `base` (its slug differs per locale). */
function storyAlternates(base: string, story: Story): { nl: string; en: string } {
  return { nl: `${base}/${story.slugs.nl ?? story.slug}`, en: `${base}/${story.slugs.en ?? story.slugs.nl ?? story.slug}` };
}

function redirectTo(path: string): PageSeo {
  return { status: 301, path, title: '', description: '', indexable: false, ogType: 'website', heading: '', jsonLd: [] };
}

function storyPage(ctx: SeoContext, story: Story, base: string, crumbs: Crumb[], requested: string): PageSeo {
  const alternates = storyAlternates(base, story);
  const path = alternates[ctx.locale];
  if (path !== requested) return redirectTo(path);
  const body = paragraphs(story.body_html);
  const description = clip(story.meta_description || story.summary || body.join(' ') || story.title);
  const bc = [...crumbs, { name: story.title, path }];
  const url = absoluteUrl(ctx.origin, path, ctx.locale);
  return {
    status: 200, title: titled(ctx, story.meta_title || story.title), description, path, alternates, indexable: true, ogType: 'article',
    image: story.image_url ?? undefined, heading: story.title, intro: [...(story.summary ? [story.summary] : []), ...body], breadcrumbs: bc,
    jsonLd: [
      article({
        headline: story.title, description, url, image: story.image_url ? `${ctx.origin}${story.image_url}` : null, locale: ctx.locale,
        published: story.published_at ? new Date(story.published_at) : null, modified: new Date(story.updated_at),
      }),
      breadcrumbList(ctx.origin, ctx.locale, bc),
    ],
  };
}

/** /blog and /how-to: the newest articles as links. */
async function listPage(ctx: SeoContext, type: ContentType, base: string, titleId: MessageId, descriptionId: MessageId): Promise<PageSeo> {
  const { stories } = await listStories(ctx.knex, type, ctx.locale, { page: 1, size: 50 });
  const title = text(ctx, titleId);
  const bc = [home(ctx), { name: title, path: base }];
  return {
    status: 200, title: titled(ctx, title), description: text(ctx, descriptionId), path: base, indexable: true, ogType: 'website',
    heading: title, intro: [text(ctx, descriptionId)],
    sections: [{ links: stories.map((s) => ({ text: s.title, path: storyAlternates(base, s)[ctx.locale] })) }],
    breadcrumbs: bc, jsonLd: [breadcrumbList(ctx.origin, ctx.locale, bc)],
  };
}

export const blogList = (ctx: SeoContext) => listPage(ctx, 'BLOG_ARTICLE', '/blog', 'seo.blog.title', 'seo.blog.description');
export const howToList = (ctx: SeoContext) => listPage(ctx, 'HOW_TO_ARTICLE', '/how-to', 'seo.howTo.title', 'seo.howTo.description');

export async function blogArticle(ctx: SeoContext, slug: string): Promise<PageSeo | null> {
  const story = await getStory(ctx.knex, 'BLOG_ARTICLE', slug, ctx.locale);
  return story && storyPage(ctx, story, '/blog', [home(ctx), { name: text(ctx, 'seo.blog.title'), path: '/blog' }], `/blog/${slug}`);
}

export async function howToArticle(ctx: SeoContext, slug: string): Promise<PageSeo | null> {
  const story = await getStory(ctx.knex, 'HOW_TO_ARTICLE', slug, ctx.locale);
  return story && storyPage(ctx, story, '/how-to', [home(ctx), { name: text(ctx, 'seo.howTo.title'), path: '/how-to' }], `/how-to/${slug}`);
}

const helpdeskCrumb = (ctx: SeoContext): Crumb => ({ name: text(ctx, 'seo.helpdesk.title'), path: '/helpdesk' });

export async function helpdeskHome(ctx: SeoContext): Promise<PageSeo> {
  const categories = await helpdeskCategories(ctx.knex, ctx.locale);
  const title = text(ctx, 'seo.helpdesk.title');
  const bc = [home(ctx), helpdeskCrumb(ctx)];
  return {
    status: 200, title: titled(ctx, title), description: text(ctx, 'seo.helpdesk.description'), path: '/helpdesk', indexable: true, ogType: 'website',
    heading: title, intro: [text(ctx, 'seo.helpdesk.description')],
    sections: [{ links: categories.map((c) => ({ text: c.title, path: storyAlternates('/helpdesk', c)[ctx.locale] })) }],
    breadcrumbs: bc, jsonLd: [breadcrumbList(ctx.origin, ctx.locale, bc)],
  };
}

export async function helpdeskCategory(ctx: SeoContext, slug: string): Promise<PageSeo | null> {
  const found = await helpdeskCategoryStories(ctx.knex, slug, ctx.locale);
  if (!found) return null;
  const { category, stories } = found;
  const alternates = storyAlternates('/helpdesk', category);
  const path = alternates[ctx.locale];
  if (path !== `/helpdesk/${slug}`) return redirectTo(path);
  const bc = [home(ctx), helpdeskCrumb(ctx), { name: category.title, path }];
  const faq: Faq[] = stories.map((s) => ({ question: s.title, answer: clip(paragraphs(s.body_html).join(' '), 500) })).filter((f) => f.answer);
  return {
    status: 200, title: titled(ctx, category.meta_title || category.title), description: clip(category.meta_description || category.summary || category.title),
    path, alternates, indexable: true, ogType: 'website', heading: category.title, intro: paragraphs(category.body_html),
    sections: [{ links: stories.map((s) => ({ text: s.title, path: `${path}/${s.slugs[ctx.locale] ?? s.slug}` })) }],
    breadcrumbs: bc, jsonLd: [breadcrumbList(ctx.origin, ctx.locale, bc), ...(faq.length ? [faqPage(faq)] : [])],
  };
}

export async function helpdeskArticle(ctx: SeoContext, categorySlug: string, slug: string): Promise<PageSeo | null> {
  const story = await helpdeskStory(ctx.knex, slug, ctx.locale);
  if (!story || !story.category) return null;
  const categoryPath = storyAlternates('/helpdesk', story.category);
  const page = storyPage(ctx, story, categoryPath[ctx.locale], [home(ctx), helpdeskCrumb(ctx), { name: story.category.title, path: categoryPath[ctx.locale] }], `/helpdesk/${categorySlug}/${slug}`);
  return page.status === 200
    ? { ...page, alternates: { nl: `${categoryPath.nl}/${story.slugs.nl ?? story.slug}`, en: `${categoryPath.en}/${story.slugs.en ?? story.slugs.nl ?? story.slug}` } }
    : page;
}

/** Strings of a block's data a reader sees (titles, texts, rich text as plain text) and its FAQ items. */
function blockContent(data: Record<string, unknown>): { lines: string[]; faq: Faq[] } {
  const lines: string[] = [];
  const faq: Faq[] = [];
  const walk = (value: unknown) => {
    if (Array.isArray(value)) return value.forEach(walk);
    if (!value || typeof value !== 'object') return;
    const v = value as Record<string, unknown>;
    if (typeof v.question === 'string' && typeof v.answer === 'string') {
      faq.push({ question: v.question, answer: plainText(v.answer) });
      return;
    }
    for (const key of ['title', 'subtitle', 'text']) if (typeof v[key] === 'string' && (v[key] as string).trim()) lines.push((v[key] as string).trim());
    if (typeof v.html === 'string') lines.push(...paragraphs(v.html));
    if (v.items) walk(v.items);
  };
  walk(data);
  return { lines, faq };
}

/** about-us, vendor, security-policy, hall-of-fame: the published block page; null when unpublished. */
export async function blockPage(ctx: SeoContext, slug: string, titleId: MessageId, descriptionId: MessageId): Promise<PageSeo | null> {
  const page = await loadCmsPage(ctx.knex, slug, ctx.locale);
  if (!page) return null;
  const path = `/${slug}`;
  const sections: PageSection[] = [];
  const faq: Faq[] = [];
  for (const block of page.blocks) {
    const content = blockContent(block.data);
    if (content.lines.length) sections.push({ paragraphs: content.lines });
    faq.push(...content.faq);
  }
  if (faq.length) sections.push({ heading: text(ctx, 'seo.faq'), faq });
  const title = page.title || text(ctx, titleId);
  const bc = [home(ctx), { name: title, path }];
  return {
    status: 200, title: titled(ctx, page.meta_title || title), description: clip(page.meta_description || text(ctx, descriptionId)),
    path, indexable: true, ogType: 'website', heading: title, sections, breadcrumbs: bc,
    jsonLd: [breadcrumbList(ctx.origin, ctx.locale, bc), ...(faq.length ? [faqPage(faq)] : [])],
  };
}

/** /locations/{region}/{city}/{tag}: the activity in the city (slug in either locale; the other one answers 301). */
export async function tagPage(ctx: SeoContext, region: string, city: string, tagSlug: string): Promise<PageSeo | null> {
  const found = await getLocationTag(ctx.knex, `${region}/${city}/${tagSlug}`, ctx.locale);
  if (!found) return null;
  const { location, tag } = found;
  const cityPath = `/locations/${location.region_slug}/${location.slug}`;
  const alternates = { nl: `${cityPath}/${tag.slugs.nl}`, en: `${cityPath}/${tag.slugs.en}` };
  const path = alternates[ctx.locale];
  if (path !== `/locations/${region}/${city}/${tagSlug}`) return redirectTo(path);
  const title = text(ctx, 'seo.tag.title', { tag: tag.name, city: location.name });
  const bc: Crumb[] = [
    home(ctx), { name: text(ctx, 'seo.breadcrumb.locations'), path: '/locations' },
    { name: location.region_name ?? '', path: `/locations/${location.region_slug}` }, { name: location.name, path: cityPath }, { name: tag.name, path },
  ];
  return {
    status: 200, title: titled(ctx, title), description: clip(tag.intro || text(ctx, 'seo.tag.description', { tag: tag.name, city: location.name })),
    path, alternates, indexable: true, ogType: 'website', heading: title, intro: [tag.intro].filter(Boolean),
    sections: [{ links: [{ text: text(ctx, 'seo.city.searchLink', { city: location.name }), path: `/search?search=${encodeURIComponent(location.name)}&lat=${location.latitude}&lng=${location.longitude}` }] }],
    breadcrumbs: bc, jsonLd: [breadcrumbList(ctx.origin, ctx.locale, bc)],
  };
}
