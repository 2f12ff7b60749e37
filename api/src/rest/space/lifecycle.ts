/** Space activate / deactivate / remove (rules in domain/host/lifecycle.ts). */
import type { Knex } from 'knex';
import { can, type Subject } from '../../auth/permissions';
import { removalRefusal, spaceActivationRefusal } from '../../domain/host/lifecycle';
import { activeBookingCount } from '../../services/host/access';
import { refusalError } from '../../services/host/hostErrors';

export async function activateSpace(knex: Knex, subject: Subject, spaceId: number): Promise<void> {
  await knex.transaction(async (trx) => {
    const s = await trx('space as s').join('venue as v', 'v.venue_id', 's.venue_id').join('organisation as o', 'o.organisation_id', 'v.organisation_id')
      .where('s.space_id', spaceId).forUpdate('s')
      .first('s.review_status', 's.ts_deleted', 'o.is_activation_allowed', 'o.is_banned', 'o.review_status as organisation_review');
    const calendar = await trx('calendar_link').where('space_id', spaceId).whereNot('sync_status', 'UNSUBSCRIBED').where('calendar_deleted', false).first('calendar_link_id');
    const [{ n: photos }] = await trx('image').where({ owner_type: 'SPACE', owner_id: spaceId }).count({ n: '*' });
    const [{ n: configurations }] = await trx('space_configuration').where('space_id', spaceId).count({ n: '*' });
    const refusal = spaceActivationRefusal({
      organisationAllowed: s.is_activation_allowed && s.organisation_review === 'APPROVED',
      organisationBanned: s.is_banned,
      spaceApproved: s.review_status === 'APPROVED',
      hasLinkedCalendar: !!calendar,
      mayActivateWithoutSync: can(subject, 'space.activate_without_sync'),
      photoCount: Number(photos),
      configurationCount: Number(configurations),
      deleted: s.ts_deleted !== null,
    });
    if (refusal) throw refusalError('space', refusal);
    await trx('space').where('space_id', spaceId).update({ is_active: true, ts_updated: trx.fn.now() });
  });
}

/** Hidden from search; the synced external calendar is switched off (the host re-links it by hand). */
export async function deactivateSpace(knex: Knex, spaceId: number): Promise<void> {
  await knex.transaction(async (trx) => {
    await trx('space').where('space_id', spaceId).update({ is_active: false, ts_updated: trx.fn.now() });
    await trx('calendar_link').where('space_id', spaceId).update({ is_synchronized: false, sync_status: 'UNSUBSCRIBED' });
  });
}

export async function removeSpace(knex: Knex, spaceId: number): Promise<void> {
  await knex.transaction(async (trx) => {
    await trx('space').where('space_id', spaceId).forUpdate().first('space_id');
    const refusal = removalRefusal(await activeBookingCount(trx, { spaceId }));
    if (refusal) throw refusalError('space', refusal);
    await trx('space').where('space_id', spaceId).update({ is_active: false, is_highlighted: false, highlight_position: null, ts_deleted: trx.fn.now() });
    await trx('calendar_link').where('space_id', spaceId).update({ is_synchronized: false, sync_status: 'UNSUBSCRIBED' });
  });
}
