import path from 'node:path';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const ROOT = import.meta.dirname;

/**
 * The layers (docs/architecture.md): contract ← lib, ui, config ← features ← pages ← app, and the
 * server beside them, never importing src/. An arrow points from what imports to what it imports.
 */
const LAYER_ZONES = [
  {
    target: './contract',
    from: ['./src', './server'],
    message: 'contract/ est partagé par le client et le serveur : il ne dépend ni de src/ ni de server/.',
  },
  {
    target: './server',
    from: './src',
    message: "Le serveur n'importe rien de src/ : ce qu'ils partagent vit dans contract/.",
  },
  {
    target: ['./src/lib', './src/ui', './src/config'],
    from: ['./src/features', './src/pages', './src/app'],
    message: 'src/lib, src/ui et src/config sont sous les fonctionnalités : ils n’en importent aucune, ni les pages, ni src/app.',
  },
  {
    target: './src/features',
    from: './src/pages',
    message: 'Une fonctionnalité ne dépend pas des pages : ce sont les pages qui l’utilisent.',
  },
  {
    target: './src/features',
    from: './src/app',
    // Transitional, until the data layer lands (branch client-data): the base API and the services
    // move to src/lib, and the listeners stop naming the app's listener type. Delete these three
    // entries at that merge; the zone then has no exception.
    except: ['./api.ts', './services.ts', './listenerMiddleware.ts'],
    message: 'Une fonctionnalité n’importe pas src/app : l’application assemble les fonctionnalités, pas l’inverse.',
  },
  {
    target: './src/pages',
    from: './src/app',
    message: 'Une page n’importe pas src/app : la table des routes est dans src/config/routes.ts.',
  },
];

const FEATURES = path.join(ROOT, 'src', 'features');

/** `src/features/<name>/<rest>` → { name, rest }, or null outside the features. */
function featureOf(file) {
  const relative = path.relative(FEATURES, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  const [name, ...rest] = relative.split(path.sep);
  return name ? { name, rest: rest.join('/') } : null;
}

const PUBLIC_FACE = new Set(['', 'index', 'index.ts', 'index.tsx']);

/**
 * A feature reaches another only through its `index.ts`. Zones cannot say "another feature", so
 * this small rule reads the folder names: a new feature folder is covered without editing anything.
 */
const featureBoundaries = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      internal:
        "« {{source}} » entre dans la fonctionnalité « {{other}} » : passez par son index.ts (src/features/{{other}}/index.ts).",
    },
  },
  create(context) {
    const own = featureOf(context.filename);
    if (!own) return {};
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = featureOf(path.resolve(path.dirname(context.filename), source));
      if (target && target.name !== own.name && !PUBLIC_FACE.has(target.rest)) {
        context.report({ node: node.source, messageId: 'internal', data: { source, other: target.name } });
      }
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};

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
    files: ['server/**/*.ts', 'test/**/*.ts', '*.config.{ts,js,mjs}', 'babel.config.js'],
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
  // The structure: no import circle anywhere in the product's code, and the layers above.
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
      'layers/feature-boundaries': 'error',
    },
  },
);
