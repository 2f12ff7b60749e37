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
import type { ChangeRequestInput } from './changeRequestApi';
import { currentServices } from './changeTerms';

const PAID = { booking_status: 'PAID', display_status: 'PAID', order_state: 'PAID', can_request_change: true } as const;
const change = (over: Partial<BookingChangeRequest>): BookingChangeRequest => ({
  change_request_id: 7, requested_by: 'HOST', status: 'PENDING', slot_start: '2030-06-10T08:00:00.000Z', slot_end: '2030-06-10T12:00:00.000Z',
  attendees: 10, configuration_id: null, services: [], price_difference: -2500, ts_expires: '2030-06-08T10:00:00.000Z', ...over,
});

const CONFIGURATIONS = [
  { configuration_id: 1, configuration_type: 'theater', min_guests: 2, max_guests: 16, configuration_price: 0, is_default: false },
  { configuration_id: 2, configuration_type: 'u-shape', min_guests: 2, max_guests: 12, configuration_price: 2500, is_default: true },
];
const SERVICES = [
  { service_id: 3, service_name: 'Koffie en thee', service_type: 'CATERING', order_type: 'PER_PERSON', price: 250, is_mandatory: true, is_on_demand: true, max_inventory: null, remaining_inventory: null },
  { service_id: 4, service_name: 'Beamer', service_type: 'FACILITY', order_type: 'STATIC', price: 2500, is_mandatory: false, is_on_demand: true, max_inventory: 1, remaining_inventory: 1 },
  { service_id: 8, service_name: 'Lunch', service_type: 'CATERING', order_type: 'PER_PERSON', price: 1750, is_mandatory: false, is_on_demand: true, max_inventory: null, remaining_inventory: null },
  { service_id: 9, service_name: 'Flip-over', service_type: 'FACILITY', order_type: 'PER_ITEM', price: 500, is_mandatory: false, is_on_demand: true, max_inventory: 5, remaining_inventory: 5 },
];
const serviceLine = (reference_id: number, service_name: string, order_type: string, quantity: number, is_mandatory = false) => ({
  order_item_id: 100 + reference_id, order_item_type: 'SERVICE', reference_id, service_name, service_type: 'CATERING', order_type, is_mandatory,
  quantity, hours: null, order_item_price: 100, order_item_subtotal: 100 * quantity, discount: 0, order_item_total_vat_excl: 100 * quantity,
  order_item_total: 121 * quantity, vat_rate: 21, vat: 21 * quantity, service_fee: 0,
});
/** A paid booking with coffee (mandatory), lunch and two flip-overs, in the space's default layout. */
function withServices(over: Partial<Booking> = {}): Booking {
  const base = bookingFixture(PAID);
  return {
    ...base,
    order: { ...base.order!, order_items: [...base.order!.order_items, serviceLine(3, 'Koffie en thee', 'PER_PERSON', 12, true), serviceLine(8, 'Lunch', 'PER_PERSON', 12), serviceLine(9, 'Flip-over', 'PER_ITEM', 2)] },
    ...over,
  };
}

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
      case 'specific_space':
        return { json: { data: { specific_space: { space_id: 5, space_configurations: CONFIGURATIONS } } } };
      case 'space_service_balance':
        return { json: { data: { space_service_balance: { result: SERVICES } } } };
      case 'preview_change_request':
        return { json: { data: { preview_change_request: { slot_start: '2030-06-10T07:00:00.000Z', slot_end: '2030-06-10T13:00:00.000Z', attendees: 14, price_difference: 6050, ts_expires: '2030-06-03T10:00:00.000Z' } } } };
      case 'create_change_request':
      {
        // the stored request holds the whole set of terms: what was sent over those in force
        const sent = (request.variables as { input: ChangeRequestInput }).input;
        const proposed = change({
          requested_by: 'GUEST', slot_start: sent.slot_start ?? booking.slot_start, slot_end: sent.slot_end ?? booking.slot_end, attendees: sent.attendees ?? booking.attendees,
          configuration_id: sent.configuration_id ?? booking.configuration_id, price_difference: 6050,
          services: sent.services ?? [...currentServices(booking)].map(([service_id, quantity]) => ({ service_id, quantity })),
        });
        booking = { ...booking, change_requests: [...(booking.change_requests ?? []), proposed] };
      }
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
  expect(await within(form).findByRole('alert')).toHaveTextContent('First change the date, the times, the number of people, the layout or the services.');
  expect(ops('preview_change_request')).toHaveLength(0);
  fireEvent.change(within(form).getByLabelText(/Number of people/), { target: { value: '13' } });
  fireEvent.click(within(form).getByRole('button', { name: 'Calculate the price difference' }));
  expect(await within(form).findByTestId('change-preview')).toHaveTextContent('€60.50 to pay extra');
  // only the head count changed: only the head count is sent
  expect(ops('preview_change_request')[0]!.variables).toEqual({ booking_id: 42, input: { attendees: 13 } });
  fireEvent.change(within(form).getByLabelText(/^Until/), { target: { value: '08:00' } });
  expect(within(form).queryByTestId('change-preview')).not.toBeInTheDocument();
  fireEvent.click(within(form).getByRole('button', { name: 'Calculate the price difference' }));
  expect(await within(form).findByRole('alert')).toHaveTextContent('Choose a date and an end time after the start time.');
  expect(ops('preview_change_request')).toHaveLength(1);
});

test('the guest proposes another layout and other services; the difference is asked again and only those are sent', async () => {
  const ops = answer(withServices());
  renderApp('/bookings/42');
  fireEvent.click(await screen.findByTestId('propose-change'));
  const form = screen.getByTestId('change-form');
  // the space's layouts, the one in force (the default) chosen
  const layout = await within(form).findByLabelText('Opstelling');
  expect(layout).toHaveValue('2');
  expect(within(layout).getAllByRole('option').map((o) => o.textContent)).toEqual(['Theater (max. 16 personen)', 'U-vorm (max. 12 personen)']);
  // the services in force: coffee is mandatory, lunch chosen, two flip-overs, no projector
  const services = await within(form).findByTestId('change-services');
  expect(within(services).getByLabelText(/Koffie en thee/)).toBeChecked();
  expect(within(services).getByLabelText(/Koffie en thee/)).toBeDisabled();
  expect(within(services).getByLabelText(/^Lunch/)).toBeChecked();
  expect(within(services).getByLabelText(/^Beamer/)).not.toBeChecked();
  expect(within(services).getByLabelText('Aantal Flip-over')).toHaveValue('2');

  fireEvent.change(layout, { target: { value: '1' } });
  fireEvent.click(within(services).getByLabelText(/^Lunch/));
  fireEvent.click(within(services).getByLabelText(/^Beamer/));
  fireEvent.change(within(services).getByLabelText('Aantal Flip-over'), { target: { value: '3' } });
  fireEvent.click(within(form).getByRole('button', { name: 'Prijsverschil berekenen' }));
  expect(await within(form).findByTestId('change-preview')).toHaveTextContent('€ 60,50 bijbetalen');
  const input = { configuration_id: 1, services: [{ service_id: 3, quantity: 12 }, { service_id: 4, quantity: 1 }, { service_id: 9, quantity: 3 }] };
  expect(ops('preview_change_request')[0]!.variables).toEqual({ booking_id: 42, input });

  // another quantity: the shown difference is gone until it is asked again
  fireEvent.change(within(services).getByLabelText('Aantal Flip-over'), { target: { value: '1' } });
  expect(within(form).queryByTestId('change-preview')).not.toBeInTheDocument();
  fireEvent.change(within(services).getByLabelText('Aantal Flip-over'), { target: { value: '3' } });
  fireEvent.change(layout, { target: { value: '2' } });
  expect(within(form).queryByTestId('change-preview')).not.toBeInTheDocument();
  fireEvent.click(within(form).getByRole('button', { name: 'Prijsverschil berekenen' }));
  await within(form).findByTestId('change-preview');
  // back to the layout in force: the layout is not sent
  expect(ops('preview_change_request')[1]!.variables).toEqual({ booking_id: 42, input: { services: input.services } });
  fireEvent.click(within(form).getByRole('button', { name: 'Wijzigingsverzoek versturen' }));
  const item = await screen.findByTestId('change-request');
  expect(ops('create_change_request')[0]!.variables).toEqual({ booking_id: 42, input: { services: input.services } });
  // the open request names the services it proposes (the layout stays, so it is not named)
  expect(await within(item).findByTestId('change-request-extras')).toHaveTextContent(/^, services: Koffie en thee, Beamer, 3 x Flip-over$/);
});

test('a service switched on and off again is no change; the terms of the latest approved change are the starting point', async () => {
  const approved = change({ change_request_id: 5, requested_by: 'GUEST', status: 'APPROVED', configuration_id: 1, services: [{ service_id: 4, quantity: 1 }] });
  const ops = answer(withServices({ configuration_id: 1, change_requests: [approved] }));
  renderApp('/en/bookings/42');
  fireEvent.click(await screen.findByTestId('propose-change'));
  const form = screen.getByTestId('change-form');
  expect(await within(form).findByLabelText('Layout')).toHaveValue('1');
  const services = await within(form).findByTestId('change-services');
  expect(within(services).getByLabelText(/^Beamer/)).toBeChecked();
  expect(within(services).getByLabelText(/^Lunch/)).not.toBeChecked();
  expect(within(services).getByLabelText('Number of Flip-over')).toHaveValue('0');
  fireEvent.click(within(services).getByLabelText(/^Lunch/));
  fireEvent.click(within(services).getByLabelText(/^Lunch/));
  fireEvent.click(within(form).getByRole('button', { name: 'Calculate the price difference' }));
  expect(await within(form).findByRole('alert')).toHaveTextContent('First change the date, the times, the number of people, the layout or the services.');
  expect(ops('preview_change_request')).toHaveLength(0);
  // lunch for the (new) head count
  fireEvent.change(within(form).getByLabelText(/Number of people/), { target: { value: '14' } });
  fireEvent.click(within(services).getByLabelText(/^Lunch/));
  fireEvent.click(within(form).getByRole('button', { name: 'Calculate the price difference' }));
  await within(form).findByTestId('change-preview');
  expect(ops('preview_change_request')[0]!.variables).toEqual({
    booking_id: 42, input: { attendees: 14, services: [{ service_id: 4, quantity: 1 }, { service_id: 8, quantity: 14 }] },
  });
});

test('a layout the host proposes is named in the request', async () => {
  const services = [{ service_id: 3, quantity: 12 }, { service_id: 8, quantity: 12 }, { service_id: 9, quantity: 2 }];
  answer(withServices({ configuration_id: 2, change_requests: [change({ configuration_id: 1, services })] }));
  renderApp('/en/bookings/42');
  const item = await screen.findByTestId('change-request');
  expect(item).toHaveTextContent('Proposal of the host:');
  expect(await within(item).findByTestId('change-request-extras')).toHaveTextContent(/^, layout Theatre \(max. 16 people\)$/);
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
