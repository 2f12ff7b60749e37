import { chunkBreakpoint, chunkText, TESTIMONIAL_CHUNK } from './chunkText';

describe('chunkText', () => {
  it('keeps a short text whole', () => {
    expect(chunkText('  Kort en goed. ', 30)).toEqual({ head: 'Kort en goed.', rest: '' });
  });

  it('cuts at the last word boundary within the chunk size', () => {
    const text = 'Wij vonden via Zaalplek binnen een uur een mooie zaal in Utrecht';
    const { head, rest } = chunkText(text, 30);
    expect(head).toBe('Wij vonden via Zaalplek');
    expect(head.length).toBeLessThanOrEqual(30);
    expect(`${head} ${rest}`).toBe(text);
  });

  it('cuts inside a word that has no space before the limit', () => {
    expect(chunkText('abcdefghij', 4)).toEqual({ head: 'abcd', rest: 'efghij' });
  });
});

describe('chunkBreakpoint', () => {
  it.each([
    [480, 'phone'],
    [960, 'phone'],
    [961, 'tablet'],
    [1200, 'tablet'],
    [1201, 'desktop'],
  ])('width %i -> %s', (width, expected) => {
    expect(chunkBreakpoint(width)).toBe(expected);
  });

  it('uses the spec chunk sizes', () => {
    expect(TESTIMONIAL_CHUNK).toEqual({ desktop: 100, tablet: 50, phone: 30 });
  });
});
