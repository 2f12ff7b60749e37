/**
 * An organisation's team: members (owner's organisation first, invited and accepted members), invitations
 * with a single-use, expiring link (only the token's hash is stored), roles and removal. Refusals: vendor of
 * another organisation, already invited, already in the organisation.
 */
import type { Knex } from 'knex';
import type { TEAM_ROLES } from '../../db/constants';
import { Account, Organisation, TeamInvitation, TeamMember } from '../../db/models';
import { randomToken, sha256 } from '../../domain/auth/oneTimeTokens';
import { ApiError, notFound } from '../../errors/ApiError';
import { clock } from '../../jobs/clock';
import { organisationIdOf } from '../../queries/organisation';
import { notifyAccountEvent } from '../notifications/accountEvents';

export type TeamRole = (typeof TEAM_ROLES)[number];
export type TeamMemberRow = TeamMember & { ts_created: Date | string };

const teamError = (key: string, email: string) => new ApiError('CONFLICT', { entity: 'team_member', key, meta: { email, field: 'emails' } });

/** The organisation's members with their account's current names where they have one. */
export async function teamMembers(knex: Knex, organisationId: number): Promise<TeamMemberRow[]> {
  const rows = await TeamMember.query(knex)
    .alias('t')
    .leftJoinRelated('account as a')
    .where('t.organisation_id', organisationId)
    .orderBy('t.team_member_id')
    .select('t.*', TeamMember.raw('coalesce(a.first_name, t.first_name) as first_name'), TeamMember.raw('coalesce(a.last_name, t.last_name) as last_name'));
  return rows as TeamMemberRow[];
}

export interface SentInvitation {
  member: TeamMemberRow;
  token: string;
  /** the invitee's account language, else the inviter's */
  locale: 'nl' | 'en';
  accountId: number | null;
}

/** Invites every address (all or nothing, in one transaction); the caller mails the links. */
export async function inviteTeamMembers(
  knex: Knex,
  organisationId: number,
  emails: string[],
  role: TeamRole,
  opts: { days: number; inviterLocale: 'nl' | 'en' },
): Promise<{ organisationName: string | null; sent: SentInvitation[] }> {
  const org = await Organisation.query(knex).findById(organisationId).select('organisation_name', 'account_id');
  const now = clock.now();
  const sent = await knex.transaction(async (trx) => {
    const out: SentInvitation[] = [];
    for (const email of emails) {
      const account = await Account.query(trx).where('email', email).select('account_id', 'locale').first();
      if (account) {
        const owns = await Organisation.query(trx).where('account_id', account.account_id).select('organisation_id').first();
        if (owns && owns.organisation_id === organisationId) throw teamError('team_already_member', email);
        if (owns) throw teamError('team_vendor_of_other_organisation', email);
        const elsewhere = await TeamMember.query(trx).where({ account_id: account.account_id }).modify('accepted')
          .whereNot('organisation_id', organisationId).select('team_member_id').first();
        if (elsewhere) throw teamError('team_vendor_of_other_organisation', email);
      }
      const existing = await TeamMember.query(trx).where({ organisation_id: organisationId, email }).first();
      if (existing?.invitation_status === 'ACCEPTED') throw teamError('team_already_member', email);
      if (existing) throw teamError('team_already_invited', email);
      const member = await TeamMember.query(trx).insert({ organisation_id: organisationId, email, team_role: role, invitation_status: 'INVITED' }).returning('*');
      const token = randomToken();
      await TeamInvitation.query(trx).insert({ team_member_id: member.team_member_id, token_hash: sha256(token), expires_at: new Date(now.getTime() + opts.days * 86_400_000) });
      out.push({ member: member as TeamMemberRow, token, locale: account?.locale === 'en' ? 'en' : opts.inviterLocale, accountId: account?.account_id ?? null });
      // an existing account also sees the invitation in its notification centre (the link itself is e-mailed)
      if (account) {
        await notifyAccountEvent(trx, 'team_invitation', { accountIds: [account.account_id], payload: { organisation_id: organisationId, organisation_name: org?.organisation_name ?? null }, mailAlreadySent: true });
      }
    }
    return out;
  });
  return { organisationName: org?.organisation_name ?? null, sent };
}

export async function setTeamMemberRole(knex: Knex, organisationId: number, email: string, role: TeamRole): Promise<TeamMemberRow> {
  const [row] = await TeamMember.query(knex).where({ organisation_id: organisationId, email }).patch({ team_role: role }).returning('*');
  if (!row) throw notFound('team_member');
  return row as TeamMemberRow;
}

/** The owner cannot be removed. */
export async function removeTeamMember(knex: Knex, organisationId: number, email: string): Promise<void> {
  const owner = await Organisation.relatedQuery('owner', knex).for(organisationId).select('email').first();
  if (owner && String(owner.email).toLowerCase() === email) throw new ApiError('VALIDATION', { entity: 'team_member', key: 'team_owner_not_removable' });
  const n = await TeamMember.query(knex).where({ organisation_id: organisationId, email }).delete();
  if (!n) throw notFound('team_member');
}

export interface OpenInvitation {
  team_invitation_id: number;
  team_member_id: number;
  organisation_id: number;
  email: string;
  team_role: string;
  expires_at: Date;
  organisation_name: string | null;
}

/** The unused, unexpired invitation of this link; anything else is team_invitation_invalid. */
export async function openInvitation(knex: Knex, token: string): Promise<OpenInvitation> {
  const row = await TeamInvitation.query(knex)
    .alias('i')
    .joinRelated('member.organisation')
    .where('i.token_hash', sha256(token ?? ''))
    .select('i.team_invitation_id', 'i.expires_at', 'i.consumed_at', 'member.team_member_id', 'member.organisation_id', 'member.email', 'member.team_role',
      'member:organisation.organisation_name')
    .first()
    .castTo<(OpenInvitation & { consumed_at: Date | null }) | undefined>();
  if (!row || row.consumed_at || new Date(row.expires_at).getTime() <= clock.now().getTime()) {
    throw new ApiError('VALIDATION', { entity: 'team_invitation', key: 'team_invitation_invalid' });
  }
  return row;
}

/** The caller's account (its e-mail must be the invited one) joins the organisation as VENDOR; the link is used up. */
export async function acceptInvitation(knex: Knex, accountId: number, token: string): Promise<TeamMemberRow> {
  const row = await openInvitation(knex, token);
  const account = await Account.query(knex).findById(accountId).select('email', 'first_name', 'last_name');
  if (!account || String(account.email).toLowerCase() !== String(row.email).toLowerCase()) {
    throw new ApiError('FORBIDDEN', { entity: 'team_invitation', key: 'team_invitation_wrong_account' });
  }
  const other = await organisationIdOf(knex, accountId);
  if (other !== null && other !== row.organisation_id) throw teamError('team_vendor_of_other_organisation', row.email);
  return knex.transaction(async (trx) => {
    const used = await TeamInvitation.query(trx).findById(row.team_invitation_id).modify('unused').patch({ consumed_at: clock.now() });
    if (!used) throw new ApiError('VALIDATION', { entity: 'team_invitation', key: 'team_invitation_invalid' });
    const [m] = await TeamMember.query(trx).where('team_member_id', row.team_member_id)
      .patch({ account_id: accountId, invitation_status: 'ACCEPTED', first_name: account.first_name, last_name: account.last_name }).returning('*');
    await Account.query(trx).findById(accountId).patch({ account_state: 'VENDOR' });
    return m as TeamMemberRow;
  });
}
