import { act, screen, waitFor, within } from '@testing-library/react';
import { patchHistoryApi } from 'single-spa';
import { navigate } from '@zaalplek/platform';
import { mockFetch, profileAnswer } from '../testing/mockFetch';
import { logIn, renderApp, resetState } from '../testing/renderApp';

// As in the shell after start(): pushState fires popstate, so the router follows navigate().
patchHistoryApi();

const venue = (is_active: boolean) => ({
  venue_id: 12,
  venue_name: 'Villa Nova',
  status: is_active ? 'PUBLISHED' : 'DRAFT',
  is_active,
  city: 'Zwolle',
  venue_spaces: [{ space_id: 121, space_name: 'De Serre', is_active: true, space_booking_type: 'DIRECT', max_guests: 12, half_day_price: 20000 }],
});

beforeEach(() => {
  resetState();
  logIn();
});

it('shows the venues as they are now each time the spaces page opens (a venue activated on its edit page meanwhile)', async () => {
  let active = false;
  mockFetch((request) => {
    if (request.operation === 'profile') return profileAnswer({ accountState: 'VENDOR', organisationId: 3 });
    if (request.url === '/api/venue/') return { json: [venue(active)] };
    return { status: 404, json: { error_type: 'NOT_FOUND', entity: null, key: null, meta: null, status_code: 404 } };
  });
  renderApp('/vendor/spaces');
  expect(within(await screen.findByTestId('venue-12')).getByText('Concept')).toBeInTheDocument();

  act(() => navigate('/vendor/bookings'));
  await waitFor(() => expect(screen.queryByTestId('spaces-page')).not.toBeInTheDocument());
  active = true; // activated elsewhere (the venue's edit page)
  act(() => navigate('/vendor/spaces'));

  expect(await within(await screen.findByTestId('venue-12')).findByText('Gepubliceerd')).toBeInTheDocument();
  expect(within(screen.getByTestId('venue-12')).queryByText('Concept')).not.toBeInTheDocument();
});
