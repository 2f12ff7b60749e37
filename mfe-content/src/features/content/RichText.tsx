import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import styled from 'styled-components';

/** Sanitised again at render (the API stores sanitised HTML): text markup, headings, lists, links, images, tables. */
export function purify(html: string): string {
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li', 'a', 'h2', 'h3', 'h4', 'blockquote', 'span', 'img', 'figure', 'figcaption', 'table', 'thead', 'tbody', 'tr', 'th', 'td'],
    ALLOWED_ATTR: ['href', 'src', 'alt', 'title', 'width', 'height', 'target', 'rel', 'start'],
    ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|tel:|\/(?!\/)|#)/i,
  });
}

const Body = styled.div`
  max-width: 760px;
  line-height: ${({ theme }) => theme.typography.lineHeight.normal};
  h2 { margin-top: ${({ theme }) => theme.space(6)}; }
  img { max-width: 100%; height: auto; }
`;

export function RichText({ html, className }: { html: string; className?: string }) {
  const safe = useMemo(() => purify(html), [html]);
  return <Body className={className} data-testid="rich-text" dangerouslySetInnerHTML={{ __html: safe }} />;
}
