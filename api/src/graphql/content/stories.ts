/** Blog, how-to and helpdesk reads: thin resolvers over services/content. */
import { helpdeskCategories, helpdeskCategoryStories, helpdeskStory, searchHelpdeskStories } from '../../services/content/helpdesk';
import { socialMedia } from '../../services/content/pages';
import { verifyPreviewToken } from '../../services/content/previewToken';
import { getStory, listStories, type ReadOptions } from '../../services/content/stories';
import type { GraphQLContext } from '../context';

type Pagination = { pagination?: { page?: number | null; size?: number | null } | null };
type Preview = { preview?: boolean | null; preview_token?: string | null };
/** preview + a valid preview token (the editor's signed link) reads the version the token names; anything else the published one. */
const read = (args: Preview, ctx: GraphQLContext): ReadOptions => ({
  preview: args.preview,
  previewOf: args.preview && ctx.request ? verifyPreviewToken(args.preview_token, ctx.request.jwtSecret) : null,
});

export const get_all_blog_articles = (_: unknown, args: Pagination, ctx: GraphQLContext) => listStories(ctx.knex, 'BLOG_ARTICLE', ctx.locale, args.pagination);
export const get_blog_article = (_: unknown, args: { slug: string } & Preview, ctx: GraphQLContext) =>
  getStory(ctx.knex, 'BLOG_ARTICLE', args.slug, ctx.locale, read(args, ctx));
export const get_all_how_to_articles = (_: unknown, args: Pagination, ctx: GraphQLContext) => listStories(ctx.knex, 'HOW_TO_ARTICLE', ctx.locale, args.pagination);
export const get_how_to_article = (_: unknown, args: { article_slug: string } & Preview, ctx: GraphQLContext) =>
  getStory(ctx.knex, 'HOW_TO_ARTICLE', args.article_slug, ctx.locale, read(args, ctx));

export const get_faq_categories = (_: unknown, __: unknown, ctx: GraphQLContext) => helpdeskCategories(ctx.knex, ctx.locale);
export const get_faq_category_stories = (_: unknown, args: { category_slug: string } & Preview, ctx: GraphQLContext) =>
  helpdeskCategoryStories(ctx.knex, args.category_slug, ctx.locale, read(args, ctx));
export const get_helpdesk_story = (_: unknown, args: { story_slug: string } & Preview, ctx: GraphQLContext) =>
  helpdeskStory(ctx.knex, args.story_slug, ctx.locale, read(args, ctx));
export const search_helpdesk_stories = (_: unknown, args: { search_term: string }, ctx: GraphQLContext) => searchHelpdeskStories(ctx.knex, args.search_term, ctx.locale);

export const get_all_social_media = (_: unknown, __: unknown, ctx: GraphQLContext) => socialMedia(ctx.knex);
