/** An organisation's reliability rating as shown to the host, its team and admins (README "## Host rating"). */
import type { Knex } from 'knex';
import { computeHostRating, type HostRating, type RequestCounts } from '../../domain/rating';
import { Organisation } from '../../db/models';
import { ratingCounts } from '../../queries/hostRating';

export type HostRatingView = HostRating & RequestCounts & { organisation_id: number };

/** Computed now from the history (not the stored value); null when there is no such organisation. */
export async function hostRatingOf(knex: Knex, organisationId: number, now: Date): Promise<HostRatingView | null> {
  const org = await Organisation.query(knex).findById(organisationId).select('organisation_id', 'is_banned');
  if (!org) return null;
  const counts = await ratingCounts(knex, organisationId, now);
  const rating = computeHostRating(counts);
  // a ban by staff stays until staff lift it, whatever the answers say
  return { organisation_id: organisationId, ...counts, ...rating, is_banned: org.is_banned === true || rating.is_banned };
}
