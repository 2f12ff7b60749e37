import { api } from '../../api';

export const TEAM_ROLES = ['VENUE_MANAGER', 'KEY_MANAGER', 'FINANCE', 'SUPPORT', 'CLEANER', 'OWNER'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];

export interface TeamMember {
  team_member_id: number;
  account_id: number | null;
  email: string;
  first_name: string | null;
  last_name: string | null;
  team_role: TeamRole;
  invitation_status: string;
  ts_created: string;
}

export interface TeamInvitationInfo {
  email: string;
  organisation_name: string;
  team_role: TeamRole;
  expires_at: string;
}

const MEMBER_FIELDS = 'team_member_id account_id email first_name last_name team_role invitation_status ts_created';

export const ALL_TEAM_MEMBERS_QUERY = /* GraphQL */ `query AllTeamMembers { all_team_members { ${MEMBER_FIELDS} } }`;
export const SEND_INVITATIONS_MUTATION = /* GraphQL */ `mutation SendTeammateInvitations($emails: [String!]!, $team_role: TeamRole) {
  send_teammate_invitations(emails: $emails, team_role: $team_role) { ${MEMBER_FIELDS} }
}`;
export const UPDATE_ROLE_MUTATION = /* GraphQL */ `mutation UpdateTeamMemberRole($email: String!, $team_role: TeamRole!) {
  update_team_member_role(email: $email, team_role: $team_role) { ${MEMBER_FIELDS} }
}`;
export const DELETE_MEMBER_MUTATION = /* GraphQL */ `mutation DeleteTeamMember($email: String!) { delete_team_member(email: $email) }`;
export const TEAM_INVITATION_QUERY = /* GraphQL */ `query TeamInvitation($token: String!) {
  team_invitation(token: $token) { email organisation_name team_role expires_at }
}`;
export const ACCEPT_INVITATION_MUTATION = /* GraphQL */ `mutation AcceptTeamInvitation($token: String!) {
  accept_team_invitation(token: $token) { ${MEMBER_FIELDS} }
}`;

export const teamApi = api.enhanceEndpoints({ addTagTypes: ['Team'] }).injectEndpoints({
  endpoints: (build) => ({
    getTeamMembers: build.query<TeamMember[], void>({
      query: () => ({ document: ALL_TEAM_MEMBERS_QUERY }),
      transformResponse: (data: { all_team_members: TeamMember[] }) => data.all_team_members,
      providesTags: ['Team'],
    }),
    sendInvitations: build.mutation<TeamMember[], { emails: string[]; team_role: TeamRole }>({
      query: (variables) => ({ document: SEND_INVITATIONS_MUTATION, variables }),
      transformResponse: (data: { send_teammate_invitations: TeamMember[] }) => data.send_teammate_invitations,
      invalidatesTags: ['Team'],
    }),
    updateRole: build.mutation<TeamMember, { email: string; team_role: TeamRole }>({
      query: (variables) => ({ document: UPDATE_ROLE_MUTATION, variables }),
      transformResponse: (data: { update_team_member_role: TeamMember }) => data.update_team_member_role,
      invalidatesTags: ['Team'],
    }),
    deleteMember: build.mutation<boolean, string>({
      query: (email) => ({ document: DELETE_MEMBER_MUTATION, variables: { email } }),
      transformResponse: (data: { delete_team_member: boolean }) => data.delete_team_member,
      invalidatesTags: ['Team'],
    }),
    getTeamInvitation: build.query<TeamInvitationInfo, string>({
      query: (token) => ({ document: TEAM_INVITATION_QUERY, variables: { token } }),
      transformResponse: (data: { team_invitation: TeamInvitationInfo }) => data.team_invitation,
    }),
    acceptInvitation: build.mutation<TeamMember, string>({
      query: (token) => ({ document: ACCEPT_INVITATION_MUTATION, variables: { token } }),
      transformResponse: (data: { accept_team_invitation: TeamMember }) => data.accept_team_invitation,
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
