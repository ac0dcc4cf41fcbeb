/** « Nous » (docs/guide/visitor.md): the clinical method, the debriefing at its heart, the references, the team by its trades. */
import { screen, within } from '@testing-library/react';
import { renderApp } from '../ui/renderApp';

async function openAbout() {
  renderApp('/about', { user: null });
  await screen.findByRole('heading', { level: 1, name: 'Nous' });
}

const section = (name: string) => screen.getByRole('heading', { level: 2, name }).closest('section') as HTMLElement;

describe('about page', () => {
  it('lays out the four times of a session in order, each with what SimuSession gives it, the debriefing marked as the heart', async () => {
    await openAbout();
    const steps = within(within(section('La méthode que nous suivons')).getByRole('list')).getAllByRole('listitem');
    expect(steps.map((step) => within(step).getByRole('heading', { level: 3 }).textContent)).toEqual(['Briefing', 'Scénario', 'Débriefing', 'Évaluation']);
    for (const step of steps) expect(step).toHaveTextContent(/Dans SimuSession : \S/);
    expect(steps.filter((step) => step.textContent?.includes('Le cœur de la simulation'))).toEqual([steps[2]]);
    expect(section('La méthode que nous suivons')).toHaveTextContent('Haute Autorité de Santé');
  });

  it('says why the debriefing is central and names its public references, without claiming an affiliation', async () => {
    await openAbout();
    expect(section('Pourquoi le débriefing est au centre')).toHaveTextContent('Sans débriefing, une simulation n’est qu’un exercice');
    const references = within(section('Nos références')).getAllByRole('listitem').map((item) => item.textContent);
    expect(references).toEqual([
      expect.stringContaining('Guide de bonnes pratiques en matière de simulation en santé'),
      expect.stringContaining('Healthcare Simulation Standards of Best Practice'),
      expect.stringContaining('SoFraSimS'),
    ]);
    expect(section('Nos références')).toHaveTextContent('n’est affilié à aucune de ces institutions');
  });

  it('describes the team by its trades, names the publisher, and leads to a demonstration', async () => {
    await openAbout();
    const trades = within(section('Qui construit SimuSession')).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(trades).toEqual(['Pédagogie de la simulation', 'Conception et développement', 'Accompagnement des établissements']);
    // The demo install's publisher is an example: named only in the legal notice, where it is marked as one.
    expect(section('Nos principes')).toHaveTextContent('L’éditeur et l’hébergeur du service sont indiqués dans les mentions légales.');
    expect(section('Nos principes')).not.toHaveTextContent('(exemple)');
    expect(within(section('Nos principes')).getByRole('link', { name: 'Mentions légales' })).toHaveAttribute('href', '/legal/mentions-legales');
    expect(within(section('Voir SimuSession avec vos scénarios')).getByRole('link', { name: 'Demander une démo' })).toHaveAttribute('href', '/contact');
  });
});
