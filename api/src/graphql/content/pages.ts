/** home, footer, about_us, vendor_home, static_page: the block pages in the request locale. */
import { ApiError } from '../../errors/ApiError';
import { verifyPagePreviewToken } from '../../services/content/pageEditor';
import { loadCmsPage } from '../../services/content/pages';
import type { GraphQLContext } from '../context';

/** `preview` with a valid preview_token (the editor's signed link) reads the version the link shows; otherwise the published page. */
type PreviewArgs = { preview?: boolean | null; preview_token?: string | null };
const previewOf = (args: PreviewArgs | undefined, ctx: GraphQLContext) =>
  args?.preview && ctx.request ? verifyPagePreviewToken(args.preview_token, ctx.request.jwtSecret) : null;

export const home = (_: unknown, args: PreviewArgs, ctx: GraphQLContext) => loadCmsPage(ctx.knex, 'home', ctx.locale, previewOf(args, ctx));
export const footer = (_: unknown, args: PreviewArgs, ctx: GraphQLContext) => loadCmsPage(ctx.knex, 'footer', ctx.locale, previewOf(args, ctx));
export const about_us = (_: unknown, args: PreviewArgs, ctx: GraphQLContext) => loadCmsPage(ctx.knex, 'about-us', ctx.locale, previewOf(args, ctx));
export const vendor_home = (_: unknown, args: PreviewArgs, ctx: GraphQLContext) => loadCmsPage(ctx.knex, 'vendor', ctx.locale, previewOf(args, ctx));

/** Block pages reachable through static_page (the others have their own operation). */
export const STATIC_PAGES = ['security-policy', 'hall-of-fame'] as const;

export function static_page(_: unknown, args: { slug: string } & PreviewArgs, ctx: GraphQLContext) {
  if (!(STATIC_PAGES as readonly string[]).includes(args.slug)) {
    throw new ApiError('FIELD_VALIDATION', { entity: 'static_page', key: 'invalid_value', meta: { field: 'slug', allowed: STATIC_PAGES } });
  }
  return loadCmsPage(ctx.knex, args.slug, ctx.locale, previewOf(args, ctx));
}
