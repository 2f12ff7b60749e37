import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setBookingStatusSubscriber } from '../booking-payment/waitForBookingStatus';
import { bookingFixture } from '../booking/bookingFixture';
import type { Booking } from '../booking/types';
import { mockFetch, profileAnswer, type MockRequest } from '../testing/mockFetch';
import { logIn, renderApp, resetState } from '../testing/renderApp';

const PASSED = { booking_status: 'PAID', display_status: 'PASSED', order_state: 'PAID', screen_mode: 'REVIEW' } as const;

function answer(start: Booking) {
  let booking = start;
  const requests: MockRequest[] = [];
  mockFetch((request) => {
    requests.push(request);
    if (request.operation === 'profile') return profileAnswer();
    if (request.operation === 'specific_booking') return { json: { data: { specific_booking: booking } } };
    if (request.operation === 'create_review') {
      const v = request.variables as { rating: number; review_text: string };
      booking = { ...booking, review: { review_id: 1, rating: v.rating, review_text: v.review_text, host_reply: null } };
      return { json: { data: { create_review: { review_id: 1, rating: v.rating, review_text: v.review_text } } } };
    }
    return { json: { data: {} } };
  });
  return (op: string) => requests.filter((r) => r.operation === op);
}

beforeEach(() => {
  resetState();
  logIn();
  setBookingStatusSubscriber(() => () => undefined);
});

test('after the booking has passed the guest rates it with stars and a text; then the page shows the review', async () => {
  const ops = answer(bookingFixture(PASSED));
  renderApp('/bookings/42');
  const form = await screen.findByTestId('review-form');
  fireEvent.click(within(form).getByRole('button', { name: 'Beoordeling plaatsen' }));
  expect(await within(form).findByRole('alert')).toHaveTextContent('Kies 1 tot 5 sterren.');
  fireEvent.click(within(form).getByLabelText('4 sterren'));
  fireEvent.click(within(form).getByRole('button', { name: 'Beoordeling plaatsen' }));
  expect(await within(form).findByRole('alert')).toHaveTextContent('Schrijf iets over je ervaring.');
  expect(ops('create_review')).toHaveLength(0);
  fireEvent.change(within(form).getByLabelText('Je ervaring'), { target: { value: '  Fijne zaal, goede koffie.  ' } });
  fireEvent.click(within(form).getByRole('button', { name: 'Beoordeling plaatsen' }));
  const mine = await screen.findByTestId('my-review');
  expect(mine).toHaveTextContent('Fijne zaal, goede koffie.');
  expect(ops('create_review')[0]!.variables).toEqual({ booking_id: 42, rating: 4, review_text: 'Fijne zaal, goede koffie.' });
  expect(screen.queryByTestId('review-form')).not.toBeInTheDocument();
});

test('no form before the booking has passed; in English after it has', async () => {
  answer(bookingFixture({ ...PASSED, screen_mode: 'PAY' }));
  renderApp('/bookings/42');
  await screen.findByTestId('booking-detail');
  expect(screen.queryByTestId('review-form')).not.toBeInTheDocument();
  resetState();
  logIn();
  answer(bookingFixture(PASSED));
  renderApp('/en/bookings/42');
  await waitFor(() => expect(screen.getAllByRole('heading', { name: 'How was it?' }).length).toBeGreaterThan(0));
});
