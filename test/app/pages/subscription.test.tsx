import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { Organisation } from '../../../contract/schemas/organisation';
import { daysLeft, seatRows } from '../../../src/pages/account/accountView';
import { makeUser } from '../fixtures';
import { activeOrganisation, fakeIdentity, renderApp } from '../ui/renderApp';

const ORGANISATION: Organisation = {
  id: 'org-1',
  name: 'Lycée Actif',
  plan: 'etablissement',
  seats: 40,
  seats_used: 23,
  subscription_status: 'active',
  subscription_start: '2026-09-01',
  subscription_end: '2027-08-31',
  is_active: true,
};

describe('daysLeft', () => {
  it.each([
    ['2027-08-31', '2027-08-31', 1],
    ['2027-08-31', '2027-08-30', 2],
    ['2027-08-31', '2026-11-23', 282],
    ['2026-11-22', '2026-11-23', 0],
    ['2026-10-24', '2026-11-23', -29],
    [null, '2026-11-23', null],
    ['bientôt', '2026-11-23', null],
  ] as const)('until %s, on %s → %s', (end, today, expected) => {
    expect(daysLeft(end, today)).toBe(expected);
  });
});

describe('seatRows', () => {
  const value = (today: string, organisation: Organisation, label: string) =>
    seatRows(organisation, today).find((row) => row.label === label)?.value;

  it('says seats used out of the plan, the period in French and the days left', () => {
    expect(seatRows(ORGANISATION, '2026-11-23')).toEqual([
      { label: 'Sièges utilisés', value: '23 sur 40' },
      { label: 'Début de la période', value: '1 septembre 2026' },
      { label: 'Fin de la période', value: '31 août 2027' },
      { label: 'Jours restants', value: '282 jours' },
    ]);
  });

  it.each([
    ['2027-08-31', '1 jour'],
    ['2027-09-01', 'Période terminée'],
  ])('on %s the days left read %s', (today, expected) => {
    expect(value(today, ORGANISATION, 'Jours restants')).toBe(expected);
  });

  it('says so when the subscription has no period', () => {
    const open = { ...ORGANISATION, subscription_start: null, subscription_end: null };
    expect(value('2026-11-23', open, 'Fin de la période')).toBe('Non renseigné');
    expect(value('2026-11-23', open, 'Jours restants')).toBe('Non renseigné');
  });
});

describe('/account/subscription: seats and period from GET /api/organisation', () => {
  const authorisations: (string | null)[] = [];
  let answers: (() => Response)[] = [];
  const server = setupServer(
    http.get('http://localhost/api/organisation', ({ request }) => {
      authorisations.push(request.headers.get('Authorization'));
      const next = answers.shift();
      return next ? next() : HttpResponse.json({ success: true, message: '', data: ORGANISATION });
    }),
  );
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    authorisations.length = 0;
    answers = [];
  });
  afterAll(() => server.close());

  const admin = () => ({
    user: makeUser('admin'),
    organisation: activeOrganisation,
    identity: fakeIdentity({ getIdToken: jest.fn(async () => 'jeton-admin') }),
  });

  it('shows the seats used out of the plan, with the caller’s token', async () => {
    renderApp('/account/subscription', admin());
    const section = (await screen.findByRole('heading', { level: 2, name: 'Sièges et période' })).closest('section');
    expect(section).not.toBeNull();
    expect(await within(section as HTMLElement).findByText('23 sur 40')).toBeInTheDocument();
    expect(within(section as HTMLElement).getByText('31 août 2027')).toBeInTheDocument();
    expect(authorisations).toEqual(['Bearer jeton-admin']);
  });

  it('says when they cannot be loaded, and loads them again on « Réessayer »', async () => {
    answers = [() => HttpResponse.json({ success: false, message: 'Action non autorisée pour votre rôle.' }, { status: 403 })];
    renderApp('/account/subscription', admin());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("Les sièges et la période de l'abonnement n'ont pas pu être chargés.");
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('23 sur 40')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('asks nothing for an account without an organisation', async () => {
    renderApp('/account/subscription', { user: makeUser('hyperadmin') });
    await screen.findByRole('heading', { level: 1, name: 'Mon abonnement' });
    expect(screen.queryByRole('heading', { level: 2, name: 'Sièges et période' })).not.toBeInTheDocument();
    expect(authorisations).toEqual([]);
  });
});
