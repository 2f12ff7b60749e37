import { screen } from '@testing-library/react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { homePage, topSpaces, feedbacks } from '../home/homeFixtures';
import { mockGraphql } from '../testing/mockGraphql';
import { renderPage } from '../testing/renderPage';
import { contentRoutes } from './contentRoutes';

function renderAt(url: string) {
  return renderPage(
    <BrowserRouter>
      <Routes>
        {contentRoutes()}
        <Route path="*" element={<p>other MFE</p>} />
      </Routes>
    </BrowserRouter>,
    url,
  );
}

beforeEach(() => {
  mockGraphql((call) => {
    if (call.operation === 'home') return { json: { data: { home: homePage(call.locale === 'EN' ? 'en' : 'nl') } } };
    if (call.operation === 'get_top_spaces') return { json: { data: { get_top_spaces: topSpaces(4) } } };
    return { json: { data: { get_all_feedbacks: feedbacks('Booker') } } };
  });
});

describe('mfe-content routes', () => {
  it.each(['/', '/nl', '/en'])('%s shows the home page', async (url) => {
    renderAt(url);
    expect(await screen.findByTestId('home-page')).toBeInTheDocument();
  });

  it('shows the coming-soon page in Dutch on /coming-soon', () => {
    renderAt('/coming-soon');
    expect(screen.getByRole('heading', { name: 'De opgevraagde pagina is in aanbouw' })).toBeInTheDocument();
    expect(document.title).toBe('De opgevraagde pagina is in aanbouw');
  });

  it.each(['/en/blog', '/en/helpdesk/tenants/how-to-book', '/en/locations/utrecht/utrecht', '/en/about-us', '/en/vendor', '/en/security-policy', '/en/hall-of-fame', '/en/how-to'])(
    '%s is a content page, not the coming-soon page',
    (url) => {
      renderAt(url);
      expect(screen.queryByRole('heading', { name: 'The requested page is under construction' })).not.toBeInTheDocument();
      expect(screen.queryByText('other MFE')).not.toBeInTheDocument();
    },
  );

  it('leaves paths of other MFEs alone', () => {
    renderAt('/vendor/spaces');
    expect(screen.getByText('other MFE')).toBeInTheDocument();
    expect(screen.queryByTestId('coming-soon')).not.toBeInTheDocument();
  });
});
