/** The header bell: shown when logged in, the live unread count of the account, a click opens /notifications (nl and en). */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { patchHistoryApi } from 'single-spa';
import { clearSession, resetCurrentUser, setTokens } from '@zaalplek/platform';
import { installFetchMock, jsonResponse } from '@zaalplek/platform/src/test-utils/fetchMock';
import { HeaderBell, setUnreadSubscriber } from '../layout/HeaderBell';
import { renderShell } from '../test-utils/renderShell';

patchHistoryApi();

const account = { accountId: 7, email: 'jan@example.nl', firstName: 'Jan', lastName: 'Jansen', locale: 'nl', phone: null, accountState: 'BOOKER', isAdmin: false, organisationId: null };

let push: ((count: number) => void) | null;
let subscribedFor: number[];
let stopped: number;

beforeEach(() => {
  localStorage.clear();
  clearSession();
  resetCurrentUser();
  push = null;
  subscribedFor = [];
  stopped = 0;
  setUnreadSubscriber((accountId, onCount) => {
    subscribedFor.push(accountId);
    push = onCount;
    return () => { stopped += 1; };
  });
});
afterAll(() => setUnreadSubscriber(null));

test('logged out: no bell and no subscription', () => {
  installFetchMock(() => jsonResponse({ data: {} }));
  renderShell(<HeaderBell />);
  expect(screen.queryByRole('link', { name: /Meldingen/ })).toBeNull();
  expect(subscribedFor).toEqual([]);
});

test.each([
  ['/', 'Meldingen', 'Meldingen, 2 ongelezen', 'Meldingen, 3 ongelezen', '/notifications'],
  ['/en/search', 'Notifications', 'Notifications, 2 unread', 'Notifications, 3 unread', '/en/notifications'],
])('logged in on %s: the bell counts up live and opens the notification centre', async (start, plain, two, three, target) => {
  installFetchMock(() => jsonResponse({ data: { profile: account } }));
  setTokens({ accessToken: 'A' });
  window.history.replaceState(null, '', start);
  renderShell(<HeaderBell />);
  expect(await screen.findByRole('link', { name: plain })).toHaveAttribute('href', target);
  await waitFor(() => expect(subscribedFor).toEqual([7]));
  act(() => push!(2));
  expect(screen.getByRole('link', { name: two })).toHaveTextContent('2');
  act(() => push!(3));
  const bell = screen.getByRole('link', { name: three });
  act(() => {
    fireEvent.click(bell);
  });
  expect(window.location.pathname).toBe(target);
});

test('logging out stops the subscription and hides the bell', async () => {
  installFetchMock(() => jsonResponse({ data: { profile: account } }));
  setTokens({ accessToken: 'A' });
  window.history.replaceState(null, '', '/');
  renderShell(<HeaderBell />);
  await waitFor(() => expect(subscribedFor).toEqual([7]));
  act(() => clearSession());
  await waitFor(() => expect(screen.queryByRole('link', { name: /Meldingen/ })).toBeNull());
  expect(stopped).toBe(1);
});
