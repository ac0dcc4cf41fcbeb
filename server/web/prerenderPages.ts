/**
 * After a production build, writes each public page as static HTML (the app's own render, see
 * src/app/prerender.tsx) so that a visitor sees content before any JavaScript has run.
 * `npm run serve` and Firebase Hosting serve these files; every other path gets the empty shell.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Compiler } from 'webpack';

/** The HTML shell webpack writes; pre-rendered pages are made from it. */
export const SHELL_FILE = 'app.html';
/** Path → file, read by the web server. */
export const PRERENDER_MANIFEST = 'prerendered.json';

/**
 * One page as the `prerender` bundle draws it. `frameFor`: a protected page's frame, with the kinds of
 * stored access hint that may see it; written on `<html>` as `data-frame-for` for public/first-paint.js
 * (src/features/access/prerenderedFrame.ts).
 */
export type PrerenderedPage = { title: string; styles: string; html: string; frameFor?: readonly string[] };

/**
 * What the `prerender` bundle (built from src/app/prerender.tsx) exports. Declared here rather than
 * imported, because the server never imports src/ (eslint.config.mjs); test/app/prerender.test.tsx
 * holds the entry to this shape, so the two cannot drift apart.
 */
export type PrerenderModule = {
  PRERENDERED_PATHS: readonly string[];
  prerender: (pathname: string) => Promise<PrerenderedPage>;
  /** The protected pages whose frame is pre-rendered. */
  FRAMED_PATHS: readonly string[];
  prerenderFrame: (pathname: string) => Promise<PrerenderedPage>;
};

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

// The shell may come minified (`<div id=root>`): match what html-webpack-plugin writes either way.
const TITLE = /<title><\/title>/;
const HEAD_END = /<\/head>/;
const ROOT = /<div id=("?)root\1><\/div>/;
const HTML = /<html(\s[^>]*)?>/;
const DEFERRED_SCRIPT = /<script defer(?:="defer")? src="?([^\s">]+)"?><\/script>/g;

/**
 * On a public page's `<html>`: its scripts, which public/first-paint.js loads once the page's content is
 * painted (deferred scripts that arrive during parsing would run before the first paint).
 */
export const SCRIPTS_AFTER_PAINT_ATTRIBUTE = 'data-scripts-after-paint';

/** A public page's shell: the deferred script tags become the list first-paint.js loads after the first paint. */
function scriptsAfterPaint(shell: string): string {
  const sources = Array.from(shell.matchAll(DEFERRED_SCRIPT), (match) => match[1]);
  if (sources.length === 0) throw new Error(`${SHELL_FILE} : aucun script différé à charger après l’affichage`);
  return shell
    .replace(DEFERRED_SCRIPT, '')
    .replace(HTML, (tag: string) => tag.replace(/>$/, ` ${SCRIPTS_AFTER_PAINT_ATTRIBUTE}="${escapeHtml(sources.join(' '))}">`));
}

/** The shell with the page's title, styles and markup in place. Throws if the shell lost a marker. */
export function fillShell(shell: string, page: PrerenderedPage): string {
  const markers = [HTML, TITLE, HEAD_END, ROOT];
  const missing = markers.filter((marker) => !marker.test(shell));
  if (missing.length > 0) throw new Error(`${SHELL_FILE} : repère(s) introuvable(s) ${missing.join(', ')}`);
  const frameFor = page.frameFor;
  // On <html>, so that public/first-paint.js (in <head>, before the body arrives) can read it. A frame's
  // scripts stay deferred: without them a visitor whose hint does not fit would see nothing at all.
  const filled = frameFor
    ? shell.replace(HTML, (tag: string) => tag.replace(/>$/, ` data-frame-for="${escapeHtml(frameFor.join(' '))}">`))
    : scriptsAfterPaint(shell);
  return filled
    .replace(TITLE, () => `<title>${escapeHtml(page.title)}</title>`)
    .replace(HEAD_END, () => `${page.styles}</head>`)
    .replace(ROOT, () => `<div id="root">${page.html}</div>`);
}

/** `/` → `index.html`, `/legal/cgu` → `legal/cgu/index.html`: the layout static hosts look for. */
export function fileForPath(pathname: string): string {
  return pathname === '/' ? 'index.html' : `${pathname.replace(/^\/+|(?<!\/)\/+$/g, '')}/index.html`;
}

export async function writePrerenderedPages(renderer: PrerenderModule, outDir: string): Promise<Record<string, string>> {
  const shell = fs.readFileSync(path.join(outDir, SHELL_FILE), 'utf8');
  const manifest: Record<string, string> = {};
  const pages = [
    ...renderer.PRERENDERED_PATHS.map((pathname) => [pathname, renderer.prerender] as const),
    ...renderer.FRAMED_PATHS.map((pathname) => [pathname, renderer.prerenderFrame] as const),
  ];
  for (const [pathname, draw] of pages) {
    const file = fileForPath(pathname);
    fs.mkdirSync(path.dirname(path.join(outDir, file)), { recursive: true });
    fs.writeFileSync(path.join(outDir, file), fillShell(shell, await draw(pathname)));
    manifest[pathname] = file;
  }
  fs.writeFileSync(path.join(outDir, PRERENDER_MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

/** Runs in the `prerender` build (Node target), once the browser build it depends on is written. */
export class PrerenderPlugin {
  constructor(private readonly clientOutDir: string) {}

  apply(compiler: Compiler): void {
    compiler.hooks.afterEmit.tapPromise('PrerenderPlugin', async (compilation) => {
      if (compilation.errors.length > 0) return;
      const bundle = path.join(compiler.outputPath, 'prerender.js');
      delete require.cache[require.resolve(bundle)];
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const renderer = require(bundle) as PrerenderModule;
      try {
        await writePrerenderedPages(renderer, this.clientOutDir);
      } finally {
        fs.rmSync(compiler.outputPath, { recursive: true, force: true });
      }
    });
  }
}
