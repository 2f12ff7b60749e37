import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockFetch, profileAnswer, type MockRequest } from '../testing/mockFetch';
import { logIn, renderApp, resetState } from '../testing/renderApp';
import type { VendorBooking } from './types';

const booking = (overrides: Record<string, unknown> = {}): VendorBooking => ({
  booking_id: 501,
  booking_hash: 'ab12cd',
  booking_status: 'PENDING',
  order_state: 'HOST_APPROVAL',
  vendor_status: 'PENDING',
  slot_start: '2026-12-01T08:00:00.000Z',
  slot_end: '2026-12-01T12:00:00.000Z',
  attendees: 8,
  meeting_name: 'Heidag',
  meeting_description: null,
  comment: null,
  space_id: 101,
  space_name: 'De Zolder',
  venue_id: 11,
  venue_name: 'Het Pakhuis',
  booking_type: 'MANUAL',
  payment_method: null,
  order_total: 32500,
  payout_total: 29000,
  ts_host_approval_dl: '2026-11-25T10:00:00.000Z',
  ts_created: '2026-11-23T10:00:00.000Z',
  customer: { account_id: 7, first_name: 'Sanne', last_name: 'de Vries', email: 'sanne@example.nl', phone: null },
  ...overrides,
});

const stats = { pending: 1, optional: 0, paid: 2, expired: 0, cancelled: 3, total: 6 };

function answer(opts: { page?: unknown; approve?: (r: MockRequest) => { status?: number; json: unknown }; organisationId?: number | null; listError?: boolean } = {}) {
  const requests: MockRequest[] = [];
  mockFetch((request) => {
    requests.push(request);
    switch (request.operation) {
      case 'profile':
        return profileAnswer({ accountState: 'VENDOR', organisationId: opts.organisationId === undefined ? 3 : opts.organisationId });
      case 'get_vendor_bookings':
        if (opts.listError) {
          const body = { error_type: 'FORBIDDEN', entity: 'organisation', key: 'forbidden', meta: null, status_code: 403 };
          return { json: { data: null, errors: [{ message: 'forbidden', extensions: { response: { body }, status_code: 403 } }] } };
        }
        return { json: { data: { get_vendor_bookings: opts.page ?? { result: [booking()], total: 1, page: 1, size: 20, total_pages: 1, stats } } } };
      case 'host_rating':
        return { json: { data: { host_rating: { organisation_id: 3, value: 1.8, stars: 0.9, label: 'UNRELIABLE', is_critical: true, is_banned: false } } } };
      case 'booking_approve':
        return opts.approve ? opts.approve(request) : { json: { data: { booking_approve: { booking_id: 501, booking_status: 'PENDING' } } } };
      case 'booking_cancelling': {
        const body = { error_type: 'VALIDATION', entity: 'booking', key: 'paid_booking_cancel_not_allowed', meta: null, status_code: 400 };
        return { json: { data: null, errors: [{ message: body.key, extensions: { response: { body }, status_code: 400 } }] } };
      }
      case 'booking_decline_by_vendor':
        return { json: { data: { booking_decline_by_vendor: { booking_id: 501, booking_status: 'DECLINED' } } } };
      default:
        if (request.url === '/api/venue/') return { json: [{ venue_id: 11, venue_name: 'Het Pakhuis', venue_spaces: [] }] };
        return { status: 404, json: { error_type: 'NOT_FOUND', entity: null, key: null, meta: null, status_code: 404 } };
    }
  });
  const result = { ops: (name: string) => requests.filter((r) => r.operation === name) };
  answer.last = result;
  return result;
}
answer.last = null as null | { ops: (name: string) => MockRequest[] };

beforeEach(() => {
  resetState();
  logIn();
});

describe('/bookings/vendor', () => {
  it('shows the stats per status, the pending request with its answer deadline, and the critical rating warning', async () => {
    const { ops } = answer();
    renderApp('/bookings/vendor');
    expect(await screen.findByText('Heidag', { exact: false })).toBeInTheDocument();
    expect(screen.getByTestId('stat-PENDING')).toHaveTextContent('Aanvragen (1)');
    expect(screen.getByTestId('stat-PAID')).toHaveTextContent('Betaald (2)');
    expect(screen.getByTestId('stat-CANCELLED')).toHaveTextContent('Geannuleerd (3)');
    expect(screen.getByText('01-12-2026 09:00–13:00')).toBeInTheDocument();
    expect(screen.getByText('Antwoord vóór 25-11-2026 11:00')).toBeInTheDocument();
    expect(screen.getByText('Sanne de Vries')).toBeInTheDocument();
    expect(await screen.findByText(/kritiek laag/)).toBeInTheDocument();
    expect(ops('get_vendor_bookings')[0].variables).toEqual({ filters: { status: 'PENDING', page: 1, size: 20 } });

    fireEvent.click(screen.getByTestId('stat-PAID'));
    await waitFor(() => expect(ops('get_vendor_bookings').at(-1)!.variables).toEqual({ filters: { status: 'PAID', page: 1, size: 20 } }));
  });

  it('approves a request and refetches the list', async () => {
    const { ops } = answer();
    renderApp('/bookings/vendor/11');
    fireEvent.click(await screen.findByRole('button', { name: 'Accepteren' }));
    expect(await screen.findByText('De aanvraag is geaccepteerd.')).toBeInTheDocument();
    expect(ops('booking_approve')[0].variables).toEqual({ booking_id: 501 });
    expect(ops('get_vendor_bookings')[0].variables).toEqual({ filters: { venue_id: 11, status: 'PENDING', page: 1, size: 20 } });
    await waitFor(() => expect(ops('get_vendor_bookings').length).toBeGreaterThan(1));
  });

  it('declines only with a reason, sending the prospect opt-out', async () => {
    const { ops } = answer();
    renderApp('/bookings/vendor');
    fireEvent.click(await screen.findByRole('button', { name: 'Weigeren' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Bevestigen' }));
    expect(await within(dialog).findByText('Geef een reden op')).toBeInTheDocument();
    expect(ops('booking_decline_by_vendor')).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText(/Reden/), { target: { value: 'Volgeboekt' } });
    fireEvent.click(within(dialog).getByLabelText(/prospect/));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Bevestigen' }));
    expect(await screen.findByText('De aanvraag is geweigerd.')).toBeInTheDocument();
    expect(ops('booking_decline_by_vendor')[0].variables).toEqual({ booking_id: 501, cancellation_reason: 'Volgeboekt', opted_out_as_prospect: true });
  });

  it('shows what the API refuses, e.g. cancelling a paid booking without the permission', async () => {
    answer({
      page: { result: [booking({ vendor_status: 'PAID', booking_status: 'PAID' })], total: 1, page: 1, size: 20, total_pages: 1, stats },
    });
    const { ops } = answer.last!;
    renderApp('/bookings/vendor');
    fireEvent.click(await screen.findByRole('button', { name: 'Annuleren' }));
    expect(screen.queryByRole('button', { name: 'Accepteren' })).not.toBeInTheDocument();
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('De gast krijgt het betaalde bedrag terug.')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText(/Reden/), { target: { value: 'Lekkage' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Bevestigen' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Een betaalde boeking kan niet direct geannuleerd worden');
    expect(ops('booking_cancelling')[0].variables).toEqual({ booking_id: 501, cancellation_reason: 'Lekkage' });
  });

  it('shows the empty-state tip when the host has no bookings at all', async () => {
    answer({ page: { result: [], total: 0, page: 1, size: 20, total_pages: 0, stats: { pending: 0, optional: 0, paid: 0, expired: 0, cancelled: 0, total: 0 } } });
    renderApp('/en/bookings/vendor');
    expect(await screen.findByText('No bookings yet')).toBeInTheDocument();
    expect(screen.getByText(/Tip: keep your availability up to date/)).toBeInTheDocument();
  });

  it.each([
    ['/bookings/vendor', 'Nog geen boekingen', 'Start met je bedrijfsgegevens'],
    ['/en/bookings/vendor', 'No bookings yet', 'Start with your company details'],
  ])('a new host without an organisation gets an empty state pointing to the onboarding on %s, no error', async (path, title, action) => {
    const { ops } = answer({ organisationId: null });
    renderApp(path);
    expect(await screen.findByText(title)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: action })).toHaveAttribute('href', expect.stringMatching(/\/vendor\/onboarding$/));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(ops('get_vendor_bookings')).toHaveLength(0);
  });

  it('an API answer that the host has no organisation shows the same onboarding pointer', async () => {
    answer({ listError: true });
    renderApp('/bookings/vendor');
    expect(await screen.findByRole('link', { name: 'Start met je bedrijfsgegevens' })).toBeInTheDocument();
    expect(screen.queryByText('Sorry, er ging iets mis bij het laden van de boekingen.')).not.toBeInTheDocument();
  });

  it.each([
    ['/bookings/vendor', 'Bekijk boeking #501', 'Boeking #501', 'Opmerking van de gast', '8 personen'],
    ['/en/bookings/vendor', 'View booking #501', 'Booking #501', "Guest's remark", '8 people'],
  ])("a booking row opens the booking's detail with the guest's remark (%s)", async (path, open, title, remarkLabel, people) => {
    answer({
      page: { result: [booking({ comment: 'Graag een beamer', meeting_description: 'Kwartaalplanning' })], total: 1, page: 1, size: 20, total_pages: 1, stats },
    });
    renderApp(path);
    fireEvent.click(await screen.findByRole('button', { name: open }));
    const dialog = await screen.findByRole('dialog', { name: title });
    expect(within(dialog).getByText(remarkLabel)).toBeInTheDocument();
    expect(within(dialog).getByTestId('guest-remark')).toHaveTextContent('Graag een beamer');
    expect(within(dialog).getByText('Kwartaalplanning')).toBeInTheDocument();
    expect(within(dialog).getByText(people)).toBeInTheDocument();
    expect(within(dialog).getByText('sanne@example.nl')).toBeInTheDocument();
  });

  it('clicking elsewhere in the row opens the detail too; the answer buttons do not', async () => {
    const { ops } = answer({ page: { result: [booking({ comment: null, meeting_description: null })], total: 1, page: 1, size: 20, total_pages: 1, stats } });
    renderApp('/bookings/vendor');
    fireEvent.click(await screen.findByRole('button', { name: 'Accepteren' }));
    await waitFor(() => expect(ops('booking_approve')).toHaveLength(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    fireEvent.click(screen.getByText('Sanne de Vries'));
    const dialog = await screen.findByRole('dialog', { name: 'Boeking #501' });
    expect(within(dialog).getByText('Geen opmerking')).toBeInTheDocument();
  });
});
