import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { Organisation } from '../../../contract/schemas/organisation';
import type { CheckoutResult, Subscription } from '../../../contract/schemas/subscription';
import { periodCells } from '../../../src/features/subscription';
import { daysLeft } from '../../../src/features/organisation';
import { currentPeriod, subscriptionSummary, untilLine } from '../../../src/features/subscription';
import { makeUser } from '../fixtures';
import { activeOrganisation, fakeIdentity, inactiveOrganisation, renderApp } from '../ui/renderApp';

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

const PERIODS: Subscription['history'] = [
  { id: 'p-2', plan: 'pack-pro', seats: 50, starts_on: '2026-09-01', ends_on: '2027-08-31', amount_cents: 324_000, paid_at: '2026-08-20T09:00:00.000Z' },
  { id: 'p-1', plan: 'etablissement', seats: 40, starts_on: '2025-09-01', ends_on: '2026-08-31', amount_cents: 172_800, paid_at: null },
];
const SUBSCRIPTION: Subscription = { ...ORGANISATION, history: PERIODS };

// The pages load lazily and the machines are shared: a first render may take seconds.
jest.setTimeout(30_000);
const SLOW = { timeout: 15_000 };
/** French typography (non-breaking spaces) compared as written, not collapsed. */
const EXACT = { normalizer: (text: string) => text.trim() };

// One server for the file (MSW intercepts once per process); each part installs its own answers.
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const withToken = () => fakeIdentity({ getIdToken: jest.fn(async () => 'jeton-admin') });

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

describe('/account/subscription: seats and period from GET /api/organisation', () => {
  const authorisations: (string | null)[] = [];
  let answers: (() => Response)[] = [];
  beforeEach(() =>
    server.use(
      http.get('http://localhost/api/organisation', ({ request }) => {
        authorisations.push(request.headers.get('Authorization'));
        const next = answers.shift();
        return next ? next() : HttpResponse.json({ success: true, message: '', data: ORGANISATION });
      }),
      http.get('http://localhost/api/subscription', () => HttpResponse.json({ success: true, message: '', data: SUBSCRIPTION })),
    ),
  );
  afterEach(() => {
    authorisations.length = 0;
    answers = [];
  });

  const admin = () => ({
    user: makeUser('admin'),
    organisation: activeOrganisation,
    identity: fakeIdentity({ getIdToken: jest.fn(async () => 'jeton-admin') }),
  });

  it('shows the seats used out of the plan, with the caller’s token', async () => {
    renderApp('/account/subscription', admin());
    const section = await screen.findByRole('region', { name: 'Résumé de l’abonnement' }, SLOW);
    expect(await within(section).findByText('23 sur 40')).toBeInTheDocument();
    expect(within(section).getByText(/^jusqu’au 31 août 2027/)).toBeInTheDocument();
    expect(authorisations).toEqual(['Bearer jeton-admin']);
  });

  it('says when they cannot be loaded, and loads them again on « Réessayer »', async () => {
    answers = [() => HttpResponse.json({ success: false, message: 'Action non autorisée pour votre rôle.' }, { status: 403 })];
    renderApp('/account/subscription', admin());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("Les places et la période de l’abonnement n’ont pas pu être chargées.");
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('23 sur 40')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('asks nothing for an account without an organisation', async () => {
    renderApp('/account/subscription', { user: makeUser('hyperadmin') });
    await screen.findByRole('heading', { level: 1, name: 'Mon abonnement' });
    expect(screen.getByText("Aucune information d’organisation n’est disponible pour votre compte.")).toBeInTheDocument();
    expect(screen.queryByText('Places utilisées')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2, name: 'Historique des paiements' })).not.toBeInTheDocument();
    expect(authorisations).toEqual([]);
  });
});

describe('the history of paid periods', () => {
  it('says each period in French: dates, plan, seats, amount TTC in euros, paid on', () => {
    expect(PERIODS.map(periodCells)).toEqual([
      { period: 'du 1 septembre 2026 au 31 août 2027', plan: 'Pack Pro', seats: '50', amount: '3\u00a0240,00\u00a0€', paidAt: '20 août 2026' },
      { period: 'du 1 septembre 2025 au 31 août 2026', plan: 'Établissement', seats: '40', amount: '1\u00a0728,00\u00a0€', paidAt: 'Non payé' },
    ]);
  });
});

describe('/account/subscription: the plan, the history and the way to renew', () => {
  let history = PERIODS;
  beforeEach(() =>
    server.use(
      http.get('http://localhost/api/organisation', () => HttpResponse.json({ success: true, message: '', data: ORGANISATION })),
      http.get('http://localhost/api/subscription', () => HttpResponse.json({ success: true, message: '', data: { ...SUBSCRIPTION, history } })),
    ),
  );
  afterEach(() => {
    history = PERIODS;
  });

  it('shows the plan and every paid period, newest first, and offers to extend', async () => {
    renderApp('/account/subscription', { user: makeUser('admin'), organisation: activeOrganisation, identity: withToken() });
    const table = await screen.findByRole('table', { name: 'Périodes payées, de la plus récente à la plus ancienne' }, SLOW);
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'PériodeOffrePlacesMontant TTCPayé le',
      'du 1 septembre 2026 au 31 août 2027Pack Pro503\u00a0240,00\u00a0€20 août 2026',
      'du 1 septembre 2025 au 31 août 2026Établissement401\u00a0728,00\u00a0€Non payé',
    ]);
    expect(screen.getByRole('heading', { level: 2, name: 'Historique des paiements' })).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Résumé de l’abonnement' });
    expect(await within(summary).findByText('Établissement', {}, SLOW)).toBeInTheDocument();
    // The card's one action, a button-looking link to the payment page.
    expect(within(summary).getByRole('link', { name: 'Prolonger l’abonnement ou ajouter des places' })).toHaveAttribute('href', '/account/UpgradeSubscription');
  });

  it('says what to do when nothing was paid yet, and offers the renewal when inactive', async () => {
    history = [];
    renderApp('/account/subscription', { user: makeUser('admin'), organisation: inactiveOrganisation(), identity: withToken() });
    expect(await screen.findByText('Aucune période payée pour le moment\u00a0: chaque paiement apparaîtra ici.', EXACT, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Renouveler l’abonnement" })).toHaveAttribute('href', '/account/UpgradeSubscription');
  });

  it('says each fact of the summary once: plan, status chip, end and days left, seats, period start, amount; the identifier last', async () => {
    renderApp('/account/subscription', { user: makeUser('admin'), organisation: activeOrganisation, identity: withToken() });
    const summary = await screen.findByRole('region', { name: 'Résumé de l’abonnement' }, SLOW);
    await within(summary).findByText('23 sur 40', {}, SLOW);
    await within(summary).findByText('3\u00a0240,00\u00a0€ TTC', EXACT, SLOW);
    const once = (text: string | RegExp, where: HTMLElement = summary) => expect(within(where).getAllByText(text, EXACT)).toHaveLength(1);

    // The plan, once, as the card's heading.
    expect(within(summary).getByRole('heading', { level: 2, name: 'Établissement' })).toBeInTheDocument();
    once('Établissement');
    // The status: one chip, and « Actif » nowhere else on the page.
    once('Actif', document.body);
    expect(within(summary).getByText('Actif')).toHaveStyle({ whiteSpace: 'nowrap' });
    // Until when and the days left, beside the chip (the end date said once in the card).
    once(/31 août 2027/);
    once(/^jusqu’au 31 août 2027 · (\d+\u00a0jours restants|1 jour restant)$/);
    once('23 sur 40', document.body);
    once('1 septembre 2026');
    once('3\u00a0240,00\u00a0€ TTC');
    // Not said again: the organisation's record (the plan, the status, the end) and « Offre » as a label.
    expect(within(summary).queryByText('Statut de l’abonnement')).not.toBeInTheDocument();
    expect(within(summary).queryByText('Fin de la période')).not.toBeInTheDocument();
    expect(within(summary).queryByText('Offre')).not.toBeInTheDocument();
    expect(screen.queryByText('État de l’abonnement')).not.toBeInTheDocument();
    expect(within(summary).getAllByRole('link')).toHaveLength(1);

    // The organisation's name and identifier once each, small, at the bottom, after the history.
    const id = screen.getByText('org-1');
    once('org-1', document.body);
    once('Lycée Actif', document.querySelector('main') ?? document.body);
    expect(screen.getByText('Identifiant de l’organisation')).toBeInTheDocument();
    const history = screen.getByRole('table', { name: 'Périodes payées, de la plus récente à la plus ancienne' });
    expect(history.compareDocumentPosition(id) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(summary.compareDocumentPosition(history) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copier l’identifiant' })).toBeInTheDocument();
  });

  it('copies the identifier and says so', async () => {
    // user-event puts its own clipboard in the page: what is written to it is watched there.
    const user = userEvent.setup();
    const writeText = jest.spyOn(navigator.clipboard, 'writeText');
    renderApp('/account/subscription', { user: makeUser('admin'), organisation: activeOrganisation, identity: withToken() });
    await user.click(await screen.findByRole('button', { name: 'Copier l’identifiant' }, SLOW));
    expect(await screen.findByText('Identifiant copié.')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith('org-1');
  });
});

describe('subscriptionSummary: the card’s words', () => {
  const today = '2026-11-26';
  it('says the end beside the chip, with the days left, or that the period is over', () => {
    expect(untilLine('2027-08-31', today)).toBe('jusqu’au 31 août 2027 · 279\u00a0jours restants');
    expect(untilLine('2026-11-26', today)).toBe('jusqu’au 26 novembre 2026 · 1 jour restant');
    expect(untilLine('2026-10-24', today)).toBe('période terminée le 24 octobre 2026');
    expect(untilLine(null, today)).toBe('sans date de fin');
  });

  it('takes the amount of the period covering today, else the one ending with the subscription', () => {
    expect(currentPeriod(PERIODS, '2027-08-31', today)?.id).toBe('p-2');
    expect(currentPeriod(PERIODS, '2026-08-31', '2030-01-01')?.id).toBe('p-1');
    expect(currentPeriod(PERIODS, null, '2030-01-01')).toBeNull();
  });

  it('adds the subscription’s own status only when the chip does not say it', () => {
    const base = { record: null, history: PERIODS, today };
    expect(subscriptionSummary({ ...base, status: 'active', organisation: ORGANISATION })).toEqual({
      plan: 'Établissement',
      until: 'jusqu’au 31 août 2027 · 279\u00a0jours restants',
      rows: [
        { label: 'Places utilisées', value: '23 sur 40' },
        { label: 'Début de la période', value: '1 septembre 2026' },
        { label: 'Montant de la période', value: '3\u00a0240,00\u00a0€ TTC' },
      ],
    });
    const canceled = { ...ORGANISATION, subscription_status: 'canceled' as const, subscription_end: '2026-10-24', is_active: false };
    expect(subscriptionSummary({ ...base, history: [], status: 'inactive', organisation: canceled })).toMatchObject({
      until: 'période terminée le 24 octobre 2026',
      rows: [{ label: 'Statut de l’abonnement', value: 'Résilié' }, { label: 'Places utilisées', value: '23 sur 40' }, { label: 'Début de la période', value: '1 septembre 2026' }],
    });
  });

  it('before the seats are loaded, says what the access check knows', () => {
    expect(
      subscriptionSummary({ status: 'active', record: activeOrganisation.organisation, organisation: undefined, history: undefined, today }),
    ).toEqual({ plan: 'Établissement', until: 'jusqu’au 30 juin 2027 · 217\u00a0jours restants', rows: [] });
  });
});

describe('/account/UpgradeSubscription: choosing, checking and paying', () => {
  const INACTIVE: Subscription = {
    ...ORGANISATION,
    id: 'org-1',
    name: 'Collège Inactif',
    seats: 25,
    seats_used: 3,
    subscription_status: 'canceled',
    subscription_start: '2025-10-24',
    subscription_end: '2026-10-24',
    is_active: false,
    history: [],
  };
  const PAID: CheckoutResult = {
    period: { id: 'p-9', plan: 'etablissement', seats: 30, starts_on: '2026-11-25', ends_on: '2027-11-24', amount_cents: 129_600, paid_at: '2026-11-25T10:00:00.000Z' },
    organisation: { ...INACTIVE, seats: 30, subscription_status: 'active', subscription_start: '2026-11-25', subscription_end: '2027-11-24', is_active: true },
    payment_reference: 'test_1',
  };
  const bodies: unknown[] = [];
  let checks = 0;
  beforeEach(() =>
    server.use(
    http.get('http://localhost/api/subscription', () => HttpResponse.json({ success: true, message: '', data: INACTIVE })),
    http.get('http://localhost/api/organisation', () => HttpResponse.json({ success: true, message: '', data: PAID.organisation })),
    http.post('http://localhost/api/subscription/checkout', async ({ request }) => {
      const body = (await request.json()) as { card_number: string };
      bodies.push(body);
      return body.card_number === '4000000000000002'
        ? HttpResponse.json({ success: false, message: 'Paiement refusé par la banque\u00a0: la carte a été déclinée. Aucun montant n’a été débité.' }, { status: 402 })
        : HttpResponse.json({ success: true, message: '', data: PAID });
    }),
    http.get('http://localhost/api/auth/organisations', () => {
      checks += 1;
      return HttpResponse.json({
        success: true,
        message: '',
        data: { isActive: 'true', id: 'org-1', name: 'Collège Inactif', plan: 'etablissement', subscription_status: 'active', subscription_end: '2027-11-24' },
      });
    }),
    ),
  );
  afterEach(() => {
    bodies.length = 0;
    checks = 0;
  });

  const admin = () => ({ user: makeUser('admin', { organisation: 'Collège Inactif' }), organisation: inactiveOrganisation(), identity: withToken() });

  it('shows the plans with their prices HT and TTC, and the live total with VAT', async () => {
    renderApp('/account/UpgradeSubscription', admin());
    const plans = await screen.findByRole('group', { name: 'Offre' }, SLOW);
    expect(within(plans).getByRole('radio', { name: /^Établissement — 36,00\u00a0€ HT \(43,20\u00a0€ TTC\) par place et par an · À partir de 10\u00a0places$/ })).toBeChecked();
    expect(within(plans).getByRole('radio', { name: /^Pack Pro — 54,00\u00a0€ HT \(64,80\u00a0€ TTC\) par place et par an/ })).not.toBeChecked();
    // The current seats, never fewer than the plan's minimum or the accounts already active.
    const seats = screen.getByLabelText('Nombre de places');
    expect(seats).toHaveValue(25);
    const total = screen.getByRole('heading', { name: 'Montant pour un an' }).closest('section') as HTMLElement;
    expect(total.textContent).toContain('Total HT900,00\u00a0€');
    expect(total.textContent).toContain('TVA 20\u00a0%180,00\u00a0€');
    expect(total.textContent).toContain('Total TTC1\u00a0080,00\u00a0€');

    const user = userEvent.setup();
    await user.clear(seats);
    await user.type(seats, '30');
    expect(total.textContent).toContain('Total TTC1\u00a0296,00\u00a0€');
    await user.click(within(plans).getByRole('radio', { name: /^Pack Pro/ }));
    expect(seats).toHaveValue(50);
    expect(total.textContent).toContain('Total TTC3\u00a0240,00\u00a0€');
  });

  // A placeholder of 4242… reads as « test mode » to anyone who has paid online: the shape only.
  it('shows the card number’s shape, not a test card, under the accepted cards', async () => {
    renderApp('/account/UpgradeSubscription', admin());
    const card = await screen.findByLabelText('Numéro de carte', {}, SLOW);
    expect(card).toHaveAttribute('placeholder', '1234 1234 1234 1234');
    expect(document.body.innerHTML).not.toContain('4242');
    expect(screen.getByText(/^Cartes acceptées : CB, Visa, Mastercard\./)).toBeInTheDocument();
  });

  it('names each wrong field in French before sending anything', async () => {
    renderApp('/account/UpgradeSubscription', admin());
    const user = userEvent.setup();
    const seats = await screen.findByLabelText('Nombre de places', {}, SLOW);
    await user.clear(seats);
    await user.type(seats, '5');
    await user.type(screen.getByLabelText('Numéro de carte'), '4242 abcd');
    await user.click(screen.getByRole('button', { name: /^Payer/ }));
    expect(await screen.findByText('L’offre Établissement se souscrit à partir de 10\u00a0places.', EXACT)).toBeInTheDocument();
    expect(screen.getByText('Le numéro de carte doit compter de 12 à 19\u00a0chiffres (les espaces sont permis).', EXACT)).toBeInTheDocument();
    expect(screen.getByText('Indiquez la date d’expiration de la carte.')).toBeInTheDocument();
    expect(screen.getByText('Indiquez le cryptogramme de la carte.')).toBeInTheDocument();
    expect(screen.getByLabelText('Numéro de carte')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Numéro de carte')).toHaveValue('4242 abcd');
    expect(bodies).toEqual([]);
  });

  it('shows the bank’s refusal and keeps what was typed; the test card then pays, says until when, and lets the admin in at once', async () => {
    const { store } = renderApp('/account/UpgradeSubscription', admin());
    const user = userEvent.setup();
    const seats = await screen.findByLabelText('Nombre de places', {}, SLOW);
    await user.clear(seats);
    await user.type(seats, '30');
    const card = screen.getByLabelText('Numéro de carte');
    expect(card).toHaveAttribute('autocomplete', 'cc-number');
    // The card fields stand in the provider's panel, which says whose form it is and what is kept.
    const provider = screen.getByRole('region', { name: 'Paiement sécurisé par carte' });
    expect(provider).toContainElement(card);
    expect(provider).toHaveTextContent(/Formulaire de notre prestataire de paiement.*SimuSession ne conserve pas le numéro de votre carte/);
    expect(within(provider).getByRole('button', { name: /^Payer/ })).toBeInTheDocument();
    await user.type(card, '4000 0000 0000 0002');
    await user.type(screen.getByLabelText('Expiration (MM/AA)'), '12/30');
    await user.type(screen.getByLabelText('Cryptogramme'), '123');
    // The button says what is paid: the total TTC shown above it.
    const totalTtc = screen.getByText('Total TTC').nextElementSibling?.textContent ?? 'absent';
    expect(screen.getByRole('button', { name: /^Payer/ }).textContent).toBe(`Payer ${totalTtc} TTC`);
    await user.click(screen.getByRole('button', { name: /^Payer/ }));

    const refusal = await screen.findByText('Paiement refusé par la banque\u00a0: la carte a été déclinée. Aucun montant n’a été débité.', EXACT);
    expect(refusal).toHaveAttribute('role', 'alert');
    expect(seats).toHaveValue(30);
    expect(card).toHaveValue('4000 0000 0000 0002');
    expect(screen.getByLabelText('Expiration (MM/AA)')).toHaveValue('12/30');
    expect(store.getState().organisation.status).toBe('inactive');
    expect(checks).toBe(0);

    await user.clear(card);
    await user.type(card, '4242 4242 4242 4242');
    await user.click(screen.getByRole('button', { name: /^Payer/ }));
    const status = await screen.findByRole('status');
    expect(status.textContent).toContain('Paiement accepté');
    expect(status.textContent).toContain('Votre abonnement Établissement de 30\u00a0places est actif jusqu’au 24 novembre 2027.');
    // Each attempt carries its idempotency key; after a refusal the next « Payer » is a new attempt.
    const key = expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(bodies).toEqual([
      { plan: 'etablissement', seats: 30, card_number: '4000000000000002', card_expiry: '12/30', card_cvc: '123', idempotency_key: key },
      { plan: 'etablissement', seats: 30, card_number: '4242424242424242', card_expiry: '12/30', card_cvc: '123', idempotency_key: key },
    ]);
    const [declined, paid] = bodies as { idempotency_key: string }[];
    expect(paid?.idempotency_key).not.toBe(declined?.idempotency_key);
    // subscriptionPaid: the organisation check is asked again at once, and the guard now lets the admin in.
    await waitFor(() => expect(store.getState().organisation.status).toBe('active'));
    expect(checks).toBe(1);
    expect(screen.getByRole('link', { name: 'Continuer vers ma page principale' })).toHaveAttribute('href', '/auth/users');
  });


  it('offers the way in only once the organisation check says active: never a link that bounces back to this page', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get('http://localhost/api/auth/organisations', async () => {
        checks += 1;
        await held;
        return HttpResponse.json({
          success: true,
          message: '',
          data: { isActive: 'true', id: 'org-1', name: 'Collège Inactif', plan: 'etablissement', subscription_status: 'active', subscription_end: '2027-11-24' },
        });
      }),
    );
    renderApp('/account/UpgradeSubscription', admin());
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Numéro de carte', {}, SLOW), '4242 4242 4242 4242');
    await user.type(screen.getByLabelText('Expiration (MM/AA)'), '12/30');
    await user.type(screen.getByLabelText('Cryptogramme'), '123');
    await user.click(screen.getByRole('button', { name: /^Payer/ }));
    const status = await screen.findByRole('status');
    await waitFor(() => expect(checks).toBe(1));
    expect(status.textContent).toContain('Ouverture de l’accès de votre organisation…');
    expect(screen.queryByRole('link', { name: 'Continuer vers ma page principale' })).not.toBeInTheDocument();

    release();
    expect(await screen.findByRole('link', { name: 'Continuer vers ma page principale' })).toHaveAttribute('href', '/auth/users');
    expect(status.textContent).not.toContain('Ouverture de l’accès');
  });

  it('after « paiement en cours de vérification », paying again is the same attempt (same key): never a second charge', async () => {
    let answered = 0;
    server.use(
      http.post('http://localhost/api/subscription/checkout', async ({ request }) => {
        bodies.push(await request.json());
        answered += 1;
        return answered === 1
          ? HttpResponse.json({ success: false, message: 'Paiement en cours de vérification\u00a0: ne payez pas une seconde fois.' }, { status: 503 })
          : HttpResponse.json({ success: true, message: '', data: PAID });
      }),
    );
    renderApp('/account/UpgradeSubscription', admin());
    const user = userEvent.setup();
    await screen.findByLabelText('Nombre de places', {}, SLOW);
    await user.type(screen.getByLabelText('Numéro de carte'), '4242 4242 4242 4242');
    await user.type(screen.getByLabelText('Expiration (MM/AA)'), '12/30');
    await user.type(screen.getByLabelText('Cryptogramme'), '123');
    await user.click(screen.getByRole('button', { name: /^Payer/ }));
    expect(await screen.findByText('Paiement en cours de vérification\u00a0: ne payez pas une seconde fois.', EXACT)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^Payer/ }));
    expect((await screen.findByRole('status')).textContent).toContain('Paiement accepté');
    const [first, second] = bodies as { idempotency_key: string }[];
    expect(second?.idempotency_key).toBe(first?.idempotency_key);
  });
  it('lets the admin of an active organisation extend it: no « inactive » wording', async () => {
    renderApp('/account/UpgradeSubscription', { user: makeUser('admin'), organisation: activeOrganisation, identity: withToken() });
    expect(await screen.findByText(/Prolongez l’abonnement de votre organisation d’une année/, {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByText(/n'est plus actif/)).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /^Payer/ }, SLOW)).toBeInTheDocument();
  });
});
