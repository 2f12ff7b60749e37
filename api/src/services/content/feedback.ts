/** Testimonials in position order, text in the request locale. */
import type { Knex } from 'knex';
import { Feedback } from '../../db/models';
import type { Locale } from '../../middleware/locale';
import { imageUrl } from '../../types';

export async function feedbacks(knex: Knex, role: 'Booker' | 'Vendor' | null | undefined, locale: Locale) {
  const q = Feedback.query(knex).orderBy(['position', 'feedback_id']).limit(200);
  if (role) q.where('user_role', role);
  const rows = await q;
  return rows.map((row) => ({
    feedback_id: row.feedback_id,
    avatar_url: imageUrl(row.avatar_image_id ?? null),
    user_name: row.user_name,
    user_company_name: row.user_company_name ?? null,
    user_company_position: row.user_company_position ?? null,
    user_role: row.user_role,
    feedback: locale === 'en' ? row.feedback_en : row.feedback_nl,
  }));
}
