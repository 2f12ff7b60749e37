import { sanitizeHtml } from './sanitizeHtml';

describe('sanitizeHtml', () => {
  it('keeps text markup and safe links', () => {
    expect(sanitizeHtml('<p>Boek <strong>direct</strong> <a href="/search" class="x">hier</a></p>')).toBe(
      '<p>Boek <strong>direct</strong> <a href="/search">hier</a></p>',
    );
  });

  it('removes scripts, event handlers and javascript: links', () => {
    const out = sanitizeHtml('<p onclick="alert(1)">a<script>alert(2)</script><a href="javascript:alert(3)">b</a></p>');
    expect(out).toBe('<p>a<a>b</a></p>');
  });

  it('unwraps unknown tags but keeps their text', () => {
    expect(sanitizeHtml('<div><section>tekst</section></div>')).toBe('tekst');
  });
});
