import { plainText, sanitizeRichText } from './richText';

describe('sanitizeRichText', () => {
  it('keeps text markup, lists and safe links', () => {
    const html = '<h2>Titel</h2><p>Een <strong>vette</strong> <a href="/helpdesk">link</a></p><ul><li>een</li></ul>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('drops scripts, event handlers, styles, iframes and javascript: URLs', () => {
    const out = sanitizeRichText('<p onclick="x()" style="color:red">a</p><script>alert(1)</script><iframe src="https://x"></iframe><a href="javascript:alert(1)">b</a><img src="x" onerror="alert(1)">');
    expect(out).toBe('<p>a</p><a>b</a><img>');
  });

  it('opens external links in a new tab without the opener', () => {
    expect(sanitizeRichText('<a href="https://www.kvk.nl">KvK</a>')).toBe('<a href="https://www.kvk.nl" target="_blank" rel="noopener noreferrer">KvK</a>');
  });
});

describe('plainText', () => {
  it('strips tags and shortens on a word boundary', () => {
    expect(plainText('<p>Vergaderen   in <b>Utrecht</b></p>')).toBe('Vergaderen in Utrecht');
    expect(plainText('<p>een twee drie vier</p>', 12)).toBe('een twee…');
  });
});
