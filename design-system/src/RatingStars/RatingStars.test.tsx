import { screen } from '@testing-library/react';
import { renderWithProviders } from '../test-utils/renderWithProviders';
import { RatingStars } from './RatingStars';
import { starFills, toHalfStars } from './starFill';

const fills = (container: HTMLElement) => Array.from(container.querySelectorAll('svg')).map((s) => s.getAttribute('data-fill'));

describe('toHalfStars / starFills', () => {
  it('halves a 0-10 value and rounds to half stars', () => {
    expect(toHalfStars(10)).toBe(5);
    expect(toHalfStars(7)).toBe(3.5);
    expect(toHalfStars(8.4)).toBe(4);
    expect(toHalfStars(8.6)).toBe(4.5);
    expect(toHalfStars(-3)).toBe(0);
    expect(toHalfStars(42)).toBe(5);
    expect(toHalfStars(Number.NaN)).toBe(0);
    expect(starFills(3.5)).toEqual([1, 1, 1, 0.5, 0]);
  });
});

describe('RatingStars', () => {
  it('shows a 7/10 rating as 3.5 of 5 stars with a Dutch label', () => {
    const { container } = renderWithProviders(<RatingStars value={7} />);
    expect(screen.getByRole('img', { name: '3,5 van 5 sterren' })).toBeInTheDocument();
    expect(fills(container)).toEqual(['1', '1', '1', '0.5', '0']);
  });

  it('labels in English and shows the value and count', () => {
    renderWithProviders(<RatingStars value={9} showValue count={1200} />, { locale: 'en' });
    const img = screen.getByRole('img', { name: '4.5 out of 5 stars' });
    expect(img).toHaveTextContent('4.5 (1,200)');
  });

  it('renders five empty stars for 0 and five full ones for 10', () => {
    const { container, rerender } = renderWithProviders(<RatingStars value={0} />);
    expect(fills(container)).toEqual(['0', '0', '0', '0', '0']);
    rerender(<RatingStars value={10} />);
    expect(fills(container)).toEqual(['1', '1', '1', '1', '1']);
  });
});
