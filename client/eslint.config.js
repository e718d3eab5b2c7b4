import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default defineConfig(
  { ignores: ['dist', 'src/gql', 'src/**/*.generated.ts'] },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended, reactHooks.configs.flat.recommended],
    languageOptions: {
      ecmaVersion: 2023,
      globals: globals.browser,
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/app/*', '../app/*', '../../app/*'],
              message: 'Shared code and features must not import from app/.',
            },
          ],
        },
      ],
    },
  },
  {
    // Features never import each other (docs/architecture.md "Client"): shared → features → app.
    files: ['src/features/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@/app/*'], message: 'Features must not import from app/.' },
            {
              group: ['@/features/*', '../../**'],
              message: 'Features must not import other features; use relative paths inside a feature.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/components/**', 'src/lib/**', 'src/config/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ group: ['@/app/*', '@/features/*'], message: 'Shared code must not import features or app/.' }],
        },
      ],
    },
  },
  {
    // Tests render the whole app (routes, providers) whatever layer they sit in.
    files: ['**/*.test.{ts,tsx}', 'src/test/**'],
    languageOptions: { globals: { ...globals.browser, ...globals.jest, ...globals.node } },
    rules: { 'no-restricted-imports': 'off' },
  },
);
