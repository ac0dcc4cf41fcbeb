/**
 * `/teacher/students`: one row per student, the person in one cell (the name, the e-mail under it); the name is
 * the one control of its row, which opens and closes that student's sessions under it, its name saying whose.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { makeUser } from '../fixtures';
import { activeOrganisation, fakeIdentity, renderApp } from '../ui/renderApp';

jest.setTimeout(30_000);

const ok = (data: unknown) => HttpResponse.json({ success: true, message: '', data });
const EMMA = { uid: 'uid-emma', firstname: 'Emma', name: 'Petit', email: 'emma.petit@ifsi-villefranche.example', groups: ['IFSI 2A – groupe 1', 'IFSI 2A – groupe 2'], session_count: 1 };
const LUCAS = { uid: 'uid-lucas', firstname: 'Lucas', name: 'Martin', email: 'lucas.martin@ifsi-villefranche.example', groups: [], session_count: 0 };

const server = setupServer(
  http.get('http://localhost/api/tags', () => ok({ items: [], nextCursor: null })),
  http.get('http://localhost/api/students', () => ok({ items: [EMMA, LUCAS], nextCursor: null })),
  http.get('http://localhost/api/students/:uid/history', () =>
    ok({
      student: EMMA,
      sessions: [
        { id: 's-1', title: 'Bronchiolite — groupe 1', starts_at: '2026-06-09T07:00:00.000Z', status: 'terminée', session_role: 'apprenant', confirmed_at: null, results_released: false, scores: null, comment: null },
      ],
    }),
  ),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

const teacher = () => ({ user: makeUser('enseignant', { uid: 'uid-enseignant' }), organisation: activeOrganisation, identity: fakeIdentity({ getIdToken: jest.fn(async () => 'jeton') }) });

test('each student is one row: the name opens their sessions, no column of buttons', async () => {
  const user = userEvent.setup();
  renderApp('/teacher/students', teacher());
  const table = await screen.findByRole('table', { name: 'Étudiants de l’organisation' }, { timeout: 15_000 });
  expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Nom', 'Groupes', 'Sessions avec vous']);
  const row = within(table).getByRole('row', { name: /Emma Petit/ });
  const header = within(row).getByRole('rowheader');
  expect(header).toHaveTextContent(/Emma Petit\s*emma\.petit@ifsi-villefranche\.example/);
  expect(within(row).getAllByRole('cell')[0]).toHaveTextContent('IFSI 2A – groupe 1, IFSI 2A – groupe 2');
  expect(within(table).getByRole('row', { name: /Lucas Martin/ })).toHaveTextContent('Aucun');
  // One control per row, the name, which says whose sessions it opens.
  expect(within(row).getAllByRole('button')).toHaveLength(1);
  const name = within(header).getByRole('button', { name: 'Voir les sessions d’Emma Petit' });
  expect(name).toHaveTextContent('Emma Petit');
  expect(name).toHaveAttribute('aria-expanded', 'false');

  await user.click(name);
  expect(await screen.findByRole('table', { name: 'Sessions d’Emma Petit avec vous' })).toHaveTextContent('Bronchiolite — groupe 1');
  const open = within(header).getByRole('button', { name: 'Masquer les sessions d’Emma Petit' });
  expect(open).toHaveAttribute('aria-expanded', 'true');
  await user.click(open);
  expect(screen.queryByRole('table', { name: 'Sessions d’Emma Petit avec vous' })).not.toBeInTheDocument();
});
