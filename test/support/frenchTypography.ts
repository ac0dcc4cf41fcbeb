/**
 * French typography, as the message catalogue's test checks it and `npm run typography:fix` applies it:
 * the typographic apostrophe, a no-break space before `:` and inside « », a narrow no-break space
 * before `;`, `!` and `?`, the ellipsis character, and one word (« organisation ») for the customer.
 * Text only: a colon inside a URL or a time (`https://`, `10:30`) is followed by no space and is left.
 */

export const NBSP = '\u00a0';
export const NNBSP = '\u202f';

export type TypographyProblem = { rule: string; excerpt: string };

const RULES: readonly { rule: string; pattern: RegExp }[] = [
  { rule: 'apostrophe droite (’ attendue)', pattern: /\p{L}'\p{L}/gu },
  { rule: 'espace ordinaire avant : ; ! ? (espace insécable attendue)', pattern: / [:;!?](?=\s|$|["'»)])/gu },
  { rule: 'rien avant : ; ! ? (espace insécable attendue)', pattern: /[\p{L}\d)»][:;!?](?=\s|$)/gu },
  { rule: 'guillemet ouvrant sans espace insécable après', pattern: /«(?![\u00a0\u202f])/gu },
  { rule: 'guillemet fermant sans espace insécable avant', pattern: /(?<![\u00a0\u202f])»/gu },
  { rule: 'trois points (… attendu)', pattern: /\.\.\./gu },
  { rule: '« organisme » (le mot du produit est « organisation »)', pattern: /\borganismes?\b/giu },
];

/** Every place where `text` breaks a rule, with a few characters around it. */
export function typographyProblems(text: string): TypographyProblem[] {
  return RULES.flatMap(({ rule, pattern }) =>
    [...text.matchAll(pattern)].map((match) => ({ rule, excerpt: text.slice(Math.max(0, match.index - 15), match.index + match[0].length + 15) })),
  );
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
