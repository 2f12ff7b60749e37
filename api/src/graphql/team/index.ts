/**
 * Team (host-and-admin sections 3, 6, 8): invitations by e-mail with a single-use accept link,
 * roles, members list, removal. Refusals: vendor of another organisation, already invited,
 * already in the organisation.
 */
import { requireLogin } from '../../auth/guards';
import { isEmail } from '../../domain/email/email';
import { ApiError } from '../../errors/ApiError';
import { sendMail } from '../../services/mail';
import {
  acceptInvitation, inviteTeamMembers, openInvitation, removeTeamMember, setTeamMemberRole, teamMembers, type TeamMemberRow, type TeamRole,
} from '../../services/team/teamMembers';
import type { GraphQLContext } from '../context';
import { gql, type GraphQLModule } from '../module';
import { invitationLink, invitationMail } from './invitationMail';
import { iso, requireOwnOrganisation } from './hostOrganisation';

export const INVITATION_DAYS = 7;

const toMember = (r: TeamMemberRow) => ({ ...r, ts_created: iso(r.ts_created) });

async function all_team_members(_: unknown, __: unknown, ctx: GraphQLContext) {
  const { organisationId } = await requireOwnOrganisation(ctx, 'venue.view');
  return (await teamMembers(ctx.knex, organisationId)).map(toMember);
}

async function send_teammate_invitations(_: unknown, args: { emails: string[]; team_role?: TeamRole | null }, ctx: GraphQLContext) {
  const { organisationId } = await requireOwnOrganisation(ctx, 'team.manage');
  const role = args.team_role ?? 'VENUE_MANAGER';
  const emails = [...new Set((args.emails ?? []).map((e) => e.trim().toLowerCase()).filter(Boolean))];
  if (emails.length === 0) throw new ApiError('FIELD_VALIDATION', { entity: 'team_member', key: 'required', meta: { field: 'emails', fields: { emails: 'required' } } });
  for (const email of emails) {
    if (!isEmail(email) || email.length > 100) throw new ApiError('FIELD_VALIDATION', { entity: 'team_member', key: 'invalid_email', meta: { field: 'emails', fields: { emails: 'invalid_email' }, email } });
  }
  const { organisationName, sent } = await inviteTeamMembers(ctx.knex, organisationId, emails, role, {
    days: INVITATION_DAYS,
    inviterLocale: ctx.locale === 'en' ? 'en' : 'nl',
  });
  const origin = ctx.request?.origin ?? process.env.ZAALPLEK_PUBLIC_ORIGIN ?? 'http://localhost:8080';
  for (const s of sent) {
    const mail = invitationMail(s.locale, { organisationName: organisationName ?? 'Zaalplek', link: invitationLink(origin, s.locale, s.token), days: INVITATION_DAYS });
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
  return toMember(await setTeamMemberRole(ctx.knex, organisationId, args.email.trim().toLowerCase(), args.team_role));
}

async function delete_team_member(_: unknown, args: { email: string }, ctx: GraphQLContext) {
  const { organisationId } = await requireOwnOrganisation(ctx, 'team.manage');
  await removeTeamMember(ctx.knex, organisationId, args.email.trim().toLowerCase());
  return true;
}

async function team_invitation(_: unknown, args: { token: string }, ctx: GraphQLContext) {
  const row = await openInvitation(ctx.knex, args.token);
  return { email: row.email, organisation_name: row.organisation_name, team_role: row.team_role, expires_at: iso(row.expires_at) };
}

async function accept_team_invitation(_: unknown, args: { token: string }, ctx: GraphQLContext) {
  const viewer = requireLogin(ctx.viewer);
  return toMember(await acceptInvitation(ctx.knex, viewer.accountId, args.token));
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
