/** get_all_feedbacks(user_role): testimonials in position order, text in the request locale. */
import { imageUrl } from '../../types';
import type { GraphQLContext } from '../context';

interface FeedbackRow {
  feedback_id: number;
  avatar_image_id: number | null;
  user_name: string;
  user_company_name: string | null;
  user_company_position: string | null;
  user_role: 'Booker' | 'Vendor';
  feedback_nl: string;
  feedback_en: string;
}

export async function get_all_feedbacks(_: unknown, args: { user_role?: 'Booker' | 'Vendor' | null }, ctx: GraphQLContext) {
  const q = ctx.knex('feedback').orderBy(['position', 'feedback_id']).limit(200);
  if (args.user_role) q.where('user_role', args.user_role);
  const rows: FeedbackRow[] = await q.select(
    'feedback_id', 'avatar_image_id', 'user_name', 'user_company_name', 'user_company_position', 'user_role', 'feedback_nl', 'feedback_en',
  );
  return rows.map(({ avatar_image_id, feedback_nl, feedback_en, ...row }) => ({
    ...row,
    avatar_url: imageUrl(avatar_image_id),
    feedback: ctx.locale === 'en' ? feedback_en : feedback_nl,
  }));
}
