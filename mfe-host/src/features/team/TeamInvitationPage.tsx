import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { Button, Spinner } from '@zaalplek/design-system';
import { Link, reloadCurrentUser, requestLogin, toApiErrorBody, useSession } from '@zaalplek/platform';
import { Notice, Page, Stack } from '../vendor-bookings/styles';
import { apiErrorText } from './apiErrorText';
import { teamMessages as m, teamRoleMessages } from './messages';
import { isTeamRole, useAcceptInvitationMutation, useGetTeamInvitationQuery } from './teamApi';

/** /team-invitation/{token}: the link of the invitation mail. Logged out -> log in or sign up first, then accept. */
export function TeamInvitationPage() {
  const intl = useIntl();
  const { token = '' } = useParams();
  const { isLoggedIn } = useSession();
  const { data, error, isLoading } = useGetTeamInvitationQuery(token);
  const [accept, { isLoading: accepting }] = useAcceptInvitationMutation();
  const [accepted, setAccepted] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const onAccept = async () => {
    setFailure(null);
    try {
      await accept(token).unwrap();
      reloadCurrentUser();
      setAccepted(true);
    } catch (err) {
      const body = toApiErrorBody(err);
      setFailure(apiErrorText(intl, { ...body, meta: { email: data?.email ?? '', ...(body.meta ?? {}) } }, m));
    }
  };

  return (
    <Page data-testid="team-invitation-page">
      <Stack>
        <h1>{intl.formatMessage(m.invitationTitle)}</h1>
        {isLoading ? (
          <Spinner />
        ) : error || !data ? (
          <Notice $tone="danger" role="alert">
            {apiErrorText(intl, error, m)}
          </Notice>
        ) : accepted ? (
          <>
            <Notice role="status">{intl.formatMessage(m.accepted, { organisation: data.organisation_name })}</Notice>
            <Link to="/bookings/vendor">{intl.formatMessage(m.toBookings)}</Link>
          </>
        ) : (
          <>
            <p>
              {intl.formatMessage(m.invitationText, {
                organisation: data.organisation_name,
                email: data.email,
                role: isTeamRole(data.team_role) ? intl.formatMessage(teamRoleMessages[data.team_role]) : data.team_role,
              })}
            </p>
            {failure && (
              <Notice $tone="danger" role="alert">
                {failure}
              </Notice>
            )}
            {isLoggedIn ? (
              <div>
                <Button onClick={onAccept} loading={accepting}>
                  {intl.formatMessage(m.accept)}
                </Button>
              </div>
            ) : (
              <>
                <p>{intl.formatMessage(m.invitationLogin, { email: data.email })}</p>
                <div>
                  <Button onClick={() => requestLogin()}>{intl.formatMessage(m.invitationLoginButton)}</Button>
                </div>
              </>
            )}
          </>
        )}
      </Stack>
    </Page>
  );
}
