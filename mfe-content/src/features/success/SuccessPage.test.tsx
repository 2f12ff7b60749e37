import { screen } from '@testing-library/react';
import { BrowserRouter, Routes } from 'react-router';
import { contentRoutes } from '../routing/contentRoutes';
import { renderPage } from '../testing/renderPage';
import { idParam } from './SuccessPage';

function renderAt(url: string) {
  return renderPage(
    <BrowserRouter>
      <Routes>{contentRoutes()}</Routes>
    </BrowserRouter>,
    url,
  );
}

describe('success pages', () => {
  it('/space-success prompts for payout details in Dutch and links to the space', () => {
    renderAt('/space-success?space_id=12&venue_id=3');
    expect(screen.getByRole('heading', { level: 1, name: 'Je ruimte is aangemaakt' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Uitbetalingsgegevens toevoegen' })).toHaveAttribute('href', '/profile/payout');
    expect(screen.getByRole('link', { name: 'Ruimte bekijken en bewerken' })).toHaveAttribute('href', '/vendor/venue/3/space/12/details');
    expect(document.title).toBe('Je ruimte is aangemaakt');
  });

  it('/en/venue-success speaks English, keeps the locale in its links and offers to add a space', () => {
    renderAt('/en/venue-success?venue_id=7');
    expect(screen.getByRole('heading', { level: 1, name: 'Your venue has been saved' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add payout details' })).toHaveAttribute('href', '/en/profile/payout');
    expect(screen.getByRole('link', { name: 'Add a space' })).toHaveAttribute('href', '/en/vendor/venue/7/space/create/details');
  });

  it('ignores ids that are not positive integers', () => {
    renderAt('/space-success?space_id=abc&venue_id=-1');
    expect(screen.queryByRole('link', { name: 'Ruimte bekijken en bewerken' })).toBeNull();
    expect(idParam('?venue_id=0', 'venue_id')).toBeNull();
    expect(idParam('?venue_id=42', 'venue_id')).toBe(42);
  });
});
