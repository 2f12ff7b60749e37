import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../test-utils/renderWithProviders';
import { Carousel } from './Carousel';

const slides = ['Anna', 'Bram', 'Cor', 'Dirk', 'Eva'].map((name) => <p key={name}>{name}</p>);

function mockViewport(desktop: boolean) {
  window.matchMedia = jest.fn().mockImplementation((query: string) => ({
    matches: desktop && query.includes('min-width: 1201px'),
    media: query,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
  })) as unknown as typeof window.matchMedia;
}

const visibleSlides = () =>
  screen.getAllByRole('group', { hidden: true }).filter((g) => !g.hasAttribute('aria-hidden')).map((g) => g.textContent);

describe('Carousel', () => {
  const original = window.matchMedia;
  afterEach(() => {
    window.matchMedia = original;
  });

  it('shows 3 slides on desktop and moves one step with next/previous', async () => {
    mockViewport(true);
    renderWithProviders(<Carousel label="Ervaringen" slides={slides} />);
    expect(screen.getByRole('region', { name: 'Ervaringen' })).toHaveAttribute('aria-roledescription', 'carrousel');
    expect(visibleSlides()).toEqual(['Anna', 'Bram', 'Cor']);
    await userEvent.click(screen.getByRole('button', { name: 'Volgende' }));
    expect(visibleSlides()).toEqual(['Bram', 'Cor', 'Dirk']);
    await userEvent.click(screen.getByRole('button', { name: 'Volgende' }));
    expect(visibleSlides()).toEqual(['Cor', 'Dirk', 'Eva']);
    expect(screen.getByRole('button', { name: 'Volgende' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Vorige' }));
    expect(visibleSlides()).toEqual(['Bram', 'Cor', 'Dirk']);
  });

  it('shows 1 slide below desktop', () => {
    mockViewport(false);
    renderWithProviders(<Carousel label="Ervaringen" slides={slides} />);
    expect(visibleSlides()).toEqual(['Anna']);
    expect(screen.getByRole('button', { name: 'Vorige' })).toBeDisabled();
  });

  it('labels slides and hides off-screen ones from assistive tech and the tab order', () => {
    renderWithProviders(<Carousel label="Reviews" slides={slides} slidesPerView={1} />, { locale: 'en' });
    const groups = screen.getAllByRole('group', { hidden: true });
    expect(groups[0]).toHaveAttribute('aria-label', '1 of 5');
    expect(groups[0]).toHaveAttribute('aria-roledescription', 'slide');
    expect(groups[1]).toHaveAttribute('aria-hidden', 'true');
    expect(groups[1]).toHaveAttribute('inert');
  });

  it('moves with the arrow keys and can loop', async () => {
    renderWithProviders(<Carousel label="Ervaringen" slides={slides} slidesPerView={1} loop />);
    screen.getByRole('button', { name: 'Volgende' }).focus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(visibleSlides()).toEqual(['Eva']);
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(visibleSlides()).toEqual(['Bram']);
  });

  it('hides the controls when everything fits', () => {
    renderWithProviders(<Carousel label="Ervaringen" slides={slides.slice(0, 2)} slidesPerView={3} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
