/**
 * The structure's rules for ESLint (eslint.config.mjs): the layer zones and the rule that keeps each
 * feature's files its own. The layers (docs/architecture.md): contract ← lib, ui, config ← features
 * ← pages ← app, and the server beside them, never importing src/. Paths are relative to the
 * repository's root.
 */
import path from 'node:path';

/** `import-x/no-restricted-paths` zones: `target` may not import anything under `from`. */
export const LAYER_ZONES = [
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
    message: 'Une fonctionnalité n’importe pas src/app : l’application assemble les fonctionnalités, pas l’inverse.',
  },
  {
    target: './src/pages',
    from: './src/app',
    message: 'Une page n’importe pas src/app : la table des routes est dans src/config/routes.ts.',
  },
];

const FEATURES = path.join('src', 'features');
const PUBLIC_FACE = new Set(['', 'index', 'index.ts', 'index.tsx']);

/** `<root>/src/features/<name>/<rest>` → { name, rest }, or null outside the features. */
function featureOf(root, file) {
  const relative = path.relative(path.join(root, FEATURES), file);
  if (relative === '' || relative.startsWith('..') || path.isAbsolute(relative)) return null;
  const [name, ...rest] = relative.split(path.sep);
  return { name, rest: rest.join('/') };
}

/**
 * The feature whose internals `source`, imported from `importer`, reaches into, or null when the
 * import is fine: not from a feature, not relative, into the same feature, or to another's index.
 */
export function otherFeatureEntered(root, importer, source) {
  if (!source.startsWith('.')) return null;
  const own = featureOf(root, importer);
  if (!own) return null;
  const target = featureOf(root, path.resolve(path.dirname(importer), source));
  return target && target.name !== own.name && !PUBLIC_FACE.has(target.rest) ? target.name : null;
}

/**
 * A feature reaches another only through its `index.ts`. Zones cannot say "another feature", so
 * this rule reads the folder names: a new feature folder is covered without editing anything.
 */
export const featureBoundaries = {
  meta: {
    type: 'problem',
    // The repository's root, given by the config, so the rule reads the same whatever folder ESLint runs from.
    schema: [{ type: 'object', properties: { root: { type: 'string' } }, required: ['root'], additionalProperties: false }],
    messages: {
      internal: '« {{source}} » entre dans la fonctionnalité « {{other}} » : passez par son index.ts (src/features/{{other}}/index.ts).',
    },
  },
  create(context) {
    const { root } = context.options[0];
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string') return;
      const other = otherFeatureEntered(root, context.filename, source);
      if (other) context.report({ node: node.source, messageId: 'internal', data: { source, other } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};
