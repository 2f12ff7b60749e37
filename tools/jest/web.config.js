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
  setupFilesAfterEnv: ['@testing-library/jest-dom'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '/storybook-static/'],
  moduleNameMapper: { '\\.(css|svg|png|jpg|webp|avif)(\\?url)?$': path.join(__dirname, 'file.stub.js') },
});
