import { screen } from '@testing-library/react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { venueSearchAnswer } from '../results/searchFixtures';
import type { VenueFindInput } from '../results/types';
import { spaceAnswer } from '../space/spaceFixtures';
import { mockGraphql } from '../testing/mockGraphql';
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
  mockGraphql((call) =>
    call.operation === 'venue_search'
      ? { json: { data: { venue_search: venueSearchAnswer(call.variables.input as VenueFindInput, 1) } } }
      : { json: { data: { specific_instance_by_slug: { space: spaceAnswer(), venue: null } } } },
  );
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

  it.each(['/customer/venue/ab12cd34/grachtenhuis', '/organisation/ab12cd34/mijn-org', '/favorites'])(
    '%s shows the coming-soon page for now',
    (url) => {
      renderAt(url);
      expect(screen.getByRole('heading', { name: 'De opgevraagde pagina is in aanbouw' })).toBeInTheDocument();
    },
  );

  it('renders nothing of its own on other paths', () => {
    renderAt('/bookings/all');
    expect(screen.getByText('other MFE')).toBeInTheDocument();
  });
});
