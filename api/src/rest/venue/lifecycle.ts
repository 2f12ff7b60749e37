/** Venue activate / deactivate / remove (domain/host/lifecycle.ts decides, this applies). */
import type { Knex } from 'knex';
import { removalRefusal, venueActivationRefusal } from '../../domain/host/lifecycle';
import { activeBookingCount } from '../../services/host/access';
import { refusalError } from '../../services/host/hostErrors';

export async function activateVenue(knex: Knex, venueId: number): Promise<void> {
  await knex.transaction(async (trx) => {
    const v = await trx('venue').where('venue_id', venueId).forUpdate().first('status', 'ts_deleted');
    const [{ n: spaces }] = await trx('space').where('venue_id', venueId).whereNull('ts_deleted').count({ n: '*' });
    const [{ n: photos }] = await trx('image').where({ owner_type: 'VENUE', owner_id: venueId }).count({ n: '*' });
    const refusal = venueActivationRefusal({ status: v.status, spaceCount: Number(spaces), photoCount: Number(photos), deleted: v.ts_deleted !== null });
    if (refusal) throw refusalError('venue', refusal);
    await trx('venue').where('venue_id', venueId).update({ is_active: true, status: 'PUBLISHED', ts_updated: trx.fn.now() });
  });
}

/** Hides the venue; search shows no space of an inactive venue. */
export async function deactivateVenue(knex: Knex, venueId: number): Promise<void> {
  await knex('venue').where('venue_id', venueId).update({ is_active: false, ts_updated: knex.fn.now() });
}

/** Permanent: rows stay for the bookings that point at them (ts_deleted), everything is hidden. */
export async function removeVenue(knex: Knex, venueId: number): Promise<void> {
  await knex.transaction(async (trx) => {
    await trx('venue').where('venue_id', venueId).forUpdate().first('venue_id');
    const refusal = removalRefusal(await activeBookingCount(trx, { venueId }));
    if (refusal) throw refusalError('venue', refusal);
    await trx('space').where('venue_id', venueId).whereNull('ts_deleted').update({ is_active: false, ts_deleted: trx.fn.now() });
    await trx('venue').where('venue_id', venueId).update({ is_active: false, ts_deleted: trx.fn.now() });
  });
}
