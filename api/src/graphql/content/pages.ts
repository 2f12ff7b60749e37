/** home, footer, about_us, vendor_home, static_page: the block pages in the request locale. */
import { ApiError } from '../../errors/ApiError';
import { loadCmsPage } from '../../services/content/pages';
import type { GraphQLContext } from '../context';

/** `preview` is accepted as the spec writes it; block pages have no drafts yet, so it reads the published page. */
type PreviewArgs = { preview?: boolean | null };

export const home = (_: unknown, __: unknown, ctx: GraphQLContext) => loadCmsPage(ctx.knex, 'home', ctx.locale);
export const footer = (_: unknown, __: unknown, ctx: GraphQLContext) => loadCmsPage(ctx.knex, 'footer', ctx.locale);
export const about_us = (_: unknown, __: PreviewArgs, ctx: GraphQLContext) => loadCmsPage(ctx.knex, 'about-us', ctx.locale);
export const vendor_home = (_: unknown, __: PreviewArgs, ctx: GraphQLContext) => loadCmsPage(ctx.knex, 'vendor', ctx.locale);

/** Block pages reachable through static_page (the others have their own operation). */
export const STATIC_PAGES = ['security-policy', 'hall-of-fame'] as const;

export function static_page(_: unknown, args: { slug: string } & PreviewArgs, ctx: GraphQLContext) {
  if (!(STATIC_PAGES as readonly string[]).includes(args.slug)) {
    throw new ApiError('FIELD_VALIDATION', { entity: 'static_page', key: 'invalid_value', meta: { field: 'slug', allowed: STATIC_PAGES } });
  }
  return loadCmsPage(ctx.knex, args.slug, ctx.locale);
}
