import { screen, waitFor, within } from '@testing-library/react';
import { mockFetch, profileAnswer, type MockRequest } from '../testing/mockFetch';
import { currentUrl, logIn, renderApp, resetState } from '../testing/renderApp';

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

function answer({ venues = VENUES as unknown, accountState = 'VENDOR' } = {}) {
  const requests: MockRequest[] = [];
  mockFetch((request) => {
    requests.push(request);
    if (request.operation === 'profile') return profileAnswer({ accountState, organisationId: 3 });
    if (request.url === '/api/venue/') return { json: venues };
    return { status: 404, json: { error_type: 'NOT_FOUND', entity: null, key: null, meta: null, status_code: 404 } };
  });
  return { venueRequests: () => requests.filter((r) => r.url === '/api/venue/') };
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
});
