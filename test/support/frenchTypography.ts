/**
 * French typography, as the message catalogue's test checks it and `npm run typography:fix` applies it:
 * the typographic apostrophe, a no-break space before `:` and inside « », a narrow no-break space
 * before `;`, `!` and `?`, the ellipsis character, and one word (« organisation ») for the customer.
 * Text only: a colon inside a URL or a time (`https://`, `10:30`) is followed by no space and is left.
 * Three more rules are fixed by hand (`RULES_BY_HAND`): no English word a screen should say in French, the
 * elision before a vowel or a mute h (« d’Enzo », « l’organisation »), and a decimal comma in a number shown.
 */

export const NBSP = '\u00a0';
export const NNBSP = '\u202f';

export type TypographyProblem = { rule: string; excerpt: string };

/**
 * English words seen in web apps' chrome (a browser's file input, a framework's defaults). Whole words only, any
 * case, except those that are also French words or that French keeps: « file » (d’attente), « no » (n°),
 * « close » (la session est close), « or », « OK », « e-mail ». « Email » as one word is English (French writes
 * « e-mail » or « courriel »).
 */
const ENGLISH = [
  'choose', 'chosen', 'browse', 'loading', 'error', 'errors', 'save', 'cancel', 'delete', 'submit', 'search', 'next',
  'previous', 'settings', 'dashboard', 'upload', 'download', 'logout', 'login', 'log in', 'log out', 'sign in',
  'sign up', 'sign out', 'email', 'password', 'username', 'users', 'user', 'students', 'student', 'teacher', 'teachers',
  'back', 'edit', 'open', 'yes', 'welcome', 'please', 'required', 'invalid', 'unknown', 'success', 'failed',
  'warning', 'retry', 'refresh', 'update', 'remove', 'home', 'profile', 'account', 'help', 'send', 'new', 'add',
  'none', 'empty', 'the', 'and', 'of', 'to', 'with', 'your', 'this', 'not found', 'no file', 'select',
];
/**
 * Any case; not inside an address, a path, an identifier or a setting (`contact@…`, `/login`, `user_id`,
 * `PROVIDER=none`). « File », « No » and « Close » are a second, case-sensitive pattern: English capitalises them
 * (« Choose File », « No file chosen », « Close »), while French « file » (d’attente), « no » and « close » never are.
 */
function englishWords(): RegExp {
  return new RegExp(`(?<![\\p{L}\\d@/._=?&-])(?:${ENGLISH.join('|').replace(/ /g, '\\s+')})(?![\\p{L}\\d@_=-]|\\.\\p{L})`, 'giu');
}

/**
 * Words that never take an elision before them: an aspirated h (« le héros », « de haut », « le hasard »)
 * and numbers (« le onze », « de huit »). A first name's h is mute (« d’Hélène »): `de()` in
 * src/config/messages/french.ts. A y is not checked: it depends on how the word is read (« d’Yves », « de Yanis »).
 */
const NO_ELISION = [
  'onze', 'onzième', 'oui', 'ouate', 'uhlan',
  'hache', 'haie', 'haine', 'hall', 'halte', 'hamac', 'hameau', 'hanche', 'handicap', 'handicaps', 'handicapé',
  'handicapée', 'hangar', 'harcèlement', 'hardi', 'haricot', 'hasard', 'hâte', 'hausse', 'haut', 'haute', 'hauteur',
  'héros', 'hérisson', 'hibou', 'hiérarchie', 'hiérarchique', 'hockey', 'homard', 'honte', 'hors', 'housse',
  'hublot', 'huit', 'huitième', 'hurler', 'hutte',
];
/**
 * A number with a decimal point (« 37.8 », « 4 800.0 »). Not a version (« 1.2.3 », « WCAG 2.1 », « version 1.0 »),
 * an address (« 192.168.0.1 ») or a part of a URL or file name: a dot next to another dot, a letter or a slash.
 */
function decimalPoint(): RegExp {
  return /(?<![\p{L}\d.,/_-]|\b(?:\p{Lu}{2,}|[Vv]ersion|v)\s?)\d+\.\d+(?![\p{L}\d./_-])/gu;
}

function missingElision(): RegExp {
  // « la » is elided too (« l’organisation »); « ce » is not (« cet »), nor « si » but before « il ». An acronym
  // is left: its elision follows how it is read (« l’ARS », but « la HAS »: la Haute Autorité de santé). No `i`
  // flag, so that `\p{Lu}` means a capital: the capitals are spelt out instead.
  const words = ['de', 'le', 'la', 'que', 'ne', 'je', 'me', 'te', 'se', 'jusque', 'lorsque', 'puisque'];
  const either = (word: string) => `[${word.charAt(0)}${word.charAt(0).toUpperCase()}]${word.slice(1)}`;
  return new RegExp(
    `(?<![\\p{L}\\d’'-])(?:${words.map(either).join('|')})\\s+(?!(?:${NO_ELISION.map(either).join('|')})(?!\\p{L}))(?!\\p{Lu}{2})[aeiouàâäéèêëîïôöûüœæhAEIOUÀÂÄÉÈÊËÎÏÔÖÛÜŒÆH]\\p{L}*`,
    'gu',
  );
}

const RULES: readonly { rule: string; pattern: RegExp }[] = [
  { rule: 'apostrophe droite (’ attendue)', pattern: /\p{L}'\p{L}/gu },
  { rule: 'espace ordinaire avant : ; ! ? (espace insécable attendue)', pattern: / [:;!?](?=\s|$|["'»)])/gu },
  { rule: 'rien avant : ; ! ? (espace insécable attendue)', pattern: /[\p{L}\d)»][:;!?](?=\s|$)/gu },
  { rule: 'guillemet ouvrant sans espace insécable après', pattern: /«(?![\u00a0\u202f])/gu },
  { rule: 'guillemet fermant sans espace insécable avant', pattern: /(?<![\u00a0\u202f])»/gu },
  { rule: 'trois points (… attendu)', pattern: /\.\.\./gu },
  { rule: '« organisme » (le mot du produit est « organisation »)', pattern: /\borganismes?\b/giu },
  { rule: 'mot anglais (le produit parle français)', pattern: englishWords() },
  { rule: 'mot anglais (le produit parle français)', pattern: /(?<![\p{L}\d@/._=-])(?:File|No|Close)(?![\p{L}\d@_-])/gu },
  { rule: 'élision due (d’, l’, qu’, n’ devant une voyelle ou un h muet)', pattern: missingElision() },
  { rule: 'point décimal dans un nombre (virgule attendue)', pattern: decimalPoint() },
];

/** The rules `fixTypography` leaves alone: they rewrite words, so a person chooses the French. */
export const RULES_BY_HAND: readonly string[] = RULES.map(({ rule }) => rule).filter((rule) => /organisme|anglais|élision|décimal/.test(rule));

/**
 * Published titles quoted in their own language (a standard the « Nous » page cites): a proper name, not a
 * word of ours to translate. Only the English-word rules skip them.
 */
export const PROPER_NAMES: readonly string[] = ['Healthcare Simulation Standards of Best Practice'];

/** Every place where `text` breaks a rule, with a few characters around it. */
export function typographyProblems(text: string): TypographyProblem[] {
  return RULES.flatMap(({ rule, pattern }) => {
    const read = rule.includes('anglais') ? PROPER_NAMES.reduce((rest, name) => rest.replaceAll(name, ' '.repeat(name.length)), text) : text;
    return [...read.matchAll(pattern)].map((match) => ({ rule, excerpt: text.slice(Math.max(0, match.index - 15), match.index + match[0].length + 15) }));
  });
}

/** `text` with the rules applied (except « organisme », a word to rewrite by hand: it changes the sentence). */
export function fixTypography(text: string): string {
  return text
    .replace(/(\p{L})'(?=\p{L})/gu, '$1’')
    .replace(/(\p{L})\\'(?=\p{L})/gu, '$1’')
    // In a source file a literal may be cut by `${…}`: at a piece's edge, only a plain space is replaced.
    .replace(/(?<=[^\s\u00a0\u202f]) ?:(?=\s|$|["'»)])/gu, `${NBSP}:`)
    .replace(/^ :(?=\s|$|["'»)])/gu, `${NBSP}:`)
    .replace(/(?<=[^\s\u00a0\u202f]) ?([;!?])(?=\s|$|["'»)])/gu, `${NNBSP}$1`)
    .replace(/^ ([;!?])(?=\s|$|["'»)])/gu, `${NNBSP}$1`)
    .replace(/« |«(?=[^\s\u00a0\u202f\ue000])/gu, `«${NBSP}`)
    .replace(/ »|(?<=[^\s\u00a0\u202f])»/gu, `${NBSP}»`)
    .replace(/\.\.\./gu, '…');
}
