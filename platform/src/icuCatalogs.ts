// The browser bundles carry no ICU message parser: this build's catalogs arrive precompiled
// (tools/webpack/precompile-messages-loader.js) and react-intl gets a stand-in that formats plain texts
// only (tools/webpack/icu-parser-precompiled.js). An MFE release built before that still sends its texts
// as ICU strings ("{count} ruimtes"); such a catalog is parsed here with the full parser, loaded only
// then, so an older release shown by this shell keeps its texts.
import * as activeParser from '@formatjs/icu-messageformat-parser';
import type { Catalog } from './catalog-loader';

const ICU_SYNTAX = /[{}<>]/;

/** The stand-in says which texts it cannot format; the full parser (tests, tools) formats them all. */
const parserStandsIn = 'ICU_SYNTAX' in activeParser;

const checked = new WeakMap<Catalog, boolean>();

/** Whether the catalog has ICU texts that this bundle's react-intl cannot format as they are. */
export function needsParsing(catalog: Catalog): boolean {
  if (!parserStandsIn) return false;
  let answer = checked.get(catalog);
  if (answer === undefined) {
    answer = Object.values(catalog).some((text) => typeof text === 'string' && ICU_SYNTAX.test(text));
    checked.set(catalog, answer);
  }
  return answer;
}

/** The catalog with its ICU texts parsed (what the build's loader makes of them); plain texts and non-ICU texts stay as they are. */
export async function parseCatalog(catalog: Catalog): Promise<Catalog> {
  const { parse } = await import(/* webpackChunkName: "icu-parser" */ 'zaalplek-full-icu-parser');
  const out: Record<string, unknown> = {};
  for (const [id, text] of Object.entries(catalog)) {
    if (typeof text !== 'string' || !ICU_SYNTAX.test(text)) {
      out[id] = text;
      continue;
    }
    try {
      out[id] = parse(text);
    } catch {
      out[id] = text; // not ICU (e.g. "Tekens als < > { } zijn niet toegestaan"): shown as it is
    }
  }
  checked.set(out as Catalog, false);
  return out as Catalog;
}
