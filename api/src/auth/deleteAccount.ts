/**
 * delete_account: refused while the account (as booker, or its own organisation's spaces) has
 * bookings that still occupy a slot and have not ended (key delete_rejected_active_bookings).
 * Team members may not delete (permissions table). Everything else goes with the account (FK cascade).
 */
import type { Knex } from 'knex';
import { ApiError } from '../errors/ApiError';
import { ACTIVE_BOOKING_STATUSES } from '../domain/booking/states';

export async function deleteAccount(knex: Knex, accountId: number, now = new Date()): Promise<void> {
  await knex.transaction(async (trx) => {
    await trx('account').where('account_id', accountId).forUpdate().first('account_id');
    const active = await trx('booking as b')
      .whereIn('b.booking_status', [...ACTIVE_BOOKING_STATUSES])
      .where('b.booking_end', '>', now)
      .where((w) =>
        w.where('b.account_id', accountId).orWhereIn(
          'b.space_id',
          trx('space as s').join('venue as v', 'v.venue_id', 's.venue_id').join('organisation as o', 'o.organisation_id', 'v.organisation_id')
            .where('o.account_id', accountId).select('s.space_id'),
        ),
      )
      .first('b.booking_id');
    if (active) {
      throw new ApiError('CONFLICT', { entity: 'account', key: 'delete_rejected_active_bookings' });
    }
    await trx('account').where('account_id', accountId).del();
  });
}
