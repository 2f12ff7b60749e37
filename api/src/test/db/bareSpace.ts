/** One booker and one active space of an active venue, nothing else: for availability tests that set the rest themselves. */
import type { Knex } from 'knex';

export interface BareSpace { bookerId: number; venueId: number; spaceId: number }

export async function insertBareSpace(k: Knex, tag: string, space: Record<string, unknown> = {}): Promise<BareSpace> {
  const bookerId = (await k('account').insert({ email: `${tag}@example.nl`, first_name: 'T', last_name: 'T' }).returning('account_id'))[0].account_id;
  const org = (await k('organisation').insert({ account_id: bookerId, organisation_type: 'PRIVATE', organisation_name: `${tag} BV` }).returning('organisation_id'))[0].organisation_id;
  const venueId = (await k('venue').insert({ organisation_id: org, venue_hash: `${tag}00000`.slice(0, 8), venue_name: tag, venue_slug: tag, status: 'PUBLISHED', is_active: true }).returning('venue_id'))[0].venue_id;
  const spaceId = (await k('space').insert({
    venue_id: venueId, space_name: 'Zaal', space_slug: 'zaal', space_reference: `99${String(tag.length * 1000 + tag.charCodeAt(0)).padStart(4, '0')}`,
    is_active: true, min_guests: 1, max_guests: 10, ...space,
  }).returning('space_id'))[0].space_id;
  return { bookerId, venueId, spaceId };
}
