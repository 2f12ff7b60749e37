import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockFetch, profileAnswer, type MockAnswer, type MockRequest } from '../testing/mockFetch';
import { logIn, renderApp, resetState } from '../testing/renderApp';
import type { OrganisationBankInfo, Payout } from './payoutApi';

const bank: OrganisationBankInfo = { organisation_bank_id: 1, bank_ascription: 'Het Pakhuis B.V.', iban: 'NL91ABNA0417164300', is_active: true, bank_name: 'ABN AMRO', bic: 'ABNANL2A' };
const payout: Payout = { payout_id: 9, booking_id: 501, venue_name: 'Het Pakhuis', space_name: 'De Zolder', iban_name: 'Het Pakhuis B.V.', iban_number: 'NL91ABNA0417164300',
  amount_paid: 32500, payout_amount: 29000, invoice_number: 'ZP-2026-0001', invoice_date: '2026-11-10T10:00:00.000Z', payout_status: 'COMPLETED', payout_date: '2026-11-12T10:00:00.000Z' };
const refusal = (error_type: string, key: string, meta: Record<string, unknown> | null, status_code: number): MockAnswer => {
  const body = { error_type, entity: 'organisation_bank', key, meta, status_code };
  return { json: { data: null, errors: [{ message: key, extensions: { response: { body }, status_code } }] } };
};

function answer(save?: (r: MockRequest) => MockAnswer) {
  const requests: MockRequest[] = [];
  mockFetch((request) => {
    requests.push(request);
    switch (request.operation) {
      case 'profile':
        return profileAnswer({ accountState: 'VENDOR', organisationId: 3 });
      case 'organisation_bank_info':
        return { json: { data: { organisation_bank_info: bank } } };
      case 'all_payouts':
        return { json: { data: { all_payouts: { result: [payout], total: 1, page: 1, size: 20, total_pages: 1 } } } };
      case 'specific_organisation_bank_info':
        return save ? save(request) : { json: { data: { specific_organisation_bank_info: { ...bank, iban: 'NL02ABNA0123456789' } } } };
      default:
        return { status: 404, json: { error_type: 'NOT_FOUND', entity: null, key: null, meta: null, status_code: 404 } };
    }
  });
  return (name: string) => requests.filter((r) => r.operation === name);
}

const form = () => screen.findByTestId('bank-form');

beforeEach(() => {
  resetState();
  logIn();
});

describe('/profile/payout', () => {
  it('shows the current IBAN and the payouts with their status', async () => {
    answer();
    renderApp('/profile/payout');
    await waitFor(() => expect(within(screen.getByTestId('bank-form')).getByLabelText(/IBAN/)).toHaveValue('NL91ABNA0417164300'));
    const row = (await screen.findByText('#501')).closest('tr')!;
    expect(within(row).getByText('Uitbetaald')).toBeInTheDocument();
    expect(within(row).getByText('De Zolder, Het Pakhuis')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Uitbetaling' })).toHaveAttribute('aria-current', 'page');
  });

  it('refuses an invalid IBAN before asking the API, then saves a valid one (spaces removed)', async () => {
    const ops = answer();
    renderApp('/profile/payout');
    const f = await form();
    await waitFor(() => expect(within(f).getByLabelText(/IBAN/)).toHaveValue('NL91ABNA0417164300'));
    fireEvent.change(within(f).getByLabelText(/IBAN/), { target: { value: 'NL00ABNA0417164300' } });
    fireEvent.click(within(f).getByRole('button', { name: 'Opslaan' }));
    expect(await within(f).findByText('Dit IBAN is ongeldig')).toBeInTheDocument();
    expect(ops('specific_organisation_bank_info')).toHaveLength(0);
    fireEvent.change(within(f).getByLabelText(/IBAN/), { target: { value: 'nl02 abna 0123 4567 89' } });
    fireEvent.click(within(f).getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Je bankgegevens zijn opgeslagen.')).toBeInTheDocument();
    expect(ops('specific_organisation_bank_info')[0]!.variables).toEqual({ bank_ascription: 'Het Pakhuis B.V.', iban: 'NL02ABNA0123456789' });
  });

  it("puts the API's holder-name refusal on the holder field", async () => {
    answer(() => refusal('FIELD_VALIDATION', 'bank_ascription_mismatch', { field: 'bank_ascription' }, 400));
    renderApp('/profile/payout');
    const f = await form();
    await waitFor(() => expect(within(f).getByLabelText(/rekeninghouder/)).toHaveValue('Het Pakhuis B.V.'));
    fireEvent.change(within(f).getByLabelText(/rekeninghouder/), { target: { value: 'Jan Jansen' } });
    fireEvent.click(within(f).getByRole('button', { name: 'Opslaan' }));
    expect(await within(f).findByText('De rekeninghouder moet overeenkomen met de handelsnaam van je organisatie')).toBeInTheDocument();
  });

  it('tells a team member the change is not allowed, without logging out', async () => {
    answer(() => refusal('FORBIDDEN', 'forbidden', null, 403));
    renderApp('/profile/payout');
    const f = await form();
    await waitFor(() => expect(within(f).getByLabelText(/IBAN/)).toHaveValue('NL91ABNA0417164300'));
    fireEvent.click(within(f).getByRole('button', { name: 'Opslaan' }));
    expect(await within(f).findByText('Je hebt geen toestemming voor deze actie. Vraag de eigenaar van de organisatie.')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/profile/payout');
  });
});
