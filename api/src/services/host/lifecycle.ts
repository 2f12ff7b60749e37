/** Venue and space activate / deactivate / remove: domain/host/lifecycle.ts decides, this applies through the models. */
import type { Knex } from 'knex';
import { fn } from 'objection';
import { can, type Subject } from '../../auth/permissions';
import { removalRefusal, spaceActivationRefusal, venueActivationRefusal } from '../../domain/host/lifecycle';
import { CalendarLink, Image, Space, SpaceConfiguration, Venue } from '../../db/models';
import { activeBookingCount } from './access';
import { refusalError } from './hostErrors';

/** FOR UPDATE OF s: the space row only, not its venue and organisation (objection forwards the table to knex) */
const lockSpaceRowOnly = (q: { forUpdate(): unknown }) => (q.forUpdate as (...tables: string[]) => unknown).call(q, 's');

const count = async (q: { resultSize(): Promise<number> }) => q.resultSize();

export async function activateVenue(knex: Knex, venueId: number): Promise<void> {
  await knex.transaction(async (trx) => {
    const v = (await Venue.query(trx).findById(venueId).forUpdate().select('status', 'ts_deleted'))!;
    const spaces = await count(Space.query(trx).where('venue_id', venueId).whereNull('ts_deleted'));
    const photos = await count(Image.query(trx).where({ owner_type: 'VENUE', owner_id: venueId }));
    const refusal = venueActivationRefusal({ status: v.status, spaceCount: spaces, photoCount: photos, deleted: v.ts_deleted != null });
    if (refusal) throw refusalError('venue', refusal);
    await Venue.query(trx).findById(venueId).patch({ is_active: true, status: 'PUBLISHED', ts_updated: fn.now() as unknown as Date });
  });
}

/** Hides the venue; search shows no space of an inactive venue. */
export async function deactivateVenue(knex: Knex, venueId: number): Promise<void> {
  await Venue.query(knex).findById(venueId).patch({ is_active: false, ts_updated: fn.now() as unknown as Date });
}

/** Permanent: rows stay for the bookings that point at them (ts_deleted), everything is hidden. */
export async function removeVenue(knex: Knex, venueId: number): Promise<void> {
  await knex.transaction(async (trx) => {
    await Venue.query(trx).findById(venueId).forUpdate().select('venue_id');
    const refusal = removalRefusal(await activeBookingCount(trx, { venueId }));
    if (refusal) throw refusalError('venue', refusal);
    await Space.query(trx).where('venue_id', venueId).whereNull('ts_deleted').patch({ is_active: false, ts_deleted: fn.now() as unknown as Date });
    await Venue.query(trx).findById(venueId).patch({ is_active: false, ts_deleted: fn.now() as unknown as Date });
  });
}

export async function activateSpace(knex: Knex, subject: Subject, spaceId: number): Promise<void> {
  await knex.transaction(async (trx) => {
    const s = (await Space.query(trx).alias('s').joinRelated('venue.organisation').where('s.space_id', spaceId).modify(lockSpaceRowOnly)
      .select('s.review_status', 's.ts_deleted', 'venue:organisation.is_activation_allowed', 'venue:organisation.is_banned', 'venue:organisation.review_status as organisation_review')
      .first()
      .castTo<{ review_status: string; ts_deleted: Date | null; is_activation_allowed: boolean; is_banned: boolean; organisation_review: string } | undefined>())!;
    const calendar = await CalendarLink.query(trx).where('space_id', spaceId).whereNot('sync_status', 'UNSUBSCRIBED').where('calendar_deleted', false).select('calendar_link_id').first();
    const photos = await count(Image.query(trx).where({ owner_type: 'SPACE', owner_id: spaceId }));
    const configurations = await count(SpaceConfiguration.query(trx).where('space_id', spaceId));
    const refusal = spaceActivationRefusal({
      organisationAllowed: s.is_activation_allowed && s.organisation_review === 'APPROVED',
      organisationBanned: s.is_banned,
      spaceApproved: s.review_status === 'APPROVED',
      hasLinkedCalendar: !!calendar,
      mayActivateWithoutSync: can(subject, 'space.activate_without_sync'),
      photoCount: photos,
      configurationCount: configurations,
      deleted: s.ts_deleted !== null,
    });
    if (refusal) throw refusalError('space', refusal);
    await Space.query(trx).findById(spaceId).patch({ is_active: true, ts_updated: fn.now() as unknown as Date });
  });
}

/** Hidden from search; the synced external calendar is switched off (the host re-links it by hand). */
export async function deactivateSpace(knex: Knex, spaceId: number): Promise<void> {
  await knex.transaction(async (trx) => {
    await Space.query(trx).findById(spaceId).patch({ is_active: false, ts_updated: fn.now() as unknown as Date });
    await CalendarLink.query(trx).where('space_id', spaceId).patch({ is_synchronized: false, sync_status: 'UNSUBSCRIBED' });
  });
}

export async function removeSpace(knex: Knex, spaceId: number): Promise<void> {
  await knex.transaction(async (trx) => {
    await Space.query(trx).findById(spaceId).forUpdate().select('space_id');
    const refusal = removalRefusal(await activeBookingCount(trx, { spaceId }));
    if (refusal) throw refusalError('space', refusal);
    await Space.query(trx).findById(spaceId).patch({ is_active: false, is_highlighted: false, highlight_position: null, ts_deleted: fn.now() as unknown as Date });
    await CalendarLink.query(trx).where('space_id', spaceId).patch({ is_synchronized: false, sync_status: 'UNSUBSCRIBED' });
  });
}
