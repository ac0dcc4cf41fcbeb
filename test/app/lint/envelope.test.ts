/**
 * @jest-environment node
 *
 * The envelope is written once on each side (docs/architecture.md): a route answers with `ok(data)`
 * (server/api/schemas.ts) and the base query opens it (src/lib/api/unwrapEnvelope.ts). These keep
 * the hand-written copies from coming back.
 */
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../../..');

function filesUnder(folder: string): string[] {
  return fs.readdirSync(path.join(root, folder), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

const linesMatching = (folder: string, pattern: RegExp) =>
  filesUnder(folder).flatMap((file) =>
    fs
      .readFileSync(path.join(root, file), 'utf8')
      .split('\n')
      .flatMap((line, index) => (pattern.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [])),
  );

test('no route writes a successful envelope by hand: it returns ok(data)', () => {
  expect(linesMatching('server/api/routes', /success:\s*true/)).toEqual([]);
});

test('no endpoint declares its own envelope type', () => {
  expect(linesMatching('src', /\b(type|interface)\s+Envelope\b/)).toEqual([]);
});

test('no endpoint unwraps the envelope again: the base query has already given it `data`', () => {
  expect(linesMatching('src/features', /transformResponse:.*=>\s*\w+\.data\b/)).toEqual([]);
});
