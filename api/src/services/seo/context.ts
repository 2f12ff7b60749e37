/** What every page resolver gets: the database, the page's locale and the public origin for absolute URLs. */
import type { Knex } from 'knex';
import type { PageSeo, SeoLocale } from '../../domain/seo/pageSeo';
import { t, type MessageId } from '../../i18n/serverIntl';

export interface SeoContext {
  knex: Knex;
  locale: SeoLocale;
  origin: string;
}

/** "{title} | Zaalplek" in the page's locale. */
export function titled(ctx: SeoContext, title: string): string {
  return t(ctx.locale, 'seo.title.suffix', { title });
}

export function text(ctx: SeoContext, id: MessageId, values?: Record<string, string | number>): string {
  return t(ctx.locale, id, values);
}

export function euros(ctx: SeoContext, cents: number): string {
  return new Intl.NumberFormat(ctx.locale === 'en' ? 'en-GB' : 'nl-NL', { style: 'currency', currency: 'EUR', maximumFractionDigits: cents % 100 === 0 ? 0 : 2 }).format(cents / 100);
}

/** A page that exists but is not for search engines (private areas, status and success pages). */
export function privatePage(ctx: SeoContext, path: string, titleId: MessageId = 'seo.private.title'): PageSeo {
  const title = text(ctx, titleId);
  return { status: 200, title: titled(ctx, title), description: text(ctx, 'seo.home.description'), path, indexable: false, ogType: 'website', heading: title, jsonLd: [] };
}

export function notFoundPage(ctx: SeoContext, path: string): PageSeo {
  const title = text(ctx, 'seo.notFound.title');
  const description = text(ctx, 'seo.notFound.description');
  return {
    status: 404, title: titled(ctx, title), description, path, indexable: false, ogType: 'website', heading: title, intro: [description],
    sections: [{ links: [{ text: text(ctx, 'seo.search.title'), path: '/search' }, { text: text(ctx, 'seo.breadcrumb.home'), path: '/' }] }],
    jsonLd: [],
  };
}
