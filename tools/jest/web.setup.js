// react-router needs TextEncoder/TextDecoder, which jsdom does not provide.
const util = require('node:util');
globalThis.TextEncoder = globalThis.TextEncoder || util.TextEncoder;
globalThis.TextDecoder = globalThis.TextDecoder || util.TextDecoder;
