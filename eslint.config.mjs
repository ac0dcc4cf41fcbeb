import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import regexp from 'eslint-plugin-regexp';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { featureBoundaries, LAYER_ZONES } from './eslint/layers.mjs';

const ROOT = import.meta.dirname;

export default tseslint.config(
  { ignores: ['dist/', 'coverage/', 'node_modules/', '.data/', 'test-results/', 'playwright-report/', 'public/analytics.js', 'public/first-paint.js'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['src/**/*.{ts,tsx}', 'test/app/**/*.{ts,tsx}'],
    ...react.configs.flat.recommended,
    ...react.configs.flat['jsx-runtime'],
    settings: { react: { version: 'detect' } },
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'test/app/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['server/**/*.ts', 'test/**/*.ts', '*.config.{ts,js,mjs}', 'babel.config.js', 'eslint/**/*.mjs'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['babel.config.js'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  // The structure (docs/architecture.md, eslint/layers.mjs): no import circle anywhere in the product's code, and the layers.
  {
    files: ['src/**/*.{ts,tsx}', 'contract/**/*.ts', 'server/**/*.ts'],
    plugins: { 'import-x': importX, layers: { rules: { 'feature-boundaries': featureBoundaries } } },
    settings: {
      // Without these, import-x skips every .ts/.tsx module when it follows imports, and finds no circle.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
    },
    rules: {
      // A lazy `import()` closes a circle too (the old route table did it through its page loaders).
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones: LAYER_ZONES }],
      'layers/feature-boundaries': ['error', { root: ROOT }],
    },
  },
  // The browser takes only the types of contract/schemas: as values they would bring TypeBox into every chunk.
  // What the client needs as a value (a bound, a list of roles) lives in a plain contract module.
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/contract/schemas', '**/contract/schemas/*'], allowTypeImports: true, message: 'Le navigateur n’importe de contract/schemas que des types : une valeur partagée vit dans un module de contract/ sans TypeBox.' }] },
      ],
    },
  },
  // No pattern whose matching time grows faster than its input (docs/security.md): a crafted field (an e-mail of 16 000
  // characters took 0.8 s, ×4 per doubling) would hold the event loop, and every organisation's call with it.
  {
    files: ['src/**/*.{ts,tsx}', 'contract/**/*.ts', 'server/**/*.ts'],
    plugins: { regexp },
    rules: {
      'regexp/no-super-linear-backtracking': 'error',
      'regexp/no-super-linear-move': 'error',
    },
  },
  // Every CSV the product writes escapes the cells a spreadsheet would run as formulas (docs/security.md): one writer.
  {
    files: ['src/**/*.{ts,tsx}', 'contract/**/*.ts', 'server/**/*.ts'],
    ignores: ['contract/spreadsheetCsv.ts'],
    rules: {
      'no-restricted-properties': ['error', { object: 'Papa', property: 'unparse', message: 'Un CSV s’écrit avec spreadsheetCsv (contract/spreadsheetCsv.ts), qui neutralise les formules.' }],
      'no-restricted-imports': ['error', { paths: [{ name: 'papaparse', importNames: ['unparse'], message: 'Un CSV s’écrit avec spreadsheetCsv (contract/spreadsheetCsv.ts), qui neutralise les formules.' }] }],
    },
  },
);
