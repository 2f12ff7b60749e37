import { fireEvent, screen, waitFor } from '@testing-library/react';
import { peekLoginRedirect } from '@zaalplek/platform';
import { mockFetch, profileAnswer, type MockRequest } from '../testing/mockFetch';
import { currentUrl, logIn, renderApp, resetState } from '../testing/renderApp';
import { resetRestorePrompt } from './OnboardingPage';

const notFound = { status: 404, json: { error_type: 'NOT_FOUND', entity: 'organisation', key: 'not_found', meta: null, status_code: 404 } };

function answer(startState: 'BOOKER' | 'VENDOR') {
  let state = startState;
  const requests: MockRequest[] = [];
  mockFetch((request) => {
    requests.push(request);
    if (request.operation === 'profile') return profileAnswer({ accountState: state, organisationId: null });
    if (request.url === '/api/account/' && request.method === 'PATCH') {
      state = 'VENDOR';
      return { json: { accountState: 'VENDOR' } };
    }
    if (request.url.startsWith('/api/organisation/')) return notFound;
    return { json: { data: {} } };
  });
  return requests;
}

beforeEach(() => {
  resetState();
  resetRestorePrompt();
  window.localStorage.clear();
  window.sessionStorage.clear();
});

describe('the way into the onboarding', () => {
  it('sends a visitor who is not logged in to the sign-up over the /vendor landing and comes back afterwards', async () => {
    answer('BOOKER');
    renderApp('/en/vendor/onboarding');
    await waitFor(() => expect(currentUrl()).toBe('/en/vendor?authPopup=sign-up'));
    expect(peekLoginRedirect()).toBe('/en/vendor/onboarding');
  });

  it('lets a logged-in guest become a host with one click and then shows the organisation step', async () => {
    logIn();
    const requests = answer('BOOKER');
    renderApp('/vendor/onboarding/organisation-details');
    expect(await screen.findByRole('heading', { name: 'Word verhuurder op Zaalplek' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Verhuurder worden' }));
    expect(await screen.findByTestId('organisation-step')).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'PATCH')!.body).toEqual({ account_state: 'VENDOR' });
  });

  it('shows a host the onboarding straight away', async () => {
    logIn();
    answer('VENDOR');
    renderApp('/vendor/onboarding/organisation-details');
    expect(await screen.findByTestId('organisation-step')).toBeInTheDocument();
    expect(screen.queryByTestId('become-host')).not.toBeInTheDocument();
  });
});
