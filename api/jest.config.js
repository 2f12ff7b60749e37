/** Jest for @zaalplek/api: TypeScript through @swc/jest, one embedded PostgreSQL per run. */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/src'],
  transform: {
    // @formatjs/intl and intl-messageformat ship ES modules only: compiled to CommonJS for jest like our sources
    '^.+\\.(ts|js)$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } },
    ],
  },
  transformIgnorePatterns: ['/node_modules/(?!(@formatjs|intl-messageformat)/)'],
  moduleFileExtensions: ['ts', 'js', 'json'],
  // the service ports start-up registers (services/wiring.ts), for tests that call services directly
  setupFiles: ['<rootDir>/src/test/wireServices.ts'],
  globalSetup: '<rootDir>/src/test/db/globalSetup.ts',
  globalTeardown: '<rootDir>/src/test/db/globalTeardown.ts',
  testTimeout: 60000,
};
