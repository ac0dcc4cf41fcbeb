/**
 * @jest-environment node
 *
 * A newcomer follows the docs' links: each relative link of README.md and docs/ must reach a file of the
 * repository, and its `#anchor` a heading of that file (GitHub's anchors: lower case, punctuation dropped,
 * spaces as hyphens, a repeated heading numbered).
 */
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../../..');

function markdownFiles(folder: string): string[] {
  return fs.readdirSync(path.join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${folder}/${entry.name}`;
    if (entry.isDirectory()) return markdownFiles(relative);
    return entry.name.endsWith('.md') ? [relative] : [];
  });
}

const files = ['README.md', ...markdownFiles('docs')];

/** The text outside fenced code blocks, where a `#` or `](` means nothing. */
const prose = (text: string) => text.replace(/^```[\s\S]*?^```/gm, '');

function anchorsOf(text: string): Set<string> {
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  for (const [, heading] of prose(text).matchAll(/^#{1,6}\s+(.+?)\s*#*$/gm)) {
    const base = (heading ?? '')
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
      .replace(/ /g, '-');
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  return anchors;
}

const links = files.flatMap((file) =>
  [...prose(fs.readFileSync(path.join(root, file), 'utf8')).matchAll(/\]\(([^)\s]+)\)/g)]
    .map((match) => match[1] ?? '')
    .filter((target) => !/^[a-z]+:/i.test(target))
    .map((target) => [file, target] as const),
);

test('the docs have links to check', () => {
  expect(links.length).toBeGreaterThan(50);
});

test.each(links)('%s → %s resolves', (file, target) => {
  const [pathPart = '', anchor] = target.split('#');
  const destination = pathPart === '' ? path.join(root, file) : path.resolve(path.dirname(path.join(root, file)), decodeURI(pathPart));
  expect(fs.existsSync(destination)).toBe(true);
  if (anchor !== undefined && destination.endsWith('.md')) {
    expect([...anchorsOf(fs.readFileSync(destination, 'utf8'))]).toContain(decodeURIComponent(anchor));
  }
});
