/** /locations, /locations/{region}, /locations/{region}/{city}: SEO text, FAQ, cities and the city's public spaces. */
import { breadcrumbList, faqPage } from '../../domain/seo/jsonLd';
import { clip, plainText, type Crumb, type Faq, type PageSection, type PageSeo } from '../../domain/seo/pageSeo';
import { SeoLocation } from '../../db/models/geo';
import { Space } from '../../db/models/space';
import { text, titled, type SeoContext } from './context';
import { spaceUrl } from '../../queries/urls';

type StoredFaq = { question_nl?: string; question_en?: string; answer_nl?: string; answer_en?: string };

function faqOf(ctx: SeoContext, stored: unknown): Faq[] {
  if (!Array.isArray(stored)) return [];
  return (stored as StoredFaq[])
    .map((f) => ({ question: (ctx.locale === 'en' ? f.question_en : f.question_nl) ?? f.question_nl ?? '', answer: (ctx.locale === 'en' ? f.answer_en : f.answer_nl) ?? f.answer_nl ?? '' }))
    .filter((f) => f.question && f.answer);
}

type LocalisedField = 'h1' | 'h2' | 'description' | 'meta_title' | 'meta_description' | 'seo_text';
/** The location's field in the page's locale, else the Dutch one; '' when neither is set. */
function field(ctx: SeoContext, loc: SeoLocation, name: LocalisedField): string {
  const own = loc[`${name}_${ctx.locale}`];
  return (own?.trim() ? own : loc[`${name}_nl`] ?? '').trim();
}
/** The SEO text (sanitised HTML) as paragraphs of plain text. */
const seoParagraphs = (ctx: SeoContext, loc: SeoLocation) => plainText(field(ctx, loc, 'seo_text')).split('\n').filter(Boolean);

function crumbs(ctx: SeoContext, region?: SeoLocation, city?: SeoLocation): Crumb[] {
  const out: Crumb[] = [{ name: text(ctx, 'seo.breadcrumb.home'), path: '/' }, { name: text(ctx, 'seo.breadcrumb.locations'), path: '/locations' }];
  if (region) out.push({ name: region.name, path: `/locations/${region.slug}` });
  if (region && city) out.push({ name: city.name, path: `/locations/${region.slug}/${city.slug}` });
  return out;
}

function faqSection(ctx: SeoContext, faq: Faq[]): PageSection[] {
  return faq.length ? [{ heading: text(ctx, 'seo.faq'), faq }] : [];
}

export async function locationsPage(ctx: SeoContext): Promise<PageSeo> {
  const regions = await SeoLocation.query(ctx.knex).modify('regions').modify('active').withGraphFetched('cities(active, cities)');
  const title = text(ctx, 'seo.locations.title');
  const path = '/locations';
  const bc = crumbs(ctx);
  return {
    status: 200, title: titled(ctx, title), description: text(ctx, 'seo.locations.description'), path, indexable: true, ogType: 'website',
    heading: text(ctx, 'seo.locations.heading'),
    intro: [text(ctx, 'seo.locations.description')],
    sections: regions.map((r) => ({
      heading: r.name,
      links: [{ text: r.name, path: `/locations/${r.slug}` }, ...((r as SeoLocation & { cities?: SeoLocation[] }).cities ?? []).map((c) => ({ text: c.name, path: `/locations/${r.slug}/${c.slug}` }))],
    })),
    breadcrumbs: bc,
    jsonLd: [breadcrumbList(ctx.origin, ctx.locale, bc)],
  };
}

export async function regionPage(ctx: SeoContext, regionSlug: string): Promise<PageSeo | null> {
  const region = await SeoLocation.query(ctx.knex).modify('regions').modify('active').findOne({ slug: regionSlug }).withGraphFetched('cities(active, cities)');
  if (!region) return null;
  const cities = (region as SeoLocation & { cities?: SeoLocation[] }).cities ?? [];
  const fallback = text(ctx, 'seo.region.description', { region: region.name });
  const intro = [field(ctx, region, 'description'), ...seoParagraphs(ctx, region)].filter(Boolean);
  const faq = faqOf(ctx, region.faq);
  const bc = crumbs(ctx, region);
  return {
    status: 200,
    title: titled(ctx, field(ctx, region, 'meta_title') || text(ctx, 'seo.region.title', { region: region.name })),
    description: clip(field(ctx, region, 'meta_description') || intro.join(' ') || fallback),
    path: `/locations/${region.slug}`, indexable: true, ogType: 'website',
    heading: field(ctx, region, 'h1') || text(ctx, 'seo.region.title', { region: region.name }),
    intro: intro.length ? intro : [fallback],
    sections: [
      { heading: text(ctx, 'seo.region.cities', { region: region.name }), links: cities.map((c) => ({ text: c.name, path: `/locations/${region.slug}/${c.slug}` })) },
      ...faqSection(ctx, faq),
    ],
    breadcrumbs: bc,
    jsonLd: [breadcrumbList(ctx.origin, ctx.locale, bc), ...(faq.length ? [faqPage(faq)] : [])],
  };
}

/** The city's public spaces, best rated first (what the city page lists before its search link). */
export function publicSpacesInCity(ctx: SeoContext, cityId: number, limit = 12) {
  return Space.query(ctx.knex)
    .joinRelated('venue')
    .where('venue.city_id', cityId)
    .where('space.is_active', true)
    .where('venue.is_active', true)
    .whereNot('venue.status', 'BANNED')
    .orderByRaw('space.rating DESC NULLS LAST, space.space_id')
    .limit(limit)
    .select('space.space_id', 'space.space_name', 'space.space_slug', 'space.space_reference', 'venue.venue_hash', 'venue.venue_name');
}

export async function cityPage(ctx: SeoContext, regionSlug: string, citySlug: string): Promise<PageSeo | null> {
  const city = await SeoLocation.query(ctx.knex).modify('cities').modify('active').findOne({ 'seo_location.slug': citySlug }).withGraphFetched('parent');
  if (!city || !city.parent || city.parent.slug !== regionSlug || !city.parent.is_active) return null;
  const region = city.parent;
  const spaces = (await publicSpacesInCity(ctx, city.location_id)) as unknown as Array<{ space_name: string; space_slug: string; space_reference: string; venue_hash: string; venue_name: string }>;
  const nearby = await SeoLocation.query(ctx.knex).modify('cities').modify('active').where('parent_id', region.location_id).whereNot('location_id', city.location_id).limit(8);
  const fallback = text(ctx, 'seo.city.description', { city: city.name });
  const intro = [field(ctx, city, 'description'), ...seoParagraphs(ctx, city)].filter(Boolean);
  const faq = faqOf(ctx, city.faq);
  const bc = crumbs(ctx, region, city);
  return {
    status: 200,
    title: titled(ctx, field(ctx, city, 'meta_title') || text(ctx, 'seo.city.title', { city: city.name })),
    description: clip(field(ctx, city, 'meta_description') || intro.join(' ') || fallback),
    path: `/locations/${region.slug}/${city.slug}`, indexable: true, ogType: 'website',
    heading: field(ctx, city, 'h1') || text(ctx, 'seo.city.title', { city: city.name }),
    intro: intro.length ? intro : [fallback],
    sections: [
      {
        heading: field(ctx, city, 'h2') || text(ctx, 'seo.city.spaces', { city: city.name }),
        links: [
          ...spaces.map((s) => ({ text: `${s.space_name} – ${s.venue_name}`, path: spaceUrl(s.venue_hash, s.space_slug, s.space_reference) })),
          { text: text(ctx, 'seo.city.searchLink', { city: city.name }), path: `/search?search=${encodeURIComponent(city.name)}&lat=${city.latitude}&lng=${city.longitude}` },
        ],
      },
      ...faqSection(ctx, faq),
      ...(nearby.length ? [{ heading: text(ctx, 'seo.region.cities', { region: region.name }), links: nearby.map((c) => ({ text: c.name, path: `/locations/${region.slug}/${c.slug}` })) }] : []),
    ],
    breadcrumbs: bc,
    jsonLd: [breadcrumbList(ctx.origin, ctx.locale, bc), ...(faq.length ? [faqPage(faq)] : [])],
  };
}
