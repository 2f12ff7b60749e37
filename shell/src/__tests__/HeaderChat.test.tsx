/** The header chat link: shown when logged in, the live unread chat count of the account, a click opens /chat (nl and en). */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { patchHistoryApi } from 'single-spa';
import { clearSession, resetCurrentUser, setTokens } from '@zaalplek/platform';
import { installFetchMock, jsonResponse } from '@zaalplek/platform/src/test-utils/fetchMock';
import { HeaderChat, setUnreadChatSubscriber } from '../layout/HeaderChat';
import { renderShell } from '../test-utils/renderShell';

patchHistoryApi();

const account = { accountId: 7, email: 'jan@example.nl', firstName: 'Jan', lastName: 'Jansen', locale: 'nl', phone: null, accountState: 'VENDOR', isAdmin: false, organisationId: 3 };

let push: ((count: number) => void) | null;
let subscribedFor: number[];

beforeEach(() => {
  localStorage.clear();
  clearSession();
  resetCurrentUser();
  push = null;
  subscribedFor = [];
  setUnreadChatSubscriber((accountId, onCount) => {
    subscribedFor.push(accountId);
    push = onCount;
    return () => undefined;
  });
});
afterAll(() => setUnreadChatSubscriber(null));

test('logged out: no chat link and no subscription', () => {
  installFetchMock(() => jsonResponse({ data: {} }));
  renderShell(<HeaderChat />);
  expect(screen.queryByRole('link', { name: /Berichten/ })).toBeNull();
  expect(subscribedFor).toEqual([]);
});

test.each([
  ['/', 'Berichten', 'Berichten, 1 ongelezen', '/chat'],
  ['/en/search', 'Messages', 'Messages, 1 unread', '/en/chat'],
])('logged in on %s: the count goes up live and a click opens the chat', async (start, plain, one, target) => {
  installFetchMock(() => jsonResponse({ data: { profile: account } }));
  setTokens({ accessToken: 'A' });
  window.history.replaceState(null, '', start);
  renderShell(<HeaderChat />);
  expect(await screen.findByRole('link', { name: plain })).toHaveAttribute('href', target);
  await waitFor(() => expect(subscribedFor).toEqual([7]));
  act(() => push!(1));
  const link = screen.getByRole('link', { name: one });
  expect(link).toHaveTextContent('1');
  act(() => {
    fireEvent.click(link);
  });
  expect(window.location.pathname).toBe(target);
});
