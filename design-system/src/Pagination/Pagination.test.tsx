import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../test-utils/renderWithProviders';
import { Pagination } from './Pagination';
import { pageWindow } from './pageWindow';

describe('pageWindow', () => {
  it('shows 3 pages around the current one, clamped to the ends', () => {
    expect(pageWindow(1, 10)).toEqual([1, 2, 3]);
    expect(pageWindow(5, 10)).toEqual([4, 5, 6]);
    expect(pageWindow(10, 10)).toEqual([8, 9, 10]);
    expect(pageWindow(2, 2)).toEqual([1, 2]);
    expect(pageWindow(6, 10, 5)).toEqual([4, 5, 6, 7, 8]);
    expect(pageWindow(1, 0)).toEqual([]);
  });
});

describe('Pagination', () => {
  it('shows 3 page numbers by default with the current page marked', () => {
    renderWithProviders(<Pagination page={5} pageCount={10} onPageChange={() => {}} />);
    const nav = screen.getByRole('navigation', { name: 'Paginering' });
    const numbers = within(nav).getAllByRole('button', { name: /^Pagina \d+$/ });
    expect(numbers.map((b) => b.textContent)).toEqual(['4', '5', '6']);
    expect(screen.getByRole('button', { name: 'Pagina 5' })).toHaveAttribute('aria-current', 'page');
  });

  it('goes to previous, next and a chosen page', async () => {
    const onPageChange = jest.fn();
    renderWithProviders(<Pagination page={5} pageCount={10} onPageChange={onPageChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Vorige pagina' }));
    await userEvent.click(screen.getByRole('button', { name: 'Volgende pagina' }));
    await userEvent.click(screen.getByRole('button', { name: 'Pagina 6' }));
    await userEvent.click(screen.getByRole('button', { name: 'Pagina 5' }));
    expect(onPageChange.mock.calls).toEqual([[4], [6], [6]]);
  });

  it('disables previous on the first page and next on the last', async () => {
    const onPageChange = jest.fn();
    const { rerender } = renderWithProviders(<Pagination page={1} pageCount={3} onPageChange={onPageChange} />, { locale: 'en' });
    const prev = screen.getByRole('button', { name: 'Previous page' });
    expect(prev).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(prev);
    rerender(<Pagination page={3} pageCount={3} onPageChange={onPageChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPageChange).not.toHaveBeenCalled();
  });

  it('renders crawlable links when getHref is given', async () => {
    const onPageChange = jest.fn();
    renderWithProviders(<Pagination page={2} pageCount={5} onPageChange={onPageChange} getHref={(p) => `/locations/utrecht?page=${p}`} />);
    expect(screen.getByRole('link', { name: 'Pagina 3' })).toHaveAttribute('href', '/locations/utrecht?page=3');
    await userEvent.click(screen.getByRole('link', { name: 'Pagina 3' }));
    expect(onPageChange).toHaveBeenCalledWith(3);
  });

  it('renders nothing for a single page', () => {
    renderWithProviders(<Pagination page={1} pageCount={1} onPageChange={() => {}} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
