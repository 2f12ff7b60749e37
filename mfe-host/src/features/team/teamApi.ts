import { operation } from '@zaalplek/platform';
import { api } from '../../api';
import { AcceptTeamInvitationDocument, AllTeamMembersDocument, DeleteTeamMemberDocument, SendTeammateInvitationsDocument, TeamInvitationDocument, UpdateTeamMemberRoleDocument, type AcceptTeamInvitationMutation, type AllTeamMembersQuery, type DeleteTeamMemberMutation, type SendTeammateInvitationsMutation, type TeamInvitationQuery, type UpdateTeamMemberRoleMutation, type TeamMemberFieldsFragment } from '../../generated/graphql';

export const TEAM_ROLES = ['VENUE_MANAGER', 'KEY_MANAGER', 'FINANCE', 'SUPPORT', 'CLEANER', 'OWNER'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];
/** The invitation's role arrives as a string. */
export const isTeamRole = (value: string): value is TeamRole => (TEAM_ROLES as readonly string[]).includes(value);

export type TeamMember = TeamMemberFieldsFragment;

export type TeamInvitationInfo = TeamInvitationQuery['team_invitation'];

export const MEMBER_FRAGMENT = /* GraphQL */ `fragment TeamMemberFields on TeamMember {
  team_member_id account_id email first_name last_name team_role invitation_status ts_created
}`;

export const ALL_TEAM_MEMBERS_QUERY = /* GraphQL */ `query AllTeamMembers { all_team_members { ...TeamMemberFields } }`;
export const SEND_INVITATIONS_MUTATION = /* GraphQL */ `mutation SendTeammateInvitations($emails: [String!]!, $team_role: TeamRole) {
  send_teammate_invitations(emails: $emails, team_role: $team_role) { ...TeamMemberFields }
}`;
export const UPDATE_ROLE_MUTATION = /* GraphQL */ `mutation UpdateTeamMemberRole($email: String!, $team_role: TeamRole!) {
  update_team_member_role(email: $email, team_role: $team_role) { ...TeamMemberFields }
}`;
export const DELETE_MEMBER_MUTATION = /* GraphQL */ `mutation DeleteTeamMember($email: String!) { delete_team_member(email: $email) }`;
export const TEAM_INVITATION_QUERY = /* GraphQL */ `query TeamInvitation($token: String!) {
  team_invitation(token: $token) { email organisation_name team_role expires_at }
}`;
export const ACCEPT_INVITATION_MUTATION = /* GraphQL */ `mutation AcceptTeamInvitation($token: String!) {
  accept_team_invitation(token: $token) { ...TeamMemberFields }
}`;

export const teamApi = api.enhanceEndpoints({ addTagTypes: ['Team'] }).injectEndpoints({
  endpoints: (build) => ({
    getTeamMembers: build.query<TeamMember[], void>({
      query: () => operation(AllTeamMembersDocument, {}),
      transformResponse: (data: AllTeamMembersQuery) => data.all_team_members,
      providesTags: ['Team'],
    }),
    sendInvitations: build.mutation<TeamMember[], { emails: string[]; team_role: TeamRole }>({
      query: (variables) => operation(SendTeammateInvitationsDocument, variables),
      transformResponse: (data: SendTeammateInvitationsMutation) => data.send_teammate_invitations,
      invalidatesTags: ['Team'],
    }),
    updateRole: build.mutation<TeamMember, { email: string; team_role: TeamRole }>({
      query: (variables) => operation(UpdateTeamMemberRoleDocument, variables),
      transformResponse: (data: UpdateTeamMemberRoleMutation) => data.update_team_member_role,
      invalidatesTags: ['Team'],
    }),
    deleteMember: build.mutation<boolean, string>({
      query: (email) => operation(DeleteTeamMemberDocument, { email }),
      transformResponse: (data: DeleteTeamMemberMutation) => data.delete_team_member,
      invalidatesTags: ['Team'],
    }),
    getTeamInvitation: build.query<TeamInvitationInfo, string>({
      query: (token) => operation(TeamInvitationDocument, { token }),
      transformResponse: (data: TeamInvitationQuery) => data.team_invitation,
    }),
    acceptInvitation: build.mutation<TeamMember, string>({
      query: (token) => operation(AcceptTeamInvitationDocument, { token }),
      transformResponse: (data: AcceptTeamInvitationMutation) => data.accept_team_invitation,
    }),
  }),
});

export const {
  useGetTeamMembersQuery,
  useSendInvitationsMutation,
  useUpdateRoleMutation,
  useDeleteMemberMutation,
  useGetTeamInvitationQuery,
  useAcceptInvitationMutation,
} = teamApi;
