import { screen } from '@testing-library/react';
import { PUBLIC_PATHS } from '../../../src/config/routes';
import { pageText, placeholdersIn } from '../../support/placeholders';
import { renderApp } from '../ui/renderApp';

/**
 * What a visitor reads must be finished text: no `[À compléter : …]`, no `TODO`, no lorem ipsum.
 * Every public page of the real route table is drawn as a visitor sees it, and its text and the
 * text of its attributes (alt, aria-label, title, placeholder) are read.
 */

describe('the placeholder detector', () => {
  it.each([
    ['Immatriculation : [À compléter : numéro RCS]', ['[À compléter : numéro RCS]']],
    ['Siège : à compléter', ['à compléter']],
    ['TODO: écrire la suite', ['TODO']],
    ['Lorem ipsum dolor', ['Lorem', 'ipsum']],
    ['Tarifs [prix]', ['[prix]']],
    ['RCS Lyon 912 345 675 — contact@simusession.fr', []],
    ['Les étudiants voient leurs résultats.', []],
  ])('finds what is unfinished in %p', (text, found) => {
    expect(placeholdersIn(text)).toEqual(found);
  });
});

describe('every public page', () => {
  it.each(PUBLIC_PATHS.map((path) => [path]))('%s shows no placeholder', async (path) => {
    renderApp(path, { user: null });
    await screen.findByRole('heading', { level: 1 });
    expect(placeholdersIn(pageText(document.body, document.title))).toEqual([]);
  });
});
