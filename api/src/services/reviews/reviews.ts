/**
 * Reviews of spaces: the guest of a passed booking writes one (rating 1-5 and a text); the space's and
 * the venue's reviews with their average are public; the host of the space replies once; staff with
 * admin.content.update hide a review or promote it to a home-page testimonial (a feedback row).
 * After every change of what is visible, space.rating (0-10) follows the visible reviews' average, so
 * search results and cards show it. Multi-row writes run in one transaction.
 */
import type { Knex } from 'knex';
import type { Viewer } from '../../auth/tokens';
import { requirePermission } from '../../auth/guards';
import { Booking, Feedback, Space, SpaceReview } from '../../db/models';
import { authorName, checkReview, checkText, spaceRatingOf } from '../../domain/reviews/reviewRules';
import { ApiError, fieldValidation, notFound } from '../../errors/ApiError';
import { clock } from '../../jobs/clock';
import { hostCaller, ownSpace } from '../host/access';

const ENTITY = 'review';
/** A booking whose time is over and that was paid (PAID until the payout job marks it PASSED/COMPLETED). */
const REVIEWABLE = ['PAID', 'PASSED', 'COMPLETED'];

export interface ReviewView {
  review_id: number;
  space_id: number;
  space_name: string;
  rating: number;
  review_text: string;
  author_name: string | null;
  host_reply: string | null;
  ts_replied: string | null;
  ts_created: string;
  is_testimonial: boolean;
}

const iso = (d: Date | string | null | undefined) => (d ? new Date(d).toISOString() : null);

function toView(r: SpaceReview & { space_name?: string; first_name?: string | null; last_name?: string | null }): ReviewView {
  return {
    review_id: r.review_id,
    space_id: r.space_id,
    space_name: r.space_name ?? '',
    rating: r.rating,
    review_text: r.review_text,
    author_name: authorName(r.first_name, r.last_name),
    host_reply: r.host_reply ?? null,
    ts_replied: iso(r.ts_replied),
    ts_created: iso(r.ts_created)!,
    is_testimonial: r.feedback_id != null,
  };
}

const withNames = (q: ReturnType<typeof SpaceReview.query>) =>
  q.joinRelated('space').leftJoinRelated('author').select('space_review.*', 'space.space_name', 'author.first_name', 'author.last_name');

/** space.rating = the visible reviews' average doubled (null without any). */
async function refreshSpaceRating(trx: Knex.Transaction, spaceId: number): Promise<void> {
  const rows = await SpaceReview.query(trx).where({ space_id: spaceId, is_hidden: false }).select('rating');
  await Space.query(trx).findById(spaceId).patch({ rating: spaceRatingOf(rows.map((r) => r.rating)) });
}

function problem(p: ReturnType<typeof checkReview>): void {
  if (p) throw fieldValidation(ENTITY, p.field, p.key);
}

/** The review of a booking, for its guest (or null). */
export async function reviewOfBooking(knex: Knex, bookingId: number): Promise<ReviewView | null> {
  const row = await withNames(SpaceReview.query(knex)).where('space_review.booking_id', bookingId).first();
  return row ? toView(row as never) : null;
}

export async function createReview(knex: Knex, viewer: Viewer, bookingId: number, rating: number, text: string, now: Date = clock.now()): Promise<ReviewView> {
  const booking = await Booking.query(knex).findById(bookingId).joinRelated('space').select('booking.*', 'space.venue_id');
  // someone else's booking does not exist for the caller
  if (!booking || booking.is_deleted || booking.account_id !== viewer.accountId) throw notFound('booking');
  if (!REVIEWABLE.includes(booking.booking_status) || new Date(booking.booking_end).getTime() > now.getTime()) {
    throw new ApiError('VALIDATION', { entity: ENTITY, key: 'booking_not_passed', meta: { booking_status: booking.booking_status } });
  }
  problem(checkReview(rating, text));
  await knex.transaction(async (trx) => {
    if (await SpaceReview.query(trx).findOne({ booking_id: bookingId })) throw new ApiError('VALIDATION', { entity: ENTITY, key: 'review_exists' });
    await SpaceReview.query(trx).insert({
      booking_id: bookingId, space_id: booking.space_id, venue_id: (booking as Booking & { venue_id: number }).venue_id, account_id: viewer.accountId,
      rating, review_text: text.trim(),
    });
    await refreshSpaceRating(trx, booking.space_id);
  });
  return (await reviewOfBooking(knex, bookingId))!;
}

export interface ReviewPage {
  average: number | null;
  count: number;
  reviews: ReviewView[];
}

/** The visible reviews of a space or of all spaces of a venue, newest first, with their average (1-5). */
export async function visibleReviews(knex: Knex, where: { space_id?: number | null; venue_id?: number | null }, first = 20, skip = 0): Promise<ReviewPage> {
  const scope = (q: ReturnType<typeof SpaceReview.query>) => {
    q.where('space_review.is_hidden', false);
    if (where.space_id != null) q.where('space_review.space_id', where.space_id);
    if (where.venue_id != null) q.where('space_review.venue_id', where.venue_id);
    return q;
  };
  if (where.space_id == null && where.venue_id == null) return { average: null, count: 0, reviews: [] };
  const [agg] = (await scope(SpaceReview.query(knex)).count('* as count').avg('rating as average')) as unknown as Array<{ count: string; average: string | null }>;
  const rows = await scope(withNames(SpaceReview.query(knex))).orderBy('space_review.review_id', 'desc').limit(Math.min(Math.max(first, 1), 50)).offset(Math.max(skip, 0));
  const count = Number(agg?.count ?? 0);
  return { average: count && agg?.average != null ? Math.round(Number(agg.average) * 10) / 10 : null, count, reviews: rows.map((r) => toView(r as never)) };
}

/** The host of the space answers once. */
export async function replyToReview(knex: Knex, viewer: Viewer, reviewId: number, text: string): Promise<ReviewView> {
  const caller = await hostCaller(knex, viewer, 'vendor_booking.answer');
  const review = await SpaceReview.query(knex).findById(reviewId);
  if (!review) throw notFound(ENTITY);
  await ownSpace(knex, caller, review.space_id).catch(() => {
    throw notFound(ENTITY);
  });
  problem(checkText('host_reply', text));
  const updated = await SpaceReview.query(knex).findById(reviewId).whereNull('host_reply').patch({ host_reply: text.trim(), ts_replied: new Date().toISOString() });
  if (!updated) throw new ApiError('VALIDATION', { entity: ENTITY, key: 'already_replied' });
  return toView((await withNames(SpaceReview.query(knex)).where('space_review.review_id', reviewId).first()) as never);
}

/** Reviews of the host's own spaces (the host's reply list), newest first. */
export async function hostReviews(knex: Knex, viewer: Viewer, spaceId: number): Promise<ReviewView[]> {
  const caller = await hostCaller(knex, viewer, 'vendor_booking.view');
  await ownSpace(knex, caller, spaceId);
  const rows = await withNames(SpaceReview.query(knex)).where('space_review.space_id', spaceId).orderBy('space_review.review_id', 'desc').limit(50);
  return rows.map((r) => toView(r as never));
}

async function staffReview(knex: Knex, viewer: Viewer | null | undefined, reviewId: number): Promise<SpaceReview> {
  await requirePermission(knex, viewer, 'admin.content.update');
  const review = await SpaceReview.query(knex).findById(reviewId);
  if (!review) throw notFound(ENTITY);
  return review;
}

export async function setReviewHidden(knex: Knex, viewer: Viewer | null | undefined, reviewId: number, hidden: boolean): Promise<boolean> {
  const review = await staffReview(knex, viewer, reviewId);
  await knex.transaction(async (trx) => {
    await SpaceReview.query(trx).findById(reviewId).patch({ is_hidden: hidden });
    await refreshSpaceRating(trx, review.space_id);
  });
  return hidden;
}

/** A copy of the review as a guest testimonial of the home page (once; the feedback row is linked). */
export async function promoteReview(knex: Knex, viewer: Viewer | null | undefined, reviewId: number): Promise<ReviewView> {
  const review = await staffReview(knex, viewer, reviewId);
  if (review.is_hidden) throw new ApiError('VALIDATION', { entity: ENTITY, key: 'review_hidden' });
  if (review.feedback_id == null) {
    const view = toView((await withNames(SpaceReview.query(knex)).where('space_review.review_id', reviewId).first()) as never);
    await knex.transaction(async (trx) => {
      const last = (await Feedback.query(trx).where('user_role', 'Booker').max('position as max').first()) as unknown as { max: number | null } | undefined;
      const feedback = await Feedback.query(trx).insert({
        user_name: view.author_name ?? 'Gast', user_role: 'Booker', feedback_nl: review.review_text, feedback_en: review.review_text, position: (last?.max ?? 0) + 1,
      });
      await SpaceReview.query(trx).findById(reviewId).patch({ feedback_id: feedback.feedback_id });
    });
  }
  return toView((await withNames(SpaceReview.query(knex)).where('space_review.review_id', reviewId).first()) as never);
}
