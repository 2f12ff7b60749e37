/**
 * The crawler's view of a page (PageSeo) by its bare path: each public page type from its own data,
 * null for a path of a public page type whose data does not exist or is not public (answered 404),
 * and a noindex page for the private areas.
 */
import type { PageSeo } from '../../domain/seo/pageSeo';
import { notFoundPage, privatePage, text, type SeoContext } from './context';
import {
  blockPage, blogArticle, blogList, helpdeskArticle, helpdeskCategory, helpdeskHome, howToArticle, howToList, tagPage,
} from './contentPages';
import { fixedPage, homePage } from './fixedPages';
import { cityPage, locationsPage, regionPage } from './locationPages';
import { organisationPage, spacePage, venuePage } from './spacePages';

export type { SeoContext } from './context';

type Resolver = (ctx: SeoContext, match: RegExpExecArray) => Promise<PageSeo | null> | PageSeo | null;

const SEG = '([^/]+)';
const PAGES: Array<[RegExp, Resolver]> = [
  [/^\/$/, (ctx) => homePage(ctx)],
  [new RegExp(`^/space/${SEG}/${SEG}/(\\d{1,12})$`), (ctx, m) => spacePage(ctx, m[1]!, m[3]!)],
  [new RegExp(`^/customer/space(?:/space)?/${SEG}/${SEG}/(\\d{1,12})$`), (ctx, m) => spacePage(ctx, m[1]!, m[3]!)],
  [new RegExp(`^/customer/venue/${SEG}/${SEG}$`), (ctx, m) => venuePage(ctx, m[1]!)],
  [new RegExp(`^/organisation/${SEG}/${SEG}$`), (ctx, m) => organisationPage(ctx, m[1]!)],
  [/^\/locations$/, (ctx) => locationsPage(ctx)],
  [new RegExp(`^/locations/${SEG}$`), (ctx, m) => regionPage(ctx, m[1]!)],
  [new RegExp(`^/locations/${SEG}/${SEG}$`), (ctx, m) => cityPage(ctx, m[1]!, m[2]!)],
  [new RegExp(`^/locations/${SEG}/${SEG}/${SEG}$`), (ctx, m) => tagPage(ctx, m[1]!, m[2]!, m[3]!)],
  [/^\/search$/, (ctx) => fixedPage(ctx, '/search', 'seo.search.title', 'seo.search.description')],
  [/^\/blog$/, (ctx) => blogList(ctx)],
  [new RegExp(`^/blog/${SEG}$`), (ctx, m) => blogArticle(ctx, m[1]!)],
  [/^\/how-to$/, (ctx) => howToList(ctx)],
  [new RegExp(`^/how-to/${SEG}$`), (ctx, m) => howToArticle(ctx, m[1]!)],
  [/^\/helpdesk$/, (ctx) => helpdeskHome(ctx)],
  [new RegExp(`^/helpdesk/${SEG}$`), (ctx, m) => helpdeskCategory(ctx, m[1]!)],
  [new RegExp(`^/helpdesk/${SEG}/${SEG}$`), (ctx, m) => helpdeskArticle(ctx, m[1]!, m[2]!)],
  [/^\/about-us$/, (ctx) => blockPage(ctx, 'about-us', 'seo.aboutUs.title', 'seo.aboutUs.description')],
  [/^\/security-policy$/, (ctx) => blockPage(ctx, 'security-policy', 'seo.securityPolicy.title', 'seo.securityPolicy.description')],
  [/^\/hall-of-fame$/, (ctx) => blockPage(ctx, 'hall-of-fame', 'seo.hallOfFame.title', 'seo.hallOfFame.description')],
  [/^\/vendor$/, (ctx) => blockPage(ctx, 'vendor', 'seo.vendor.title', 'seo.vendor.description')],
  [/^\/not-found$/, (ctx, m) => notFoundPage(ctx, m[0])],
  [/^\/server-error$/, (ctx, m) => privatePage(ctx, m[0], 'seo.serverError.title')],
  [/^\/coming-soon$/, (ctx, m) => privatePage(ctx, m[0], 'seo.comingSoon.title')],
  [/^\/(venue|space)-success$/, (ctx, m) => privatePage(ctx, m[0], 'seo.success.title')],
];

/** Public page types whose every path is indexable when its data exists. */
export const PUBLIC_PAGE = /^\/($|search$|space\/|customer\/(space|venue)\/|organisation\/|locations(\/|$)|blog(\/|$)|how-to(\/|$)|helpdesk(\/|$)|about-us$|security-policy$|hall-of-fame$|vendor$)/;

/**
 * The page at `bare` (a known route of the shell): its PageSeo, a 404 page when it is a public page
 * type without public data, or a noindex page for the private areas.
 */
export async function pageSeo(ctx: SeoContext, bare: string): Promise<PageSeo> {
  for (const [pattern, resolve] of PAGES) {
    const match = pattern.exec(bare);
    if (!match) continue;
    const page = await resolve(ctx, match);
    return page ?? notFoundPage(ctx, bare);
  }
  return PUBLIC_PAGE.test(bare) ? genericPublicPage(ctx, bare) : privatePage(ctx, bare);
}

/** A public page type the server has no data resolver for: indexable, with the site's own title and description. */
function genericPublicPage(ctx: SeoContext, bare: string): PageSeo {
  const page = fixedPage(ctx, bare, 'seo.home.heading', 'seo.home.description');
  return { ...page, title: text(ctx, 'seo.home.title'), breadcrumbs: undefined, jsonLd: [] };
}
