/**
 * French typography over the whole message catalogue (every file of `CATALOGUE_FILES`): each string it
 * exports, and what each of its message functions returns, follows `frenchTypography`'s rules. A
 * failure names the file, the key and the excerpt; `npm run typography:fix` repairs most of them.
 */
import { ROUTES } from '../../src/config/routes';
import { CATALOGUE_FILES, MESSAGE_MODULES, SPEC_VERBATIM } from '../support/catalogueFiles';
import { fixTypography, RULES_BY_HAND, typographyProblems } from '../support/frenchTypography';

type Found = { where: string; text: string };

/** Parameter names that hold a person's, a group's or a state's name (a word that may start with a vowel). */
const NAME_PARAMETER = /name|who|person|student|teacher|author|learner|organisation|from|^to$|state|group|title|label/i;

/** A date parameter (`deadline`, `date`, `…At`): a real date, so that a message formatting it is read too. */
const DATE_PARAMETER = /date|deadline|At$/;

const sampleFor = (parameter: string): unknown =>
  DATE_PARAMETER.test(parameter) ? new Date('2026-11-26T09:30:00Z') : NAME_PARAMETER.test(parameter) ? 'Enzo' : 'x';

/** `{ firstname, organisation, link }` → an object whose fields are samples by their names. */
const sampleObject = (pattern: string): Record<string, unknown> =>
  Object.fromEntries([...pattern.slice(1, -1).matchAll(/([\w$]+)\s*(?:[:=][^,]*)?(?:,|$)/g)].map(([, key]) => [key!, sampleFor(key!)]));

/** A function's declared parameters, as its source says (`(name, count) => …`, `function f({ a, b }) {…}`). */
function parameterNames(fn: (...args: unknown[]) => unknown): string[] {
  const source = fn.toString();
  const open = source.indexOf('(');
  const arrow = /^(?:async\s+)?([\w$]+)\s*=>/.exec(source);
  if (arrow) return [arrow[1]!];
  if (open < 0) return [];
  // The parameter list, cut at its top-level commas: a destructured one keeps its braces whole.
  const parameters: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of source.slice(open + 1)) {
    if (depth === 0 && (char === ')' || char === ',')) {
      parameters.push(current.trim());
      current = '';
      if (char === ')') break;
      continue;
    }
    if ('({['.includes(char)) depth += 1;
    if (')}]'.includes(char)) depth -= 1;
    current += char;
  }
  return parameters.map((parameter) => (parameter.startsWith('{') ? parameter : parameter.replace(/[=:].*$/s, '').trim())).filter(Boolean);
}

/** Every string reachable from `value`, with its path; functions are called with sample arguments. */
function stringsOf(value: unknown, where: string, seen = new Set<unknown>()): Found[] {
  if (typeof value === 'string') return [{ where, text: value }];
  if (typeof value === 'function') {
    // « Enzo » for a parameter that holds a name (by its name: `name`, `who`, `from`…), so that a message writing
    // « de ${name} » instead of `de(name)` shows; a date or a count keeps « le »/« de » and gets `x`.
    // A destructured parameter (`{ firstname, organisation, link }`, an e-mail's) gets an object of such samples.
    const named = parameterNames(value as (...args: unknown[]) => unknown).map((parameter) => (parameter.startsWith('{') ? sampleObject(parameter) : sampleFor(parameter)));
    const samples = [Array.from({ length: value.length }, () => 'x'), Array.from({ length: value.length }, () => 2), named];
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
const catalogue = [...CATALOGUE_FILES, ...MESSAGE_MODULES].flatMap((file) => stringsOf(require(file) as unknown, file.replace(/^.*?\/(src|contract|server)\//, '$1/')));

describe('the message catalogue follows French typography', () => {
  test('it is read whole (every file, hundreds of strings)', () => {
    expect(new Set(catalogue.map((found) => found.where.split('.')[0])).size).toBeGreaterThanOrEqual(CATALOGUE_FILES.length + MESSAGE_MODULES.length);
    expect(catalogue.length).toBeGreaterThan(500);
  });

  test('no straight apostrophe, a no-break space before : ; ! ? and inside « », no « organisme », no English, elisions made, decimal commas', () => {
    const problems = catalogue
      .filter((found) => !SPEC_VERBATIM.includes(found.text))
      .flatMap((found) => typographyProblems(found.text).map((problem) => `${found.where} — ${problem.rule} — « ${problem.excerpt} »`));
    expect(problems).toEqual([]);
  });
});

describe('page titles and navigation labels', () => {
  // A capital keeps its accent in French (« Étudiants »): a title without one is a typing shortcut. Only the
  // navigation labels the product fixes to the letter stay as it writes them (docs/product.md §2).
  const UNACCENTED = /\b(?:Etudiants?|Etat|Evaluation|Equipe|Ecran|Eleves?|Scenarios?|Reglages|Parametres|Resultats|Debriefing|Donnees|Acces)\b/u;

  test('every page title has its accents', () => {
    expect(ROUTES.filter((route) => UNACCENTED.test(route.title)).map((route) => `${route.path} — ${route.title}`)).toEqual([]);
    expect(ROUTES.find((route) => route.path === '/teacher/students')?.title).toBe('Étudiants');
  });

  test('the labels the product fixes (product §2.3) stay to the letter', () => {
    const labels = ROUTES.flatMap((route) => (route.nav ? [route.nav.label] : []));
    expect(labels).toEqual(expect.arrayContaining(['Nous', 'Config', 'Etudiants', 'Effacer Old users', 'Mon abonnement', 'Mes dossiers']));
  });
});

const ENGLISH = 'mot anglais (le produit parle français)';
const ELISION = 'élision due (d’, l’, qu’, n’ devant une voyelle ou un h muet)';
const DECIMAL = 'point décimal dans un nombre (virgule attendue)';

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
    ['Choose File', ENGLISH],
    ['No file chosen', ENGLISH],
    ['Adresse email', ENGLISH],
    ['Loading…', ENGLISH],
    ['Enregistrer / Cancel', ENGLISH],
    ['Le dossier de Enzo', ELISION],
    ['Le organisation', ELISION],
    ['la heure prévue', ELISION],
    ['Il faut que il confirme', ELISION],
    ['La fréquence ne a pas changé', ELISION],
    ['Température\u00a0: 37.8\u00a0°C', DECIMAL],
    ['4 800.0\u00a0€ TTC', DECIMAL],
  ])('%s → %s', (text, rule) => {
    expect(typographyProblems(text).map((problem) => problem.rule)).toContain(rule);
    expect(typographyProblems(fixTypography(text)).filter((problem) => !RULES_BY_HAND.includes(problem.rule))).toEqual([]);
  });

  test.each([
    'https://simusession.fr/contact?objet=demo',
    'Début à 10:30',
    'L’organisation\u00a0: «\u00a0Volume\u00a0»\u202f; prête\u202f?',
    'mailto:contact@simusession.fr',
    // The same three rules' right forms, and what looks like them but is French or is no number shown.
    'Aucun fichier choisi',
    'Choisir un fichier',
    'Votre adresse e-mail',
    'Une file d’attente, la session est close',
    'Le dossier d’Enzo, l’organisation, qu’il confirme',
    'Le dossier de Yanis, le héros, la hauteur, de huit à onze, la HAS',
    'Température\u00a0: 37,8\u00a0°C, 4\u00a0800,00\u00a0€',
    'Conçue selon les critères WCAG\u00a02.1, version 1.0',
    'Serveur 192.168.0.1, paquet 1.2.3, fichier rapport.v2.pdf',
    'https://simusession.fr/login?next=/auth/users',
    'PAYMENT_PROVIDER=none',
    // A published title quoted in its own language is a proper name (PROPER_NAMES).
    'INACSL, «\u00a0Healthcare Simulation Standards of Best Practice\u00a0»\u00a0: la conception des scénarios',
  ])('%s is already right', (text) => {
    expect(typographyProblems(text)).toEqual([]);
    expect(fixTypography(text)).toBe(text);
  });
});
