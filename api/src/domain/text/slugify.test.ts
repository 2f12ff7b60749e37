import { slugify } from './slugify';

it('drops accents, lowercases and joins words with single dashes', () => {
  expect(slugify('Café De Zwaan')).toBe('cafe-de-zwaan');
  expect(slugify('  Zaal 1 & 2 — Één  ')).toBe('zaal-1-2-een');
  expect(slugify("'s-Hertogenbosch")).toBe('s-hertogenbosch');
});

it('gives an empty slug for a name without letters or digits (callers fall back to a default)', () => {
  expect(slugify('***')).toBe('');
});
