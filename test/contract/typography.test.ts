/**
 * French typography over the whole message catalogue (every file of `CATALOGUE_FILES`): each string it
 * exports, and what each of its message functions returns, follows `frenchTypography`'s rules. A
 * failure names the file, the key and the excerpt; `npm run typography:fix` repairs most of them.
 */
import { CATALOGUE_FILES, SPEC_VERBATIM } from '../support/catalogueFiles';
import { fixTypography, typographyProblems } from '../support/frenchTypography';

type Found = { where: string; text: string };

/** Every string reachable from `value`, with its path; functions are called with sample arguments. */
function stringsOf(value: unknown, where: string, seen = new Set<unknown>()): Found[] {
  if (typeof value === 'string') return [{ where, text: value }];
  if (typeof value === 'function') {
    const samples = [Array.from({ length: value.length }, () => 'x'), Array.from({ length: value.length }, () => 2)];
    return samples.flatMap((args) => {
      try {
        return stringsOf((value as (...args: unknown[]) => unknown)(...args), `${where}(…)`, seen);
      } catch {
        // A message function that needs a richer argument (an object, a list): its literals are still
        // checked through the other messages and the fixer; only its output is not sampled.
        return [];
      }
    });
  }
  if (typeof value !== 'object' || value === null || seen.has(value)) return [];
  seen.add(value);
  return Object.entries(value).flatMap(([key, item]) => stringsOf(item, `${where}.${key}`, seen));
}

// eslint-disable-next-line @typescript-eslint/no-require-imports -- every catalogue module, by its path.
const catalogue = CATALOGUE_FILES.flatMap((file) => stringsOf(require(file) as unknown, file.replace(/^.*?\/(src|contract|server)\//, '$1/')));

describe('the message catalogue follows French typography', () => {
  test('it is read whole (every file, hundreds of strings)', () => {
    expect(new Set(catalogue.map((found) => found.where.split('.')[0])).size).toBeGreaterThanOrEqual(CATALOGUE_FILES.length);
    expect(catalogue.length).toBeGreaterThan(500);
  });

  test('no straight apostrophe, a no-break space before : ; ! ? and inside « », no « organisme »', () => {
    const problems = catalogue
      .filter((found) => !SPEC_VERBATIM.includes(found.text))
      .flatMap((found) => typographyProblems(found.text).map((problem) => `${found.where} — ${problem.rule} — « ${problem.excerpt} »`));
    expect(problems).toEqual([]);
  });
});

describe('the rules, as a table', () => {
  test.each([
    ["l'organisation", 'apostrophe droite (’ attendue)'],
    ['Attention : perdu', 'espace ordinaire avant : ; ! ? (espace insécable attendue)'],
    ['Vraiment ?', 'espace ordinaire avant : ; ! ? (espace insécable attendue)'],
    ['Attention: perdu', 'rien avant : ; ! ? (espace insécable attendue)'],
    ['Bravo!', 'rien avant : ; ! ? (espace insécable attendue)'],
    ['« Publier»', 'guillemet ouvrant sans espace insécable après'],
    ['«\u00a0Publier »', 'guillemet fermant sans espace insécable avant'],
    ['Chargement...', 'trois points (… attendu)'],
    ['Votre organisme', '« organisme » (le mot du produit est « organisation »)'],
  ])('%s → %s', (text, rule) => {
    expect(typographyProblems(text).map((problem) => problem.rule)).toContain(rule);
    expect(typographyProblems(fixTypography(text)).filter((problem) => !problem.rule.includes('organisme'))).toEqual([]);
  });

  test.each([
    'https://simusession.fr/contact?objet=demo',
    'Début à 10:30',
    'L’organisation\u00a0: «\u00a0Volume\u00a0»\u202f; prête\u202f?',
    'mailto:contact@simusession.fr',
  ])('%s is already right', (text) => {
    expect(typographyProblems(text)).toEqual([]);
    expect(fixTypography(text)).toBe(text);
  });
});
