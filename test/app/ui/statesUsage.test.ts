/**
 * One look for « loading », « nothing here » and « could not be loaded » (docs/ui.md): a component that
 * shows one of its loading, empty or load-failure messages as content does it through the design system's
 * `Loading`, `EmptyNote`, `EmptyState` or `LoadFailure` (src/ui/states.tsx), never in a bare paragraph or cell.
 * The messages are recognised by the catalogue's names for them (`loading`, `…Loading`, `empty`, `…Empty`,
 * `loadFailed`, `…Failed` of a list), the way every feature names them.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const root = path.resolve(__dirname, '..', '..', '..');
const STATE_MESSAGE = /^(?:loading|empty|loadFailed|\w+(?:Loading|Empty|LoadFailed)|(?:history|seats|scenarios|library|documents|versions)Failed)$/;
const STATE_COMPONENTS = new Set(['Loading', 'EmptyNote', 'EmptyState', 'LoadFailure']);
/** A whole page's veil (`LoadingOverlay`, the provisional page) says « Chargement… » to screen readers only. */
const PAGE_VEILS = new Set(['src/ui/LoadingOverlay.tsx', 'src/features/access/ProvisionalPage.tsx']);

function components(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return components(full);
    return entry.name.endsWith('.tsx') ? [full] : [];
  });
}

/** The message's name when `expression` reads one from a catalogue (`t.groupsEmpty`, `empty`). */
function messageName(expression: ts.Expression): string | null {
  if (ts.isPropertyAccessExpression(expression)) return expression.name.text;
  if (ts.isIdentifier(expression)) return expression.text;
  return null;
}

/**
 * The element that shows `node`: the nearest state component among its ancestors, else its parent element. A
 * list's `empty={…}` attribute counts as shown by `EmptyNote`: `PagedRows` and the sessions' tables render it so.
 */
function shownBy(node: ts.Node, parent: ts.JsxElement, source: ts.SourceFile): string {
  for (let at: ts.Node | undefined = node.parent; at; at = at.parent) {
    if (ts.isJsxElement(at) && STATE_COMPONENTS.has(at.openingElement.tagName.getText(source))) return at.openingElement.tagName.getText(source);
    if (ts.isJsxAttribute(at) && at.name.getText(source) === 'empty') return 'EmptyNote';
  }
  return parent.openingElement.tagName.getText(source);
}

/** Every state message shown as a child of an element, with the element that shows it. */
function shownStates(file: string): { where: string; message: string; shownBy: string }[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: { where: string; message: string; shownBy: string }[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isJsxElement(node)) {
      for (const child of node.children) {
        if (!ts.isJsxExpression(child) || !child.expression) continue;
        const name = messageName(child.expression);
        if (name === null || !STATE_MESSAGE.test(name)) continue;
        found.push({
          where: `${path.relative(root, file)}:${source.getLineAndCharacterOfPosition(child.getStart(source)).line + 1}`,
          message: child.expression.getText(source),
          shownBy: shownBy(child, node, source),
        });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const shown = components(path.join(root, 'src'))
  .filter((file) => !file.endsWith(path.join('ui', 'states.tsx')) && !PAGE_VEILS.has(path.relative(root, file)))
  .flatMap(shownStates);

describe('loading, empty and failure states', () => {
  test('the walk finds the features’ state messages', () => {
    expect(shown.filter((one) => STATE_COMPONENTS.has(one.shownBy)).length).toBeGreaterThan(15);
  });

  test('each is shown by the design system’s state components', () => {
    expect(shown.filter((one) => !STATE_COMPONENTS.has(one.shownBy)).map((one) => `${one.where} — ${one.message} in <${one.shownBy}>`)).toEqual([]);
  });
});
