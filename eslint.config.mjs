// ESLint for every package (flat config). Runs in `npm test` (scripts/test.mjs) as `npx eslint .`.
// Rules: typescript-eslint's recommended set (syntax only, no type information: fast on 2 cores),
// the two classic React hooks rules, and import-x/no-cycle so modules keep pointing one way.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/storybook-static/**',
      '**/coverage/**',
      '.data/**',
      'var/**',
      '**/*.generated.ts',
      '**/__generated__/**',
      '**/src/generated/**', // npm run codegen
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.node, ...globals.browser, ...globals.jest },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true }],
    },
  },
  {
    files: ['**/*.tsx', '**/use*.ts', '**/hooks/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['**/*.ts', '**/*.tsx'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'] })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // Objection models name each other in thunked relationMappings (resolved when first used).
    files: ['api/src/db/models/**/*.ts'],
    rules: { 'import-x/no-cycle': 'off' },
  },
  {
    // Tests cast GraphQL/REST answers freely.
    files: ['**/*.test.ts', '**/*.test.tsx', '**/__tests__/**', '**/testkit/**', '**/testing/**', '**/test/**', 'e2e/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off', '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Rows read with knex are untyped until the Objection models carry them: shown, not failing.
    files: ['api/src/**/*.ts'],
    ignores: ['**/*.test.ts', '**/__tests__/**', '**/testkit/**', '**/test/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'warn' },
  },
  {
    // The service worker runs in its own global scope.
    files: ['shell/src/sw/**/*.js'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  {
    // CommonJS config files (jest, webpack, storybook main) and node scripts
    files: ['**/*.cjs', '**/*.config.js', 'tools/**/*.js', '**/.storybook/**/*.js', '**/*-child.js', '**/crashChild.js'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
