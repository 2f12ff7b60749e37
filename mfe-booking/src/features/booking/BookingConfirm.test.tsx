/**
 * What the guest confirms and reads back, in nl and en: step 3 has one summary of what is booked
 * (date, time, space, address, people) and one price table whose lines add up; steps go back;
 * the request variant is titled as a request; confirmation and detail show address and access.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setBookingStatusSubscriber } from '../booking-payment/waitForBookingStatus';
import { mockFetch, profileAnswer } from '../testing/mockFetch';
import { currentUrl, logIn, renderApp, resetState } from '../testing/renderApp';
import { bookingFixture } from './bookingFixture';
import type { Booking, BookingPlace } from './types';

const PLACE: BookingPlace = { venue_name: 'Havenhuis', space_name: 'De Walvis zaal', address: 'Havenkade 1', postal_code: '1013 AB', city: 'Amsterdam', access_instructions: 'Bel aan bij de blauwe deur, 2e verdieping.' };

/** A booking with a lunch for 10 (€ 19,27 p.p.), a service fee and both VAT rates; the API's amounts. */
function withLunch(overrides: Partial<Booking> = {}): Booking {
  const b = bookingFixture({ attendees: 10, place: PLACE, ...overrides });
  const space = b.order!.order_items[0]!;
  const lunch = {
    order_item_id: 2, order_item_type: 'SERVICE' as const, reference_id: 7, service_name: 'Lunch', service_type: 'CATERING', order_type: 'PER_PERSON',
    is_mandatory: false, quantity: 10, hours: null, order_item_price: 1927, order_item_subtotal: 19270, discount: 0,
    service_fee: 1927, order_item_total_vat_excl: 21197, vat_rate: 9, vat: 1908, order_item_total: 23105,
  };
  const spaceLine = { ...space, order_item_subtotal: 12000, service_fee: 1200, order_item_total_vat_excl: 13200, vat: 2772, order_item_total: 15972 };
  b.order = {
    ...b.order!, order_items: [spaceLine, lunch], service_fee_total: 3127, order_total_vat_excl: 34397, vat_total: 4680, order_total: 39077,
  };
  return b;
}

function answer(booking: Booking) {
  mockFetch((request) => {
    if (request.operation === 'profile') return profileAnswer();
    if (request.operation === 'specific_booking') return { json: { data: { specific_booking: booking } } };
    if (request.operation === 'space_service_balance') return { json: { data: { space_service_balance: { result: [] } } } };
    return { json: { data: {} } };
  });
}

beforeEach(() => {
  resetState();
  logIn();
  setBookingStatusSubscriber(() => () => undefined);
});

const TEXT = {
  nl: { prefix: '', pay: 'Bevestigen en betalen', request: 'Aanvraag versturen', back: 'Terug', people: '10 personen', lunch: '€ 19,27 p.p. × 10', fee: 'Servicekosten Zaalplek', step1: '1. Ruimte kiezen', access: 'Zo kom je binnen' },
  en: { prefix: '/en', pay: 'Confirm and pay', request: 'Send request', back: 'Back', people: '10 people', lunch: '€19.27 per person × 10', fee: 'Zaalplek service fee', step1: '1. Choose space', access: 'How to get in' },
} as const;

describe.each(['nl', 'en'] as const)('booking confirm step (%s)', (locale) => {
  const x = TEXT[locale];

  it('shows one summary of what is booked and one price table whose lines add up', async () => {
    answer(withLunch());
    renderApp(`${x.prefix}/booking/42?step=direct`);
    expect(await screen.findByRole('heading', { name: x.pay })).toBeInTheDocument();
    const place = screen.getByTestId('booking-place');
    expect(within(place).getByTestId('place-when')).toHaveTextContent('10-06-2030, 09:00 - 13:00');
    expect(within(place).getByTestId('place-space')).toHaveTextContent('De Walvis zaal, Havenhuis');
    expect(within(place).getByTestId('place-address')).toHaveTextContent('Havenkade 1, 1013 AB Amsterdam');
    expect(within(place).getByTestId('place-people')).toHaveTextContent(x.people);
    // one price table on the page (no second copy beside it)
    expect(screen.getAllByTestId('price-lines')).toHaveLength(1);
    const lines = screen.getAllByTestId('price-line');
    expect(within(lines[1]!).getByTestId('price-line-detail')).toHaveTextContent(x.lunch);
    expect(lines[1]).toHaveTextContent(locale === 'nl' ? '€ 192,70' : '€192.70'); // 10 x 19,27, the fee not hidden in it
    expect(screen.getByText(x.fee)).toBeInTheDocument();
    expect(screen.getByTestId('price-service-fee')).toHaveTextContent(locale === 'nl' ? '€ 31,27' : '€31.27');
    // what is on screen adds up: 120,00 + 192,70 + 31,27 = 343,97 excl. VAT
    const cents = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''));
    const shown = lines.map((l) => cents(l.querySelector('dd')!.textContent)).reduce((a, b) => a + b, 0) + cents(screen.getByTestId('price-service-fee').textContent);
    expect(shown).toBe(cents(screen.getByTestId('price-total-excl').textContent));
    expect(screen.getByTestId('price-total-excl')).toHaveTextContent(locale === 'nl' ? '€ 343,97' : '€343.97');
  });

  it('goes back a step with "Terug" and through the step list', async () => {
    answer(withLunch());
    renderApp(`${x.prefix}/booking/42?step=direct`);
    fireEvent.click(await screen.findByTestId('booking-back'));
    await waitFor(() => expect(currentUrl()).toBe(`${x.prefix}/booking/42?step=meeting`));
    expect(screen.getByTestId('booking-back')).toHaveTextContent(x.back);
    fireEvent.click(screen.getByRole('button', { name: new RegExp(x.step1.replace('.', '\\.')) }));
    await waitFor(() => expect(currentUrl()).toBe(`${x.prefix}/booking/42?step=select`));
  });

  it('titles the request variant as a request', async () => {
    answer(withLunch({ space: { ...bookingFixture().space!, space_booking_type: 'MANUAL' } }));
    renderApp(`${x.prefix}/booking/42?step=direct`);
    expect(await screen.findByRole('heading', { name: x.request })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: x.request })).toBeInTheDocument();
    expect(screen.getByText(`3. ${x.request}`)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: x.pay })).toBeNull();
  });

  it('confirmation page: address, access instructions and the people count labelled', async () => {
    answer(withLunch({ booking_status: 'PAID', order_state: 'PAID', display_status: 'PAID' }));
    renderApp(`${x.prefix}/booking/42/summary`);
    const place = await screen.findByTestId('booking-place');
    expect(within(place).getByTestId('place-address')).toHaveTextContent('Havenkade 1, 1013 AB Amsterdam');
    expect(within(place).getByText(x.access)).toBeInTheDocument();
    expect(within(place).getByTestId('place-access')).toHaveTextContent('Bel aan bij de blauwe deur, 2e verdieping.');
    expect(within(place).getByTestId('place-people')).toHaveTextContent(x.people);
  });

  it('detail page: address, access instructions and the people count labelled', async () => {
    answer(withLunch({ booking_status: 'PAID', order_state: 'PAID', display_status: 'PAID' }));
    renderApp(`${x.prefix}/bookings/42`);
    const place = await screen.findByTestId('booking-place');
    expect(within(place).getByTestId('place-address')).toHaveTextContent('Havenkade 1, 1013 AB Amsterdam');
    expect(within(place).getByTestId('place-access')).toHaveTextContent('Bel aan bij de blauwe deur');
    expect(within(place).getByTestId('place-people')).toHaveTextContent(x.people);
  });
});
