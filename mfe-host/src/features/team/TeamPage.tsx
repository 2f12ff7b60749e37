import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Form } from 'react-final-form';
import { Button, Modal, Select, Spinner, Table, type TableColumn } from '@zaalplek/design-system';
import { SelectInput, TextAreaInput } from '../onboarding/form/fields';
import { toApiErrorBody } from '@zaalplek/platform';
import { Badge, Notice, Stack } from '../vendor-bookings/styles';
import { apiErrorText } from './apiErrorText';
import { parseEmails, validateInviteEmails } from './inviteValidation';
import { teamMessages as m, teamRoleMessages } from './messages';
import {
  TEAM_ROLES,
  useDeleteMemberMutation,
  useGetTeamMembersQuery,
  useSendInvitationsMutation,
  useUpdateRoleMutation,
  type TeamMember,
  type TeamRole,
} from './teamApi';

const INVITABLE_ROLES = TEAM_ROLES.filter((role) => role !== 'OWNER');

interface InviteValues {
  emails: string;
  team_role: TeamRole;
}

function InviteForm({ onDone }: { onDone: (text: string, tone: 'success' | 'danger') => void }) {
  const intl = useIntl();
  const [send] = useSendInvitationsMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const roleOptions = INVITABLE_ROLES.map((role) => ({ value: role, label: intl.formatMessage(teamRoleMessages[role]) }));
  return (
    <Form<InviteValues>
      initialValues={{ emails: '', team_role: 'VENUE_MANAGER' }}
      validate={(values) => {
        const error = validateInviteEmails(values.emails);
        if (!error) return {};
        return { emails: error.key === 'required' ? m.emailsRequired.id : { id: m.emailInvalid.id, values: { email: error.email } } };
      }}
      onSubmit={async (values, form) => {
        setFailure(null);
        try {
          const invited = await send({ emails: parseEmails(values.emails), team_role: values.team_role }).unwrap();
          onDone(intl.formatMessage(m.invited, { count: invited.length }), 'success');
          setTimeout(() => form.restart());
          return undefined;
        } catch (err) {
          const body = toApiErrorBody(err);
          if (body.key === 'invalid_email' && typeof body.meta?.email === 'string') {
            return { emails: { id: m.emailInvalid.id, values: { email: body.meta.email } } };
          }
          setFailure(apiErrorText(intl, err, m));
          return undefined;
        }
      }}
    >
      {({ handleSubmit, submitting }) => (
        <form onSubmit={handleSubmit} noValidate data-testid="team-invite-form">
          {failure && (
            <Notice $tone="danger" role="alert">
              {failure}
            </Notice>
          )}
          <TextAreaInput name="emails" label={intl.formatMessage(m.emails)} hint={intl.formatMessage(m.emailsHint)} required />
          <SelectInput name="team_role" label={intl.formatMessage(m.role)} options={roleOptions} placeholder={false} />
          <Button type="submit" loading={submitting}>
            {intl.formatMessage(m.invite)}
          </Button>
        </form>
      )}
    </Form>
  );
}

const memberName = (member: TeamMember) => [member.first_name, member.last_name].filter(Boolean).join(' ');

/** /profile/team: invite by e-mail, roles, the member list and removal with a confirmation. */
export function TeamPage() {
  const intl = useIntl();
  const { data, isLoading, isError } = useGetTeamMembersQuery();
  const [updateRole] = useUpdateRoleMutation();
  const [deleteMember, { isLoading: deleting }] = useDeleteMemberMutation();
  const [removing, setRemoving] = useState<TeamMember | null>(null);
  const [notice, setNotice] = useState<{ text: string; tone: 'success' | 'danger' } | null>(null);
  const say = (text: string, tone: 'success' | 'danger') => setNotice({ text, tone });

  const onRole = async (member: TeamMember, role: TeamRole) => {
    try {
      await updateRole({ email: member.email, team_role: role }).unwrap();
    } catch (err) {
      say(apiErrorText(intl, err, m), 'danger');
    }
  };
  const onRemove = async () => {
    if (!removing) return;
    const { email } = removing;
    try {
      await deleteMember(email).unwrap();
      say(intl.formatMessage(m.removed, { email }), 'success');
    } catch (err) {
      say(apiErrorText(intl, err, m), 'danger');
    }
    setRemoving(null);
  };

  const columns: TableColumn<TeamMember>[] = [
    { key: 'name', header: intl.formatMessage(m.colName), render: memberName },
    { key: 'email', header: intl.formatMessage(m.colEmail), render: (member) => member.email },
    {
      key: 'role',
      header: intl.formatMessage(m.colRole),
      render: (member) =>
        member.team_role === 'OWNER' ? (
          intl.formatMessage(teamRoleMessages.OWNER)
        ) : (
          <Select
            label={intl.formatMessage(m.role)}
            hideLabel
            placeholder={false}
            options={INVITABLE_ROLES.map((role) => ({ value: role, label: intl.formatMessage(teamRoleMessages[role]) }))}
            value={member.team_role}
            onChange={(value) => value && onRole(member, value as TeamRole)}
          />
        ),
    },
    {
      key: 'status',
      header: intl.formatMessage(m.colStatus),
      render: (member) => (
        <Badge $tone={member.invitation_status === 'ACCEPTED' ? 'success' : 'info'}>
          {member.invitation_status === 'ACCEPTED' || member.invitation_status === 'INVITED'
            ? intl.formatMessage(m[`status${member.invitation_status}`])
            : member.invitation_status}
        </Badge>
      ),
    },
    {
      key: 'actions',
      header: intl.formatMessage(m.colActions),
      render: (member) =>
        member.team_role !== 'OWNER' && (
          <Button size="sm" variant="secondary" onClick={() => setRemoving(member)} aria-label={`${intl.formatMessage(m.remove)} ${member.email}`}>
            {intl.formatMessage(m.remove)}
          </Button>
        ),
    },
  ];

  return (
    <Stack data-testid="team-page">
      <h2>{intl.formatMessage(m.title)}</h2>
      <p>{intl.formatMessage(m.intro)}</p>
      {notice && (
        <Notice $tone={notice.tone} role={notice.tone === 'danger' ? 'alert' : 'status'}>
          {notice.text}
        </Notice>
      )}
      <InviteForm onDone={say} />
      {isLoading ? (
        <Spinner />
      ) : isError || !data ? (
        <Notice $tone="danger" role="alert">
          {intl.formatMessage(m.loadError)}
        </Notice>
      ) : (
        <Table<TeamMember> caption={intl.formatMessage(m.caption)} columns={columns} rows={data} getRowKey={(member) => member.team_member_id} emptyText={intl.formatMessage(m.empty)} />
      )}
      {removing && (
        <Modal
          open
          size="sm"
          onClose={() => setRemoving(null)}
          title={intl.formatMessage(m.removeTitle)}
          footer={
            <>
              <Button variant="ghost" onClick={() => setRemoving(null)}>
                {intl.formatMessage(m.cancel)}
              </Button>
              <Button variant="danger" loading={deleting} onClick={onRemove}>
                {intl.formatMessage(m.remove)}
              </Button>
            </>
          }
        >
          <p>{intl.formatMessage(m.removeConfirm, { email: removing.email })}</p>
        </Modal>
      )}
    </Stack>
  );
}
