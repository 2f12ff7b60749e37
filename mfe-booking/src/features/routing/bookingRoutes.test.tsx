import { screen, waitFor } from '@testing-library/react';
import { mockFetch, profileAnswer } from '../testing/mockFetch';
import { currentUrl, logIn, renderApp, resetState } from '../testing/renderApp';

beforeEach(() => {
  resetState();
  mockFetch((request) => {
    if (request.operation === 'profile') return profileAnswer();
    if (request.operation === 'get_notifications') return { json: { data: { get_notifications: [] } } };
    return { json: { data: { get_bookings: [] } } };
  });
});

describe('routes of mfe-booking', () => {
  it.each([['/chat/7', 'Berichten'], ['/en/chat', 'Messages']])('%s shows the chat to a logged-in user', async (path, heading) => {
    logIn();
    renderApp(path);
    expect(await screen.findByRole('heading', { name: heading, level: 1 })).toBeInTheDocument();
    expect(screen.getByTestId('chat-page')).toBeInTheDocument();
  });

  it.each([['/notifications', 'Meldingen'], ['/en/notifications', 'Notifications']])('%s shows the notification centre to a logged-in user', async (path, heading) => {
    logIn();
    renderApp(path);
    expect(await screen.findByRole('heading', { name: heading, level: 1 })).toBeInTheDocument();
    expect(screen.getByTestId('notifications-page')).toBeInTheDocument();
  });

  it('sends a logged-out visitor of a guarded route home with the login popup', async () => {
    renderApp('/notifications/3');
    await waitFor(() => expect(currentUrl()).toBe('/?authPopup=login'));
    expect(screen.queryByTestId('notifications-page')).not.toBeInTheDocument();
  });

  it('shows the payment-link pages without a login', async () => {
    renderApp('/booking-payment/ab12cd34/pay');
    expect(await screen.findByText('Deze betaallink bestaat niet of is verlopen.')).toBeInTheDocument();
    expect(currentUrl()).toBe('/booking-payment/ab12cd34/pay');
  });

  it('redirects /profile to /profile/account', async () => {
    logIn();
    renderApp('/en/profile');
    await waitFor(() => expect(currentUrl()).toBe('/en/profile/account'));
    expect(await screen.findByRole('heading', { name: 'My account' })).toBeInTheDocument();
  });

  it('renders nothing on routes owned by other MFEs', () => {
    logIn();
    const { container } = renderApp('/bookings/vendor/3');
    expect(container).toBeEmptyDOMElement();
  });
});
