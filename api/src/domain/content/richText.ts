/**
 * Rich text of CMS content (articles, helpdesk stories, SEO texts) is stored as sanitised HTML:
 * DOMPurify (on a jsdom window) keeps text markup, headings, lists, links and images, and drops
 * scripts, event handlers, styles, iframes and javascript: URLs. The front end sanitises again at render.
 */
import createDOMPurify from 'dompurify';

// jsdom's own typings pull the DOM library into the whole API build; the window is all we need.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { JSDOM } = require('jsdom') as { JSDOM: new (html: string) => { window: unknown } };

const ALLOWED_TAGS = ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li', 'a', 'h2', 'h3', 'h4', 'blockquote', 'span', 'img', 'figure', 'figcaption', 'table', 'thead', 'tbody', 'tr', 'th', 'td'];
const ALLOWED_ATTR = ['href', 'src', 'alt', 'title', 'width', 'height'];

let purifier: ReturnType<typeof createDOMPurify> | null = null;

function getPurifier() {
  if (!purifier) {
    purifier = createDOMPurify(new JSDOM('').window as unknown as Parameters<typeof createDOMPurify>[0]);
    // links that leave the site open in a new tab without handing it the opener
    purifier.addHook('afterSanitizeAttributes', (element) => {
      const node = element as unknown as { tagName: string; getAttribute(n: string): string | null; setAttribute(n: string, v: string): void };
      if (node.tagName === 'A' && /^https?:/i.test(node.getAttribute('href') ?? '')) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      }
    });
  }
  return purifier;
}

export function sanitizeRichText(html: string): string {
  return getPurifier().sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR: [...ALLOWED_ATTR, 'target', 'rel'],
    ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|tel:|\/(?!\/)|#)/i,
  });
}

/** Plain text of sanitised HTML (search snippets, meta descriptions). */
export function plainText(html: string, max = 300): string {
  const text = html.replace(/<[^>]*>/g, ' ').replace(/&nbsp;/g, ' ').replace(/&amp;/g, '&').replace(/\s+/g, ' ').trim();
  return text.length <= max ? text : `${text.slice(0, max - 1).replace(/\s+\S*$/, '')}…`;
}
