/** The footer of every page (src/app/SiteFooter.tsx): the site's columns for a visitor, one compact line for a signed-in person. */
import { screen, within } from '@testing-library/react';
import type { SignedInUser } from '../../../src/features/auth';
import { makeUser } from '../fixtures';
import { renderApp } from './renderApp';

const LEGAL = [
  ['Mentions légales', '/legal/mentions-legales'],
  ['Confidentialité et cookies', '/legal/policy'],
  ['CGU', '/legal/cgu'],
  ['CGV', '/legal/cgv'],
  ['Conditions générales', '/legal/terms-conditions'],
] as const;

async function footerOf(path: string, user: SignedInUser | null) {
  renderApp(path, { user });
  await screen.findByRole('heading', { level: 1 });
  return screen.getByRole('contentinfo');
}

const linksOf = (element: HTMLElement) => within(element).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);

describe('the footer', () => {
  it('gives a visitor the logo, a line on the product, then « Produit », « Légal » and « Vos données »', async () => {
    const footer = await footerOf('/legal/cgu', null);
    // The logo comes first: the footer's content starts with it, on the page's left edge.
    expect(within(footer).getAllByRole('link')[0]).toHaveAttribute('href', '/');
    expect(within(footer).getAllByRole('link')[0]).toHaveAccessibleName('SimuSession');
    expect(footer).toHaveTextContent('Préparer, animer et débriefer les séances de simulation en santé, en équipe.');
    expect(within(footer).getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Produit', 'Légal', 'Vos données']);
    expect(linksOf(within(footer).getByRole('navigation', { name: 'Produit' }))).toEqual([
      ['Tarifs', '/pricing'],
      ['Documentation', '/docs/start'],
      ['Demander une démo', '/contact'],
    ]);
    expect(linksOf(within(footer).getByRole('navigation', { name: 'Informations légales' }))).toEqual(LEGAL);
    expect(within(footer).getByRole('link', { name: 'Mes données' })).toHaveAttribute('href', '/getmyData');
    expect(within(footer).getByRole('button', { name: 'Gestion des cookies' })).toBeInTheDocument();
    expect(footer).toHaveTextContent('© SimuSession SAS');
  });

  it('gives a signed-in person the same legal links on one compact line, without the marketing columns', async () => {
    const footer = await footerOf('/legal/cgu', makeUser('hyperadmin'));
    expect(within(footer).queryByRole('heading')).toBeNull();
    expect(within(footer).queryByRole('link', { name: 'Tarifs' })).toBeNull();
    expect(within(footer).queryByRole('link', { name: 'SimuSession' })).toBeNull();
    expect(linksOf(within(footer).getByRole('navigation', { name: 'Informations légales' }))).toEqual([...LEGAL, ['Mes données', '/getmyData']]);
    expect(within(footer).getByRole('button', { name: 'Gestion des cookies' })).toBeInTheDocument();
    expect(footer).toHaveTextContent('© SimuSession SAS');
  });
});
