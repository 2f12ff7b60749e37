// Webpack loader for the message catalogs (messages/nl.json, messages/en.json): each text with ICU
// syntax (arguments, plurals, selects, tags) becomes its parsed form (the AST react-intl formats
// directly); plain texts stay strings. The browser bundles then carry no ICU parser
// (icu-parser-precompiled.js).
const { parse } = require('@formatjs/icu-messageformat-parser');

/** Texts with ICU syntax; the rest stay strings (icu-parser-precompiled.js turns those into a literal). */
const ICU_SYNTAX = /[{}<>]/;

function precompileCatalog(catalog) {
  const out = {};
  for (const [id, text] of Object.entries(catalog)) {
    if (typeof text !== 'string' || !ICU_SYNTAX.test(text)) {
      out[id] = text;
      continue;
    }
    try {
      out[id] = parse(text);
    } catch {
      // not ICU (e.g. "Tekens als < > { } zijn niet toegestaan"): react-intl shows such a text as it
      // is when given no values, with or without the parser
      out[id] = text;
    }
  }
  return out;
}

module.exports = function precompileMessagesLoader(source) {
  return JSON.stringify(precompileCatalog(JSON.parse(source)));
};
module.exports.precompileCatalog = precompileCatalog;
