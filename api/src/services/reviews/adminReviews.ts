/**
 * The admin Reviews tab: every review of every space, newest first, hidden ones included, so staff with
 * admin.content.update find a hidden review again and show it (setReviewHidden), or promote one to a
 * home-page testimonial (promoteReview). Searched by space, venue or guest name or the review text,
 * filtered by hidden / visible, paged (20 by default).
 */
import type { Knex } from 'knex';
import type { Viewer } from '../../auth/tokens';
import { requirePermission } from '../../auth/guards';
import { SpaceReview } from '../../db/models';
import { spaceUrl } from '../../queries/urls';
import { likePattern, pageWindow, paged, type PageArgs, type Paged } from '../admin/paging';

export interface AdminReviewFilter extends PageArgs {
  search?: string | null;
  /** true: only hidden ones, false: only visible ones, null: all */
  hidden?: boolean | null;
}

export interface AdminReview {
  review_id: number;
  rating: number;
  review_text: string;
  ts_created: string;
  is_hidden: boolean;
  is_testimonial: boolean;
  host_reply: string | null;
  /** the guest's first and last name; null when the account has none (or is gone) */
  guest_name: string | null;
  guest_email: string | null;
  space_id: number;
  space_name: string;
  /** the space's public page */
  space_url: string;
  venue_id: number;
  venue_name: string;
}

type Row = SpaceReview & {
  space_name: string; space_slug: string; space_reference: string; venue_name: string; venue_hash: string;
  first_name: string | null; last_name: string | null; email: string | null;
};

function toAdmin(r: Row): AdminReview {
  const name = [r.first_name, r.last_name].map((p) => (p ?? '').trim()).filter(Boolean).join(' ');
  return {
    review_id: r.review_id,
    rating: r.rating,
    review_text: r.review_text,
    ts_created: new Date(r.ts_created).toISOString(),
    is_hidden: r.is_hidden,
    is_testimonial: r.feedback_id != null,
    host_reply: r.host_reply ?? null,
    guest_name: name || null,
    guest_email: r.email ?? null,
    space_id: r.space_id,
    space_name: r.space_name,
    space_url: spaceUrl(r.venue_hash, r.space_slug, r.space_reference),
    venue_id: r.venue_id,
    venue_name: r.venue_name,
  };
}

function scoped(knex: Knex, filter: AdminReviewFilter) {
  const q = SpaceReview.query(knex)
    .join('space', 'space.space_id', 'space_review.space_id')
    .join('venue', 'venue.venue_id', 'space_review.venue_id')
    .leftJoin('account as guest', 'guest.account_id', 'space_review.account_id');
  if (filter.hidden === true || filter.hidden === false) q.where('space_review.is_hidden', filter.hidden);
  const like = likePattern(filter.search);
  if (like) {
    q.where((w) => w
      .whereILike('space.space_name', like)
      .orWhereILike('venue.venue_name', like)
      .orWhereILike('space_review.review_text', like)
      .orWhereRaw(`concat_ws(' ', guest.first_name, guest.last_name) ilike ?`, [like]));
  }
  return q;
}

/** Staff (admin.content.update): one page of reviews, newest first, hidden ones included. */
export async function adminReviews(knex: Knex, viewer: Viewer | null | undefined, filter: AdminReviewFilter): Promise<Paged<AdminReview>> {
  await requirePermission(knex, viewer, 'admin.content.update');
  const { page, size, offset } = pageWindow(filter);
  const [count] = (await scoped(knex, filter).count('* as n')) as unknown as Array<{ n: string }>;
  const rows = await scoped(knex, filter)
    .select('space_review.*', 'space.space_name', 'space.space_slug', 'space.space_reference', 'venue.venue_name', 'venue.venue_hash',
      'guest.first_name', 'guest.last_name', 'guest.email')
    .orderBy([{ column: 'space_review.ts_created', order: 'desc' }, { column: 'space_review.review_id', order: 'desc' }])
    .limit(size)
    .offset(offset);
  return paged(rows.map((r) => toAdmin(r as unknown as Row)), Number(count?.n ?? 0), page, size);
}
