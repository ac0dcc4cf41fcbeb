/**
 * `npm run typography:fix [files…]`: applies `fixTypography` to every string and template literal of
 * the message catalogue (by default the files the catalogue test reads), in place. Escapes stay
 * escapes: a no-break space is written `\u00a0`, a narrow one `\u202f`, so that a reviewer sees them.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import ts from 'typescript';
import { CATALOGUE_FILES, SPEC_VERBATIM } from './catalogueFiles';
import { fixTypography } from './frenchTypography';

/** Stands for a `${…}` right after a piece of a template literal (never in real text). */
const SUBSTITUTION = '\ue000';

const unescapeSpaces = (raw: string) => raw.replace(/\\u00a0/giu, '\u00a0').replace(/\\u202f/giu, '\u202f');
const escapeSpaces = (raw: string) => raw.replace(/\u00a0/gu, '\\u00a0').replace(/\u202f/gu, '\\u202f');

/** Where the text of a literal lies in the source, quotes and `${`/`}` excluded. */
function textRange(node: ts.Node, source: ts.SourceFile): [number, number] | null {
  const start = node.getStart(source);
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [start + 1, node.end - 1];
  if (ts.isTemplateHead(node)) return [start + 1, node.end - 2];
  if (ts.isTemplateMiddle(node)) return [start + 1, node.end - 2];
  if (ts.isTemplateTail(node)) return [start + 1, node.end - 1];
  return null;
}

export function fixSource(text: string, fileName: string): string {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const ranges: [number, number][] = [];
  const visit = (node: ts.Node) => {
    // Module paths are not text.
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return;
    const range = textRange(node, source);
    if (range) ranges.push(range);
    ts.forEachChild(node, visit);
  };
  visit(source);
  let result = text;
  for (const [from, to] of ranges.sort((a, b) => b[0] - a[0])) {
    const raw = result.slice(from, to);
    if (SPEC_VERBATIM.includes(raw)) continue;
    // A piece followed by `${…}` does not end the text: `mailto:${address}` keeps its colon.
    const cut = result.slice(to, to + 2) === '${' ? SUBSTITUTION : '';
    const fixed = escapeSpaces(fixTypography(unescapeSpaces(raw) + cut)).slice(0, cut ? -1 : undefined);
    if (fixed !== raw) result = result.slice(0, from) + fixed + result.slice(to);
  }
  return result;
}

if (require.main === module) {
  const files = process.argv.slice(2).length > 0 ? process.argv.slice(2) : CATALOGUE_FILES;
  let changed = 0;
  for (const file of files) {
    const before = readFileSync(file, 'utf8');
    const after = fixSource(before, file);
    if (after !== before) {
      writeFileSync(file, after);
      changed += 1;
      console.log(`corrigé : ${file}`);
    }
  }
  console.log(`${changed} fichier(s) corrigé(s) sur ${files.length}.`);
}
