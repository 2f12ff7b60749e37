import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockFetch, profileAnswer, type MockAnswer, type MockRequest } from '../testing/mockFetch';
import { logIn, renderApp, resetState } from '../testing/renderApp';
import type { TeamMember } from './teamApi';

const member = (overrides: Partial<TeamMember> = {}): TeamMember => ({
  team_member_id: 1, account_id: 7, email: 'eigenaar@pakhuis.nl', first_name: 'Els', last_name: 'Eigenaar', team_role: 'OWNER',
  invitation_status: 'ACCEPTED', ts_created: '2026-11-01T10:00:00.000Z', ...overrides,
});
const members = [member(), member({ team_member_id: 2, account_id: null, email: 'kim@pakhuis.nl', first_name: null, last_name: null, team_role: 'VENUE_MANAGER', invitation_status: 'INVITED' })];
const refusal = (error_type: string, key: string, meta: Record<string, unknown>, status_code = 400): MockAnswer => {
  const body = { error_type, entity: 'team_member', key, meta, status_code };
  return { json: { data: null, errors: [{ message: key, extensions: { response: { body }, status_code } }] } };
};

function answer(send?: (r: MockRequest) => MockAnswer) {
  const requests: MockRequest[] = [];
  mockFetch((request) => {
    requests.push(request);
    switch (request.operation) {
      case 'profile':
        return profileAnswer({ accountState: 'VENDOR', organisationId: 3 });
      case 'all_team_members':
        return { json: { data: { all_team_members: members } } };
      case 'send_teammate_invitations':
        return send ? send(request) : { json: { data: { send_teammate_invitations: [member({ team_member_id: 3, email: 'nieuw@pakhuis.nl', team_role: 'FINANCE', invitation_status: 'INVITED' })] } } };
      case 'update_team_member_role':
        return { json: { data: { update_team_member_role: { ...members[1], team_role: 'SUPPORT' } } } };
      case 'delete_team_member':
        return { json: { data: { delete_team_member: true } } };
      default:
        return { status: 404, json: { error_type: 'NOT_FOUND', entity: null, key: null, meta: null, status_code: 404 } };
    }
  });
  return (name: string) => requests.filter((r) => r.operation === name);
}

beforeEach(() => {
  resetState();
  logIn();
});

describe('/profile/team', () => {
  it('lists the members with role and status; the owner has no role choice and cannot be removed', async () => {
    answer();
    renderApp('/profile/team');
    const kim = (await screen.findByText('kim@pakhuis.nl')).closest('tr')!;
    expect(within(kim).getByText('Uitgenodigd')).toBeInTheDocument();
    expect(within(kim).getByRole('combobox')).toHaveValue('VENUE_MANAGER');
    const owner = screen.getByText('eigenaar@pakhuis.nl').closest('tr')!;
    expect(within(owner).getByText('Els Eigenaar')).toBeInTheDocument();
    expect(within(owner).queryByRole('combobox')).not.toBeInTheDocument();
    expect(within(owner).queryByRole('button')).not.toBeInTheDocument();
  });

  it('invites by e-mail with a role, checking the addresses first', async () => {
    const ops = answer();
    renderApp('/profile/team');
    await screen.findByText('kim@pakhuis.nl');
    const form = screen.getByTestId('team-invite-form');
    fireEvent.click(within(form).getByRole('button', { name: 'Uitnodigen' }));
    expect(await within(form).findByText('Vul minimaal één e-mailadres in')).toBeInTheDocument();
    fireEvent.change(within(form).getByLabelText(/E-mailadressen/), { target: { value: 'nieuw@pakhuis.nl, geen-adres' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Uitnodigen' }));
    expect(await within(form).findByText('geen-adres is geen geldig e-mailadres')).toBeInTheDocument();
    expect(ops('send_teammate_invitations')).toHaveLength(0);
    fireEvent.change(within(form).getByLabelText(/E-mailadressen/), { target: { value: 'nieuw@pakhuis.nl' } });
    fireEvent.change(within(form).getByLabelText('Rol'), { target: { value: 'FINANCE' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Uitnodigen' }));
    expect(await screen.findByText('Uitnodiging verstuurd')).toBeInTheDocument();
    expect(ops('send_teammate_invitations')[0]!.variables).toEqual({ emails: ['nieuw@pakhuis.nl'], team_role: 'FINANCE' });
  });

  it("shows the spec's refusal when the address is already invited", async () => {
    answer(() => refusal('CONFLICT', 'team_already_invited', { email: 'kim@pakhuis.nl' }, 409));
    renderApp('/profile/team');
    await screen.findByText('eigenaar@pakhuis.nl');
    const form = screen.getByTestId('team-invite-form');
    fireEvent.change(within(form).getByLabelText(/E-mailadressen/), { target: { value: 'kim@pakhuis.nl' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Uitnodigen' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('kim@pakhuis.nl is al uitgenodigd.');
  });

  it('changes a role and removes a member only after the confirmation', async () => {
    const ops = answer();
    renderApp('/profile/team');
    const kim = (await screen.findByText('kim@pakhuis.nl')).closest('tr')!;
    fireEvent.change(within(kim).getByRole('combobox'), { target: { value: 'SUPPORT' } });
    await waitFor(() => expect(ops('update_team_member_role')[0]?.variables).toEqual({ email: 'kim@pakhuis.nl', team_role: 'SUPPORT' }));
    fireEvent.click(within(kim).getByRole('button', { name: 'Verwijderen kim@pakhuis.nl' }));
    const dialog = await screen.findByRole('dialog');
    expect(ops('delete_team_member')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Verwijderen' }));
    expect(await screen.findByText('kim@pakhuis.nl is verwijderd uit je team.')).toBeInTheDocument();
    expect(ops('delete_team_member')[0]!.variables).toEqual({ email: 'kim@pakhuis.nl' });
  });
});
