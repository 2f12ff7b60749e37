import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { theme } from '@zaalplek/design-system';
import { ZaalplekIntlProvider } from '@zaalplek/platform';
import en from '../../messages/en.json';
import nl from '../../messages/nl.json';
import { bookingFixture } from '../booking/bookingFixture';
import type { Booking } from '../booking/types';
import { setBookingStatusSubscriber } from '../booking-payment/waitForBookingStatus';
import { mockFetch, profileAnswer, type MockRequest } from '../testing/mockFetch';
import { logIn, renderApp, resetState } from '../testing/renderApp';
import { formatRemaining, ReservationCountdown } from './ReservationCountdown';
import { goToCheckout } from '../booking/DirectStep';

function answer(booking: Booking, extra: (r: MockRequest) => unknown = () => undefined) {
  const requests: MockRequest[] = [];
  mockFetch((request) => {
    requests.push(request);
    const custom = extra(request);
    if (custom) return { json: custom };
    if (request.operation === 'profile') return profileAnswer();
    if (request.operation === 'specific_booking') return { json: { data: { specific_booking: booking } } };
    return { json: { data: {} } };
  });
  return requests;
}

beforeEach(() => {
  resetState();
  logIn();
  setBookingStatusSubscriber(() => () => undefined);
});

describe('/bookings/{id} screen modes', () => {
  it('a request waiting for the host: mode text and waiting reason, no pay button', async () => {
    answer(bookingFixture({ booking_status: 'PENDING', display_status: 'WAITING_FOR_HOST', order_state: 'HOST_APPROVAL', waiting_reason: 'HOST_REPLY', screen_mode: 'BOOKING_REQUEST_GUEST_VIEW', can_be_cancelled: true }));
    renderApp('/en/bookings/42');
    expect(await screen.findByText('Your request is with the host. You will hear as soon as they reply.')).toBeInTheDocument();
    expect(screen.getByTestId('booking-status')).toHaveTextContent('Waiting for host');
    expect(screen.getByTestId('waiting-reason')).toHaveTextContent('Waiting for the host reply');
    expect(screen.queryByTestId('pay-button')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel booking' })).toBeInTheDocument();
  });

  it('waiting for payment: pay button, countdown and extend once', async () => {
    const deadline = new Date(Date.now() + 2 * 3600_000).toISOString();
    const base = bookingFixture({ booking_status: 'PENDING', display_status: 'UNPAID', order_state: 'PAYMENT_PENDING', screen_mode: 'PAY', can_extend_reservation: true, can_be_cancelled: true });
    const requests = answer({ ...base, order: { ...base.order!, ts_payment_expiration_dl: deadline } }, (r) =>
      r.operation === 'update_booking' ? { data: { update_booking: { ...base, can_extend_reservation: false, is_reservation_extended: true } } } : undefined,
    );
    renderApp('/en/bookings/42');
    expect(await screen.findByTestId('pay-button')).toHaveTextContent('Pay now');
    expect(screen.getByTestId('reservation-countdown')).toHaveTextContent(/Your reservation expires in 1:59:5\d|2:00:00/);
    fireEvent.click(screen.getByRole('button', { name: 'Extend reservation' }));
    await waitFor(() => expect(requests.find((r) => r.operation === 'update_booking')?.variables).toEqual({ booking_id: 42, input: { extend_reservation: true } }));
  });

  it('a paid booking: no cancel button but the support route', async () => {
    answer(bookingFixture({ booking_status: 'PAID', display_status: 'PAID', order_state: 'PAID', screen_mode: 'RESERVED', can_be_cancelled: false }));
    renderApp('/en/bookings/42');
    expect(await screen.findByText('Your booking is paid and confirmed.')).toBeInTheDocument();
    expect(screen.getByText('Cancel a paid booking? Please contact support.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel booking' })).not.toBeInTheDocument();
    // the cancel request leads into a support conversation about this booking; the host can be asked too
    expect(screen.getByRole('link', { name: 'Cancel through the support chat' })).toHaveAttribute('href', '/en/chat?type=SUPPORT&entity=42&intent=cancel');
    expect(screen.getByRole('link', { name: 'Ask the host a question' })).toHaveAttribute('href', '/en/chat?type=BOOKING&entity=42');
  });

  it('a paid booking with an approved change: pay the difference through iDEAL, back to this page', async () => {
    const orders = [
      { order_id: 9, order_kind: 'BOOKING', order_state: 'PAID', order_total: 14520, total_paid: 14520 },
      { order_id: 11, order_kind: 'CHANGE', order_state: 'PAYMENT_PENDING', order_total: 7260, total_paid: 0 },
    ];
    const requests = answer(bookingFixture({ booking_status: 'PAID', display_status: 'PAID', order_state: 'PAID', screen_mode: 'RESERVED', orders }), (r) =>
      r.operation === 'create_booking_payment'
        ? { data: { create_booking_payment: { payment_id: 3, provider_payment_id: 'tr_3', checkout_url: 'http://localhost/api/payments/test-checkout/tr_3', status: 'OPEN', amount: 7260 } } }
        : undefined,
    );
    const assign = jest.spyOn(goToCheckout, 'assign').mockImplementation(() => undefined);
    renderApp('/en/bookings/42');
    expect(await screen.findByTestId('change-difference')).toHaveTextContent('Your change was approved. €72.60 is still to be paid.');
    expect(screen.getByText('Cancel a paid booking? Please contact support.')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('pay-difference-button'));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://localhost/api/payments/test-checkout/tr_3'));
    expect(requests.find((r) => r.operation === 'create_booking_payment')?.variables).toEqual({ booking_id: 42, return_path: '/en/bookings/42?payment_id=change' });
    assign.mockRestore();
  });

  it('a wait_for_booking_status update for the paid difference (still PAID/PAID) refetches the orders', async () => {
    let push: (u: { booking_id: number; booking_status: string; order_state: string; display_status: string }) => void = () => undefined;
    setBookingStatusSubscriber((_vars, onUpdate) => {
      push = onUpdate as typeof push;
      return () => undefined;
    });
    const unpaid = [
      { order_id: 9, order_kind: 'BOOKING', order_state: 'PAID', order_total: 14520, total_paid: 14520 },
      { order_id: 11, order_kind: 'CHANGE', order_state: 'PAYMENT_PENDING', order_total: 7260, total_paid: 0 },
    ];
    const paid = [unpaid[0]!, { ...unpaid[1]!, order_state: 'PAID', total_paid: 7260 }];
    const fixture = (orders: typeof unpaid) => bookingFixture({ booking_status: 'PAID', display_status: 'PAID', order_state: 'PAID', screen_mode: 'RESERVED', orders });
    let current = fixture(unpaid);
    const requests: MockRequest[] = [];
    mockFetch((request) => {
      requests.push(request);
      if (request.operation === 'profile') return profileAnswer();
      if (request.operation === 'specific_booking') return { json: { data: { specific_booking: current } } };
      return { json: { data: {} } };
    });
    renderApp('/en/bookings/42');
    expect(await screen.findByTestId('pay-difference-button')).toBeInTheDocument();
    const status = { booking_id: 42, booking_status: 'PAID', order_state: 'PAID', display_status: 'PAID' };
    act(() => push({ ...status })); // the current value, emitted at once
    const loads = () => requests.filter((r) => r.operation === 'specific_booking').length;
    const before = loads();
    current = fixture(paid);
    act(() => push({ ...status })); // the CHANGE order was paid: same booking status
    await waitFor(() => expect(loads()).toBeGreaterThan(before));
    expect(await screen.findByTestId('change-difference-paid')).toBeInTheDocument();
    expect(screen.queryByTestId('pay-difference-button')).not.toBeInTheDocument();
  });

  it('a paid difference is shown as paid, without a pay button', async () => {
    const orders = [
      { order_id: 9, order_kind: 'BOOKING', order_state: 'PAID', order_total: 14520, total_paid: 14520 },
      { order_id: 11, order_kind: 'CHANGE', order_state: 'PAID', order_total: 7260, total_paid: 7260 },
    ];
    answer(bookingFixture({ booking_status: 'PAID', display_status: 'PAID', order_state: 'PAID', screen_mode: 'RESERVED', orders }));
    renderApp('/bookings/42');
    expect(await screen.findByTestId('change-difference-paid')).toHaveTextContent('Het verschil van € 72,60 is betaald.');
    expect(screen.queryByTestId('pay-difference-button')).not.toBeInTheDocument();
  });

  it('an expired booking offers re-booking and shows the slot error from the API', async () => {
    const requests = answer(bookingFixture({ booking_status: 'EXPIRED', display_status: 'EXPIRED', screen_mode: 'EXPIRED', booking_history: [
      { booking_status: 'PENDING', order_state: 'PAYMENT_PENDING', history_label: 'PAYMENT_PENDING', waiting_reason: null, note: null, ts_created: '2030-06-01T10:00:00.000Z' },
      { booking_status: 'EXPIRED', order_state: 'EXPIRED', history_label: 'EXPIRED', waiting_reason: null, note: null, ts_created: '2030-06-02T10:00:00.000Z' },
    ] }), (r) =>
      r.operation === 'create_booking'
        ? { errors: [{ message: 'x', extensions: { status_code: 409, response: { body: { error_type: 'CONFLICT', entity: 'booking', key: 'timeslot_not_available', meta: { hint: 'choose_other_time' }, status_code: 409 } } } }] }
        : undefined,
    );
    renderApp('/en/bookings/42');
    expect(await screen.findByText('This booking has expired.')).toBeInTheDocument();
    expect(screen.getByTestId('booking-history')).toHaveTextContent(/Payment pending.*Expired/);
    fireEvent.click(screen.getByRole('button', { name: 'Book again' }));
    expect(await screen.findByText('This timeslot is no longer available. Please choose another time, day or location.')).toBeInTheDocument();
    expect(requests.find((r) => r.operation === 'create_booking')?.variables).toEqual({
      input: { space_id: 5, slot_start: '2030-06-10T07:00:00.000Z', slot_end: '2030-06-10T11:00:00.000Z', attendees: 12, origin_booking_id: 42, draft: true },
    });
  });

  it('cancelling asks check_refund first and shows the refund before confirming', async () => {
    const booking = bookingFixture({ booking_status: 'PENDING', display_status: 'UNPAID', order_state: 'PAYMENT_PENDING', screen_mode: 'PAY', can_be_cancelled: true });
    const requests = answer({ ...booking, order: { ...booking.order!, total_paid: 14520 } }, (r) =>
      r.operation === 'check_refund' ? { data: { check_refund: { is_available: true, refund_total: 14520, refund_currency: 'EUR' } } } : undefined,
    );
    renderApp('/en/bookings/42');
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel booking' }));
    expect(await screen.findByTestId('refund-check')).toHaveTextContent('You get €145.20 back (within 48 hours).');
    expect(requests.some((r) => r.operation === 'booking_cancelling')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Yes, cancel' }));
    await waitFor(() => expect(requests.some((r) => r.operation === 'booking_cancelling')).toBe(true));
  });

  it('cancelled and declined modes show their texts (nl)', async () => {
    answer(bookingFixture({ booking_status: 'DECLINED', display_status: 'DECLINED', screen_mode: 'DECLINED', space: { ...bookingFixture().space!, space_booking_type: 'MANUAL' } }));
    renderApp('/bookings/42');
    expect(await screen.findByText('De verhuurder heeft je aanvraag afgewezen.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Opnieuw aanvragen' })).toBeInTheDocument();
  });
});

describe('<ReservationCountdown>', () => {
  afterEach(() => jest.useRealTimers());

  it('counts down every second and calls onElapsed at the deadline', () => {
    jest.useFakeTimers({ now: new Date('2030-06-01T10:00:00Z') });
    const onElapsed = jest.fn();
    render(
      <ThemeProvider theme={theme}>
        <ZaalplekIntlProvider messages={{ nl, en }}>
          <ReservationCountdown end="2030-06-01T10:00:03Z" onElapsed={onElapsed} />
        </ZaalplekIntlProvider>
      </ThemeProvider>,
    );
    expect(screen.getByRole('timer')).toHaveTextContent('0:00:03');
    act(() => jest.advanceTimersByTime(2000));
    expect(screen.getByRole('timer')).toHaveTextContent('0:00:01');
    expect(onElapsed).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1000));
    expect(onElapsed).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('timer')).toHaveTextContent(/verstreken|passed/);
  });

  it('formats hours, minutes and seconds', () => {
    expect(formatRemaining(3_723_000)).toBe('1:02:03');
    expect(formatRemaining(-5)).toBe('0:00:00');
  });
});
