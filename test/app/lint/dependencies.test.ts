/**
 * @jest-environment node
 *
 * The dependency audit `npm audit` cannot do here (docs/dependencies.md): every package of the lockfile
 * has an integrity hash, and every package with an install script has a decision in package.json's
 * `allowScripts` (npm 11 runs none without one) and a line in the document explaining it.
 */
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../../..');
const lock = JSON.parse(fs.readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as {
  packages: Record<string, { version?: string; integrity?: string; link?: boolean; hasInstallScript?: boolean }>;
};
const documentation = fs.readFileSync(path.join(root, 'docs', 'dependencies.md'), 'utf8');
const manifest = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { allowScripts?: Record<string, boolean> };
const nameOf = (key: string) => key.slice(key.lastIndexOf('node_modules/') + 'node_modules/'.length);

test('every package of the lockfile is pinned by an integrity hash', () => {
  const unpinned = Object.entries(lock.packages).filter(([key, entry]) => key !== '' && !entry.link && !entry.integrity);
  expect(unpinned.map(([key]) => key)).toEqual([]);
});

const withScripts = [...new Set(Object.entries(lock.packages).filter(([, entry]) => entry.hasInstallScript).map(([key]) => nameOf(key)))].sort();

test('every package with an install script has a decision in allowScripts, and only those', () => {
  expect(Object.keys(manifest.allowScripts ?? {}).sort()).toEqual(withScripts);
});

test('every package with an install script is listed in docs/dependencies.md with the reason for its decision', () => {
  expect(withScripts.filter((name) => !documentation.includes(`| \`${name}\` |`))).toEqual([]);
  // And the document lists no package that no longer has one.
  const listed = [...documentation.matchAll(/^\| `([^`]+)` \|/gm)].map((match) => match[1]).sort();
  expect(listed).toEqual(withScripts);
});
