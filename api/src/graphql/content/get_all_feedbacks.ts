/** get_all_feedbacks(user_role): testimonials in position order, text in the request locale. */
import { feedbacks } from '../../services/content/feedback';
import type { GraphQLContext } from '../context';

export const get_all_feedbacks = (_: unknown, args: { user_role?: 'Booker' | 'Vendor' | null }, ctx: GraphQLContext) => feedbacks(ctx.knex, args.user_role, ctx.locale);
