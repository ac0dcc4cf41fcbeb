/**
 * @jest-environment node
 *
 * The rule that keeps a feature's files its own (eslint/layers.mjs): another feature is reached
 * only through its index.ts, and a new feature folder is covered by its name alone.
 */
import path from 'node:path';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { featureBoundaries, LAYER_ZONES, otherFeatureEntered } from '../../../eslint/layers.mjs';

const ROOT = path.resolve('/repo');
const at = (file: string) => path.join(ROOT, file);

describe('otherFeatureEntered', () => {
  it.each<[string, string, string | null]>([
    // Into another feature: only its public face.
    ['src/features/navigation/NavBar.tsx', '../auth', null],
    ['src/features/navigation/NavBar.tsx', '../auth/index', null],
    ['src/features/navigation/NavBar.tsx', '../auth/index.ts', null],
    ['src/features/navigation/NavBar.tsx', '../auth/authSlice', 'auth'],
    ['src/features/organisation/organisationSlice.ts', '../auth/types', 'auth'],
    ['src/features/docs/deep/Map.tsx', '../../access/decideAccess', 'access'],
    // A feature that does not exist yet is covered all the same.
    ['src/features/sessions/SessionList.tsx', '../scenarios/scenarioApi', 'scenarios'],
    ['src/features/sessions/SessionList.tsx', '../scenarios', null],
    // Its own files, the lower layers and packages are not this rule's business.
    ['src/features/navigation/NavBar.tsx', './menuModel', null],
    ['src/features/docs/deep/Map.tsx', '../accessMap', null],
    ['src/features/navigation/NavBar.tsx', '../../config/routes', null],
    ['src/features/navigation/NavBar.tsx', 'react-redux', null],
    // Outside the features (pages, app, tests), any feature file may be imported.
    ['src/pages/ExpiredPage.tsx', '../features/auth/authSlice', null],
    ['src/app/store.ts', '../features/auth/authSlice', null],
  ])('%s importing %s enters %p', (importer, source, expected) => {
    expect(otherFeatureEntered(ROOT, at(importer), source)).toBe(expected);
  });
});

describe('feature-boundaries rule', () => {
  const tester = new RuleTester({ languageOptions: { parser: tseslint.parser } });
  const options = [{ root: ROOT }];

  tester.run('feature-boundaries', featureBoundaries, {
    valid: [
      { filename: at('src/features/navigation/NavBar.tsx'), code: "import { selectCurrentUser } from '../auth';", options },
      { filename: at('src/features/navigation/NavBar.tsx'), code: "export { menuFor } from './menuModel';", options },
    ],
    invalid: [
      {
        filename: at('src/features/navigation/NavBar.tsx'),
        code: "import { selectCurrentUser } from '../auth/authSlice';",
        options,
        errors: [{ messageId: 'internal', data: { source: '../auth/authSlice', other: 'auth' } }],
      },
      {
        filename: at('src/features/access/index.ts'),
        code: "export * from '../organisation/organisationSlice';",
        options,
        errors: [{ messageId: 'internal' }],
      },
      {
        filename: at('src/features/docs/RoleMap.tsx'),
        code: "const load = () => import('../navigation/NavBar');",
        options,
        errors: [{ messageId: 'internal' }],
      },
    ],
  });
});

describe('layer zones', () => {
  it('keep every layer from importing the ones above it', () => {
    const forbidden = LAYER_ZONES.flatMap((zone) =>
      [zone.target].flat().flatMap((target) => [zone.from].flat().map((from) => `${target} ↛ ${from}`)),
    );
    expect(forbidden).toEqual([
      './contract ↛ ./src',
      './contract ↛ ./server',
      './server ↛ ./src',
      './src/lib ↛ ./src/features',
      './src/lib ↛ ./src/pages',
      './src/lib ↛ ./src/app',
      './src/ui ↛ ./src/features',
      './src/ui ↛ ./src/pages',
      './src/ui ↛ ./src/app',
      './src/config ↛ ./src/features',
      './src/config ↛ ./src/pages',
      './src/config ↛ ./src/app',
      './src/features ↛ ./src/pages',
      './src/features ↛ ./src/app',
      './src/pages ↛ ./src/app',
    ]);
  });
});
