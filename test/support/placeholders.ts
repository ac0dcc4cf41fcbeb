/**
 * Unfinished text a visitor must never read: a bracketed placeholder (`[À compléter : …]`), a
 * `TODO`-like marker, lorem ipsum. Shared by the component test that draws every public page and by
 * the browser journey that visits them.
 */
const PLACEHOLDER = /\[[^\]]*\]|\bTODO\b|\bTBD\b|\bFIXME\b|\bXXX\b|à compléter|lorem|ipsum/gi;

export function placeholdersIn(text: string): string[] {
  return text.match(PLACEHOLDER) ?? [];
}

/** A page's text, with what its attributes say to a screen reader or on hover. */
export function pageText(root: Element, title: string): string {
  const attributes = [...root.querySelectorAll('[alt], [aria-label], [title], [placeholder]')].flatMap((element) =>
    ['alt', 'aria-label', 'title', 'placeholder'].map((name) => element.getAttribute(name) ?? ''),
  );
  return [root.textContent ?? '', ...attributes, title].join('\n');
}
