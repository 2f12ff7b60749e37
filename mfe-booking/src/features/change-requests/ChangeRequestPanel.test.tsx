/**
 * Change requests on the guest's booking page: propose new terms, see the price difference (and the
 * answer deadline) before sending, send; answer a request of the host; withdraw an own request.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setBookingStatusSubscriber } from '../booking-payment/waitForBookingStatus';
import { bookingFixture } from '../booking/bookingFixture';
import type { Booking, BookingChangeRequest } from '../booking/types';
import { mockFetch, profileAnswer, type MockRequest } from '../testing/mockFetch';
import { logIn, renderApp, resetState } from '../testing/renderApp';
import { amsterdamIso } from './ChangeRequestPanel';

const PAID = { booking_status: 'PAID', display_status: 'PAID', order_state: 'PAID', can_request_change: true } as const;
const change = (over: Partial<BookingChangeRequest>): BookingChangeRequest => ({
  change_request_id: 7, requested_by: 'HOST', status: 'PENDING', slot_start: '2030-06-10T08:00:00.000Z', slot_end: '2030-06-10T12:00:00.000Z',
  attendees: 10, configuration_id: null, price_difference: -2500, ts_expires: '2030-06-08T10:00:00.000Z', ...over,
});

function answer(start: Booking) {
  let booking = start;
  const requests: MockRequest[] = [];
  mockFetch((request) => {
    requests.push(request);
    switch (request.operation) {
      case 'profile':
        return profileAnswer();
      case 'specific_booking':
        return { json: { data: { specific_booking: booking } } };
      case 'preview_change_request':
        return { json: { data: { preview_change_request: { slot_start: '2030-06-10T07:00:00.000Z', slot_end: '2030-06-10T13:00:00.000Z', attendees: 14, price_difference: 6050, ts_expires: '2030-06-03T10:00:00.000Z' } } } };
      case 'create_change_request':
        booking = { ...booking, change_requests: [change({ requested_by: 'GUEST', slot_start: '2030-06-10T07:00:00.000Z', slot_end: '2030-06-10T13:00:00.000Z', attendees: 14, price_difference: 6050 })] };
        return { json: { data: { create_change_request: { change_request_id: 7, status: 'PENDING', price_difference: 6050, ts_expires: '2030-06-03T10:00:00.000Z' } } } };
      case 'approve_change_request':
        booking = { ...booking, change_requests: [change({ status: 'APPROVED' })] };
        return { json: { data: { approve_change_request: { booking_id: 42, booking_status: 'PAID' } } } };
      case 'cancel_change_request':
        booking = { ...booking, change_requests: [change({ requested_by: 'GUEST', status: 'CANCELLED' })] };
        return { json: { data: { cancel_change_request: { change_request_id: 7, status: 'CANCELLED' } } } };
      default:
        return { json: { data: {} } };
    }
  });
  return (op: string) => requests.filter((r) => r.operation === op);
}

beforeEach(() => {
  resetState();
  logIn();
  setBookingStatusSubscriber(() => () => undefined);
});

test('amsterdamIso reads a wall-clock time in Amsterdam (summer and winter time)', () => {
  expect(amsterdamIso('2030-06-10', '09:00')).toBe('2030-06-10T07:00:00.000Z');
  expect(amsterdamIso('2030-01-10', '09:00')).toBe('2030-01-10T08:00:00.000Z');
  expect(amsterdamIso('2030-02-30', '09:00')).toBeNull();
});

test('the guest proposes new terms, sees the price difference first and then sends them', async () => {
  const ops = answer(bookingFixture(PAID));
  renderApp('/bookings/42');
  fireEvent.click(await screen.findByTestId('propose-change'));
  const form = screen.getByTestId('change-form');
  expect(within(form).getByLabelText(/Datum/)).toHaveValue('2030-06-10');
  expect(within(form).getByLabelText(/^Van/)).toHaveValue('09:00');
  fireEvent.change(within(form).getByLabelText(/^Tot/), { target: { value: '15:00' } });
  fireEvent.change(within(form).getByLabelText(/Aantal personen/), { target: { value: '14' } });
  expect(within(form).queryByTestId('change-send')).not.toBeInTheDocument();
  fireEvent.click(within(form).getByRole('button', { name: 'Prijsverschil berekenen' }));
  const preview = await within(form).findByTestId('change-preview');
  expect(preview).toHaveTextContent('€ 60,50 bijbetalen');
  expect(preview).toHaveTextContent('De verhuurder kan tot 03-06-2030 12:00 antwoorden.');
  const input = { slot_start: '2030-06-10T07:00:00.000Z', slot_end: '2030-06-10T13:00:00.000Z', attendees: 14 };
  expect(ops('preview_change_request')[0]!.variables).toEqual({ booking_id: 42, input });

  fireEvent.click(within(form).getByRole('button', { name: 'Wijzigingsverzoek versturen' }));
  const item = await screen.findByTestId('change-request');
  expect(ops('create_change_request')[0]!.variables).toEqual({ booking_id: 42, input });
  expect(item).toHaveTextContent('Jouw voorstel: 10-06-2030, 09:00 - 15:00, 14 personen');
  expect(item).toHaveTextContent('wacht op antwoord');
  expect(item).toHaveTextContent('antwoord uiterlijk 08-06-2030 12:00');
  // one open request at a time
  expect(screen.queryByTestId('propose-change')).not.toBeInTheDocument();

  fireEvent.click(within(item).getByRole('button', { name: 'Verzoek intrekken' }));
  await waitFor(() => expect(screen.getByTestId('change-request')).toHaveAttribute('data-status', 'CANCELLED'));
  expect(ops('cancel_change_request')[0]!.variables).toEqual({ change_request_id: 7 });
});

test('the price difference is asked again when the terms change, and a wrong slot is named', async () => {
  const ops = answer(bookingFixture(PAID));
  renderApp('/en/bookings/42');
  fireEvent.click(await screen.findByTestId('propose-change'));
  const form = screen.getByTestId('change-form');
  // the same terms are no change
  fireEvent.click(within(form).getByRole('button', { name: 'Calculate the price difference' }));
  expect(await within(form).findByRole('alert')).toHaveTextContent('First change the date, the times or the number of people.');
  expect(ops('preview_change_request')).toHaveLength(0);
  fireEvent.change(within(form).getByLabelText(/Number of people/), { target: { value: '13' } });
  fireEvent.click(within(form).getByRole('button', { name: 'Calculate the price difference' }));
  expect(await within(form).findByTestId('change-preview')).toHaveTextContent('€60.50 to pay extra');
  fireEvent.change(within(form).getByLabelText(/^Until/), { target: { value: '08:00' } });
  expect(within(form).queryByTestId('change-preview')).not.toBeInTheDocument();
  fireEvent.click(within(form).getByRole('button', { name: 'Calculate the price difference' }));
  expect(await within(form).findByRole('alert')).toHaveTextContent('Choose a date and an end time after the start time.');
  expect(ops('preview_change_request')).toHaveLength(1);
});

test('the guest approves a change the host proposed (a refund)', async () => {
  const ops = answer(bookingFixture({ ...PAID, change_requests: [change({})] }));
  renderApp('/bookings/42');
  const item = await screen.findByTestId('change-request');
  expect(item).toHaveTextContent('Voorstel van de verhuurder:');
  expect(item).toHaveTextContent('€ 25 terug');
  fireEvent.click(within(item).getByRole('button', { name: 'Goedkeuren' }));
  await waitFor(() => expect(screen.getByTestId('change-request')).toHaveAttribute('data-status', 'APPROVED'));
  expect(ops('approve_change_request')[0]!.variables).toEqual({ change_request_id: 7 });
  expect(screen.getByTestId('change-request')).toHaveTextContent('goedgekeurd');
});
