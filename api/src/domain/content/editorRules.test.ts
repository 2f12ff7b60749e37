import { normaliseTexts, parentRule, renamedSlugs, scheduleError, slugify, validateTexts, type EditorTexts } from './editorRules';

const ok: EditorTexts = { slug: 'vergaderen-in-utrecht', title: 'Vergaderen in Utrecht', body_html: '<p>x</p>' };

describe('validateTexts', () => {
  it('accepts titles and slugs in both locales', () => {
    expect(validateTexts({ nl: ok, en: { ...ok, slug: 'meeting-in-utrecht' } })).toEqual({});
  });

  it('names each missing or malformed field by locale', () => {
    const errors = validateTexts({ nl: { ...ok, title: '' }, en: { ...ok, slug: 'Meeting in Utrecht' } });
    expect(errors).toEqual({ 'nl.title': 'required', 'en.slug': 'invalid_slug' });
    expect(validateTexts({ nl: { ...ok, slug: '' }, en: { ...ok, meta_description: 'x'.repeat(501) } }))
      .toEqual({ 'nl.slug': 'required', 'en.meta_description': 'too_long' });
  });

  it('normalises before validating: trimmed, slug lower-case, empty optional fields null', () => {
    expect(normaliseTexts({ slug: ' Tien-Tips ', title: ' Tien tips ', summary: '  ', body_html: '<p>a</p>' }))
      .toEqual({ slug: 'tien-tips', title: 'Tien tips', summary: null, body_html: '<p>a</p>', meta_title: null, meta_description: null });
  });
});

describe('slugify', () => {
  it('turns a title into a slug without accents or punctuation', () => {
    expect(slugify("Vergaderen in 's-Hertogenbosch!")).toBe('vergaderen-in-s-hertogenbosch');
    expect(slugify('Café & crème brûlée')).toBe('cafe-creme-brulee');
  });
});

describe('renamedSlugs', () => {
  it('lists only the locales whose slug changes', () => {
    expect(renamedSlugs({ nl: { slug: 'oud' }, en: { slug: 'same' } }, { nl: { slug: 'nieuw' }, en: { slug: 'same' } })).toEqual([{ locale: 'nl', old_slug: 'oud' }]);
    expect(renamedSlugs({}, { nl: { slug: 'a' }, en: { slug: 'b' } })).toEqual([]);
  });
});

describe('scheduleError', () => {
  const now = new Date('2026-11-28T10:00:00Z');
  it('wants a moment in the future', () => {
    expect(scheduleError(new Date('2026-11-28T11:00:00Z'), now)).toBeNull();
    expect(scheduleError(new Date('2026-11-28T09:00:00Z'), now)).toBe('in_the_past');
    expect(scheduleError(new Date('nope'), now)).toBe('invalid_date');
  });
});

describe('parentRule', () => {
  it('puts helpdesk stories under a category and nothing else under anything', () => {
    expect(parentRule('HELPDESK_STORY', 'HELPDESK_CATEGORY')).toBeNull();
    expect(parentRule('HELPDESK_STORY', null)).toBe('category_required');
    expect(parentRule('BLOG_ARTICLE', null)).toBeNull();
    expect(parentRule('BLOG_ARTICLE', 'HELPDESK_CATEGORY')).toBe('no_parent');
  });
});
