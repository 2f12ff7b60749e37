/**
 * Review rules (pure): a rating is a whole 1-5, the text 1-2000 characters after trimming, a reply
 * 1-2000; the space's rating (0-10 as search rows and cards read it) is the visible reviews' average
 * doubled, one decimal; none -> null. The author is shown by first name and last initial.
 */
export const REVIEW_TEXT_MAX = 2000;

export type ReviewField = 'rating' | 'review_text' | 'host_reply';
export interface ReviewProblem {
  field: ReviewField;
  key: 'required' | 'max_length' | 'invalid_rating';
}

export function checkReview(rating: number, text: string): ReviewProblem | null {
  if (!Number.isInteger(rating) || rating < 1 || rating > 5) return { field: 'rating', key: 'invalid_rating' };
  return checkText('review_text', text);
}

export function checkText(field: ReviewField, text: string): ReviewProblem | null {
  const t = text.trim();
  if (t.length === 0) return { field, key: 'required' };
  if (t.length > REVIEW_TEXT_MAX) return { field, key: 'max_length' };
  return null;
}

/** Average of 1-5 ratings as the 0-10 space rating with one decimal; null without reviews. */
export function spaceRatingOf(ratings: number[]): number | null {
  if (ratings.length === 0) return null;
  const avg = ratings.reduce((a, b) => a + b, 0) / ratings.length;
  return Math.round(avg * 20) / 10;
}

/** "Sanne de Vries" -> "Sanne d."; without names: null (shown as "a guest"). */
export function authorName(first: string | null | undefined, last: string | null | undefined): string | null {
  const f = first?.trim();
  if (!f) return null;
  const l = last?.trim().split(/\s+/).pop();
  return l ? `${f} ${l[0]!.toUpperCase()}.` : f;
}
