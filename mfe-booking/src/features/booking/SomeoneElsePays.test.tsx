/**
 * "Someone else pays" in the direct step: the draft is submitted, the payer stored, the link made
 * (the API mails it), the link copied with a toast (or the "not copied correctly" error), and the
 * booking's PAID status arrives live.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { onZaalplekEvent } from '@zaalplek/platform';
import { setBookingStatusSubscriber, type BookingStatusUpdate } from '../booking-payment/waitForBookingStatus';
import { mockFetch, profileAnswer, type MockRequest } from '../testing/mockFetch';
import { logIn, renderApp, resetState } from '../testing/renderApp';
import { bookingFixture } from './bookingFixture';
import type { Booking } from './types';

let push: ((u: BookingStatusUpdate) => void) | null = null;

function answer(start: Booking, { payerError = false } = {}) {
  let booking = start;
  const requests: MockRequest[] = [];
  mockFetch((request) => {
    requests.push(request);
    switch (request.operation) {
      case 'profile':
        return profileAnswer();
      case 'specific_booking':
        return { json: { data: { specific_booking: booking } } };
      case 'update_booking':
        booking = { ...booking, booking_status: 'PENDING', order_state: 'PAYMENT_PENDING' };
        return { json: { data: { update_booking: booking } } };
      case 'create_booking_payer':
        return payerError
          ? { json: { errors: [{ message: 'x', extensions: { response: { status: 400, body: { error_type: 'FIELD_VALIDATION', entity: 'booking_payer', key: 'invalid_email', meta: { field: 'email' }, status_code: 400 } } } }] } }
          : { json: { data: { create_booking_payer: { payer_id: 5, full_name: 'Petra Payer', email: 'petra@example.nl' } } } };
      case 'create_payment_link':
        return { json: { data: { create_payment_link: { payment_link: '/booking-payment/ab12cd34', hash: 'ab12cd34', expires_at: null, payer: { full_name: 'Petra Payer', email: 'petra@example.nl' } } } } };
      default:
        return { json: { data: {} } };
    }
  });
  return (op: string) => requests.filter((r) => r.operation === op);
}

const toasts: Array<{ message?: string; kind: string }> = [];
let offToast: () => void;

beforeEach(() => {
  resetState();
  logIn();
  push = null;
  setBookingStatusSubscriber((_vars, onUpdate) => {
    push = onUpdate;
    return () => undefined;
  });
  toasts.length = 0;
  offToast = onZaalplekEvent('zaalplek:toast', (d) => toasts.push(d));
});
afterEach(() => offToast());

async function fillPayer(open = true) {
  if (open) fireEvent.click(await screen.findByTestId('someone-else-pays'));
  const form = screen.getByTestId('payer-form');
  fireEvent.change(within(form).getByLabelText(/Naam van de betaler/), { target: { value: 'Petra Payer' } });
  fireEvent.change(within(form).getByLabelText(/E-mailadres van de betaler/), { target: { value: 'petra@example.nl' } });
  fireEvent.change(within(form).getByLabelText(/Organisatie/), { target: { value: 'Payer BV' } });
  fireEvent.click(within(form).getByRole('button', { name: 'Betaallink maken en mailen' }));
}

it('submits the draft, stores the payer, makes the mailed link and shows PAID as it comes in', async () => {
  const ops = answer(bookingFixture({ booking_status: 'DRAFT', order_state: null }));
  const writeText = jest.fn().mockResolvedValue(undefined);
  Object.assign(navigator, { clipboard: { writeText } });
  renderApp('/booking/42?step=direct');
  await fillPayer();
  const panel = await screen.findByTestId('payer-link');
  expect(panel).toHaveTextContent('We hebben de betaallink gemaild naar petra@example.nl.');
  expect(within(panel).getByLabelText('Link voor de betaler')).toHaveValue(`${window.location.origin}/booking-payment/ab12cd34`);
  expect(ops('update_booking')[0]!.variables).toEqual({ booking_id: 42, input: { submit: true } });
  expect(ops('create_booking_payer')[0]!.variables).toEqual({
    booking_id: 42,
    input: { full_name: 'Petra Payer', email: 'petra@example.nl', phone: null, organisation_name: 'Payer BV', address: null },
  });
  expect(ops('create_payment_link')[0]!.variables).toEqual({ input: { booking_id: 42, payer_id: 5 } });

  fireEvent.click(within(panel).getByRole('button', { name: 'Link kopiëren' }));
  await waitFor(() => expect(toasts).toEqual([{ message: 'Betaallink gekopieerd', kind: 'success' }]));
  expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/booking-payment/ab12cd34`);

  expect(screen.getByTestId('payer-link-status')).toHaveTextContent('Wachten op de betaling');
  act(() => push!({ booking_id: 42, booking_status: 'PAID', order_state: 'PAID', display_status: 'PAID' }));
  expect(screen.getByTestId('payer-link-status')).toHaveTextContent('Betaald! Je boeking is bevestigd.');
  expect(screen.getByTestId('payer-link-status')).toHaveAttribute('data-status', 'PAID');
});

it('says the link was not copied correctly when the browser refuses', async () => {
  answer(bookingFixture({ booking_status: 'PENDING', order_state: 'PAYMENT_PENDING' }));
  Object.assign(navigator, { clipboard: { writeText: jest.fn().mockRejectedValue(new Error('denied')) } });
  renderApp('/en/booking/42?step=direct');
  fireEvent.click(await screen.findByTestId('someone-else-pays'));
  const form = screen.getByTestId('payer-form');
  fireEvent.change(within(form).getByLabelText(/Name of the payer/), { target: { value: 'Sam' } });
  fireEvent.change(within(form).getByLabelText(/E-mail address of the payer/), { target: { value: 'sam@example.com' } });
  fireEvent.click(within(form).getByRole('button', { name: 'Create and e-mail the payment link' }));
  fireEvent.click(await screen.findByRole('button', { name: 'Copy link' }));
  await waitFor(() => expect(toasts).toEqual([{ message: 'The payment link was not copied correctly. Select the link and copy it yourself.', kind: 'error' }]));
});

it('checks the payer fields before asking the API and shows its field errors', async () => {
  const ops = answer(bookingFixture({ booking_status: 'PENDING', order_state: 'PAYMENT_PENDING' }), { payerError: true });
  renderApp('/booking/42?step=direct');
  fireEvent.click(await screen.findByTestId('someone-else-pays'));
  fireEvent.click(screen.getByRole('button', { name: 'Betaallink maken en mailen' }));
  expect(await screen.findAllByText('Dit veld is verplicht.')).toHaveLength(2);
  expect(ops('create_booking_payer')).toHaveLength(0);
  await fillPayer(false);
  await waitFor(() => expect(ops('create_booking_payer')).toHaveLength(1));
  expect(await screen.findByText('Dit e-mailadres is ongeldig.')).toBeInTheDocument();
  expect(ops('create_payment_link')).toHaveLength(0);
  expect(screen.queryByTestId('payer-link')).not.toBeInTheDocument();
});

it('is offered on the booking page of a reservation waiting for payment (e.g. an approved request)', async () => {
  const ops = answer(bookingFixture({ booking_status: 'PENDING', display_status: 'PENDING', order_state: 'PAYMENT_PENDING' }));
  renderApp('/bookings/42');
  await fillPayer();
  expect(await screen.findByTestId('payer-link')).toHaveTextContent('petra@example.nl');
  expect(ops('update_booking')).toHaveLength(0);
  expect(ops('create_payment_link')[0]!.variables).toEqual({ input: { booking_id: 42, payer_id: 5 } });
});
