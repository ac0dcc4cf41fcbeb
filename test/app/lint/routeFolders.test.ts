/**
 * @jest-environment node
 *
 * server/api/routes/ is read by its index.ts, folder by folder (docs/architecture.md): each folder names the URL
 * prefix of every route it serves (`inactiveUsers` → /api/inactive-users, or /api/auth/… for the
 * product's account URLs, docs/product.md §7), so the route of a URL is found from its address alone.
 */
import fs from 'node:fs';
import path from 'node:path';

const routes = path.resolve(__dirname, '../../../server/api/routes');
const folders = fs.readdirSync(routes, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** Every URL a folder's files declare (`app.get('/api/…'`), with the file that declares it. */
function urlsOf(folder: string): string[] {
  return fs
    .readdirSync(path.join(routes, folder))
    .filter((file) => file.endsWith('.ts'))
    .flatMap((file) => [...fs.readFileSync(path.join(routes, folder, file), 'utf8').matchAll(/'(\/api\/[^']*)'/g)].flatMap((match) => (match[1] ? [match[1]] : [])));
}

test.each(folders)('routes/%s serves only URLs under its own name', (folder) => {
  const prefixes = [`/api/${kebab(folder)}`, `/api/auth/${kebab(folder)}`];
  const urls = urlsOf(folder);
  expect(urls.length).toBeGreaterThan(0);
  expect(urls.filter((url) => !prefixes.some((prefix) => url === prefix || url.startsWith(`${prefix}/`) || url.startsWith(`${prefix}.`)))).toEqual([]);
});

test('every folder is a plugin routes/index.ts registers: it has an index.ts', () => {
  expect(folders.filter((folder) => !fs.existsSync(path.join(routes, folder, 'index.ts')))).toEqual([]);
});
