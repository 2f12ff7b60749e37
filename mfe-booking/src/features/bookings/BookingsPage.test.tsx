import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockFetch, profileAnswer, type MockRequest } from '../testing/mockFetch';
import { currentUrl, logIn, renderApp, resetState } from '../testing/renderApp';
import type { BookingListItem } from './types';

const BOOKINGS: BookingListItem[] = [
  {
    booking_id: 42,
    booking_status: 'PAID',
    display_status: null,
    booking_type: 'DIRECT',
    slot_start: '2025-06-10T07:00:00.000Z',
    slot_end: '2025-06-10T11:00:00.000Z',
    attendees: 12,
    order_total: 12550,
    space: { space_id: 5, space_name: 'De Walvis zaal' },
  },
  {
    booking_id: 43,
    booking_status: 'PENDING',
    display_status: null,
    booking_type: 'MANUAL',
    slot_start: '2025-01-15T13:30:00.000Z',
    slot_end: '2025-01-15T17:30:00.000Z',
    attendees: 4,
    order_total: 9900,
    space: { space_id: 6, space_name: 'Kleine Vergaderkamer' },
  },
];

function answer(bookings: BookingListItem[]) {
  const requests: MockRequest[] = [];
  const fetchMock = mockFetch((request) => {
    requests.push(request);
    if (request.operation === 'profile') return profileAnswer();
    if (request.operation === 'get_bookings') return { json: { data: { get_bookings: bookings } } };
    return { status: 404, json: { error_type: 'NOT_FOUND', entity: null, key: null, meta: null, status_code: 404 } };
  });
  const bookingRequests = () => requests.filter((r) => r.operation === 'get_bookings');
  return { fetchMock, bookingRequests };
}

/** Types a DD-MM-YYYY date into a date picker and leaves the field (which commits it). */
function typeDate(label: string, value: string) {
  const input = screen.getByLabelText(label);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
}

beforeEach(() => resetState());

describe('/bookings/all guard', () => {
  it('sends a logged-out visitor home with the login popup and asks nothing from the API', async () => {
    const { bookingRequests } = answer(BOOKINGS);
    renderApp('/bookings/all');
    await waitFor(() => expect(currentUrl()).toBe('/?authPopup=login'));
    expect(screen.queryByTestId('bookings-page')).not.toBeInTheDocument();
    expect(bookingRequests()).toHaveLength(0);
  });

  it('keeps the English prefix when redirecting', async () => {
    answer(BOOKINGS);
    renderApp('/en/bookings/all');
    await waitFor(() => expect(currentUrl()).toBe('/en?authPopup=login'));
  });
});

describe('/bookings/all list', () => {
  beforeEach(() => logIn());

  it('shows each booking from get_bookings with Amsterdam times, status label and EUR total', async () => {
    const { bookingRequests } = answer(BOOKINGS);
    renderApp('/bookings/all');
    const row = (await screen.findByText('De Walvis zaal')).closest('tr') as HTMLElement;
    expect(within(row).getByText('#42')).toBeInTheDocument();
    expect(within(row).getByText('10-06-2025, 09:00 - 13:00')).toBeInTheDocument(); // CEST, UTC+2
    expect(within(row).getByText('12')).toBeInTheDocument();
    expect(within(row).getByText('Betaald')).toBeInTheDocument();
    expect(within(row).getByText(/125,50/)).toBeInTheDocument();
    const winter = (screen.getByText('Kleine Vergaderkamer').closest('tr')) as HTMLElement;
    expect(within(winter).getByText('15-01-2025, 14:30 - 18:30')).toBeInTheDocument(); // CET, UTC+1
    expect(within(winter).getByText('In afwachting')).toBeInTheDocument();
    expect(bookingRequests()[0].variables).toEqual({ filters: { tab: 'UPCOMING' } });
    expect(bookingRequests()[0].url).toBe('/api/graphql');
    expect(bookingRequests()[0].headers.authorization).toBe('Bearer test-access-token');
  });

  it('shows English labels under /en', async () => {
    answer(BOOKINGS);
    renderApp('/en/bookings/all');
    const row = (await screen.findByText('De Walvis zaal')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Paid')).toBeInTheDocument();
    expect(within(row).getByText(/125\.50/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'My bookings' })).toBeInTheDocument();
  });

  it('shows the empty state when there are no bookings', async () => {
    answer([]);
    renderApp('/bookings/all');
    expect(await screen.findByText('Geen boekingen gevonden')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('keeps the tab in the URL query and asks the API for that tab', async () => {
    const { bookingRequests } = answer(BOOKINGS);
    renderApp('/bookings/all?tab=ARCHIVED');
    await screen.findByText('De Walvis zaal');
    expect(bookingRequests()[0].variables).toEqual({ filters: { tab: 'ARCHIVED' } });
    expect(screen.getByRole('tab', { name: 'Archief' })).toHaveAttribute('aria-selected', 'true');

    fireEvent.click(screen.getByRole('tab', { name: 'Aanvragen' }));
    await waitFor(() => expect(new URLSearchParams(window.location.search).get('tab')).toBe('REQUESTS'));
    await waitFor(() =>
      expect(bookingRequests().map((r) => (r.variables.filters as { tab: string }).tab)).toContain('REQUESTS'),
    );
  });

  it('filters by a valid From/To range and writes it to the URL', async () => {
    const { bookingRequests } = answer(BOOKINGS);
    renderApp('/bookings/all');
    await screen.findByText('De Walvis zaal');
    typeDate('Van', '01-06-2025');
    typeDate('Tot', '30-06-2025');
    await waitFor(() =>
      expect(bookingRequests().at(-1)?.variables).toEqual({
        filters: { tab: 'UPCOMING', date_from: '2025-06-01', date_to: '2025-06-30' },
      }),
    );
    const query = new URLSearchParams(window.location.search);
    expect(query.get('from')).toBe('01-06-2025');
    expect(query.get('to')).toBe('30-06-2025');
  });

  it('shows a validation message when From is after To and does not apply that range', async () => {
    const { bookingRequests } = answer(BOOKINGS);
    renderApp('/bookings/all');
    await screen.findByText('De Walvis zaal');
    typeDate('Van', '20-06-2025');
    typeDate('Tot', '10-06-2025');
    expect(await screen.findByRole('alert')).toHaveTextContent('De datum Van moet op of voor de datum Tot liggen');
    const sent = bookingRequests().map((r) => r.variables.filters as Record<string, string>);
    expect(sent.some((f) => f.date_from === '2025-06-20' && f.date_to === '2025-06-10')).toBe(false);
    expect(new URLSearchParams(window.location.search).get('to')).toBeNull();
  });

  it('applies a valid range found in the URL query', async () => {
    const { bookingRequests } = answer(BOOKINGS);
    renderApp('/bookings/all?tab=REQUESTS&from=01-01-2025&to=31-01-2025');
    await screen.findByText('De Walvis zaal');
    expect(bookingRequests()[0].variables).toEqual({
      filters: { tab: 'REQUESTS', date_from: '2025-01-01', date_to: '2025-01-31' },
    });
    expect(screen.getByLabelText('Van')).toHaveValue('01-01-2025');
  });
});

describe.each([
  ['nl', '', 'Betaling nodig', 'Betaald'],
  ['en', '/en', 'Payment needed', 'Paid'],
])('/bookings/all status vocabulary (%s)', (_locale, prefix, unpaid, paid) => {
  const UPCOMING = [
    { ...BOOKINGS[0], booking_id: 50, display_status: 'PAID', slot_start: '2030-06-02T07:00:00.000Z', slot_end: '2030-06-02T11:00:00.000Z' },
    { ...BOOKINGS[1], booking_id: 51, booking_status: 'PENDING', display_status: 'UNPAID', slot_start: '2030-06-05T07:00:00.000Z', slot_end: '2030-06-05T11:00:00.000Z' },
  ];

  it('shows the display status as on the booking page, payment needed standing out from paid, in the API order', async () => {
    logIn();
    answer(UPCOMING);
    renderApp(`${prefix}/bookings/all?tab=UPCOMING`);
    const needed = await screen.findByTestId('booking-status-51');
    expect(needed).toHaveTextContent(unpaid);
    const done = screen.getByTestId('booking-status-50');
    expect(done).toHaveTextContent(paid);
    expect(needed).toHaveAttribute('data-tone', 'warning');
    expect(done).toHaveAttribute('data-tone', 'success');
    // the booking status (PENDING, "In afwachting") is not what the guest reads
    expect(screen.queryByText(prefix ? 'Pending' : 'In afwachting')).toBeNull();
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[0]!.textContent)).toEqual(['#50', '#51']);
  });
});
