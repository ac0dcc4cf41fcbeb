/**
 * @jest-environment node
 *
 * docs/architecture.md is where a newcomer learns where things are, so it must be true to the tree: every
 * path it names exists, and every feature folder and every API route folder is in it (a new folder without
 * its row fails here, not months later in someone's head).
 */
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../../..');
const doc = fs.readFileSync(path.join(root, 'docs/architecture.md'), 'utf8');

/**
 * The repository paths the page names: a token starting with one of the top-level folders. Placeholders
 * (`<name>`, `&lt;name&gt;`, `{index,run}`, `*`, `NNN`) stand for a pattern, not a path, and are left out.
 */
function namedPaths(text: string): string[] {
  const tokens = text.match(/(?<![\w./-])(?:src|server|contract|test|docs|public|eslint)\/[^\s`'"()[\],;:<>]*/g) ?? [];
  return [...new Set(tokens.map((token) => token.replace(/\.+$/, '')).filter((token) => !/[<>&{}*]|NNN/.test(token)))].sort();
}

const subfolders = (folder: string) =>
  fs
    .readdirSync(path.join(root, folder), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `${folder}/${entry.name}/`);

test('the page names paths (the extraction works)', () => {
  expect(namedPaths(doc)).toEqual(expect.arrayContaining(['server/api/routes/index.ts', 'src/features/access/', 'contract/policy.ts']));
});

test.each(namedPaths(doc))('%s exists', (named) => {
  const absolute = path.join(root, named);
  expect(fs.existsSync(absolute)).toBe(true);
  if (named.endsWith('/')) expect(fs.statSync(absolute).isDirectory()).toBe(true);
});

test.each([...subfolders('src/features'), ...subfolders('server/api/routes')])('%s is listed', (folder) => {
  expect(doc).toContain(`\`${folder}\``);
});
