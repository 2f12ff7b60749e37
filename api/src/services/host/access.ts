/**
 * Who may touch which venue/space: the caller's organisation (owned, or joined as team member)
 * with the action allowed by the roles table; admins any. Another organisation's venue or space is
 * NOT_FOUND (its existence is not leaked).
 */
import type { Knex } from 'knex';
import { requirePermission } from '../../auth/guards';
import type { Action, Subject } from '../../auth/permissions';
import type { Viewer } from '../../auth/tokens';
import { ACTIVE_BOOKING_STATUSES } from '../../domain/booking/states';
import { ApiError, notFound } from '../../errors/ApiError';
import { Space, Venue } from '../../db/models';
import { organisationIdOf } from '../../queries/organisation';

export interface HostCaller {
  subject: Subject;
  accountId: number;
  organisationId: number | null;
  isAdmin: boolean;
}

export async function hostCaller(knex: Knex, viewer: Viewer | null | undefined, action: Action): Promise<HostCaller> {
  const subject = await requirePermission(knex, viewer, action);
  const accountId = subject.accountId as number;
  return { subject, accountId, organisationId: await organisationIdOf(knex, accountId), isAdmin: subject.isAdmin };
}

/**
 * Host powers that write something shared (global tags, uploaded photos) need an organisation:
 * switching one's own account to VENDOR is not enough. Admins act for any host.
 */
export function requireHostOrganisation(caller: HostCaller): void {
  if (!caller.isAdmin) requireOrganisation(caller);
}

export function requireOrganisation(caller: HostCaller): number {
  if (caller.organisationId === null) throw new ApiError('VALIDATION', { entity: 'organisation', key: 'organisation_required' });
  return caller.organisationId;
}

export interface VenueRef {
  venue_id: number;
  organisation_id: number;
}

export async function ownVenue(knex: Knex, caller: HostCaller, venueId: number, forUpdate = false): Promise<VenueRef> {
  const q = knex('venue').where('venue_id', venueId).whereNull('ts_deleted').first<VenueRef | undefined>('venue_id', 'organisation_id');
  if (forUpdate) q.forUpdate();
  const row = await q;
  if (!row || (!caller.isAdmin && row.organisation_id !== caller.organisationId)) throw notFound('venue');
  return row;
}

export interface SpaceRef {
  space_id: number;
  venue_id: number;
  organisation_id: number;
}

export async function ownSpace(knex: Knex, caller: HostCaller, spaceId: number, forUpdate = false): Promise<SpaceRef> {
  const q = knex('space as s')
    .join('venue as v', 'v.venue_id', 's.venue_id')
    .where('s.space_id', spaceId)
    .whereNull('s.ts_deleted')
    .first<SpaceRef | undefined>('s.space_id', 's.venue_id', 'v.organisation_id');
  if (forUpdate) q.forUpdate('s');
  const row = await q;
  if (!row || (!caller.isAdmin && row.organisation_id !== caller.organisationId)) throw notFound('space');
  return row;
}

/** Bookings that occupy a slot and have not ended (removal is refused while any exist). */
export async function activeBookingCount(knex: Knex, where: { venueId?: number; spaceId?: number }): Promise<number> {
  const q = knex('booking as b')
    .join('space as s', 's.space_id', 'b.space_id')
    .whereIn('b.booking_status', [...ACTIVE_BOOKING_STATUSES])
    .where('b.booking_end', '>', knex.fn.now());
  if (where.venueId) q.where('s.venue_id', where.venueId);
  if (where.spaceId) q.where('s.space_id', where.spaceId);
  const [{ n }] = await q.count({ n: '*' });
  return Number(n);
}

/** A venue's owning organisation and name (any state; the caller decides what the caller may do). */
export async function venueOwner(knex: Knex, venueId: number): Promise<{ venue_id: number; organisation_id: number; venue_name: string } | undefined> {
  return Venue.query(knex).findById(venueId).select('venue_id', 'organisation_id', 'venue_name');
}

/** A space's venue, name and owning organisation (any state). */
export async function spaceOwner(knex: Knex, spaceId: number): Promise<{ space_id: number; venue_id: number; space_name: string; organisation_id: number } | undefined> {
  return Space.query(knex).alias('s').joinRelated('venue as v').where('s.space_id', spaceId)
    .select('s.space_id', 's.venue_id', 's.space_name', 'v.organisation_id').first()
    .castTo<{ space_id: number; venue_id: number; space_name: string; organisation_id: number } | undefined>();
}
