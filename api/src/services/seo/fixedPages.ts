/** Home, search and the fixed pages whose head comes from the server catalogs. */
import { breadcrumbList, organization, webSite } from '../../domain/seo/jsonLd';
import type { PageSeo } from '../../domain/seo/pageSeo';
import { SeoLocation } from '../../db/models/geo';
import { Space } from '../../db/models/space';
import type { MessageId } from '../../i18n/serverIntl';
import { text, titled, type SeoContext } from './context';
import { spaceUrl } from '../../queries/urls';

export async function homePage(ctx: SeoContext): Promise<PageSeo> {
  const [spaces, cities] = await Promise.all([
    Space.query(ctx.knex)
      .joinRelated('venue')
      .where({ 'space.is_highlighted': true, 'space.is_active': true, 'venue.is_active': true })
      .whereNot('venue.status', 'BANNED')
      .orderByRaw('space.highlight_position NULLS LAST, space.space_id')
      .limit(4)
      .select('space.space_name', 'space.space_slug', 'space.space_reference', 'venue.venue_hash', 'venue.venue_name'),
    SeoLocation.query(ctx.knex).modify('active').where('entity_type', 'CITY').orderByRaw('population DESC NULLS LAST, name').limit(12).withGraphFetched('parent'),
  ]);
  const rows = spaces as unknown as Array<{ space_name: string; space_slug: string; space_reference: string; venue_hash: string; venue_name: string }>;
  return {
    status: 200,
    title: text(ctx, 'seo.home.title'),
    description: text(ctx, 'seo.home.description'),
    path: '/', indexable: true, ogType: 'website',
    heading: text(ctx, 'seo.home.heading'),
    intro: [text(ctx, 'seo.home.description')],
    sections: [
      { heading: text(ctx, 'seo.home.highlighted'), links: rows.map((s) => ({ text: `${s.space_name} – ${s.venue_name}`, path: spaceUrl(s.venue_hash, s.space_slug, s.space_reference) })) },
      { heading: text(ctx, 'seo.home.cities'), links: cities.filter((c) => c.parent).map((c) => ({ text: c.name, path: `/locations/${c.parent!.slug}/${c.slug}` })) },
    ],
    jsonLd: [organization(ctx.origin), webSite(ctx.origin, ctx.locale)],
  };
}

/** A public page with its title and description from the catalogs, e.g. /about-us or the blog list. */
export function fixedPage(ctx: SeoContext, path: string, titleId: MessageId, descriptionId: MessageId): PageSeo {
  const title = text(ctx, titleId);
  const bc = [{ name: text(ctx, 'seo.breadcrumb.home'), path: '/' }, { name: title, path }];
  return {
    status: 200, title: titled(ctx, title), description: text(ctx, descriptionId), path, indexable: true, ogType: 'website',
    heading: title, intro: [text(ctx, descriptionId)], breadcrumbs: bc, jsonLd: [breadcrumbList(ctx.origin, ctx.locale, bc)],
  };
}

/** The public pages that are not rows of their own (for the sitemap). */
export const FIXED_PATHS = ['/', '/search', '/locations', '/blog', '/how-to', '/helpdesk', '/about-us', '/security-policy', '/hall-of-fame', '/vendor'];
