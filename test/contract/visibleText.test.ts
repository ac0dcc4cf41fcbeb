/**
 * The text people see that is not in the message catalogue: JSX text and the literal values of the attributes
 * a person or a screen reader reads (`aria-label`, `title`, `placeholder`, `alt`, …) in every component of src/.
 * Words belong in the catalogue (src/config/messages/), where the typography test reads them; what stays in a
 * component is punctuation, and the few literal attributes left follow the same hand rules (no English word, the
 * elision, a decimal comma).
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { RULES_BY_HAND, typographyProblems } from '../support/frenchTypography';

const root = path.resolve(__dirname, '..', '..');
const READ_ATTRIBUTES = /^(?:aria-label|aria-description|aria-roledescription|aria-valuetext|aria-placeholder|title|placeholder|alt|label|lead)$/;

type Seen = { where: string; kind: 'text' | 'attribute'; text: string };

function components(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return components(full);
    return entry.name.endsWith('.tsx') ? [full] : [];
  });
}

function visibleText(file: string): Seen[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: Seen[] = [];
  const where = (node: ts.Node) => `${path.relative(root, file)}:${source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1}`;
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && node.text.trim()) found.push({ where: where(node), kind: 'text', text: node.text.trim() });
    if (ts.isJsxAttribute(node) && READ_ATTRIBUTES.test(node.name.getText(source)) && node.initializer) {
      const value = ts.isJsxExpression(node.initializer) ? node.initializer.expression : node.initializer;
      if (value && (ts.isStringLiteral(value) || ts.isNoSubstitutionTemplateLiteral(value))) found.push({ where: where(node), kind: 'attribute', text: value.text });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const seen = components(path.join(root, 'src')).flatMap(visibleText);

describe('text in the components', () => {
  test('the walk reads the components (their punctuation at least)', () => {
    expect(seen.length).toBeGreaterThan(10);
  });

  test('JSX text holds no words: they come from the catalogue', () => {
    // `&nbsp;` is how JSX writes a no-break space; a letter in it is no word.
    expect(seen.filter((one) => one.kind === 'text' && /\p{L}{2,}/u.test(one.text.replace(/&\w+;/g, ''))).map((one) => `${one.where} — ${one.text}`)).toEqual([]);
  });

  test('a literal attribute people read has no English word, no missing elision, no decimal point', () => {
    const problems = seen.flatMap((one) =>
      typographyProblems(one.text)
        .filter((problem) => RULES_BY_HAND.includes(problem.rule))
        .map((problem) => `${one.where} — ${problem.rule} — « ${one.text} »`),
    );
    expect(problems).toEqual([]);
  });
});
