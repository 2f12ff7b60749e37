import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockFetch, profileAnswer, type MockRequest } from '../testing/mockFetch';
import { logIn, renderApp, resetState } from '../testing/renderApp';
import type { VendorBooking } from '../vendor-bookings/types';
import type { VendorCustomer } from './customersApi';

const customer: VendorCustomer = { account_id: 7, first_name: 'Sanne', last_name: 'de Vries', email: 'sanne@example.nl', phone: '+31612345678', bookings_count: 2, paid_total: 65000, last_booking_start: '2026-12-01T08:00:00.000Z' };
const booking = (id: number, overrides: Record<string, unknown> = {}): VendorBooking => ({
  booking_id: id, booking_hash: `h${id}`, booking_status: 'PAID', order_state: 'PAID', vendor_status: 'PAID', slot_start: '2026-12-01T08:00:00.000Z',
  slot_end: '2026-12-01T12:00:00.000Z', attendees: 8, meeting_name: null, meeting_description: null, comment: null, space_id: 101, space_name: 'De Zolder', venue_id: 11, venue_name: 'Het Pakhuis',
  booking_type: 'DIRECT', payment_method: 'IDEAL', order_total: 32500, payout_total: 29000, ts_host_approval_dl: null, ts_created: '2026-11-20T10:00:00.000Z',
  customer: { account_id: 7, first_name: 'Sanne', last_name: 'de Vries', email: 'sanne@example.nl', phone: null }, ...overrides,
});

function answer(detailFails = false) {
  const requests: MockRequest[] = [];
  mockFetch((request) => {
    requests.push(request);
    switch (request.operation) {
      case 'profile':
        return profileAnswer({ accountState: 'VENDOR', organisationId: 3 });
      case 'get_vendor_bookings':
        return { json: { data: { get_vendor_bookings: { result: [], total: 0, page: 1, size: 20, total_pages: 0, stats: { pending: 0, optional: 0, paid: 2, expired: 0, cancelled: 0, total: 2 } } } } };
      case 'host_rating':
        return { json: { data: { host_rating: { organisation_id: 3, value: 8, stars: 4, label: 'RELIABLE', is_critical: false, is_banned: false } } } };
      case 'customers':
        return { json: { data: { customers: { result: [customer], total: 1, page: 1, size: 20, total_pages: 1 } } } };
      case 'customer':
        if (detailFails) return { json: { data: null, errors: [{ message: 'boom', extensions: { response: { body: { error_type: 'INTERNAL', entity: null, key: null, meta: null, status_code: 500 } }, status_code: 500 } }] } };
        return { json: { data: { customer: { customer, bookings: [booking(501), booking(502, { vendor_status: 'CANCELLED', booking_status: 'CANCELLED', order_total: 12000 })] } } } };
      default:
        if (request.url === '/api/venue/') return { json: [{ venue_id: 11, venue_name: 'Het Pakhuis', venue_spaces: [] }] };
        return { status: 404, json: { error_type: 'NOT_FOUND', entity: null, key: null, meta: null, status_code: 404 } };
    }
  });
  return (name: string) => requests.filter((r) => r.operation === name);
}

async function openCustomer(path: string) {
  renderApp(path);
  fireEvent.click(await screen.findByRole('tab', { name: 'Klanten' }));
  fireEvent.click(await screen.findByRole('button', { name: 'Sanne de Vries' }));
  return screen.findByTestId('customer-detail');
}

beforeEach(() => {
  resetState();
  logIn();
});

describe('customer detail (/bookings/vendor, tab customers)', () => {
  it("shows the guest's contact, totals and bookings at this venue, and goes back to the list", async () => {
    const ops = answer();
    const detail = await openCustomer('/bookings/vendor/11');
    expect(await within(detail).findByRole('heading', { name: 'Sanne de Vries' })).toBeInTheDocument();
    expect(within(detail).getByText(/sanne@example.nl · Telefoon: \+31612345678/)).toBeInTheDocument();
    expect(within(detail).getByText(/^2 boekingen, € ?650 betaald$/)).toBeInTheDocument();
    expect(within(within(detail).getByText('#501').closest('tr')!).getByText('Betaald')).toBeInTheDocument();
    expect(within(detail).getByText('#502').closest('tr')).toHaveTextContent('Geannuleerd');
    expect(ops('customer')[0]!.variables).toEqual({ account_id: 7, venue_id: 11 });
    fireEvent.click(within(detail).getByRole('button', { name: 'Terug naar klanten' }));
    await waitFor(() => expect(screen.queryByTestId('customer-detail')).not.toBeInTheDocument());
    expect(screen.getByTestId('customers')).toBeInTheDocument();
  });

  it('says so when the detail cannot be loaded', async () => {
    answer(true);
    const detail = await openCustomer('/bookings/vendor');
    expect(await within(detail).findByRole('alert')).toHaveTextContent('Sorry, er ging iets mis bij het laden van de klanten.');
  });
});
