import { fireEvent, render, screen } from '@testing-library/react';
import { getLocale, localePath, navigate, stripLocale } from '../routes';
import { Link } from '../Link';

test('getLocale: /en is English, everything else Dutch', () => {
  expect(getLocale('/en')).toBe('en');
  expect(getLocale('/en/search')).toBe('en');
  expect(getLocale('/nl/search')).toBe('nl');
  expect(getLocale('/search')).toBe('nl');
  expect(getLocale('/english')).toBe('nl');
});

test('stripLocale', () => {
  expect(stripLocale('/en/search')).toBe('/search');
  expect(stripLocale('/nl/search')).toBe('/search');
  expect(stripLocale('/en')).toBe('/');
  expect(stripLocale('/enquete')).toBe('/enquete');
  expect(stripLocale('/')).toBe('/');
});

test('localePath', () => {
  expect(localePath('/search', 'en')).toBe('/en/search');
  expect(localePath('/search', 'nl')).toBe('/search');
  expect(localePath('/en/search', 'nl')).toBe('/search');
  expect(localePath('/', 'en')).toBe('/en');
  expect(localePath('/?authPopup=login', 'en')).toBe('/en?authPopup=login');
  window.history.replaceState(null, '', '/en/bookings/all');
  expect(localePath('/search')).toBe('/en/search');
  expect(localePath('/nl/search')).toBe('/nl/search'); // explicit prefix kept
  expect(localePath('https://example.com/x')).toBe('https://example.com/x');
});

test('navigate pushes the localised URL without reloading', () => {
  window.history.replaceState(null, '', '/en');
  const length = window.history.length;
  navigate('/search?search=utrecht');
  expect(window.location.pathname + window.location.search).toBe('/en/search?search=utrecht');
  expect(window.history.length).toBe(length + 1);
});

test('Link renders a localised href and navigates on click', () => {
  window.history.replaceState(null, '', '/en/search');
  render(<Link to="/about-us">About</Link>);
  const link = screen.getByRole('link', { name: 'About' });
  expect(link).toHaveAttribute('href', '/en/about-us');
  fireEvent.click(link);
  expect(window.location.pathname).toBe('/en/about-us');
});
