// What a crawler reads without JavaScript from the real build: the shell's minified index.html filled in
// by the server with the page's own head and its main heading and text (api/src/static/pageHtml.ts).
import { system } from './system';

async function firstHtml(pathname: string): Promise<string> {
  const res = await fetch(system().url + pathname, { headers: { accept: 'text/html' } });
  expect(res.status).toBe(200);
  return res.text();
}

test.each([
  { path: '/locations/utrecht/utrecht', lang: 'nl', h1: /<h1>[^<]*Utrecht[^<]*<\/h1>/ },
  { path: '/en/blog', lang: 'en', h1: /<h1>Blog<\/h1>/ },
])('$path: its language, one description, and its heading and text in the owning MFE element', async ({ path, lang, h1 }) => {
  const html = await firstHtml(path);
  const head = html.slice(0, html.indexOf('</head>'));
  expect(html).toMatch(new RegExp(`^<!doctype html><html lang="?${lang}"?[ >]`, 'i'));
  expect(head.match(/<meta name="?description"?[\s>]/g)).toHaveLength(1);
  const body = /<div id="?mfe-content"?>(<article class="page-text" data-server-text>[\s\S]*?<\/article>)/.exec(html);
  expect(body).not.toBeNull();
  expect(body![1]).toMatch(h1);
});
