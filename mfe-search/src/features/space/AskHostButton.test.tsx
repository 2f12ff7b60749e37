import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { announceLoggedIn, clearSession, PENDING_ACTION_KEY, setTokens } from '@zaalplek/platform';
import { mockGraphql } from '../testing/mockGraphql';
import { renderPage } from '../testing/renderPage';
import { spaceAnswer } from './spaceFixtures';
import { SpacePage } from './SpacePage';

const URL_NL = '/space/ab12cd34/de-boardroom/123456';

beforeEach(() => {
  localStorage.clear();
  clearSession();
  mockGraphql(() => ({ json: { data: { specific_instance_by_slug: { space: spaceAnswer(), venue: null } } } }));
});

describe('ask the host from the space page', () => {
  it('a logged-in guest goes to the conversation about this space in the chat', async () => {
    setTokens({ accessToken: 'access', refreshToken: 'refresh' });
    renderPage(<SpacePage reference="123456" />, URL_NL);
    fireEvent.click(await screen.findByRole('button', { name: 'Stel de verhuurder een vraag' }));
    await waitFor(() => expect(`${window.location.pathname}${window.location.search}`).toBe('/chat?type=SPACE&entity=42'));
  });

  it('logged out: the login popup first, then the question is picked up after the login (en)', async () => {
    renderPage(<SpacePage reference="123456" />, `/en${URL_NL}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Ask the host a question' }));
    await waitFor(() => expect(new URLSearchParams(window.location.search).get('authPopup')).toBe('login'));
    expect(JSON.parse(localStorage.getItem(PENDING_ACTION_KEY) ?? 'null')).toMatchObject({ type: 'chat', data: { chatType: 'SPACE', entityId: 42 } });
    act(() => {
      setTokens({ accessToken: 'access', refreshToken: 'refresh' });
      announceLoggedIn();
    });
    await waitFor(() => expect(`${window.location.pathname}${window.location.search}`).toBe('/en/chat?type=SPACE&entity=42'));
  });
});
