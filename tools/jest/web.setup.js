// react-router needs TextEncoder/TextDecoder, which jsdom does not provide.
const { TextEncoder, TextDecoder } = require('node:util');
globalThis.TextEncoder = globalThis.TextEncoder || TextEncoder;
globalThis.TextDecoder = globalThis.TextDecoder || TextDecoder;
