/**
 * Which venues a caller may filter its notifications (and the day overview) by: the venues of the
 * organisation it owns or joined as team member; admins any. Another venue is NOT_FOUND, so its
 * existence is not leaked.
 */
import type { Knex } from 'knex';
import { Venue } from '../../db/models';
import { notFound } from '../../errors/ApiError';
import { organisationIdOf } from '../../queries/organisation';

export interface Caller {
  accountId: number;
  isAdmin: boolean;
}

export async function assertVenueVisible(knex: Knex, caller: Caller, venueId: number): Promise<void> {
  const venue = await Venue.query(knex).findById(venueId).whereNull('ts_deleted').select('venue_id', 'organisation_id');
  if (!venue) throw notFound('venue');
  if (caller.isAdmin) return;
  const organisationId = await organisationIdOf(knex, caller.accountId);
  if (organisationId === null || venue.organisation_id !== organisationId) throw notFound('venue');
}
