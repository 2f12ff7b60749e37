// Stands in for @formatjs/icu-messageformat-parser in the browser bundles (alias in common.js): the
// message catalogs arrive parsed already (precompile-messages-loader.js), so react-intl needs no ICU
// parser (~27 KB minified) at run time. A text without ICU syntax (no braces, no tags) is one literal,
// e.g. a plain catalog text formatted with values; ICU syntax outside a catalog (a defaultMessage of an
// id missing from the catalogs, which the catalog tests rule out) is refused: react-intl reports it and
// shows the text as it is.
const noParser = require('@formatjs/icu-messageformat-parser/no-parser.js');

const ICU_SYNTAX = /[{}<>]/;

function parse(message) {
  if (ICU_SYNTAX.test(message)) throw new Error(`message with ICU syntax outside the precompiled catalogs: ${message}`);
  return [{ type: noParser.TYPE.literal, value: message }];
}

module.exports = { ...noParser, parse, ICU_SYNTAX };
