import { screen, waitFor } from '@testing-library/react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { spaceAnswer } from '../space/spaceFixtures';
import { mockSearchApi } from '../testing/searchMocks';
import { renderPage } from '../testing/renderPage';
import { searchRoutes } from './searchRoutes';

function renderAt(url: string) {
  return renderPage(
    <BrowserRouter>
      <Routes>
        {searchRoutes()}
        <Route path="*" element={<p>other MFE</p>} />
      </Routes>
    </BrowserRouter>,
    url,
  );
}

beforeEach(() => {
  mockSearchApi(1, {
    other: (call) =>
      call.variables.slug === '123456'
        ? { json: { data: { specific_instance_by_slug: { space: spaceAnswer(), venue: null } } } }
        : call.operation === 'get_collection'
          ? { json: { data: { get_collection: { collection_id: 1, collection_name: 'Mijn Org', slug: 'mijn-org', collection_hash: 'ab12cd34', has_public_page: true, promo_text: null, about_us: null, website: null, logo_url: null, social_links: null, venues: [] } } } }
          : { json: { data: { specific_instance_by_slug: { space: null, venue: { ...spaceAnswer().venue, venue_images: [], min_price: 0, collection: null } } } } },
  });
});

describe('mfe-search routes', () => {
  it.each(['/search', '/nl/search', '/en/search?search=x'])('%s shows the search page', async (url) => {
    renderAt(url);
    expect(await screen.findByTestId('search-page')).toBeInTheDocument();
  });

  it.each(['/space/ab12cd34/de-boardroom/123456', '/en/space/ab12cd34/de-boardroom/123456'])('%s shows the space page', async (url) => {
    renderAt(url);
    expect(await screen.findByRole('heading', { level: 1, name: 'De Boardroom' })).toBeInTheDocument();
  });

  it.each([
    ['/customer/space/space/ab12cd34/de-boardroom/123456?slotStart=2026-06-10T07:00:00.000Z&slotEnd=2026-06-10T11:00:00.000Z&attendees=6', '/space/ab12cd34/de-boardroom/123456', '?date=2026-06-10&from=09%3A00&to=13%3A00&attendees=6'],
    ['/en/customer/space/ab12cd34/de-boardroom/123456', '/en/space/ab12cd34/de-boardroom/123456', ''],
  ])('the card route %s shows the space page with the slot', async (url, pathname, search) => {
    renderAt(url);
    expect(await screen.findByRole('heading', { level: 1, name: 'De Boardroom' })).toBeInTheDocument();
    expect(window.location.pathname).toBe(pathname);
    expect(window.location.search).toBe(search);
  });

  it.each(['/customer/venue/ab12cd34/grachtenhuis', '/en/customer/venue/ab12cd34/grachtenhuis'])('%s shows the venue page', async (url) => {
    renderAt(url);
    expect(await screen.findByRole('heading', { level: 1, name: 'Grachtenhuis' })).toBeInTheDocument();
  });

  it('/organisation/ab12cd34/mijn-org shows the organisation page', async () => {
    renderAt('/organisation/ab12cd34/mijn-org');
    expect(await screen.findByRole('heading', { level: 1, name: 'Mijn Org' })).toBeInTheDocument();
  });

  it('/favorites keeps a logged-out visitor on the page with the login popup', async () => {
    renderAt('/favorites');
    await waitFor(() => expect(window.location.search).toBe('?authPopup=login'));
    expect(window.location.pathname).toBe('/favorites');
  });

  it('renders nothing of its own on other paths', () => {
    renderAt('/bookings/all');
    expect(screen.getByText('other MFE')).toBeInTheDocument();
  });
});
