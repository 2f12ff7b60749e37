// The full ICU message parser under its own name (tools/webpack/common.js, tools/jest/web.config.js).
declare module 'zaalplek-full-icu-parser' {
  export * from '@formatjs/icu-messageformat-parser';
}
