// Shared Jest preset for browser packages (platform, design-system, shell, mfe-*).
// react-intl and @formatjs ship ESM only, so they are transformed too.
const path = require('path');

module.exports = (dir) => ({
  rootDir: dir,
  testEnvironment: 'jsdom',
  transform: {
    '^.+\\.(t|j)sx?$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } }, module: { type: 'commonjs' } }],
  },
  transformIgnorePatterns: ['/node_modules/(?!(react-intl|@formatjs|intl-messageformat|single-spa)/)'],
  setupFiles: [path.join(__dirname, 'web.setup.js')],
  // the design system does not use the platform (nor its catalogs)
  setupFilesAfterEnv: ['@testing-library/jest-dom', ...(path.basename(dir) === 'design-system' ? [] : [path.join(__dirname, 'catalogs.setup.js')])],
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '/storybook-static/'],
  moduleNameMapper: {
    '\\.(css|svg|png|jpg|webp|avif)(\\?url)?$': path.join(__dirname, 'file.stub.js'),
    // as in the bundles (tools/webpack/common.js): the full ICU parser under its own name
    '^zaalplek-full-icu-parser$': path.join(__dirname, 'full-icu-parser.js'),
  },
});
