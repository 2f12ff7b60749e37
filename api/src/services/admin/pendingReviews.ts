/** The organisations and spaces waiting for staff review (review_status PENDING), oldest first. */
import type { Knex } from 'knex';
import { Organisation, Space } from '../../db/models';

export async function pendingReviewIds(knex: Knex): Promise<{ organisationIds: number[]; spaceIds: number[] }> {
  const orgs = await Organisation.query(knex).where('review_status', 'PENDING').orderBy('organisation_id').select('organisation_id');
  const spaces = await Space.query(knex).where('review_status', 'PENDING').modify('notRemoved').orderBy('space_id').select('space_id');
  return { organisationIds: orgs.map((o) => o.organisation_id), spaceIds: spaces.map((s) => s.space_id) };
}
