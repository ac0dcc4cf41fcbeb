/**
 * @jest-environment node
 *
 * The repository describes the product in its own words: a clone holds no outside specification, no
 * notes file and no issue tracker, so no comment, test name or page may send a reader to one. Every
 * text file of the repository (src, server, contract, test, eslint, .ci, docs, README.md and the root's
 * configuration) is read once and must hold
 * - no reference to the outside documents or to an issue number (what the product does is in
 *   docs/product.md, why in the sentence itself or the docs section it points to);
 * - no `.md` file that the repository does not have (matched by its name, wherever it lies).
 * docs/performance-journal.md is a verbatim history and keeps its old headings; it is not read.
 */
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../../..');
const self = path.relative(root, __filename).split(path.sep).join('/');

const FOLDERS = ['src', 'server', 'contract', 'test', 'eslint', '.ci', 'docs'];
const LEFT_AS_WRITTEN = new Set(['docs/performance-journal.md', self]);
const NOT_SOURCE = new Set(['node_modules', 'dist', 'build', 'coverage', 'test-results', 'playwright-report', '.data', '.git']);
const BINARY = /\.(png|jpe?g|gif|webp|avif|ico|woff2?|ttf|otf|pdf|zip|gz|br|mp4|webm|wasm|sqlite|db)$/i;
const ROOT_FILES_SKIPPED = new Set(['package-lock.json']);

/** Every file below `folder` (relative to the root), build outputs and dependencies left out. */
function walk(folder: string): string[] {
  const absolute = path.join(root, folder);
  if (!fs.existsSync(absolute)) return [];
  return fs.readdirSync(absolute, { withFileTypes: true }).flatMap((entry) => {
    if (NOT_SOURCE.has(entry.name)) return [];
    const relative = `${folder}/${entry.name}`;
    if (entry.isDirectory()) return walk(relative);
    return entry.isFile() ? [relative] : [];
  });
}

const rootFiles = fs
  .readdirSync(root, { withFileTypes: true })
  .filter((entry) => entry.isFile() && !ROOT_FILES_SKIPPED.has(entry.name))
  .map((entry) => entry.name);

const scanned = [...rootFiles, ...FOLDERS.flatMap(walk)].filter((file) => !LEFT_AS_WRITTEN.has(file) && !BINARY.test(file));

/** The text of each scanned file, read once; a file with a NUL byte is binary and skipped. */
const texts = new Map<string, string>();
for (const file of scanned) {
  const buffer = fs.readFileSync(path.join(root, file));
  if (buffer.subarray(0, 8000).includes(0)) continue;
  texts.set(file, buffer.toString('utf8'));
}

/** The `.md` files the repository has, by name (every folder but dependencies and build outputs). */
function markdownNames(folder: string, names: Set<string>): Set<string> {
  for (const entry of fs.readdirSync(path.join(root, folder), { withFileTypes: true })) {
    if (NOT_SOURCE.has(entry.name)) continue;
    const relative = folder === '.' ? entry.name : `${folder}/${entry.name}`;
    if (entry.isDirectory()) markdownNames(relative, names);
    else if (entry.name.toLowerCase().endsWith('.md')) names.add(entry.name.toLowerCase());
  }
  return names;
}
const existingMarkdown = markdownNames('.', new Set());

// Written in pieces, so that this file would not match itself were it read.
const md = '\\.' + 'md';
const OUTSIDE = [
  { name: 'the outside feature list', pattern: new RegExp(`\\bfeatures${md}\\b`, 'i') },
  { name: 'the outside decisions file', pattern: new RegExp(`\\bdecisions${md}\\b`, 'i') },
  { name: 'a section of the outside specification', pattern: new RegExp('\\bspec ' + '§', 'i') },
  { name: 'an issue number', pattern: new RegExp('\\b[Ii]ss' + 'ues? \\d+') },
];
/**
 * A token naming a markdown file: `foo.md`, `docs/foo.md`, `../guide/bar.md` (an anchor may follow). A name
 * has no dot of its own and is not inside `${…}`, so that `theme.space.md` or `${media.md}` (the design
 * system's medium size) is no file name.
 */
const MARKDOWN_TOKEN = new RegExp(`(?<![\\w.$@{-])(?:[\\w.-]*/)?[\\w-]+${md}(?![\\w-])`, 'g');

type Finding = string;

function findingsOf(file: string, text: string): Finding[] {
  const findings: Finding[] = [];
  text.split('\n').forEach((line, index) => {
    const at = `${file}:${index + 1}`;
    for (const { name, pattern } of OUTSIDE) {
      if (pattern.test(line)) findings.push(`${at}: ${name}: ${line.trim()}`);
    }
    for (const [token] of line.matchAll(MARKDOWN_TOKEN)) {
      const base = token.split('/').pop()?.toLowerCase() ?? '';
      if (!existingMarkdown.has(base)) findings.push(`${at}: ${token} is not a file of the repository: ${line.trim()}`);
    }
  });
  return findings;
}

test('reads the repository’s own text', () => {
  expect(texts.size).toBeGreaterThan(200);
  expect(texts.has('docs/product.md')).toBe(true);
  expect(texts.has('README.md')).toBe(true);
  expect(texts.has('docs/performance-journal.md')).toBe(false);
});

test('no text sends its reader to a document or an issue the repository does not hold', () => {
  const findings = [...texts].flatMap(([file, text]) => findingsOf(file, text));
  expect(findings).toEqual([]);
});

test('the checks catch what they look for', () => {
  const sample = [
    `see ${'features'}.md §5`,
    `as ${'decisions'}.md says`,
    `(spec ${'§'}4)`,
    `(${'Issue'} 27.9)`,
    `(${'issue'} 26 item 4)`,
    `(${'Issues'} 6 and 19)`,
    'read docs/nowhere-at-all.md',
    `(${'Features'}.md §3)`,
    'read docs/product.md and [security](security.md#simusession) and ../guide/visitor.md',
    'gap: ${({ theme }) => theme.space.md}; ${media.md} {',
  ].join('\n');
  const lines = new Set(findingsOf('sample.ts', sample).map((finding) => finding.split(':')[1]));
  expect([...lines]).toEqual(['1', '2', '3', '4', '5', '6', '7', '8']);
});
