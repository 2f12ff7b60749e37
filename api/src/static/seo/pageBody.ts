/**
 * The page's main heading and text as plain HTML, placed in the element of the MFE that owns the
 * route: readable without JavaScript; the MFE replaces it when it mounts. Every text is escaped.
 */
import { localisedPath, type PageSeo, type SeoLocale } from '../../domain/seo/pageSeo';
import { escapeHtml } from './pageHead';

const link = (text: string, path: string, locale: SeoLocale) => `<a href="${escapeHtml(localisedPath(path, locale))}">${escapeHtml(text)}</a>`;

export function pageBody(page: PageSeo, locale: SeoLocale): string {
  const out: string[] = ['<article class="page-text" data-server-text>'];
  if (page.breadcrumbs?.length) {
    const items = page.breadcrumbs.map((c, i) =>
      i === page.breadcrumbs!.length - 1 ? `<li aria-current="page">${escapeHtml(c.name)}</li>` : `<li>${link(c.name, c.path, locale)}</li>`);
    out.push(`<nav aria-label="breadcrumb"><ol>${items.join('')}</ol></nav>`);
  }
  out.push(`<h1>${escapeHtml(page.heading)}</h1>`);
  for (const p of page.intro ?? []) out.push(`<p>${escapeHtml(p)}</p>`);
  for (const section of page.sections ?? []) {
    out.push('<section>');
    if (section.heading) out.push(`<h2>${escapeHtml(section.heading)}</h2>`);
    for (const p of section.paragraphs ?? []) out.push(`<p>${escapeHtml(p)}</p>`);
    if (section.links?.length) out.push(`<ul>${section.links.map((l) => `<li>${link(l.text, l.path, locale)}</li>`).join('')}</ul>`);
    if (section.faq?.length) {
      out.push(`<dl>${section.faq.map((f) => `<dt>${escapeHtml(f.question)}</dt><dd>${escapeHtml(f.answer)}</dd>`).join('')}</dl>`);
    }
    out.push('</section>');
  }
  out.push('</article>');
  return out.join('');
}
