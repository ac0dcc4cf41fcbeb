import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../ui/renderApp';

async function openPricing(path = '/pricing') {
  renderApp(path, { user: null });
  await screen.findByRole('heading', { level: 1, name: 'Tarifs' });
}

// A no-break space between thousands and before € (src/ui/money.ts says why not Intl's narrow one).
const euros = (text: string) => text.replace(/ /g, '\u00a0');

/** What a screen reader reads of a cell: its text without what is hidden from it. */
function spoken(cell: HTMLElement): string {
  const copy = cell.cloneNode(true) as HTMLElement;
  copy.querySelectorAll('[aria-hidden="true"]').forEach((hidden) => hidden.remove());
  return copy.textContent ?? '';
}

describe('pricing page', () => {
  it('gives each plan its price per seat per year, HT and TTC, in the French way: whole euros without « ,00 », cents where there are some', async () => {
    await openPricing();
    const card = (name: string) => screen.getByRole('heading', { level: 3, name }).closest('li')!;
    expect(document.body).not.toHaveTextContent(/,00/);
    expect(within(card('Découverte')).getByText('Gratuit')).toBeInTheDocument();
    expect(card('Établissement').textContent).toContain(`${euros('36 €')} HT par place et par an`);
    expect(card('Établissement').textContent).toContain(
      `soit ${euros('43,20 €')} TTC. À partir de 10\u00a0places, soit ${euros('360 €')} HT (${euros('432 €')} TTC) par an.`,
    );
    expect(card('Pack Pro').textContent).toContain(`${euros('54 €')} HT par place et par an`);
    expect(card('Pack Pro').textContent).toContain(`À partir de 50\u00a0places, soit ${euros('2 700 €')} HT (${euros('3 240 €')} TTC) par an.`);
  });

  it('leads to a free account, a demo and the Pack Pro page', async () => {
    await openPricing();
    expect(screen.getByRole('link', { name: 'Créer un compte gratuit' })).toHaveAttribute('href', '/account/free');
    expect(screen.getAllByRole('link', { name: 'Demander une démo' })[0]).toHaveAttribute('href', '/contact');
    // Named after where it leads (the Pack Pro's page), not a vague « En savoir plus ».
    expect(screen.getByRole('link', { name: 'Découvrir le Pack Pro' })).toHaveAttribute('href', '/buynow/packpro');
    expect(screen.queryByRole('link', { name: 'En savoir plus' })).toBeNull();
  });

  it('marks the offer « Établissement » as recommended, and only it', async () => {
    await openPricing();
    const badges = screen.getAllByText('Recommandé');
    expect(badges).toHaveLength(1);
    expect(badges[0]?.closest('li')).toBe(screen.getByRole('heading', { level: 3, name: 'Établissement' }).closest('li'));
  });

  it('offers personal free accounts only, as the offer « Découverte » says; an establishment asks for a demo, as everywhere', async () => {
    renderApp('/account/free', { user: null });
    await screen.findByRole('heading', { level: 1, name: 'Compte gratuit' });
    const choice = (name: string) => screen.getByRole('heading', { level: 2, name }).closest('li')!;
    expect(within(choice('Vous enseignez')).getByRole('link', { name: 'Créer un compte enseignant' })).toHaveAttribute('href', '/account/CreateTeacherFreeAccount');
    expect(within(choice('Vous étudiez')).getByRole('link', { name: 'Créer un compte étudiant' })).toHaveAttribute('href', '/account/CreateStudentFreeAccount');
    const establishment = choice('Vous représentez un établissement');
    expect(establishment).toHaveTextContent('relèvent d’un abonnement');
    expect(within(establishment).getByRole('link', { name: 'Demander une démo' })).toHaveAttribute('href', '/contact');
    expect(document.body).not.toHaveTextContent(/Demander un essai/);
    expect(within(establishment).getByRole('link', { name: 'Voir les tarifs' })).toHaveAttribute('href', '/pricing');
    expect(document.body).not.toHaveTextContent(/organisation gratuit/i);
  });

  it('compares the plans in a table with a caption and headers', async () => {
    await openPricing();
    const table = screen.getByRole('table', { name: 'Ce que comprend chaque offre' });
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Fonctionnalité', 'Découverte', 'Établissement', 'Pack Pro']);
    const row = (name: string) => within(table).getByRole('rowheader', { name }).closest('tr')!;
    expect(within(row('Prix par place et par an (TTC)')).getAllByRole('cell').map((td) => td.textContent)).toEqual([
      'Gratuit',
      euros('43,20 €'),
      euros('64,80 €'),
    ]);
    expect(within(row('Export des données et journal d’audit')).getAllByRole('cell').map(spoken)).toEqual([
      'Non inclus',
      'Non inclus',
      'Inclus',
    ]);
    // The table scrolls sideways on a phone, and a keyboard can reach it.
    expect(screen.getByRole('region', { name: /Tableau de comparaison des offres/ })).toHaveAttribute('tabindex', '0');
  });

  it('answers the frequent questions on demand', async () => {
    const user = userEvent.setup();
    await openPricing();
    const question = screen.getByText((_, element) => element?.tagName === 'SUMMARY' && element.textContent === 'Qu’est-ce qu’une place\u202f?');
    const details = question.closest('details')!;
    expect(details).not.toHaveAttribute('open');
    await user.click(question);
    expect(details).toHaveAttribute('open');
    expect(within(details).getByText(/Un compte désactivé ne compte plus/)).toBeVisible();
    expect(screen.getAllByRole('group').length).toBeGreaterThanOrEqual(5);
  });

  it('shows the same plans at the other pricing addresses', async () => {
    await openPricing('/pricing1');
    expect(screen.getByRole('heading', { level: 3, name: 'Pack Pro' }).closest('li')?.textContent).toContain(euros('54 €'));
  });
});
