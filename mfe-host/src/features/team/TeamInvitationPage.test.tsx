import { fireEvent, screen } from '@testing-library/react';
import { mockFetch, profileAnswer, type MockAnswer } from '../testing/mockFetch';
import { logIn, renderApp, resetState } from '../testing/renderApp';
import type { TeamInvitationInfo } from './teamApi';

const invitation: TeamInvitationInfo = { email: 'kim@pakhuis.nl', organisation_name: 'Het Pakhuis B.V.', team_role: 'FINANCE', expires_at: '2026-12-01T10:00:00.000Z' };
const refusal = (error_type: string, key: string, status_code: number): MockAnswer => {
  const body = { error_type, entity: 'team_member', key, meta: null, status_code };
  return { json: { data: null, errors: [{ message: key, extensions: { response: { body }, status_code } }] } };
};

function answer(opts: { info?: MockAnswer; accept?: MockAnswer } = {}) {
  const ops: string[] = [];
  mockFetch((request) => {
    if (request.operation) ops.push(request.operation);
    switch (request.operation) {
      case 'profile':
        return profileAnswer({ email: 'kim@pakhuis.nl' });
      case 'team_invitation':
        return opts.info ?? { json: { data: { team_invitation: invitation } } };
      case 'accept_team_invitation':
        return opts.accept ?? { json: { data: { accept_team_invitation: { team_member_id: 3, account_id: 7, email: 'kim@pakhuis.nl', first_name: null, last_name: null, team_role: 'FINANCE', invitation_status: 'ACCEPTED', ts_created: '2026-11-22T10:00:00.000Z' } } } };
      default:
        return { status: 404, json: { error_type: 'NOT_FOUND', entity: null, key: null, meta: null, status_code: 404 } };
    }
  });
  return ops;
}

beforeEach(() => resetState());

describe('/team-invitation/{token}', () => {
  it('asks a logged-out visitor to log in with the invited address first', async () => {
    const ops = answer();
    renderApp('/team-invitation/tok123');
    expect(await screen.findByText('Het Pakhuis B.V. nodigt kim@pakhuis.nl uit als Financiën.')).toBeInTheDocument();
    expect(screen.getByText('Log in of registreer met kim@pakhuis.nl om de uitnodiging te accepteren.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Inloggen' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Uitnodiging accepteren' })).not.toBeInTheDocument();
    expect(ops).not.toContain('accept_team_invitation');
  });

  it('lets a logged-in user accept and welcomes them to the team', async () => {
    logIn();
    const ops = answer();
    renderApp('/team-invitation/tok123');
    fireEvent.click(await screen.findByRole('button', { name: 'Uitnodiging accepteren' }));
    expect(await screen.findByText('Welkom in het team van Het Pakhuis B.V.!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Naar de boekingen' })).toHaveAttribute('href', '/bookings/vendor');
    expect(ops).toContain('accept_team_invitation');
  });

  it('says when the invitation was meant for another account', async () => {
    logIn();
    answer({ accept: refusal('FORBIDDEN', 'team_invitation_wrong_account', 403) });
    renderApp('/team-invitation/tok123');
    fireEvent.click(await screen.findByRole('button', { name: 'Uitnodiging accepteren' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Deze uitnodiging is voor kim@pakhuis.nl. Log in met dat e-mailadres.');
  });

  it('says when the link is unknown, used or expired', async () => {
    answer({ info: refusal('VALIDATION', 'team_invitation_invalid', 400) });
    renderApp('/en/team-invitation/old');
    expect(await screen.findByRole('alert')).toHaveTextContent('This invitation is invalid, already used or expired.');
  });
});
