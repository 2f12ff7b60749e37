import { CATALOGS, t } from './serverIntl';

test('both catalogs hold the same messages, none empty', () => {
  expect(Object.keys(CATALOGS.en).sort()).toEqual(Object.keys(CATALOGS.nl).sort());
  for (const catalog of Object.values(CATALOGS)) for (const text of Object.values(catalog)) expect(text.trim()).not.toBe('');
});

test('formats ICU messages per locale', () => {
  expect(t('nl', 'seo.city.title', { city: 'Utrecht' })).toBe('Vergaderruimte huren in Utrecht');
  expect(t('en', 'seo.city.title', { city: 'Utrecht' })).toBe('Rent a meeting room in Utrecht');
  expect(t('nl', 'seo.venue.description', { venue: 'De Werf', city: 'Gouda', count: 1 })).toContain('1 ruimte te huur');
  expect(t('en', 'seo.venue.description', { venue: 'De Werf', city: 'Gouda', count: 3 })).toContain('3 spaces to rent');
});
