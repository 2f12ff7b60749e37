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
