/** Which organisation an account acts for: the one it owns, else the one it joined as team member. */
import type { Knex } from 'knex';

export async function organisationIdOf(knex: Knex, accountId: number): Promise<number | null> {
  const owned = await knex('organisation').where('account_id', accountId).orderBy('organisation_id').first('organisation_id');
  if (owned) return owned.organisation_id as number;
  const member = await knex('team_member')
    .where({ account_id: accountId, invitation_status: 'ACCEPTED' })
    .orderBy('team_member_id')
    .first('organisation_id');
  return member ? (member.organisation_id as number) : null;
}
