import { BLOCK_FIELDS, BLOCK_TYPES, cleanData, emptyData } from './blockFields';

test('every block type of the spec has its fields', () => {
  for (const type of ['HERO', 'SLIDER', 'TEXT', 'VIDEO', 'SOCIAL_LINKS', 'NAVIGATION', 'FAQ', 'ICON_TITLE', 'HEADLINE'] as const) {
    expect(BLOCK_TYPES).toContain(type);
    expect(BLOCK_FIELDS[type].length).toBeGreaterThan(0);
  }
  expect(emptyData('FAQ')).toEqual({ title: '', items: [] });
  expect(emptyData('SLIDER')).toEqual({ title: '', source: 'top_spaces' });
});

test('form values become block data', () => {
  expect(cleanData('SLIDER', { title: 'Uitgelicht', source: 'top_spaces', limit: '4' })).toEqual({ title: 'Uitgelicht', source: 'top_spaces', limit: 4 });
  expect(cleanData('HEADLINE', { title: 'Waarom', subtitle: '' })).toEqual({ title: 'Waarom' });
});
