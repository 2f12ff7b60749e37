/**
 * The route table (src/activity-functions.ts ROUTES: pattern over the bare path -> owner) and the
 * redirect rules (src/routing/redirects.ts REDIRECT_RULES) as JSON, evaluated from the sources with
 * swc. The build emits it as dist/.route-table.json for the API (preloads, 404, 301); the API's tests
 * read it from here.
 */
const path = require('node:path');

function load(file, requireFor) {
  const { code } = require('@swc/core').transformFileSync(file, {
    jsc: { parser: { syntax: 'typescript' }, target: 'es2020' },
    module: { type: 'commonjs' },
  });
  const mod = { exports: {} };
  new Function('module', 'exports', 'require', code)(mod, mod.exports, requireFor);
  return mod.exports;
}

const SOURCES = [path.join(__dirname, 'src/activity-functions.ts'), path.join(__dirname, 'src/routing/redirects.ts')];

function routeTableJson() {
  // Only ROUTES and REDIRECT_RULES are read; the platform import (stripLocale) is not called at load time.
  const table = load(SOURCES[0], () => ({}));
  const rules = load(SOURCES[1], (id) => (id === '../activity-functions' ? table : {}));
  const routes = table.ROUTES.map(([pattern, owner]) => [pattern.source, owner]);
  const redirects = rules.REDIRECT_RULES.map(([pattern, target]) => [pattern.source, target]);
  return JSON.stringify({ routes, redirects }, null, 1) + '\n';
}

module.exports = { routeTableJson, SOURCES };
