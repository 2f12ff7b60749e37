// The host answers a guest's change request from the booking detail of /bookings/vendor.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockFetch, profileAnswer, type MockRequest } from '../testing/mockFetch';
import { logIn, renderApp, resetState } from '../testing/renderApp';

const booking = {
  booking_id: 501, booking_hash: 'ab12cd', booking_status: 'PAID', order_state: 'PAID', vendor_status: 'PAID',
  slot_start: '2026-12-01T08:00:00.000Z', slot_end: '2026-12-01T12:00:00.000Z', attendees: 8, meeting_name: 'Heidag',
  space_id: 101, space_name: 'De Zolder', venue_id: 11, venue_name: 'Het Pakhuis', booking_type: 'DIRECT', payment_method: 'IDEAL',
  order_total: 32500, payout_total: 29000, ts_host_approval_dl: null, ts_created: '2026-11-23T10:00:00.000Z',
  customer: { account_id: 7, first_name: 'Sanne', last_name: 'de Vries', email: 'sanne@example.nl', phone: null },
};
const stats = { pending: 0, optional: 0, paid: 1, expired: 0, cancelled: 0, total: 1 };
// the guest asks for two more hours, 12 instead of 8 people, the U-shape and lunch for everyone plus a beamer
const change = (status: string, overrides: Record<string, unknown> = {}) => ({
  change_request_id: 9, requested_by: 'GUEST', status, slot_start: '2026-12-01T08:00:00.000Z', slot_end: '2026-12-01T14:00:00.000Z',
  attendees: 12, price_difference: 8150, ts_expires: '2026-11-26T10:00:00.000Z',
  configuration: { configuration_id: 31, configuration_type: 'u-shape', max_guests: 12 },
  services: [
    { service_id: 5, quantity: 12, service_name: 'Lunch', order_type: 'PER_PERSON' },
    { service_id: 6, quantity: 1, service_name: 'Beamer', order_type: 'STATIC' },
  ],
  ...overrides,
});

// in force: the theatre layout and lunch for 8
const inForce = {
  slot_start: booking.slot_start, slot_end: booking.slot_end, attendees: 8,
  configuration: { configuration_id: 30, configuration_type: 'theater', max_guests: 40 },
  services_in_force: [{ service_id: 5, quantity: 8, service_name: 'Lunch', order_type: 'PER_PERSON' }],
};

function answer(overrides: Record<string, unknown> = {}, bookingOverrides: Record<string, unknown> = {}) {
  let status = 'PENDING';
  const requests: MockRequest[] = [];
  mockFetch((request) => {
    requests.push(request);
    switch (request.operation) {
      case 'profile':
        return profileAnswer({ accountState: 'VENDOR', organisationId: 3 });
      case 'get_vendor_bookings':
        return { json: { data: { get_vendor_bookings: { result: [booking], total: 1, page: 1, size: 20, total_pages: 1, stats } } } };
      case 'specific_booking':
        return {
          json: { data: { specific_booking: { booking_id: 501, ...inForce, ...bookingOverrides, change_requests: [change(status, overrides)] } } },
        };
      case 'decline_change_request':
        status = 'DECLINED';
        return { json: { data: { decline_change_request: { change_request_id: 9, status } } } };
      case 'approve_change_request':
        status = 'APPROVED';
        return { json: { data: { approve_change_request: { booking_id: 501, booking_status: 'PAID' } } } };
      default:
        if (request.url === '/api/venue/') return { json: [{ venue_id: 11, venue_name: 'Het Pakhuis', venue_spaces: [] }] };
        return { json: { data: {} } };
    }
  });
  return (op: string) => requests.filter((r) => r.operation === op);
}

beforeEach(() => {
  resetState();
  logIn();
});

it.each([
  ['/bookings/vendor', 'Boeking #501', 'Voorstel van de gast:', 'de gast betaalt € 81,50 bij', 'Wijziging goedkeuren', 'goedgekeurd', 'approve_change_request'],
  ['/en/bookings/vendor', 'Booking #501', 'Proposal of the guest:', 'the guest pays €81.50 extra', 'Decline the change', 'declined', 'decline_change_request'],
])('%s: the host sees the guest\'s change with its price difference and deadline, and answers it', async (path, title, by, diff, button, after, op) => {
  const ops = answer();
  renderApp(path);
  fireEvent.click(await screen.findByText('Sanne de Vries'));
  const dialog = await screen.findByRole('dialog', { name: title });
  const item = await within(dialog).findByTestId('host-change-request');
  expect(item).toHaveTextContent(by);
  expect(item).toHaveTextContent(diff);
  fireEvent.click(within(item).getByRole('button', { name: button }));
  await waitFor(() => expect(within(dialog).getByTestId('host-change-request')).toHaveTextContent(after));
  expect(ops(op)[0]!.variables).toEqual({ change_request_id: 9 });
});

const terms = (item: HTMLElement, key: string) => within(item).getByTestId(`change-${key}`);

it.each([
  ['/bookings/vendor', 'Boeking #501', ['Datum en tijd', '01-12-2026 09:00–13:00 → 01-12-2026 09:00–15:00'], ['Aantal personen', '8 personen → 12 personen'], ['Opstelling', 'Theater (max. 40) → U-vorm (max. 12)'], ['Services', '8 × Lunch → 12 × Lunch, 1 × Beamer']],
  ['/en/bookings/vendor', 'Booking #501', ['Date and time', '01-12-2026 09:00–13:00 → 01-12-2026 09:00–15:00'], ['Attendees', '8 people → 12 people'], ['Layout', 'Theatre (max. 40) → U-shape (max. 12)'], ['Services', '8 × Lunch → 12 × Lunch, 1 × Beamer']],
])('%s: the host reads what the guest proposes: old and new times, head count, layout and services, by name', async (path, title, when, attendees, layout, services) => {
  const ops = answer();
  renderApp(path);
  fireEvent.click(await screen.findByText('Sanne de Vries'));
  const dialog = await screen.findByRole('dialog', { name: title });
  const item = await within(dialog).findByTestId('host-change-request');
  for (const [key, [label, value]] of Object.entries({ when, attendees, layout, services })) {
    expect(within(terms(item, key)).getByRole('term')).toHaveTextContent(label!);
    expect(within(terms(item, key)).getByRole('definition')).toHaveTextContent(value!);
  }
  // the names come from the API, asked for with the request
  const query = (ops('specific_booking')[0]!.body as { query: string }).query.replace(/\s+/g, ' ');
  expect(query).toMatch(/configuration \{ configuration_id configuration_type max_guests \}/);
  expect(query).toMatch(/services \{ service_id quantity service_name order_type \}/);
  expect(query).toMatch(/services_in_force \{ service_id quantity service_name order_type \}/);
});

it('shows what an open request keeps plainly, and an answered request as its terms without old values', async () => {
  answer(
    { attendees: 8, configuration: { configuration_id: 30, configuration_type: 'theater', max_guests: 40 }, services: [] },
    { services_in_force: [] },
  );
  renderApp('/bookings/vendor');
  fireEvent.click(await screen.findByText('Sanne de Vries'));
  const item = await within(await screen.findByRole('dialog', { name: 'Boeking #501' })).findByTestId('host-change-request');
  expect(within(terms(item, 'attendees')).getByRole('definition')).toHaveTextContent(/^8 personen$/);
  expect(within(terms(item, 'layout')).getByRole('definition')).toHaveTextContent(/^Theater \(max\. 40\)$/);
  expect(within(terms(item, 'services')).getByRole('definition')).toHaveTextContent(/^geen$/);
  expect(within(terms(item, 'when')).getByRole('definition')).toHaveTextContent('01-12-2026 09:00–13:00 → 01-12-2026 09:00–15:00');
  fireEvent.click(within(item).getByRole('button', { name: 'Wijziging goedkeuren' }));
  await waitFor(() => expect(within(screen.getByTestId('host-change-request')).getByTestId('change-when')).toHaveTextContent(/Datum en tijd01-12-2026 09:00–15:00$/));
});

it('names a service that is no longer offered by its id', async () => {
  answer({ services: [{ service_id: 77, quantity: 2, service_name: null, order_type: null }] });
  renderApp('/en/bookings/vendor');
  fireEvent.click(await screen.findByText('Sanne de Vries'));
  const item = await within(await screen.findByRole('dialog', { name: 'Booking #501' })).findByTestId('host-change-request');
  expect(within(terms(item, 'services')).getByRole('definition')).toHaveTextContent('2 × service 77 (no longer offered)');
});

it('names no layout when the request keeps the space\'s default', async () => {
  answer({ configuration: null }, { configuration: null });
  renderApp('/bookings/vendor');
  fireEvent.click(await screen.findByText('Sanne de Vries'));
  const item = await within(await screen.findByRole('dialog', { name: 'Boeking #501' })).findByTestId('host-change-request');
  expect(within(item).queryByTestId('change-layout')).not.toBeInTheDocument();
  expect(within(terms(item, 'services')).getByRole('definition')).toHaveTextContent('8 × Lunch → 12 × Lunch, 1 × Beamer');
});
