/**
 * Team (host-and-admin sections 3, 6, 8): invitations by e-mail with a single-use accept link,
 * roles, members list, removal. Refusals: vendor of another organisation, already invited,
 * already in the organisation.
 */
import { requireLogin } from '../../auth/guards';
import { TEAM_ROLES } from '../../db/constants';
import { randomToken, sha256 } from '../../domain/auth/oneTimeTokens';
import { isEmail } from '../../domain/email/email';
import { ApiError, notFound } from '../../errors/ApiError';
import { clock } from '../../jobs/clock';
import { sendMail } from '../../services/mail';
import { notifyAccountEvent } from '../../services/notifications/accountEvents';
import type { GraphQLContext } from '../context';
import { gql, type GraphQLModule } from '../module';
import { invitationLink, invitationMail } from './invitationMail';
import { callerOrganisationId, iso, requireOwnOrganisation } from './hostOrganisation';

export const INVITATION_DAYS = 7;
type TeamRole = (typeof TEAM_ROLES)[number];

const toMember = (r: Record<string, any>) => ({ ...r, ts_created: iso(r.ts_created) });
const teamError = (key: string, email: string) => new ApiError('CONFLICT', { entity: 'team_member', key, meta: { email, field: 'emails' } });

async function all_team_members(_: unknown, __: unknown, ctx: GraphQLContext) {
  const { organisationId } = await requireOwnOrganisation(ctx, 'venue.view');
  const rows = await ctx.knex('team_member as t').leftJoin('account as a', 'a.account_id', 't.account_id').where('t.organisation_id', organisationId)
    .orderBy('t.team_member_id').select('t.*', ctx.knex.raw('coalesce(a.first_name, t.first_name) as first_name'), ctx.knex.raw('coalesce(a.last_name, t.last_name) as last_name'));
  return rows.map(toMember);
}

async function send_teammate_invitations(_: unknown, args: { emails: string[]; team_role?: TeamRole | null }, ctx: GraphQLContext) {
  const { organisationId } = await requireOwnOrganisation(ctx, 'team.manage');
  const role = args.team_role ?? 'VENUE_MANAGER';
  const emails = [...new Set((args.emails ?? []).map((e) => e.trim().toLowerCase()).filter(Boolean))];
  if (emails.length === 0) throw new ApiError('FIELD_VALIDATION', { entity: 'team_member', key: 'required', meta: { field: 'emails', fields: { emails: 'required' } } });
  for (const email of emails) {
    if (!isEmail(email) || email.length > 100) throw new ApiError('FIELD_VALIDATION', { entity: 'team_member', key: 'invalid_email', meta: { field: 'emails', fields: { emails: 'invalid_email' }, email } });
  }
  const org = await ctx.knex('organisation').where('organisation_id', organisationId).first('organisation_name', 'account_id');
  const now = clock.now();
  const sent = await ctx.knex.transaction(async (trx) => {
    const out: Array<{ member: Record<string, any>; token: string; locale: 'nl' | 'en'; accountId: number | null }> = [];
    for (const email of emails) {
      const account = await trx('account').where('email', email).first('account_id', 'locale');
      if (account) {
        const owns = await trx('organisation').where('account_id', account.account_id).first('organisation_id');
        if (owns && owns.organisation_id === organisationId) throw teamError('team_already_member', email);
        if (owns) throw teamError('team_vendor_of_other_organisation', email);
        const elsewhere = await trx('team_member').where({ account_id: account.account_id, invitation_status: 'ACCEPTED' }).whereNot('organisation_id', organisationId).first('team_member_id');
        if (elsewhere) throw teamError('team_vendor_of_other_organisation', email);
      }
      const existing = await trx('team_member').where({ organisation_id: organisationId, email }).first();
      if (existing?.invitation_status === 'ACCEPTED') throw teamError('team_already_member', email);
      if (existing) throw teamError('team_already_invited', email);
      const [member] = await trx('team_member').insert({ organisation_id: organisationId, email, team_role: role, invitation_status: 'INVITED' }).returning('*');
      const token = randomToken();
      await trx('team_invitation').insert({ team_member_id: member.team_member_id, token_hash: sha256(token), expires_at: new Date(now.getTime() + INVITATION_DAYS * 86_400_000) });
      out.push({ member, token, locale: account?.locale === 'en' ? 'en' : ctx.locale === 'en' ? 'en' : 'nl', accountId: account?.account_id ?? null });
      // an existing account also sees the invitation in its notification centre (the link itself is e-mailed below)
      if (account) {
        await notifyAccountEvent(trx, 'team_invitation', { accountIds: [account.account_id], payload: { organisation_id: organisationId, organisation_name: org?.organisation_name ?? null }, mailAlreadySent: true });
      }
    }
    return out;
  });
  const origin = ctx.request?.origin ?? process.env.ZAALPLEK_PUBLIC_ORIGIN ?? 'http://localhost:8080';
  for (const s of sent) {
    const mail = invitationMail(s.locale, { organisationName: org?.organisation_name ?? 'Zaalplek', link: invitationLink(origin, s.locale, s.token), days: INVITATION_DAYS });
    try {
      await sendMail(ctx.knex, { ...mail, to: s.member.email, accountId: s.accountId, template: 'team.invitation', locale: s.locale });
    } catch {
      // the outbox row exists before SMTP is tried; the invitation stays and can be re-sent after deleting it
    }
  }
  return sent.map((s) => toMember(s.member));
}

async function update_team_member_role(_: unknown, args: { email: string; team_role: TeamRole }, ctx: GraphQLContext) {
  const { organisationId } = await requireOwnOrganisation(ctx, 'team.manage');
  const [row] = await ctx.knex('team_member').where({ organisation_id: organisationId, email: args.email.trim().toLowerCase() }).update({ team_role: args.team_role }).returning('*');
  if (!row) throw notFound('team_member');
  return toMember(row);
}

async function delete_team_member(_: unknown, args: { email: string }, ctx: GraphQLContext) {
  const { organisationId } = await requireOwnOrganisation(ctx, 'team.manage');
  const email = args.email.trim().toLowerCase();
  const owner = await ctx.knex('organisation as o').join('account as a', 'a.account_id', 'o.account_id').where('o.organisation_id', organisationId).first('a.email');
  if (owner && String(owner.email).toLowerCase() === email) throw new ApiError('VALIDATION', { entity: 'team_member', key: 'team_owner_not_removable' });
  const n = await ctx.knex('team_member').where({ organisation_id: organisationId, email }).delete();
  if (!n) throw notFound('team_member');
  return true;
}

async function invitationByToken(ctx: GraphQLContext, token: string) {
  const row = await ctx.knex('team_invitation as i').join('team_member as t', 't.team_member_id', 'i.team_member_id')
    .join('organisation as o', 'o.organisation_id', 't.organisation_id').where('i.token_hash', sha256(token ?? ''))
    .first('i.team_invitation_id', 'i.expires_at', 'i.consumed_at', 't.*', 'o.organisation_name');
  if (!row || row.consumed_at || new Date(row.expires_at).getTime() <= clock.now().getTime()) {
    throw new ApiError('VALIDATION', { entity: 'team_invitation', key: 'team_invitation_invalid' });
  }
  return row;
}

async function team_invitation(_: unknown, args: { token: string }, ctx: GraphQLContext) {
  const row = await invitationByToken(ctx, args.token);
  return { email: row.email, organisation_name: row.organisation_name, team_role: row.team_role, expires_at: iso(row.expires_at) };
}

async function accept_team_invitation(_: unknown, args: { token: string }, ctx: GraphQLContext) {
  const viewer = requireLogin(ctx.viewer);
  const row = await invitationByToken(ctx, args.token);
  const account = await ctx.knex('account').where('account_id', viewer.accountId).first('email', 'first_name', 'last_name');
  if (!account || String(account.email).toLowerCase() !== String(row.email).toLowerCase()) {
    throw new ApiError('FORBIDDEN', { entity: 'team_invitation', key: 'team_invitation_wrong_account' });
  }
  const other = await callerOrganisationId(ctx, viewer.accountId);
  if (other !== null && other !== row.organisation_id) throw teamError('team_vendor_of_other_organisation', row.email);
  const member = await ctx.knex.transaction(async (trx) => {
    const used = await trx('team_invitation').where('team_invitation_id', row.team_invitation_id).whereNull('consumed_at').update({ consumed_at: clock.now() });
    if (!used) throw new ApiError('VALIDATION', { entity: 'team_invitation', key: 'team_invitation_invalid' });
    const [m] = await trx('team_member').where('team_member_id', row.team_member_id)
      .update({ account_id: viewer.accountId, invitation_status: 'ACCEPTED', first_name: account.first_name, last_name: account.last_name }).returning('*');
    await trx('account').where('account_id', viewer.accountId).update({ account_state: 'VENDOR' });
    return m;
  });
  return toMember(member);
}

const memberType = gql`
  type TeamMember {
    team_member_id: Int!, account_id: Int, email: String!, first_name: String, last_name: String
    team_role: TeamRole!
    "INVITED | ACCEPTED"
    invitation_status: String!
    ts_created: String!
  }
`;
const invitationType = gql`
  type TeamInvitationInfo { email: String!, organisation_name: String, team_role: String!, expires_at: String! }
`;

export const teamModule: GraphQLModule = {
  name: 'team',
  visibility: 'authenticated',
  typeDefs: gql`
    ${memberType}
    extend type Query {
      "the organisation's team (owner and members)"
      all_team_members: [TeamMember!]!
    }
    extend type Mutation {
      "invites by e-mail (accept link, 7 days, single use); role default VENUE_MANAGER; all or nothing"
      send_teammate_invitations(emails: [String!]!, team_role: TeamRole): [TeamMember!]!
      update_team_member_role(email: String!, team_role: TeamRole!): TeamMember!
      delete_team_member(email: String!): Boolean!
      "the caller's e-mail must be the invited one"
      accept_team_invitation(token: String!): TeamMember!
    }
  `,
  resolvers: { Query: { all_team_members }, Mutation: { send_teammate_invitations, update_team_member_role, delete_team_member, accept_team_invitation } },
};

/** Public: what an invitation link is about (shown before login). */
export const teamInvitationModule: GraphQLModule = {
  name: 'team_invitation',
  visibility: 'public',
  typeDefs: gql`
    ${invitationType}
    extend type Query {
      team_invitation(token: String!): TeamInvitationInfo!
    }
  `,
  resolvers: { Query: { team_invitation } },
};
