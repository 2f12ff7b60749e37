import { canTakeOffline, isEditablePage, validatePage, type PageLocaleInput } from './pageRules';

const page = (extra: Partial<PageLocaleInput> = {}): PageLocaleInput => ({ title: 'Over ons', blocks: [{ block_type: 'TEXT', data: { html: '<p>x</p>' } }], ...extra });

test('the editor edits the block pages, nothing else', () => {
  expect(isEditablePage('about-us')).toBe(true);
  expect(isEditablePage('footer')).toBe(true);
  expect(isEditablePage('admin')).toBe(false);
});

test('a page needs a title per locale and blocks of known types with object data', () => {
  expect(validatePage({ nl: page(), en: page({ title: 'About us' }) })).toEqual({});
  expect(validatePage({
    nl: page({ title: ' ' }),
    en: page({ blocks: [{ block_type: 'TEXT', data: {} }, { block_type: 'MARQUEE', data: {} }, { block_type: 'FAQ', data: [1] }] }),
  })).toEqual({ 'nl.title': 'required', 'en.blocks.1': 'invalid_block_type', 'en.blocks.2': 'invalid_value' });
  expect(validatePage({ nl: page({ blocks: Array.from({ length: 41 }, () => ({ block_type: 'TEXT', data: {} })) }), en: page() })).toEqual({ 'nl.blocks': 'too_many' });
});

test('the content pages can be taken offline, home and the footer cannot', () => {
  expect(['about-us', 'vendor', 'security-policy', 'hall-of-fame'].every(canTakeOffline)).toBe(true);
  expect(canTakeOffline('home')).toBe(false);
  expect(canTakeOffline('footer')).toBe(false);
});
