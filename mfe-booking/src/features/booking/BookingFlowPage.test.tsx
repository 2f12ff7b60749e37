import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { bookingFixture } from './bookingFixture';
import { goToCheckout } from './DirectStep';
import type { Booking } from './types';
import { setBookingStatusSubscriber, type BookingStatusUpdate } from '../booking-payment/waitForBookingStatus';
import { mockFetch, profileAnswer, type MockRequest } from '../testing/mockFetch';
import { currentUrl, logIn, renderApp, resetState } from '../testing/renderApp';

const errorAnswer = (status: number, error_type: string, key: string, meta: object = {}) => ({
  errors: [{ message: key, extensions: { status_code: status, response: { body: { error_type, entity: 'coupon', key, meta, status_code: status } } } }],
});

function answer(booking: Booking, extra: (r: MockRequest) => unknown = () => undefined) {
  const requests: MockRequest[] = [];
  mockFetch((request) => {
    requests.push(request);
    const custom = extra(request);
    if (custom) return { json: custom };
    if (request.operation === 'profile') return profileAnswer();
    if (request.operation === 'specific_booking') return { json: { data: { specific_booking: booking } } };
    if (request.operation === 'space_service_balance') return { json: { data: { space_service_balance: { result: [
      { service_id: 3, service_name: 'Koffie en thee', service_type: 'CATERING', order_type: 'PER_PERSON', price: 250, is_mandatory: true, is_on_demand: true, max_inventory: null, remaining_inventory: null },
      { service_id: 4, service_name: 'Beamer', service_type: 'FACILITY', order_type: 'STATIC', price: 2500, is_mandatory: false, is_on_demand: true, max_inventory: 1, remaining_inventory: 0 },
      { service_id: 6, service_name: 'Flip-over', service_type: 'FACILITY', order_type: 'STATIC', price: 0, is_mandatory: false, is_on_demand: false, max_inventory: null, remaining_inventory: null },
    ] } } } };
    return { json: { data: {} } };
  });
  return requests;
}

let pushStatus: ((u: BookingStatusUpdate) => void) | null = null;
beforeEach(() => {
  resetState();
  logIn();
  pushStatus = null;
  setBookingStatusSubscriber((_vars, onUpdate) => {
    pushStatus = onUpdate;
    return () => undefined;
  });
});

describe('/booking/{id} flow', () => {
  it('select shows slot in Amsterdam time, guests, services with mandatory locked and sold-out inventory, and the API price', async () => {
    answer(bookingFixture());
    renderApp('/en/booking/42');
    expect(await screen.findByTestId('booking-slot')).toHaveTextContent('10-06-2030, 09:00 - 13:00');
    expect(screen.getByTestId('booking-attendees')).toHaveTextContent('12');
    const coffee = await screen.findByLabelText('Koffie en thee');
    expect(coffee).toBeChecked();
    expect(coffee).toBeDisabled();
    expect(screen.getByText(/Mandatory/)).toBeInTheDocument();
    expect(screen.getByText(/No longer available at this time/)).toBeInTheDocument();
    expect(screen.getByLabelText('Flip-over')).toBeChecked(); // a standard service is part of the space price
    expect(screen.getByText('Included')).toBeInTheDocument();
    expect(screen.getAllByTestId('order-total')[0]).toHaveTextContent('€145.20');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(currentUrl()).toBe('/en/booking/42?step=meeting'));
  });

  it('applies a coupon exactly as typed and shows the lockout message of the API', async () => {
    const requests = answer(bookingFixture(), (r) => (r.operation === 'apply_coupon' ? errorAnswer(429, 'RATE_LIMIT', 'too_many_invalid_attempts', { minutes: 15 }) : undefined));
    renderApp('/en/booking/42?step=meeting');
    fireEvent.change(await screen.findByLabelText('Coupon code'), { target: { value: 'Zomer2030' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Too many invalid attempts, please wait 15 minutes.')).toBeInTheDocument();
    expect(requests.find((r) => r.operation === 'apply_coupon')?.variables).toEqual({ code: 'Zomer2030', space_id: 5, booking_id: 42 });
  });

  it('shows an applied coupon and removes it', async () => {
    const requests = answer(bookingFixture({ coupon_code: 'Zomer2030' }), (r) =>
      r.operation === 'remove_coupon' ? { data: { remove_coupon: bookingFixture() } } : undefined,
    );
    renderApp('/en/booking/42?step=meeting');
    expect(await screen.findByText('Coupon code Zomer2030 applied')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(requests.find((r) => r.operation === 'remove_coupon')?.variables).toEqual({ booking_id: 42 }));
  });

  it('direct: submits the draft, starts iDEAL and sends the browser to the checkout', async () => {
    const assign = jest.spyOn(goToCheckout, 'assign').mockImplementation(() => undefined);
    const submitted = bookingFixture({ booking_status: 'PENDING', order_state: 'PAYMENT_PENDING' });
    const requests = answer(bookingFixture(), (r) => {
      if (r.operation === 'update_booking') return { data: { update_booking: submitted } };
      if (r.operation === 'create_booking_payment') return { data: { create_booking_payment: { payment_id: 1, checkout_url: '/api/payments/test-checkout/1', status: 'OPEN', amount: 14520 } } };
      return undefined;
    });
    renderApp('/en/booking/42?step=direct');
    fireEvent.click(await screen.findByRole('button', { name: 'Pay with iDEAL' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/api/payments/test-checkout/1'));
    expect(requests.find((r) => r.operation === 'update_booking')?.variables).toEqual({ booking_id: 42, input: { submit: true } });
    expect(requests.find((r) => r.operation === 'create_booking_payment')?.variables).toEqual({ booking_id: 42, return_path: '/en/booking/42/summary' });
  });

  it('direct: a free booking is submitted without payment', async () => {
    const free = bookingFixture();
    free.order = { ...free.order!, order_total: 0 };
    const requests = answer(free, (r) => {
      if (r.operation === 'update_booking') return { data: { update_booking: { ...free, booking_status: 'PENDING', order_state: 'PAYMENT_PENDING' } } };
      if (r.operation === 'submit_free_booking') return { data: { submit_free_booking: { ...free, booking_status: 'PAID' } } };
      return undefined;
    });
    renderApp('/en/booking/42?step=direct');
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm free booking' }));
    await waitFor(() => expect(currentUrl()).toBe('/en/booking/42/summary'));
    expect(requests.some((r) => r.operation === 'create_booking_payment')).toBe(false);
    expect(requests.some((r) => r.operation === 'submit_free_booking')).toBe(true);
  });

  it('a MANUAL space sends a request and the summary shows "awaiting host"', async () => {
    const manual = bookingFixture({ space: { ...bookingFixture().space!, space_booking_type: 'MANUAL' } });
    const sent = { ...manual, booking_status: 'PENDING', order_state: 'HOST_APPROVAL' };
    answer(manual, (r) => (r.operation === 'update_booking' ? { data: { update_booking: sent } } : undefined));
    renderApp('/en/booking/42?step=direct');
    expect(await screen.findByText('The host reviews your request. You only pay after approval.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(currentUrl()).toBe('/en/booking/42/summary'));
  });

  it('summary waits on the subscription and shows PAID when it arrives', async () => {
    let current = bookingFixture({ booking_status: 'PAYMENT_PROCESSING', order_state: 'PAYMENT_PROCESSING', display_status: 'UNPAID' });
    answer(current, (r) => (r.operation === 'specific_booking' ? { data: { specific_booking: current } } : undefined));
    renderApp('/en/booking/42/summary');
    expect(await screen.findByText('Waiting for the confirmation of your payment…')).toBeInTheDocument();
    await waitFor(() => expect(pushStatus).not.toBeNull());
    current = { ...current, booking_status: 'PAID', order_state: 'PAID', display_status: 'PAID' };
    act(() => pushStatus!({ booking_id: 42, booking_status: 'PAID', order_state: 'PAID', display_status: 'PAID' }));
    expect(await screen.findByText('Paid! Your booking is confirmed.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('booking-status')).toHaveTextContent('Status: Paid'));
  });
});
