import {
  announceLoggedIn,
  peekLoginRedirect,
  peekPendingAction,
  replayPendingAction,
  requestCompleteAccount,
  requestLogin,
  setLoginRedirect,
  setPendingAction,
  takeLoginRedirect,
  takePendingAction,
  PENDING_ACTION_MAX_AGE_MS,
} from '../pending-action';
import { onZaalplekEvent } from '../events';
import { clearSession, setTokens } from '../session';

beforeEach(() => {
  localStorage.clear();
  clearSession();
  window.history.replaceState(null, '', '/');
});

test('a pending action survives in localStorage until it is taken, once', () => {
  setPendingAction('favourite', { spaceId: 12 });
  expect(JSON.parse(localStorage.getItem('zaalplek.pendingAction')!)).toMatchObject({ type: 'favourite', data: { spaceId: 12 } });
  expect(peekPendingAction()).toMatchObject({ type: 'favourite', data: { spaceId: 12 } });
  expect(peekPendingAction('booking')).toBeNull();
  expect(takePendingAction('coupon-code')).toBeNull();
  expect(takePendingAction('favourite')).toMatchObject({ data: { spaceId: 12 } });
  expect(takePendingAction()).toBeNull();
});

test('a newer action replaces the older one; stale or broken entries are dropped', () => {
  setPendingAction('favourite', { spaceId: 1 });
  setPendingAction('coupon-code', { code: 'ZOMER', spaceId: 3 });
  expect(peekPendingAction()).toMatchObject({ type: 'coupon-code', data: { code: 'ZOMER' } });

  const now = Date.now();
  const spy = jest.spyOn(Date, 'now').mockReturnValue(now + PENDING_ACTION_MAX_AGE_MS + 1);
  expect(peekPendingAction()).toBeNull();
  spy.mockRestore();
  expect(localStorage.getItem('zaalplek.pendingAction')).toBeNull();

  localStorage.setItem('zaalplek.pendingAction', '{not json');
  expect(peekPendingAction()).toBeNull();
});

test('the login redirect accepts local paths only and is taken once', () => {
  setLoginRedirect('https://evil.example/');
  setLoginRedirect('//evil.example/');
  expect(peekLoginRedirect()).toBeNull();
  setLoginRedirect('/en/search?search=Utrecht');
  expect(takeLoginRedirect()).toBe('/en/search?search=Utrecht');
  expect(takeLoginRedirect()).toBeNull();
});

test('replayPendingAction runs the handler on zaalplek:logged-in, only for its own type and only once', () => {
  const favourites = jest.fn();
  const bookings = jest.fn();
  const offFav = replayPendingAction('favourite', favourites);
  const offBook = replayPendingAction('booking', bookings);
  setPendingAction('favourite', { spaceId: 5 });
  announceLoggedIn(); // not logged in: nothing happens
  expect(favourites).not.toHaveBeenCalled();

  setTokens({ accessToken: 'a', refreshToken: 'r' });
  announceLoggedIn();
  announceLoggedIn();
  expect(favourites).toHaveBeenCalledTimes(1);
  expect(favourites.mock.calls[0][0]).toMatchObject({ type: 'favourite', data: { spaceId: 5 } });
  expect(bookings).not.toHaveBeenCalled();
  offFav();
  offBook();
});

test('replayPendingAction replays right away when the login happened before the MFE mounted', () => {
  setTokens({ accessToken: 'a', refreshToken: 'r' });
  setPendingAction('space-activation', { spaceId: 9, venueId: 2 });
  const handler = jest.fn();
  const off = replayPendingAction('space-activation', handler);
  expect(handler).toHaveBeenCalledWith(expect.objectContaining({ data: { spaceId: 9, venueId: 2 } }));
  off();
});

test('zaalplek:logged-in carries the pending action', () => {
  setPendingAction('chat', { chatType: 'SUPPORT' });
  const seen: unknown[] = [];
  const off = onZaalplekEvent('zaalplek:logged-in', (d) => seen.push(d.pendingAction));
  announceLoggedIn();
  off();
  expect(seen).toEqual([expect.objectContaining({ type: 'chat', data: { chatType: 'SUPPORT' } })]);
});

test('requestLogin keeps the action and the current URL and opens the popup on the same page', () => {
  window.history.replaceState(null, '', '/en/search?search=Delft');
  const required: string[] = [];
  const off = onZaalplekEvent('zaalplek:auth-required', (d) => required.push(d.redirect));
  requestLogin({ type: 'favourite', data: { spaceId: 3 } });
  off();
  expect(peekPendingAction('favourite')).toMatchObject({ data: { spaceId: 3 } });
  expect(peekLoginRedirect()).toBe('/en/search?search=Delft');
  expect(required).toEqual(['/en/search?search=Delft']);
  expect(`${window.location.pathname}${window.location.search}`).toBe('/en/search?search=Delft&authPopup=login');
});

test('requestCompleteAccount keeps the action and the URL and opens the complete-account popup', () => {
  window.history.replaceState(null, '', '/en/space/delft/zaal/7?attendees=4');
  requestCompleteAccount({ type: 'booking', data: { spaceId: 7, slotStart: '2030-01-01T09:00:00Z', slotEnd: '2030-01-01T12:00:00Z', attendees: 4 } });
  expect(peekPendingAction('booking')).toMatchObject({ data: { spaceId: 7, attendees: 4 } });
  expect(peekLoginRedirect()).toBe('/en/space/delft/zaal/7?attendees=4');
  expect(`${window.location.pathname}${window.location.search}`).toBe('/en/space/delft/zaal/7?attendees=4&authPopup=complete-account');
});
