// The full ICU message parser under its own name in tests, as in the bundles (tools/webpack/common.js):
// the real one even where a test stands the package in for the browser's stand-in.
module.exports = jest.requireActual('@formatjs/icu-messageformat-parser');
