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
const change = (status: string) => ({
  change_request_id: 9, requested_by: 'GUEST', status, slot_start: '2026-12-01T08:00:00.000Z', slot_end: '2026-12-01T14:00:00.000Z',
  attendees: 12, price_difference: 8150, ts_expires: '2026-11-26T10:00:00.000Z',
});

function answer() {
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
        return { json: { data: { specific_booking: { booking_id: 501, change_requests: [change(status)] } } } };
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
