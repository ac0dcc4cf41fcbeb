/**
 * The operator's page (`/auth/deleteOldUsers`, hyperadmin): its title says what it does, each organisation's
 * row has one « ⋯ » menu, « Modifier… » opens the form in a dialog, « Prolonger d’un an… » / « Réactiver pour
 * un an… » asks first, naming the organisation; the inactive accounts are chosen with labelled checkboxes.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { Organisation } from '../../../contract/schemas/organisation';
import { endAfterAYear } from '../../../src/features/operator/OperatorPanels';
import { makeUser } from '../fixtures';
import { fakeIdentity, renderApp } from '../ui/renderApp';

// Menus and dialogs (Radix, portals) through the whole app: several seconds in jsdom on a busy machine.
jest.setTimeout(30_000);
const SLOW = { timeout: 15_000 };

const ok = (data: unknown) => HttpResponse.json({ success: true, message: '', data });

const actif: Organisation = {
  id: '369ea230-88f9-4efd-bbeb-9457c8f95931',
  name: 'Lycée Actif',
  plan: 'etablissement',
  seats: 40,
  seats_used: 18,
  subscription_status: 'active',
  subscription_start: '2026-05-30',
  subscription_end: '2099-11-26',
  is_active: true,
};
const inactif: Organisation = {
  ...actif,
  id: '5d0c7f0e-1b7a-4c55-9a3b-2f1d1e7f0a11',
  name: 'Collège Inactif',
  seats: 25,
  seats_used: 3,
  subscription_status: 'canceled',
  subscription_end: '2020-10-27',
  is_active: false,
};

const patches: { id: string; body: unknown }[] = [];
let patchAnswer: (body: Record<string, unknown>) => Response = () => ok(actif);

const server = setupServer(
  http.get('http://localhost/api/organisations', () => ok({ items: [inactif, actif], nextCursor: null })),
  http.patch('http://localhost/api/organisations/:id', async ({ params, request }) => {
    const body = (await request.json()) as Record<string, unknown>;
    patches.push({ id: String(params.id), body });
    return patchAnswer(body);
  }),
  http.get('http://localhost/api/audit-log', () => ok({ items: [], nextCursor: null })),
  http.get('http://localhost/api/inactive-users', () => ok({ items: [], nextCursor: null })),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  patches.length = 0;
  patchAnswer = () => ok(actif);
});
afterAll(() => server.close());

const open = () =>
  renderApp('/auth/deleteOldUsers', { user: makeUser('hyperadmin'), identity: fakeIdentity({ getIdToken: jest.fn(async () => 'jeton-hyper') }) });

const rowOf = async (name: string) => {
  const table = await screen.findByRole('table', { name: 'Toutes les organisations' }, SLOW);
  return (await within(table).findByRole('rowheader', { name })).closest('tr') as HTMLElement;
};

describe('endAfterAYear', () => {
  it.each([
    ['2027-11-26', '2026-11-25', '2028-11-26'],
    ['2026-11-25', '2026-11-25', '2027-11-25'],
    ['2026-10-27', '2026-11-25', '2027-11-25'],
    [null, '2026-11-25', '2027-11-25'],
  ] as const)('ending %s, on %s → %s', (end, today, expected) => {
    expect(endAfterAYear(end, today)).toBe(expected);
  });
});

describe('/auth/deleteOldUsers: the organisations', () => {
  it('is titled for what it does, and each row has one menu, no button of its own', async () => {
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Console de l’opérateur' }, SLOW)).toBeInTheDocument();
    for (const heading of ['Organisations', 'Journal des changements', 'Comptes inactifs']) {
      expect(screen.getByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
    }
    const row = await rowOf('Lycée Actif');
    expect(row).toHaveTextContent('Active');
    expect(row).toHaveTextContent('18 sur 40');
    expect(within(row).getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual(['Actions pour Lycée Actif']);
    expect(within(await rowOf('Collège Inactif')).getAllByRole('button')).toHaveLength(1);
  });

  it('« Modifier… » opens the form in a dialog; the change is sent, said, and the dialog closes', async () => {
    const user = userEvent.setup();
    open();
    const row = await rowOf('Lycée Actif');
    await user.click(within(row).getByRole('button', { name: 'Actions pour Lycée Actif' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Modifier…', 'Prolonger d’un an…']);
    await user.click(within(menu).getByRole('menuitem', { name: 'Modifier…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Modifier Lycée Actif' });
    expect(within(dialog).getByLabelText('Fin de l’abonnement')).toHaveValue('2099-11-26');
    const seats = within(dialog).getByLabelText('Places');
    expect(seats).toHaveValue(40);
    await user.clear(seats);
    await user.type(seats, '41');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Lycée Actif est à jour.')).toBeInTheDocument();
    expect(patches).toEqual([{ id: actif.id, body: { seats: 41 } }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows a refusal inside the dialog, which stays open', async () => {
    patchAnswer = () => HttpResponse.json({ success: false, message: 'L’organisation compte déjà 18 comptes actifs.' }, { status: 422 });
    const user = userEvent.setup();
    open();
    await user.click(within(await rowOf('Lycée Actif')).getByRole('button', { name: 'Actions pour Lycée Actif' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Modifier…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Modifier Lycée Actif' });
    await user.clear(within(dialog).getByLabelText('Places'));
    await user.type(within(dialog).getByLabelText('Places'), '10');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(dialog).findByText('L’organisation compte déjà 18 comptes actifs.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Modifier Lycée Actif' })).toBeInTheDocument();
  });

  it('« Prolonger d’un an… » asks first, naming the organisation and the dates; « Annuler » sends nothing', async () => {
    const user = userEvent.setup();
    open();
    await user.click(within(await rowOf('Lycée Actif')).getByRole('button', { name: 'Actions pour Lycée Actif' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Prolonger d’un an…' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Prolonger l’abonnement de Lycée Actif d’un an\u00a0?' });
    expect(dialog).toHaveTextContent('La fin de l’abonnement passe du 26 novembre 2099 au 26 novembre 2100.');
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(patches).toEqual([]);
  });

  it('an inactive organisation is reactivated for a year from today, after its confirmation', async () => {
    const user = userEvent.setup();
    open();
    await user.click(within(await rowOf('Collège Inactif')).getByRole('button', { name: 'Actions pour Collège Inactif' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Réactiver pour un an…' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Réactiver Collège Inactif pour un an\u00a0?' });
    await user.click(within(dialog).getByRole('button', { name: 'Réactiver pour un an' }));
    expect(await screen.findByText('Collège Inactif est à jour.')).toBeInTheDocument();
    expect(patches).toEqual([{ id: inactif.id, body: { subscription_end: dayjs().add(1, 'year').format('YYYY-MM-DD') } }]);
  });
});

describe('/auth/deleteOldUsers: the inactive accounts', () => {
  const julien = {
    uid: 'uid-julien',
    email: 'julien.morel@ifsi-villefranche.example',
    firstname: 'Julien',
    name: 'Morel',
    role: 'etudiant',
    organisation_id: actif.id,
    organisation_name: 'Lycée Actif',
    last_sign_in_at: '2024-05-26T18:20:00.000Z',
    created_at: '2023-09-01T08:00:00.000Z',
    purge_warned_at: null,
    purgeable: false,
    refusal: 'Pas encore prévenu.',
  };

  it('a person is one cell, the checkbox before the name; « Prévenir » and « Supprimer » wait for a choice', async () => {
    server.use(http.get('http://localhost/api/inactive-users', () => ok({ items: [julien], nextCursor: null })));
    const user = userEvent.setup();
    open();
    const table = await screen.findByRole('table', { name: 'Comptes inactifs de toutes les organisations' }, SLOW);
    const header = await within(table).findByRole('rowheader', { name: /Julien Morel/ }, SLOW);
    expect(header).toHaveTextContent(/Julien Morel\s*julien\.morel@ifsi-villefranche\.example/);
    // No column of its own for the checkbox: it sits before the name.
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Nom', 'Organisation', 'Rôle', 'Dernière connexion', 'Prévenu le', 'Suppression']);
    const choose = within(header).getByRole('checkbox', { name: 'Choisir Julien Morel' });
    const warn = screen.getByRole('button', { name: 'Prévenir' });
    const remove = screen.getByRole('button', { name: 'Supprimer' });
    expect(warn).toBeDisabled();
    expect(remove).toBeDisabled();
    await user.click(choose);
    expect(warn).toBeEnabled();
    // Not yet warned: nothing to delete.
    expect(remove).toBeDisabled();
  });
});
