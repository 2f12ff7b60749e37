import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { patchHistoryApi } from 'single-spa';
import { calendarData } from '../availability/testData';
import { mockFetch, profileAnswer, type MockRequest } from '../testing/mockFetch';
import { currentUrl, logIn, renderApp, resetState } from '../testing/renderApp';

// As in the shell after start(): pushState fires popstate, so the router follows a link to another page.
patchHistoryApi();

const VENUES = [
  {
    venue_id: 11,
    venue_name: 'Het Pakhuis',
    status: 'PUBLISHED',
    is_active: true,
    city: 'Utrecht',
    venue_spaces: [
      { space_id: 101, space_name: 'De Zolder', is_active: true, space_booking_type: 'DIRECT', max_guests: 20, half_day_price: 32500 },
      { space_id: 102, space_name: 'De Kelder', is_active: false, space_booking_type: 'MANUAL', max_guests: 8, half_day_price: 12550 },
    ],
  },
  { venue_id: 12, venue_name: 'Villa Nova', status: 'DRAFT', is_active: false, city: 'Zwolle', venue_spaces: [] },
];

function answer({ venues = VENUES as unknown, accountState = 'VENDOR', organisationId = 3 as number | null, lifecycle = (_url: string): { status?: number; json: unknown } => ({ json: {} }) } = {}) {
  const requests: MockRequest[] = [];
  mockFetch((request) => {
    requests.push(request);
    if (request.operation === 'profile') return profileAnswer({ accountState, organisationId });
    if (/^\/api\/space\/\d+\/(activate|deactivate)\/$/.test(request.url)) return lifecycle(request.url);
    if (request.url === '/api/venue/') return { json: typeof venues === 'function' ? (venues as () => unknown)() : venues };
    return { status: 404, json: { error_type: 'NOT_FOUND', entity: null, key: null, meta: null, status_code: 404 } };
  });
  return { venueRequests: () => requests.filter((r) => r.url === '/api/venue/'), requests };
}

beforeEach(() => resetState());

describe('/vendor/spaces guard', () => {
  it('sends a logged-out visitor home with the login popup', async () => {
    const { venueRequests } = answer();
    renderApp('/vendor/spaces');
    await waitFor(() => expect(currentUrl()).toBe('/?authPopup=login'));
    expect(venueRequests()).toHaveLength(0);
  });

  it('sends a logged-in booker to the not-found page', async () => {
    logIn();
    const { venueRequests } = answer({ accountState: 'BOOKER' });
    renderApp('/en/vendor/spaces');
    await waitFor(() => expect(currentUrl()).toBe('/en/not-found'));
    expect(screen.queryByTestId('spaces-page')).not.toBeInTheDocument();
    expect(venueRequests()).toHaveLength(0);
  });
});

describe('/vendor/spaces list', () => {
  beforeEach(() => logIn());

  it("lists the host's venues and spaces from GET /api/venue/ with status badges", async () => {
    const { venueRequests } = answer();
    renderApp('/vendor/spaces');
    const venue = await screen.findByTestId('venue-11');
    expect(within(venue).getByRole('heading', { name: 'Het Pakhuis' })).toBeInTheDocument();
    expect(within(venue).getByText('Gepubliceerd')).toBeInTheDocument();
    expect(within(venue).getByText('2 ruimtes')).toBeInTheDocument();

    const attic = screen.getByTestId('space-101');
    expect(within(attic).getByText('De Zolder')).toBeInTheDocument();
    expect(within(attic).getByText('Actief')).toBeInTheDocument();
    expect(within(attic).getByText('Direct boeken')).toBeInTheDocument();
    expect(within(attic).getByText(/325/)).toBeInTheDocument();

    const cellar = screen.getByTestId('space-102');
    expect(within(cellar).getByText('Inactief')).toBeInTheDocument();
    expect(within(cellar).getByText('Op aanvraag')).toBeInTheDocument();
    expect(within(cellar).getByText(/125,50/)).toBeInTheDocument();

    const draft = screen.getByTestId('venue-12');
    expect(within(draft).getByText('Concept')).toBeInTheDocument();
    expect(within(draft).getByText('Deze locatie heeft nog geen ruimtes.')).toBeInTheDocument();

    expect(venueRequests()[0].method).toBe('GET');
    expect(venueRequests()[0].headers.authorization).toBe('Bearer test-access-token');
  });

  it('shows English labels under /en', async () => {
    answer();
    renderApp('/en/vendor/spaces');
    const cellar = await screen.findByTestId('space-102');
    expect(within(cellar).getByText('Inactive')).toBeInTheDocument();
    expect(within(cellar).getByText('On request')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'My spaces' })).toBeInTheDocument();
  });

  it('shows the empty state when the host has no venues', async () => {
    answer({ venues: [] });
    renderApp('/vendor/spaces');
    expect(await screen.findByText('Je hebt nog geen locaties')).toBeInTheDocument();
  });

  it('offers a call to action to add the first venue in the empty state', async () => {
    answer({ venues: [] });
    renderApp('/en/vendor/spaces');
    await userEvent.click(await screen.findByRole('button', { name: 'Add your first venue' }));
    await waitFor(() => expect(currentUrl()).toBe('/en/vendor/onboarding/venue/details'));
  });

  it('leads a host without an organisation to the onboarding', async () => {
    const { venueRequests } = answer({ organisationId: null });
    renderApp('/vendor/spaces');
    await waitFor(() => expect(currentUrl()).toBe('/vendor/onboarding/organisation-details'));
    expect(venueRequests()).toHaveLength(0);
  });

  it('links every venue and space to its editor, the add pages and the public preview', async () => {
    answer({ venues: [{ ...VENUES[0], venue_spaces: [{ ...VENUES[0].venue_spaces[0], space_url: '/space/ab12cd34/de-zolder/1001' }] }] });
    renderApp('/vendor/spaces');
    const venue = await screen.findByTestId('venue-11');
    expect(within(venue).getByRole('link', { name: 'Locatie bewerken' })).toHaveAttribute('href', '/vendor/venue/11/details');
    expect(within(venue).getByRole('link', { name: 'Ruimte toevoegen' })).toHaveAttribute('href', '/vendor/venue/11/space/create/details');
    expect(within(venue).getByRole('link', { name: 'Bewerken' })).toHaveAttribute('href', '/vendor/venue/11/space/101/details');
    expect(within(venue).getByRole('link', { name: 'Voorbeeld' })).toHaveAttribute('href', '/space/ab12cd34/de-zolder/1001');
    expect(screen.getByRole('link', { name: 'Locatie toevoegen' })).toHaveAttribute('href', '/vendor/onboarding/venue/details');
  });

  it('activates an inactive space and shows its new status from the reloaded list', async () => {
    let active = false;
    const { requests } = answer({
      // the list answers with the state on the server
      venues: () => [{ ...VENUES[0], venue_spaces: [{ ...VENUES[0].venue_spaces[1], is_active: active }] }],
      lifecycle: () => {
        active = true;
        return { json: { space_id: 102, is_active: true } };
      },
    });
    renderApp('/vendor/spaces');
    await userEvent.click(await screen.findByRole('button', { name: 'De Kelder activeren' }));
    expect(await screen.findByRole('button', { name: 'De Kelder deactiveren' })).toBeInTheDocument();
    expect(within(screen.getByTestId('space-102')).getByText('Actief')).toBeInTheDocument();
    expect(requests.some((r) => r.url === '/api/space/102/activate/' && r.method === 'POST')).toBe(true);
  });

  it('shows why a space cannot be activated', async () => {
    answer({
      lifecycle: () => ({ status: 400, json: { error_type: 'VALIDATION', entity: 'space', key: 'space_activation_not_allowed', meta: null, status_code: 400 } }),
    });
    renderApp('/vendor/spaces');
    await userEvent.click(await screen.findByRole('button', { name: 'De Kelder activeren' }));
    const error = await screen.findByTestId('space-row-error');
    expect(error).toHaveTextContent('Je organisatie mag nog geen ruimtes activeren');
    expect(within(screen.getByTestId('space-102')).getByText('Inactief')).toBeInTheDocument();
  });

  it('leads from an activation refused for want of a linked calendar to that space\'s calendar linking', async () => {
    const requests: MockRequest[] = [];
    mockFetch((request) => {
      requests.push(request);
      if (request.operation === 'profile') return profileAnswer({ accountState: 'VENDOR', organisationId: 3 });
      if (request.url === '/api/space/102/activate/') {
        return { status: 400, json: { error_type: 'VALIDATION', entity: 'space', key: 'calendar_sync_required', meta: null, status_code: 400 } };
      }
      if (request.url === '/api/venue/') return { json: VENUES };
      if (request.operation === 'get_spaces_calendar_data') return { json: { data: { get_spaces_calendar_data: calendarData() } } };
      if (request.operation === 'space_calendars') {
        return { json: { data: { space_calendars: [101, 102].map((id) => ({ space_id: id, space_name: id === 101 ? 'De Zolder' : 'De Kelder', export_url: `http://localhost/api/calendar/feed-${id}.ics`, link: null })) } } };
      }
      if (request.operation === 'enabled_calendar_providers') return { json: { data: { enabled_calendar_providers: ['ics'] } } };
      return { status: 404, json: { error_type: 'NOT_FOUND', entity: null, key: null, meta: null, status_code: 404 } };
    });
    renderApp('/vendor/spaces');
    await userEvent.click(await screen.findByRole('button', { name: 'De Kelder activeren' }));
    const error = await screen.findByTestId('space-row-error');
    expect(error).toHaveTextContent('Koppel eerst een online agenda aan deze ruimte om hem te activeren.');
    const link = within(error).getByRole('link', { name: 'Online agenda koppelen aan De Kelder' });
    expect(link).toHaveAttribute('href', '/bookings/vendor/11/availability?calendarSync=102');

    await userEvent.click(link);
    await waitFor(() => expect(currentUrl()).toBe('/bookings/vendor/11/availability?calendarSync=102'));
    const dialog = await screen.findByRole('dialog', { name: 'Agenda koppelen: De Kelder' });
    expect(await within(dialog).findByLabelText(/ICS-link/)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Exportlink (ICS)')).toHaveValue('http://localhost/api/calendar/feed-102.ics');
    expect(screen.getByTestId('availability-page')).toBeInTheDocument();

    // closing the dialog leaves the availability page without the parameter (a reload opens nothing)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Klaar' }));
    await waitFor(() => expect(currentUrl()).toBe('/bookings/vendor/11/availability'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('offers the calendar linking in English under /en', async () => {
    answer({
      lifecycle: () => ({ status: 400, json: { error_type: 'VALIDATION', entity: 'space', key: 'calendar_sync_required', meta: null, status_code: 400 } }),
    });
    renderApp('/en/vendor/spaces');
    await userEvent.click(await screen.findByRole('button', { name: 'Activate De Kelder' }));
    const error = await screen.findByTestId('space-row-error');
    expect(error).toHaveTextContent('Link an online calendar to this space first to activate it.');
    expect(within(error).getByRole('link', { name: 'Link an online calendar to De Kelder' })).toHaveAttribute('href', '/en/bookings/vendor/11/availability?calendarSync=102');
  });

  it('shows no calendar link when the activation is refused for another reason', async () => {
    answer({
      lifecycle: () => ({ status: 400, json: { error_type: 'VALIDATION', entity: 'space', key: 'photos_min', meta: null, status_code: 400 } }),
    });
    renderApp('/vendor/spaces');
    await userEvent.click(await screen.findByRole('button', { name: 'De Kelder activeren' }));
    const error = await screen.findByTestId('space-row-error');
    expect(error).toHaveTextContent("Voeg eerst minimaal 3 foto's toe");
    expect(within(error).queryByRole('link')).not.toBeInTheDocument();
  });
});
