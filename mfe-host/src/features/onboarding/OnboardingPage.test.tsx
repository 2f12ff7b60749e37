import { fireEvent, screen, waitFor } from '@testing-library/react';
import { mockFetch, profileAnswer } from '../testing/mockFetch';
import { currentUrl, logIn, renderApp, resetState } from '../testing/renderApp';
import { DRAFT_KEYS } from './form/drafts';
import { resetRestorePrompt } from './OnboardingPage';

const notFound = { status: 404, json: { error_type: 'NOT_FOUND', entity: 'organisation', key: 'not_found', meta: null, status_code: 404 } };

beforeEach(() => {
  resetState();
  resetRestorePrompt();
  window.localStorage.clear();
  logIn();
  mockFetch((request) => {
    if (request.operation === 'profile') return profileAnswer({ accountState: 'VENDOR' });
    if (request.url.startsWith('/api/organisation/')) return notFound;
    if (request.url.startsWith('/api/category/') || request.url.startsWith('/api/configuration/') || request.url.startsWith('/api/feature/') || request.url.startsWith('/api/service/')) return { json: [] };
    return { json: { data: {} } };
  });
});

describe('/vendor/onboarding', () => {
  it('redirects to organisation-details and marks that breadcrumb as the current step (not clickable)', async () => {
    renderApp('/vendor/onboarding');
    await waitFor(() => expect(currentUrl()).toBe('/vendor/onboarding/organisation-details'));
    const current = await screen.findByText('Organisatiegegevens');
    expect(current.closest('li')).toHaveAttribute('aria-current', 'step');
    expect(screen.getByText('Locatiegegevens').closest('a')).toBeNull();
  });

  it('shows every organisation rule when submitted empty, in Dutch', async () => {
    renderApp('/vendor/onboarding/organisation-details');
    fireEvent.click(await screen.findByTestId('step-submit'));
    expect(await screen.findByText('Vul de naam van de organisatie in')).toBeInTheDocument();
    expect(screen.getByText('Vul het KvK-nummer in')).toBeInTheDocument();
    expect(screen.getByText('Vul het btw-nummer in')).toBeInTheDocument();
    expect(screen.getByText('Vul het e-mailadres voor facturen in')).toBeInTheDocument();
  });

  it('offers a saved session back and goes to its step when restored', async () => {
    window.localStorage.setItem(DRAFT_KEYS.venue, JSON.stringify({ step: 'facilities', values: {}, ids: { venue_id: 5 }, savedAt: '2026-01-01' }));
    renderApp('/vendor/onboarding/organisation-details');
    expect(await screen.findByText('Vorige sessie herstellen?')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('restore-session'));
    await waitFor(() => expect(currentUrl()).toBe('/vendor/onboarding/venue/facilities'));
  });

  it('starts over when the saved session is declined', async () => {
    window.localStorage.setItem(DRAFT_KEYS.organisation, JSON.stringify({ step: 'organisation-details', values: { organisation_name: 'Oud' }, savedAt: '2026-01-01' }));
    renderApp('/en/vendor/onboarding/organisation-details');
    fireEvent.click(await screen.findByText('Start over'));
    expect(window.localStorage.getItem(DRAFT_KEYS.organisation)).toBeNull();
  });
});

describe('organisation details: KvK name and addresses', () => {
  jest.setTimeout(20000); // typing, the KvK lookup and the debounced address search under a loaded machine
  function api(predictions: (input: string) => Array<{ place_id: string; description: string }>) {
    mockFetch((request) => {
      if (request.operation === 'profile') return profileAnswer({ accountState: 'VENDOR' });
      if (request.url.startsWith('/api/kvk/get_address/12345678/')) {
        return { json: { coc: '12345678', legal_name: 'Gracht Zalen B.V.', address: 'Herengracht 1, 1015 BA Amsterdam', place_id: 'nl:gn:2759794' } };
      }
      if (request.url.startsWith('/api/organisation/')) return notFound;
      if (request.operation === 'get_companies') return { json: { data: { get_companies: [] } } };
      if (request.operation === 'places_autocomplete') {
        const input = String((request.variables as { input: string }).input);
        const found = predictions(input);
        return { json: { data: { places_autocomplete: { status: found.length ? 'OK' : 'ZERO_RESULTS', predictions: found } } } };
      }
      return { json: { data: {} } };
    });
  }

  it.each([
    ['/vendor/onboarding/organisation-details', 'Naam van de organisatie', 'KvK-nummer', 'Naam volgens de KvK: Gracht Zalen B.V.', 'Deze naam gebruiken'],
    ['/en/vendor/onboarding/organisation-details', 'Organisation name', 'CoC number', 'Name in the company register: Gracht Zalen B.V.', 'Use this name'],
  ])('%s: a KvK number suggests the register name and keeps what the host typed', async (path, nameLabel, cocLabel, suggestion, useIt) => {
    api(() => []);
    renderApp(path);
    const name = await screen.findByLabelText(new RegExp(nameLabel));
    fireEvent.change(name, { target: { value: 'Zaalplek Test B.V.' } });
    fireEvent.change(screen.getByLabelText(new RegExp(cocLabel)), { target: { value: '12345678' } });
    expect(await screen.findByTestId('kvk-name-suggestion')).toHaveTextContent(suggestion);
    expect(name).toHaveValue('Zaalplek Test B.V.');
    fireEvent.click(screen.getByRole('button', { name: useIt }));
    expect(name).toHaveValue('Gracht Zalen B.V.');
    expect(screen.queryByTestId('kvk-name-suggestion')).not.toBeInTheDocument();
  });

  it('an empty name field gets the register name', async () => {
    api(() => []);
    renderApp('/vendor/onboarding/organisation-details');
    fireEvent.change(await screen.findByLabelText(/KvK-nummer/), { target: { value: '12345678' } });
    await waitFor(() => expect(screen.getByLabelText(/Naam van de organisatie/)).toHaveValue('Gracht Zalen B.V.'));
    expect(screen.queryByTestId('kvk-name-suggestion')).not.toBeInTheDocument();
  });

  it.each([
    ['/vendor/onboarding/organisation-details', 'Particulier', 'Je adres', /Typ straat en huisnummer, postcode en plaats/, /Geen adres gevonden/],
    ['/en/vendor/onboarding/organisation-details', 'Private individual', 'Your address', /Type street and house number, postcode and city/, /No address found/],
  ])('%s: the address field says how to type an address, says when nothing is found, and offers a full street address', async (path, privateLabel, addressLabel, hint, nothing) => {
    const street = { place_id: 'nl:addr:nl:gn:2759794:abc', description: 'Keizersgracht 12, 1015 CS Amsterdam, Nederland' };
    api((input) => (/1015 CS/.test(input) ? [street] : []));
    renderApp(path);
    fireEvent.click(await screen.findByLabelText(privateLabel));
    const address = await screen.findByLabelText(new RegExp(addressLabel));
    expect(screen.getAllByText(hint).length).toBeGreaterThan(0);
    fireEvent.change(address, { target: { value: 'Keizersgracht 12, Amsterdam' } });
    expect(await screen.findByText(nothing)).toBeInTheDocument();
    fireEvent.change(address, { target: { value: 'Keizersgracht 12, 1015 CS Amsterdam' } });
    fireEvent.click(await screen.findByRole('button', { name: street.description }));
    expect(address).toHaveValue(street.description);
    expect(screen.queryByText(nothing)).not.toBeInTheDocument();
  });
});

it('after the organisation is saved the account is asked again (it has an organisation now), then the venue step follows', async () => {
  const seen: string[] = [];
  mockFetch((request) => {
    seen.push(request.operation ?? `${request.method} ${request.url}`);
    if (request.operation === 'profile') return profileAnswer({ accountState: 'VENDOR' });
    if (request.url.startsWith('/api/kvk/get_address/12345678/')) {
      return { json: { coc: '12345678', legal_name: 'Gracht Zalen B.V.', address: 'Herengracht 1, 1015 BA Amsterdam', place_id: 'nl:gn:2759794' } };
    }
    if (request.url.startsWith('/api/organisation/public/')) return { json: { organisation_id: 3, organisation_name: 'Gracht Zalen B.V.', organisation_type: 'PUBLIC' } };
    if (request.url.startsWith('/api/organisation/')) return notFound;
    if (request.operation === 'get_companies') return { json: { data: { get_companies: [] } } };
    return { json: { data: {} } };
  });
  renderApp('/vendor/onboarding/organisation-details');
  fireEvent.change(await screen.findByLabelText(/KvK-nummer/), { target: { value: '12345678' } });
  await waitFor(() => expect(screen.getByLabelText(/Naam van de organisatie/)).toHaveValue('Gracht Zalen B.V.'));
  fireEvent.change(document.querySelector('[name="vat_number"]')!, { target: { value: 'NL123456789B01' } });
  fireEvent.change(document.querySelector('[name="finance_email"]')!, { target: { value: 'facturen@gracht.nl' } });
  fireEvent.click(screen.getByTestId('step-submit'));
  await waitFor(() => expect(currentUrl()).toBe('/vendor/onboarding/venue/details'), { timeout: 10000 });
  const saved = seen.findIndex((s) => s.includes('/api/organisation/public/'));
  expect(saved).toBeGreaterThan(-1);
  expect(seen.slice(saved + 1)).toContain('profile');
}, 20000);
