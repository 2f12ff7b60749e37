/** home: the CMS page 'home' in the request locale. */
import type { GraphQLContext } from '../context';
import { loadCmsPage } from './cmsPage';

export const home = (_: unknown, __: unknown, ctx: GraphQLContext) => loadCmsPage(ctx.knex, 'home', ctx.locale);
