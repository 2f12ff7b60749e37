import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { announceLoggedIn, clearSession, PENDING_ACTION_KEY, resetCurrentUser, setTokens } from '@zaalplek/platform';
import { mockGraphql, type GraphqlAnswer, type GraphqlCall } from '../../testing/mockGraphql';
import { renderPage } from '../../testing/renderPage';
import en from '../../../messages/en.json';
import nl from '../../../messages/nl.json';
import { BookButton } from './BookButton';
import type { BookingSelection } from './createBookingApi';

const SELECTION: BookingSelection = {
  space_id: 42,
  slot_start: '2030-07-15T10:00:00.000Z',
  slot_end: '2030-07-15T14:00:00.000Z',
  attendees: 10,
  configuration_id: 2,
  services: [{ service_id: 5, quantity: 10 }],
};

function created(): GraphqlAnswer {
  return { json: { data: { create_booking: { booking_id: 77, booking_status: 'DRAFT', order_state: 'PAYMENT_PENDING' } } } };
}

function timeslotTaken(): GraphqlAnswer {
  const body = { error_type: 'CONFLICT', entity: 'booking', key: 'timeslot_not_available', meta: { hint: 'choose_other_time' }, status_code: 409 };
  return { json: { data: null, errors: [{ message: 'timeslot_not_available', extensions: { response: { body }, status_code: 409 } }] } };
}

function api(answer: (call: GraphqlCall) => GraphqlAnswer = created) {
  return mockGraphql((call) => (call.operation === 'create_booking' ? answer(call) : { json: { data: null, errors: [{ message: 'unexpected' }] } }));
}

afterEach(() => {
  clearSession();
  localStorage.clear();
});

test('DIRECT, logged in: "Boek direct" creates a draft booking with the panel choice and opens /booking/{id}', async () => {
  setTokens({ accessToken: 'access', refreshToken: 'refresh' });
  const { calls } = api();
  renderPage(<BookButton bookingType="DIRECT" selection={SELECTION} />, '/space/ab12cd34/de-boardroom/123456');
  fireEvent.click(screen.getByRole('button', { name: nl['BookButton.book'] }));
  await waitFor(() => expect(window.location.pathname).toBe('/booking/77'));
  expect(calls.filter((c) => c.operation === 'create_booking').map((c) => c.variables)).toEqual([
    {
      input: {
        space_id: 42,
        slot_start: '2030-07-15T10:00:00.000Z',
        slot_end: '2030-07-15T14:00:00.000Z',
        attendees: 10,
        configuration_id: 2,
        services: [{ service_id: 5, quantity: 10 }],
        draft: true,
      },
    },
  ]);
});

test('MANUAL in English: "Send request" goes to /en/booking/{id}', async () => {
  setTokens({ accessToken: 'access', refreshToken: 'refresh' });
  api();
  renderPage(<BookButton bookingType="MANUAL" selection={SELECTION} />, '/en/space/ab12cd34/de-boardroom/123456');
  expect(screen.queryByRole('button', { name: en['BookButton.book'] })).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: en['BookButton.request'] }));
  await waitFor(() => expect(window.location.pathname).toBe('/en/booking/77'));
});

test('the API refusing the slot shows its message and stays on the page', async () => {
  setTokens({ accessToken: 'access', refreshToken: 'refresh' });
  api(timeslotTaken);
  renderPage(<BookButton bookingType="DIRECT" selection={SELECTION} />, '/space/ab12cd34/de-boardroom/123456');
  fireEvent.click(screen.getByRole('button', { name: nl['BookButton.book'] }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Dit tijdslot is niet meer beschikbaar.');
  expect(window.location.pathname).toBe('/space/ab12cd34/de-boardroom/123456');
});

test('without a valid choice the button is disabled', () => {
  api();
  renderPage(<BookButton bookingType="DIRECT" selection={null} />, '/space/ab12cd34/de-boardroom/123456');
  expect(screen.getByRole('button', { name: nl['BookButton.book'] })).toBeDisabled();
});

test('logged out: the choice is kept as pending action, the login popup opens, and the booking is made after the login', async () => {
  const { calls } = api();
  renderPage(<BookButton bookingType="DIRECT" selection={{ ...SELECTION, is_social: true }} />, '/space/ab12cd34/de-boardroom/123456');
  fireEvent.click(screen.getByRole('button', { name: nl['BookButton.book'] }));
  expect(new URLSearchParams(window.location.search).get('authPopup')).toBe('login');
  expect(JSON.parse(localStorage.getItem(PENDING_ACTION_KEY) ?? 'null')).toMatchObject({
    type: 'booking',
    data: {
      spaceId: 42,
      slotStart: '2030-07-15T10:00:00.000Z',
      slotEnd: '2030-07-15T14:00:00.000Z',
      attendees: 10,
      configurationId: 2,
      services: [{ service_id: 5, quantity: 10 }],
      isSocial: true,
    },
  });
  expect(calls).toHaveLength(0);

  act(() => {
    setTokens({ accessToken: 'access', refreshToken: 'refresh' });
    announceLoggedIn();
  });
  await waitFor(() => expect(window.location.pathname).toBe('/booking/77'));
  expect(calls.filter((c) => c.operation === 'create_booking').map((c) => c.variables)).toEqual([
    {
      input: expect.objectContaining({ space_id: 42, attendees: 10, configuration_id: 2, is_social: true, draft: true }),
    },
  ]);
  expect(localStorage.getItem(PENDING_ACTION_KEY)).toBeNull();
});

test('logged in without a phone: the complete-account popup opens first, the booking continues once the phone is confirmed', async () => {
  resetCurrentUser();
  setTokens({ accessToken: 'access', refreshToken: 'refresh' });
  let phone: string | null = null;
  const { calls } = mockGraphql((call) => {
    if (call.operation === 'profile') {
      return { json: { data: { profile: { accountId: 9, email: 'g@example.com', firstName: 'Gé', lastName: 'Ast', locale: 'nl', phone, accountState: 'BOOKER', isAdmin: false, organisationId: null } } } };
    }
    return call.operation === 'create_booking' ? created() : { json: { data: null, errors: [{ message: 'unexpected' }] } };
  });
  renderPage(<BookButton bookingType="DIRECT" selection={SELECTION} />, '/space/ab12cd34/de-boardroom/123456');
  await waitFor(() => expect(calls.some((c) => c.operation === 'profile')).toBe(true));
  await act(async () => {
    await new Promise((r) => setTimeout(r, 0));
  });
  fireEvent.click(screen.getByRole('button', { name: nl['BookButton.book'] }));
  expect(`${window.location.pathname}${window.location.search}`).toBe('/space/ab12cd34/de-boardroom/123456?authPopup=complete-account');
  expect(calls.some((c) => c.operation === 'create_booking')).toBe(false);
  expect(JSON.parse(localStorage.getItem(PENDING_ACTION_KEY) ?? 'null')).toMatchObject({ type: 'booking', data: { spaceId: 42, attendees: 10 } });

  // the shell confirmed the phone and announces it: the stored choice is booked
  phone = '+31612345678';
  act(() => announceLoggedIn());
  await waitFor(() => expect(window.location.pathname).toBe('/booking/77'));
  expect(calls.filter((c) => c.operation === 'create_booking')).toHaveLength(1);
  expect(localStorage.getItem(PENDING_ACTION_KEY)).toBeNull();
});
