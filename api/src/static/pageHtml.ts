/**
 * The first HTML of a page: the shell's index.html with the route's preloads, the page's own head
 * (title, description, canonical, hreflang, Open Graph, JSON-LD) and its main heading and text inside
 * the element of the MFE that owns the route, which replaces it when it mounts. Unknown paths are
 * answered 404 and the shell's redirect rules 301 before any script runs.
 */
import type { Knex } from 'knex';
import type { ServerConfig } from '../config';
import { localisedPath, type PageSeo } from '../domain/seo/pageSeo';
import { pageSeo } from '../services/seo';
import { notFoundPage } from '../services/seo/context';
import { indexHtmlFor } from './routePreload';
import { barePath, localeOf, redirectTarget, routeOwner, routeTable } from './routeTable';
import { pageBody } from './seo/pageBody';
import { pageHead } from './seo/pageHead';

export type PageAnswer =
  | { kind: 'redirect'; to: string }
  | { kind: 'page'; status: number; html: string }
  | { kind: 'unbuilt' };

// The built index.html is minified: attribute values may come without quotes (`<div id=mfe-search>`,
// `<html lang=nl>`), so every match below takes both forms.

/** index.html's own <title> and description make way for the page's. */
function withHead(html: string, head: string): string {
  const cleaned = html.replace(/<title>[\s\S]*?<\/title>/, '').replace(/<meta name=(?:"description"|description)[\s>][^>]*>?/, '');
  const at = cleaned.indexOf('</head>');
  return at < 0 ? cleaned : `${cleaned.slice(0, at)}${head}${cleaned.slice(at)}`;
}

/** The page text goes into the owner's element (`<div id="mfe-search">`); shell pages into #shell-page. */
function withBody(html: string, owner: string, body: string): string {
  const id = owner.startsWith('mfe-') ? owner : 'shell-page';
  const open = new RegExp(`<div id=(?:"${id}"|${id})>`).exec(html);
  if (!open) return html;
  const at = open.index + open[0].length;
  return `${html.slice(0, at)}${body}${html.slice(at)}`;
}

export async function pageAnswer(
  config: ServerConfig,
  knex: Knex,
  request: { pathname: string; search: string; /** public origin for absolute URLs */ origin: string },
  log: (err: unknown) => void,
): Promise<PageAnswer> {
  const table = routeTable(config);
  if (table) {
    const to = redirectTarget(table, request.pathname);
    if (to) return { kind: 'redirect', to: `${to}${request.search}` };
  }
  const html = await indexHtmlFor(config, request.pathname);
  if (html === null) return { kind: 'unbuilt' };
  if (!table) return { kind: 'page', status: 200, html };

  const locale = localeOf(request.pathname);
  const bare = barePath(request.pathname);
  const seo = { knex, locale, origin: request.origin };
  const owner = routeOwner(table, request.pathname);
  let page: PageSeo;
  if (!owner) {
    page = notFoundPage(seo, bare);
  } else {
    try {
      page = await pageSeo(seo, bare);
    } catch (err) {
      log(err); // the page still works without its server-rendered text: the MFE loads its data itself
      return { kind: 'page', status: 200, html };
    }
  }
  if (page.status === 301) return { kind: 'redirect', to: `${localisedPath(page.path, locale)}${request.search}` };
  let out = withHead(html, pageHead(page, seo.origin, locale));
  out = withBody(out, owner ?? 'not-found', pageBody(page, locale));
  out = out.replace(/<html lang=(?:"[a-z]+"|[a-z]+)/, `<html lang="${locale}"`);
  return { kind: 'page', status: page.status, html: out };
}
