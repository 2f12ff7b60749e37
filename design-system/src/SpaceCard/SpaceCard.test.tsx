import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../test-utils/renderWithProviders';
import { SpaceCard, SpaceCardPlaceholder } from './SpaceCard';

const base = {
  name: 'De Bovenzaal',
  href: '/space/abc/de-bovenzaal/ZP-123',
  imageUrl: '/api/image/1/',
  city: 'Utrecht',
  venueName: 'Huis aan de Gracht',
  maxGuests: 40,
  halfDayPrice: 12550,
};

const priceText = () => screen.getByTestId('space-card-price').textContent?.replace(/\s+/g, ' ');

describe('SpaceCard', () => {
  it('links the whole card to the space and shows venue, city and capacity', () => {
    renderWithProviders(<SpaceCard {...base} />);
    const link = screen.getByRole('link', { name: /De Bovenzaal/ });
    expect(link).toHaveAttribute('href', '/space/abc/de-bovenzaal/ZP-123');
    expect(link).toHaveTextContent('Huis aan de Gracht · Utrecht');
    expect(link).toHaveTextContent('max. 40 personen');
  });

  it('shows the half-day price in euros per dagdeel (nl)', () => {
    renderWithProviders(<SpaceCard {...base} />);
    expect(priceText()).toBe('€ 125,50 per dagdeel');
  });

  it('shows the half-day price per half day (en)', () => {
    renderWithProviders(<SpaceCard {...base} halfDayPrice={9000} />, { locale: 'en' });
    expect(priceText()).toBe('€90 per half day');
  });

  it('shows Gratis / Free for a zero price', () => {
    const { unmount } = renderWithProviders(<SpaceCard {...base} halfDayPrice={0} />);
    expect(priceText()).toBe('Gratis');
    unmount();
    renderWithProviders(<SpaceCard {...base} halfDayPrice={0} />, { locale: 'en' });
    expect(priceText()).toBe('Free');
  });

  it('truncates names longer than 50 characters and keeps the full name in the title', () => {
    const longName = 'Grote vergaderzaal met uitzicht over het IJ en de stad Amsterdam';
    renderWithProviders(<SpaceCard {...base} name={longName} />);
    const heading = screen.getByRole('heading');
    expect(heading).toHaveTextContent(`${longName.slice(0, 50).trimEnd()}…`);
    expect(heading.textContent?.replace('…', '').length).toBeLessThanOrEqual(50);
    expect(heading).toHaveAttribute('title', longName);
  });

  it('keeps names of exactly 50 characters whole', () => {
    const name = 'x'.repeat(50);
    renderWithProviders(<SpaceCard {...base} name={name} />);
    expect(screen.getByRole('heading')).toHaveTextContent(name);
    expect(screen.getByRole('heading')).not.toHaveTextContent('…');
  });

  it('renders the favourite slot outside the link so both are separately operable', async () => {
    const onFav = jest.fn();
    renderWithProviders(<SpaceCard {...base} favourite={<button onClick={onFav}>Bewaar</button>} />);
    const fav = screen.getByRole('button', { name: 'Bewaar' });
    expect(screen.getByRole('link')).not.toContainElement(fav);
    await userEvent.click(fav);
    expect(onFav).toHaveBeenCalled();
  });

  it('calls onNavigate instead of following the link on a plain click', async () => {
    const onNavigate = jest.fn();
    renderWithProviders(<SpaceCard {...base} onNavigate={onNavigate} />);
    await userEvent.click(screen.getByRole('link'));
    expect(onNavigate).toHaveBeenCalledWith('/space/abc/de-bovenzaal/ZP-123');
  });
});

describe('SpaceCardPlaceholder', () => {
  it("takes a card's room with its photo and text lines, hidden from assistive technology and without a link", () => {
    renderWithProviders(<SpaceCardPlaceholder />);
    const placeholder = screen.getByTestId('space-card-placeholder');
    expect(placeholder).toHaveAttribute('aria-hidden', 'true');
    expect(placeholder.querySelectorAll('p')).toHaveLength(4);
    expect(placeholder.querySelector('a')).toBeNull();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });
});
