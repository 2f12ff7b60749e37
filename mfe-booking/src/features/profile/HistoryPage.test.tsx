import { screen } from '@testing-library/react';
import { mockFetch, profileAnswer, type MockRequest } from '../testing/mockFetch';
import { logIn, renderApp, resetState } from '../testing/renderApp';

beforeEach(() => resetState());

test('the history lists the archived bookings, times in Amsterdam', async () => {
  const requests: MockRequest[] = [];
  mockFetch((r) => {
    requests.push(r);
    if (r.operation === 'get_bookings')
      return {
        json: {
          data: {
            get_bookings: [
              { booking_id: 31, booking_status: 'PASSED', booking_type: 'DIRECT', slot_start: '2026-01-15T08:00:00Z', slot_end: '2026-01-15T12:00:00Z', attendees: 8, order_total: 45000, space: { space_id: 3, space_name: 'De Bovenzaal' } },
            ],
          },
        },
      };
    return profileAnswer();
  });
  logIn();
  renderApp('/profile/history');
  expect(await screen.findByText('De Bovenzaal')).toBeInTheDocument();
  expect(screen.getByRole('table')).toHaveTextContent('09:00');
  expect(requests.find((r) => r.operation === 'get_bookings')!.variables).toEqual({ filters: { tab: 'ARCHIVED' } });
});

test('an empty history says so', async () => {
  mockFetch((r) => (r.operation === 'get_bookings' ? { json: { data: { get_bookings: [] } } } : profileAnswer()));
  logIn();
  renderApp('/en/profile/history');
  expect(await screen.findByText('You have no past bookings yet.')).toBeInTheDocument();
});
