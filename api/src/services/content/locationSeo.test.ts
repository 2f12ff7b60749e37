import { locationSeoErrors, MAX_FAQS, validVideoUrl } from './locationSeo';

const faq = { question_nl: 'Parkeren?', answer_nl: 'Ja.', question_en: 'Parking?', answer_en: 'Yes.' };

test('an empty save and a complete one pass; empty texts clear', () => {
  expect(locationSeoErrors({})).toEqual({});
  expect(locationSeoErrors({ h1_nl: '', h1_en: null, seo_text_nl: '<p>Tekst</p>', video_url: 'https://youtu.be/abc', faq: [faq] })).toEqual({});
});

test('every text field has its limit; the SEO text may be long', () => {
  expect(locationSeoErrors({ h1_en: 'x'.repeat(256), meta_description_nl: 'x'.repeat(501), seo_text_nl: 'x'.repeat(50_000) })).toEqual({ h1_en: 'too_long', meta_description_nl: 'too_long' });
});

test('only https video links; a FAQ entry needs all four texts; at most 20 entries', () => {
  expect(validVideoUrl('https://vimeo.com/1')).toBe(true);
  for (const bad of ['http://youtu.be/abc', 'javascript:alert(1)', 'https://a b', 'geen link']) expect(validVideoUrl(bad)).toBe(false);
  expect(locationSeoErrors({ faq: [faq, { ...faq, answer_en: ' ' }] })).toEqual({ 'faq.1.answer_en': 'faq_incomplete' });
  expect(locationSeoErrors({ faq: [{ ...faq, question_nl: 'x'.repeat(301) }] })).toEqual({ 'faq.0.question_nl': 'faq_too_long' });
  expect(locationSeoErrors({ faq: Array.from({ length: MAX_FAQS + 1 }, () => faq) })).toEqual({ faq: 'faq_too_long' });
});
