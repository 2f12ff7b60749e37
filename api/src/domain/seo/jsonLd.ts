/** schema.org structured data (JSON-LD) for the page types crawlers care about. */
import { absoluteUrl, type Crumb, type Faq, type SeoLocale } from './pageSeo';

const CONTEXT = 'https://schema.org';

export function organization(origin: string): Record<string, unknown> {
  return { '@context': CONTEXT, '@type': 'Organization', name: 'Zaalplek', url: `${origin}/` };
}

export function webSite(origin: string, locale: SeoLocale): Record<string, unknown> {
  return {
    '@context': CONTEXT,
    '@type': 'WebSite',
    name: 'Zaalplek',
    url: absoluteUrl(origin, '/', locale),
    inLanguage: locale,
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${absoluteUrl(origin, '/search', locale)}?search={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  };
}

export function breadcrumbList(origin: string, locale: SeoLocale, crumbs: Crumb[]): Record<string, unknown> {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: crumb.name,
      item: absoluteUrl(origin, crumb.path, locale),
    })),
  };
}

export function faqPage(faq: Faq[]): Record<string, unknown> {
  return {
    '@context': CONTEXT,
    '@type': 'FAQPage',
    mainEntity: faq.map((f) => ({ '@type': 'Question', name: f.question, acceptedAnswer: { '@type': 'Answer', text: f.answer } })),
  };
}

export interface PlaceInput {
  name: string;
  description?: string | null;
  url: string;
  address?: { street?: string | null; postalCode?: string | null; city?: string | null; region?: string | null };
  latitude?: number | null;
  longitude?: number | null;
  images?: string[];
  maximumAttendeeCapacity?: number;
  /** lowest and highest price in cents; an Offer (or AggregateOffer when they differ) in EUR */
  priceCents?: { low: number; high: number } | null;
  rating?: { value: number; count: number } | null;
}

const euros = (cents: number) => (cents / 100).toFixed(2);

export function place(input: PlaceInput): Record<string, unknown> {
  const out: Record<string, unknown> = { '@context': CONTEXT, '@type': 'Place', name: input.name, url: input.url };
  if (input.description) out.description = input.description;
  if (input.address) {
    out.address = {
      '@type': 'PostalAddress',
      ...(input.address.street ? { streetAddress: input.address.street } : {}),
      ...(input.address.postalCode ? { postalCode: input.address.postalCode } : {}),
      ...(input.address.city ? { addressLocality: input.address.city } : {}),
      ...(input.address.region ? { addressRegion: input.address.region } : {}),
      addressCountry: 'NL',
    };
  }
  if (input.latitude != null && input.longitude != null) out.geo = { '@type': 'GeoCoordinates', latitude: input.latitude, longitude: input.longitude };
  if (input.images?.length) out.image = input.images;
  if (input.maximumAttendeeCapacity) out.maximumAttendeeCapacity = input.maximumAttendeeCapacity;
  if (input.priceCents) {
    const { low, high } = input.priceCents;
    out.makesOffer = low === high
      ? { '@type': 'Offer', price: euros(low), priceCurrency: 'EUR', url: input.url, availability: 'https://schema.org/InStock' }
      : { '@type': 'AggregateOffer', lowPrice: euros(low), highPrice: euros(high), priceCurrency: 'EUR', url: input.url, availability: 'https://schema.org/InStock' };
  }
  if (input.rating && input.rating.count > 0) {
    out.aggregateRating = { '@type': 'AggregateRating', ratingValue: input.rating.value, reviewCount: input.rating.count, bestRating: 5, worstRating: 1 };
  }
  return out;
}

export function article(input: {
  headline: string; description: string; url: string; image?: string | null; published?: Date | null; modified?: Date | null; locale: SeoLocale;
}): Record<string, unknown> {
  return {
    '@context': CONTEXT,
    '@type': 'Article',
    headline: input.headline.slice(0, 110),
    description: input.description,
    url: input.url,
    mainEntityOfPage: input.url,
    inLanguage: input.locale,
    ...(input.image ? { image: [input.image] } : {}),
    ...(input.published ? { datePublished: input.published.toISOString() } : {}),
    ...(input.modified ? { dateModified: input.modified.toISOString() } : {}),
    publisher: { '@type': 'Organization', name: 'Zaalplek' },
    author: { '@type': 'Organization', name: 'Zaalplek' },
  };
}
