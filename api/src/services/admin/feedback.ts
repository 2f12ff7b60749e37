/**
 * Testimonials (admin Feedback tab, host-and-admin section 3 "Feedback (admin)"): name, optional
 * company and position, role Booker or Vendor, the text in nl and en, the order position and an
 * avatar uploaded under the image rules (POST image/?owner_type=FEEDBACK). The home page slider reads
 * them with get_all_feedbacks.
 */
import type { Knex } from 'knex';
import { FEEDBACK_ROLES } from '../../db/constants';
import { Feedback, Image } from '../../db/models';
import { fieldValidation, notFound } from '../../errors/ApiError';
import { imageUrl } from '../../types';
import { likePattern } from './paging';

export type FeedbackRole = (typeof FEEDBACK_ROLES)[number];

export interface FeedbackInput {
  user_name: string;
  user_company_name?: string | null;
  user_company_position?: string | null;
  user_role: FeedbackRole;
  feedback_nl: string;
  feedback_en: string;
  position?: number | null;
  avatar_image_id?: number | null;
}

export interface AdminFeedback {
  feedback_id: number;
  avatar_image_id: number | null;
  avatar_url: string | null;
  user_name: string;
  user_company_name: string | null;
  user_company_position: string | null;
  user_role: FeedbackRole;
  feedback_nl: string;
  feedback_en: string;
  position: number;
}

const toAdmin = (f: Feedback): AdminFeedback => ({
  feedback_id: f.feedback_id,
  avatar_image_id: f.avatar_image_id ?? null,
  avatar_url: imageUrl(f.avatar_image_id ?? null),
  user_name: f.user_name,
  user_company_name: f.user_company_name ?? null,
  user_company_position: f.user_company_position ?? null,
  user_role: f.user_role,
  feedback_nl: f.feedback_nl,
  feedback_en: f.feedback_en,
  position: f.position,
});

const optional = (v: string | null | undefined) => {
  const t = (v ?? '').trim();
  return t ? t : null;
};

/** The row fields of an input, checked field by field (FIELD_VALIDATION, entity feedback). */
function rowOf(input: FeedbackInput) {
  const name = input.user_name.trim();
  if (!name) throw fieldValidation('feedback', 'user_name', 'user_name_empty');
  if (name.length > 100) throw fieldValidation('feedback', 'user_name', 'user_name_too_long');
  const company = optional(input.user_company_name);
  if (company && company.length > 100) throw fieldValidation('feedback', 'user_company_name', 'user_company_name_too_long');
  const position = optional(input.user_company_position);
  if (position && position.length > 100) throw fieldValidation('feedback', 'user_company_position', 'user_company_position_too_long');
  if (!FEEDBACK_ROLES.includes(input.user_role)) throw fieldValidation('feedback', 'user_role', 'user_role_invalid');
  const nl = input.feedback_nl.trim();
  const en = input.feedback_en.trim();
  if (!nl) throw fieldValidation('feedback', 'feedback_nl', 'feedback_empty');
  if (!en) throw fieldValidation('feedback', 'feedback_en', 'feedback_empty');
  if (nl.length > 2000) throw fieldValidation('feedback', 'feedback_nl', 'feedback_too_long');
  if (en.length > 2000) throw fieldValidation('feedback', 'feedback_en', 'feedback_too_long');
  if (input.position !== null && input.position !== undefined && (!Number.isInteger(input.position) || input.position < 0 || input.position > 10000)) {
    throw fieldValidation('feedback', 'position', 'position_invalid');
  }
  return { user_name: name, user_company_name: company, user_company_position: position, user_role: input.user_role, feedback_nl: nl, feedback_en: en };
}

/** An uploaded feedback avatar not yet used by another testimonial. */
async function avatarFor(trx: Knex.Transaction, imageId: number, feedbackId: number | null): Promise<number> {
  const image = await Image.query(trx).findById(imageId).where('owner_type', 'FEEDBACK').select('image_id', 'owner_id');
  if (!image || (image.owner_id !== null && image.owner_id !== undefined && image.owner_id !== feedbackId)) {
    throw fieldValidation('feedback', 'avatar_image_id', 'avatar_invalid');
  }
  return image.image_id;
}

/** Every testimonial in home-page order, of one role and matching a search (name, company, text) when given. */
export async function listFeedback(knex: Knex, role: FeedbackRole | null | undefined, search?: string | null): Promise<AdminFeedback[]> {
  const q = Feedback.query(knex).orderBy(['position', 'feedback_id']);
  if (role) q.where('user_role', role);
  const like = likePattern(search);
  if (like) {
    q.where((w) => w.whereILike('user_name', like).orWhereILike('user_company_name', like).orWhereILike('feedback_nl', like).orWhereILike('feedback_en', like));
  }
  return (await q).map(toAdmin);
}

export async function addFeedback(knex: Knex, input: FeedbackInput): Promise<AdminFeedback> {
  const row = rowOf(input);
  return knex.transaction(async (trx) => {
    const position = input.position ?? Number((await Feedback.query(trx).max('position as p').first() as unknown as { p: number | null })?.p ?? 0) + 1;
    const created = await Feedback.query(trx).insert({ ...row, position });
    if (input.avatar_image_id) {
      const avatar = await avatarFor(trx, input.avatar_image_id, null);
      await Image.query(trx).findById(avatar).patch({ owner_id: created.feedback_id });
      await created.$query(trx).patch({ avatar_image_id: avatar });
    }
    return toAdmin(await Feedback.query(trx).findById(created.feedback_id).throwIfNotFound());
  });
}

/**
 * Edits a testimonial; the avatar changes only when `isAvatarChanged` (to the input's image, or none),
 * the old avatar image is deleted then.
 */
export async function editFeedback(knex: Knex, feedbackId: number, input: FeedbackInput, isAvatarChanged: boolean): Promise<AdminFeedback> {
  const row = rowOf(input);
  return knex.transaction(async (trx) => {
    const current = await Feedback.query(trx).findById(feedbackId).forUpdate();
    if (!current) throw notFound('feedback');
    await current.$query(trx).patch({ ...row, ...(input.position !== null && input.position !== undefined ? { position: input.position } : {}) });
    if (isAvatarChanged) {
      const old = current.avatar_image_id ?? null;
      const next = input.avatar_image_id ? await avatarFor(trx, input.avatar_image_id, feedbackId) : null;
      if (next !== old) {
        if (next) await Image.query(trx).findById(next).patch({ owner_id: feedbackId });
        await Feedback.query(trx).findById(feedbackId).patch({ avatar_image_id: next });
        if (old) await Image.query(trx).deleteById(old);
      }
    }
    return toAdmin(await Feedback.query(trx).findById(feedbackId).throwIfNotFound());
  });
}

export async function deleteFeedback(knex: Knex, feedbackId: number): Promise<void> {
  await knex.transaction(async (trx) => {
    const current = await Feedback.query(trx).findById(feedbackId).forUpdate();
    if (!current) throw notFound('feedback');
    await current.$query(trx).delete();
    if (current.avatar_image_id) await Image.query(trx).deleteById(current.avatar_image_id);
  });
}
