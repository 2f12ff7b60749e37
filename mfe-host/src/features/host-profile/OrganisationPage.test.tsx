import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockFetch, profileAnswer, type MockRequest } from '../testing/mockFetch';
import { logIn, renderApp, resetState } from '../testing/renderApp';

const organisation = {
  organisation_id: 3,
  organisation_type: 'PRIVATE',
  organisation_name: 'Jan de Vries',
  vat_number: 'NL123456789B01',
  vat_rate: 21,
  finance_email: 'oud@example.nl',
  place_id: 'place-1',
  finance_place_id: 'place-2',
  coc: null,
  address: 'Keizersgracht 12, Amsterdam',
  finance_address: 'Herengracht 1, Amsterdam',
  is_update_allowed: true,
};

function answer(org: Record<string, unknown>) {
  const requests: MockRequest[] = [];
  mockFetch((request) => {
    requests.push(request);
    if (request.operation === 'profile') return profileAnswer({ accountState: 'VENDOR', organisationId: 3 });
    if (request.url === '/api/organisation/' && request.method === 'GET') return { json: org };
    if (request.url === '/api/organisation/private/') return { json: { ...org, ...(request.body as object) } };
    return { status: 404, json: { error_type: 'NOT_FOUND', entity: null, key: null, meta: null, status_code: 404 } };
  });
  return () => requests.filter((r) => r.url === '/api/organisation/private/');
}

beforeEach(() => {
  resetState();
  logIn();
});

describe('/profile/organisation', () => {
  it('edits the organisation in place and saves it', async () => {
    const saves = answer(organisation);
    renderApp('/profile/organisation');
    const page = await screen.findByTestId('organisation-page');
    const email = await within(page).findByLabelText(/E-mailadres voor facturen/);
    expect(email).toHaveValue('oud@example.nl');
    fireEvent.change(email, { target: { value: 'boekhouding@example.nl' } });
    fireEvent.click(within(page).getByRole('button', { name: 'Opslaan' }));
    expect(await within(page).findByTestId('organisation-saved')).toHaveTextContent('Je organisatiegegevens zijn opgeslagen.');
    expect(saves()).toHaveLength(1);
    expect(saves()[0]!.method).toBe('POST');
    expect(saves()[0]!.body).toMatchObject({ organisation_name: 'Jan de Vries', finance_email: 'boekhouding@example.nl', vat_rate: 21, place_id: 'place-1', finance_place_id: 'place-2' });
  });

  it('shows a locked organisation read-only', async () => {
    const saves = answer({ ...organisation, is_update_allowed: false });
    renderApp('/en/profile/organisation');
    const page = await screen.findByTestId('organisation-page');
    expect(await within(page).findByText('Jan de Vries')).toBeInTheDocument();
    expect(within(page).getByText(/cannot be changed right now/)).toBeInTheDocument();
    expect(within(page).queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    await waitFor(() => expect(saves()).toHaveLength(0));
  });
});
