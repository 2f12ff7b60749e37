import { fireEvent, screen } from '@testing-library/react';
import { Header, searchUrl } from '../layout/Header';
import { renderShell } from '../test-utils/renderShell';

test('the search box is disabled on the home page', () => {
  window.history.replaceState(null, '', '/en');
  renderShell(<Header />);
  expect(screen.getByRole('searchbox', { name: 'Search a location' })).toBeDisabled();
});

test('Enter goes to /search with the text and without lat/lng, keeping the locale', () => {
  window.history.replaceState(null, '', '/en/space/ab12cd34/zaal/1?lat=52&lng=4');
  renderShell(<Header />);
  const box = screen.getByRole('searchbox', { name: 'Search a location' });
  expect(box).toBeEnabled();
  fireEvent.change(box, { target: { value: 'Den Haag' } });
  fireEvent.submit(box.closest('form')!);
  expect(window.location.pathname).toBe('/en/search');
  expect(new URLSearchParams(window.location.search).get('search')).toBe('Den Haag');
  expect(window.location.search).not.toMatch(/lat|lng/);
});

test('searchUrl encodes the text', () => {
  expect(searchUrl(' a&b ')).toBe('/search?search=a%26b');
});

test('the logo links home in the current language', () => {
  window.history.replaceState(null, '', '/en/search');
  renderShell(<Header />);
  expect(screen.getByRole('link', { name: 'Zaalplek – go to the home page' })).toHaveAttribute('href', '/en');
});
