/**
 * Host rating (README "## Host rating", domain/rating): job `rating.recompute` { organisation_id }
 * counts the organisation's answers to requests from booking_history (queries/hostRating.ts),
 * stores organisation.organisation_rating, bans the organisation at 0 (venue_search, the space
 * page and booking creation already skip banned organisations) and tells the owner once when the
 * rating falls to the critical level. Idempotent: running it twice writes the same values.
 */
import type { Knex } from 'knex';
import { computeHostRating, type HostRating, type RequestCounts } from '../../domain/rating';
import { ratingCounts } from '../../queries/hostRating';
import { notifyAccountEvent, organisationAudience } from '../../services/notifications/accountEvents';
import { clock } from '../clock';
import type { JobContext } from '../registry';
import { scheduleJob } from '../runner';

export const RATING_JOB = 'rating.recompute';
export const RATING_SWEEP_JOB = 'rating.sweep';

export type RatingResult = HostRating & RequestCounts & { organisation_id: number };

/** Computes, stores, bans at 0 and notifies on reaching the critical level; in one transaction. */
export async function recomputeHostRating(knex: Knex, organisationId: number, now: Date = clock.now()): Promise<RatingResult | null> {
  return knex.transaction(async (trx) => {
    const org = await trx('organisation').where('organisation_id', organisationId).forUpdate().first('organisation_id', 'account_id', 'organisation_rating', 'is_banned', 'organisation_name');
    if (!org) return null;
    const counts = await ratingCounts(trx, organisationId, now);
    const rating = computeHostRating(counts);
    const before = Number(org.organisation_rating);
    await trx('organisation').where('organisation_id', organisationId).update({
      organisation_rating: rating.value,
      ts_rating_computed: now,
      // a ban is lifted by staff only (admin), never by the job; staff see the cause (admin Vendors tab)
      ...(rating.is_banned && !org.is_banned ? { is_banned: true, ban_cause: 'RATING', ban_reason: null, ts_banned: now } : {}),
    });
    if (rating.is_banned && org.is_banned !== true) {
      await notifyAccountEvent(trx, 'organisation_banned', {
        accountIds: await organisationAudience(trx, organisationId, 'organisation_banned'),
        payload: { organisation_id: organisationId, organisation_name: org.organisation_name ?? null, value: rating.value },
      });
    }
    if (rating.is_critical && !(before <= 2) && org.account_id) {
      await trx('notification').insert({
        account_id: org.account_id, event_name: 'host_rating_critical', event_status: 'ACTIVE', event_type: 'SYSTEM',
        payload: JSON.stringify({ organisation_id: organisationId, value: rating.value, stars: rating.stars, label: rating.label, is_banned: rating.is_banned }),
      });
    }
    return { organisation_id: organisationId, ...rating, ...counts, is_banned: rating.is_banned || org.is_banned === true };
  });
}

/**
 * Booking services: call after approve / decline / expiry / host cancel, inside the transaction
 * (the job exists exactly when the answer was committed). One queued job per organisation.
 */
export async function scheduleRatingRecompute(trx: Knex | Knex.Transaction, organisationId: number): Promise<void> {
  await scheduleJob(RATING_JOB, clock.now(), { organisation_id: organisationId }, { singletonKey: `rating:${organisationId}`, trx });
}

/** Same, for the organisation owning a space (what the booking services have at hand). */
export async function scheduleRatingRecomputeForSpace(trx: Knex | Knex.Transaction, spaceId: number): Promise<void> {
  const row = await trx('space as s').join('venue as v', 'v.venue_id', 's.venue_id').where('s.space_id', spaceId).first('v.organisation_id');
  if (row) await scheduleRatingRecompute(trx, row.organisation_id);
}

/** Every organisation with booking history newer than its last computation (catches missed jobs). */
export async function recomputeDueRatings(knex: Knex, now: Date): Promise<number> {
  const { rows } = await knex.raw(
    `SELECT o.organisation_id FROM organisation o
     WHERE EXISTS (SELECT 1 FROM booking_history h JOIN booking b ON b.booking_id = h.booking_id
                   JOIN space s ON s.space_id = b.space_id JOIN venue v ON v.venue_id = s.venue_id
                   WHERE v.organisation_id = o.organisation_id AND (o.ts_rating_computed IS NULL OR h.ts_created > o.ts_rating_computed))`,
  );
  for (const r of rows as Array<{ organisation_id: number }>) await recomputeHostRating(knex, r.organisation_id, now);
  return rows.length;
}

export async function handleRatingRecompute(data: Record<string, unknown>, ctx: JobContext): Promise<void> {
  const id = Number(data.organisation_id);
  if (Number.isInteger(id)) await recomputeHostRating(ctx.knex, id, ctx.clock.now());
}

export async function handleRatingSweep(_data: Record<string, unknown>, ctx: JobContext): Promise<void> {
  await recomputeDueRatings(ctx.knex, ctx.clock.now());
}
