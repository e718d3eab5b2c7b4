// Lint for the TypeScript outside the two workspaces: the browser journeys (e2e/) and the benchmarks (bench/).
// server/ and client/ have configs of their own.
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['server/**', 'client/**', 'node_modules/**', 'e2e/artifacts/**', 'tools/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['e2e/**/*.ts', 'bench/**/*.ts'],
    languageOptions: { globals: { ...globals.node, ...globals.jest } },
    rules: {
      // As in the server: JSON bodies read by the journeys and benchmarks are loosely typed.
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['e2e/**/*.js'],
    languageOptions: { sourceType: 'commonjs', globals: globals.node },
  },
  {
    // Node scripts run as they are (bench/lighthouse.mjs).
    files: ['bench/**/*.mjs'],
    languageOptions: { globals: globals.node },
  },
  {
    // Preloaded into the store with `node --require`, before any TypeScript loader: plain CommonJS.
    files: ['bench/**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: globals.node },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
