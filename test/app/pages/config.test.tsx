/**
 * `/auth/config` (organisation settings, documents and who accepted them) and the account page's
 * consents, against MSW answering as the API does.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { Documents, DocumentAcceptance, DocumentEntry } from '../../../contract/schemas/documents';
import type { OrganisationDetails } from '../../../contract/schemas/organisation';
import { consentStanding } from '../../../src/features/documents/consentStanding';
import { draftProblems } from '../../../src/features/documents/documentDraft';
import { settingsFromDraft } from '../../../src/features/organisation/settingsForm';
import { makeUser } from '../fixtures';
import { activeOrganisation, fakeIdentity, renderApp } from '../ui/renderApp';

const CHARTE_V1 = { id: 'doc-charte-1', kind: 'charte' as const, version: 1, title: 'Charte de la simulation', body: 'Bienveillance et confidentialité.', published_at: '2026-06-08T09:00:00.000Z' };
const AUTORISATION_V1 = { id: 'doc-auto-1', kind: 'autorisation_enregistrement' as const, version: 1, title: 'Autorisation d’enregistrement', body: 'J’autorise l’enregistrement.', published_at: '2026-06-08T09:00:00.000Z' };

describe('settingsFromDraft', () => {
  const durations = { briefing: '15', scenario: '20', debriefing: '30' };
  test.each([
    [{ name: 'Lycée Actif', durations }, { body: { name: 'Lycée Actif', phase_durations: { briefing: 15, scenario: 20, debriefing: 30 } } }],
    [{ name: ' L ', durations }, { errors: { name: 'Indiquez le nom de l’organisation (2\u00a0caractères au moins).' } }],
    [{ name: 'Lycée', durations: { ...durations, briefing: '0' } }, { errors: { briefing: 'Indiquez un nombre entier de minutes entre 1 et 240.' } }],
    [{ name: 'Lycée', durations: { ...durations, scenario: '12,5', debriefing: '241' } }, { errors: { scenario: 'Indiquez un nombre entier de minutes entre 1 et 240.', debriefing: 'Indiquez un nombre entier de minutes entre 1 et 240.' } }],
  ])('%j → %j', (draft, expected) => {
    expect(settingsFromDraft(draft)).toEqual(expected);
  });
});

describe('draftProblems', () => {
  test.each([
    ['a title and a text', { title: 'Charte', body: 'Texte' }, {}],
    ['blank fields', { title: '  ', body: '' }, { title: 'Indiquez un titre (200\u00a0caractères au plus).', body: 'Rédigez le texte du document.' }],
    ['a text of 50 001 characters', { title: 'Charte', body: 'x'.repeat(50_001) }, { body: 'Le texte dépasse 50\u00a0000\u00a0caractères.' }],
  ])('%s', (_case, draft, expected) => {
    expect(draftProblems(draft)).toEqual(expected);
  });
});

describe('consentStanding', () => {
  const consent = { id: 'c-1', document_id: CHARTE_V1.id, kind: 'charte' as const, version: 1, granted_at: '2026-06-09T08:00:00.000Z', withdrawn_at: null };
  const entry = (overrides: Partial<DocumentEntry>): DocumentEntry => ({ kind: 'charte', current: CHARTE_V1, concerned: true, consent: null, ...overrides });
  test.each<[string, DocumentEntry, ReturnType<typeof consentStanding>]>([
    ['never published', entry({ current: null }), { kind: 'unpublished' }],
    ['never answered', entry({}), { kind: 'pending', version: 1 }],
    ['accepted', entry({ consent }), { kind: 'accepted', version: 1, at: consent.granted_at, consentId: 'c-1' }],
    ['withdrawn', entry({ consent: { ...consent, withdrawn_at: '2026-07-01T08:00:00.000Z' } }), { kind: 'withdrawn', version: 1, at: '2026-07-01T08:00:00.000Z' }],
    ['accepted an earlier version', entry({ current: { ...CHARTE_V1, id: 'doc-charte-2', version: 2 }, consent }), { kind: 'pending', version: 2 }],
  ])('%s', (_case, given, expected) => {
    expect(consentStanding(given)).toEqual(expected);
  });
});

describe('/auth/config', () => {
  let organisation: OrganisationDetails;
  let charte: DocumentAcceptance;
  const patches: unknown[] = [];
  const publications: unknown[] = [];
  const server = setupServer(
    http.get('http://localhost/api/organisation', () => HttpResponse.json({ success: true, message: '', data: organisation })),
    http.patch('http://localhost/api/organisation', async ({ request }) => {
      const body = (await request.json()) as Partial<OrganisationDetails>;
      patches.push(body);
      organisation = { ...organisation, ...body };
      return HttpResponse.json({ success: true, message: '', data: organisation });
    }),
    http.get('http://localhost/api/documents/acceptance', () =>
      HttpResponse.json({
        success: true,
        message: '',
        data: {
          items: [
            charte,
            { kind: 'autorisation_enregistrement', current: null, concerned_count: 20, accepted_count: 0, pending: [], versions: [] },
          ],
        },
      }),
    ),
    http.post('http://localhost/api/documents', async ({ request }) => {
      const body = (await request.json()) as { kind: string; title: string; body: string };
      publications.push(body);
      if (body.title === 'Refusée') return HttpResponse.json({ success: false, message: 'Organisation inconnue.' }, { status: 404 });
      const published = { ...CHARTE_V1, id: 'doc-charte-2', version: 2, title: body.title, body: body.body, published_at: '2026-11-25T09:00:00.000Z' };
      charte = {
        ...charte,
        current: published,
        accepted_count: 0,
        pending: [...charte.pending, { uid: 'u-t1', firstname: 'Étienne', name: 'Bernard', email: 'enseignant@actif.demo.test', role: 'enseignant' }],
        versions: [{ id: published.id, kind: 'charte', version: 2, title: body.title, published_at: published.published_at, published_by: 'Camille Martin', accepted_count: 0 }, ...charte.versions],
      };
      return HttpResponse.json({ success: true, message: '', data: published });
    }),
  );
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  // A test's own answers (server.use) end with it.
  afterEach(() => server.resetHandlers());
  beforeEach(() => {
    organisation = {
      id: 'org-1',
      name: 'Lycée Actif',
      plan: 'etablissement',
      seats: 40,
      seats_used: 23,
      subscription_status: 'active',
      subscription_start: '2026-09-01',
      subscription_end: '2027-08-31',
      is_active: true,
      phase_durations: { briefing: 15, scenario: 20, debriefing: 30 },
    };
    charte = {
      kind: 'charte',
      current: CHARTE_V1,
      concerned_count: 3,
      accepted_count: 2,
      pending: [{ uid: 'u-t3', firstname: 'Nora', name: 'Vidal', email: 'non-verifie@actif.demo.test', role: 'enseignant' }],
      versions: [{ id: CHARTE_V1.id, kind: 'charte', version: 1, title: CHARTE_V1.title, published_at: CHARTE_V1.published_at, published_by: 'Camille Martin', accepted_count: 2 }],
    };
    patches.length = 0;
    publications.length = 0;
  });
  afterAll(() => server.close());

  const admin = () => ({ user: makeUser('admin', { uid: 'admin-uid' }), organisation: activeOrganisation, identity: fakeIdentity({ getIdToken: jest.fn(async () => 'jeton-admin') }) });

  it('changes the name and the default durations, checking each field first and keeping what was typed', async () => {
    const user = userEvent.setup();
    renderApp('/auth/config', admin());
    const form = await screen.findByRole('form', { name: 'Organisation et durées par défaut' });
    const briefing = within(form).getByLabelText('Briefing (minutes)');
    await user.clear(briefing);
    await user.type(briefing, '0');
    await user.click(within(form).getByRole('button', { name: 'Enregistrer' }));
    expect(within(form).getByText('Indiquez un nombre entier de minutes entre 1 et 240.')).toBeInTheDocument();
    expect(patches).toEqual([]);

    await user.clear(briefing);
    await user.type(briefing, '10');
    await user.clear(within(form).getByLabelText('Nom de l’organisation'));
    await user.type(within(form).getByLabelText('Nom de l’organisation'), 'Lycée Actif – site Nord');
    await user.click(within(form).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(form).findByText('Les réglages de l’organisation sont enregistrés.')).toBeInTheDocument();
    expect(patches).toEqual([{ name: 'Lycée Actif – site Nord', phase_durations: { briefing: 10, scenario: 20, debriefing: 30 } }]);
  });

  it('shows how many accepted the charte, who did not, and the versions; a document never published says what to do', async () => {
    renderApp('/auth/config', admin());
    const charteSection = await screen.findByRole('region', { name: 'Charte' });
    // One figure, over a bar that names what it counts; the versions table does not repeat it.
    expect(within(charteSection).getByText('2 / 3 acceptées')).toBeInTheDocument();
    const bar = within(charteSection).getByRole('progressbar', { name: 'Charte\u00a0: 2 sur 3 personnes concernées ont accepté la version en vigueur' });
    expect(bar).toHaveAttribute('value', '2');
    expect(bar).toHaveAttribute('max', '3');
    expect(within(charteSection).getByText(/Nora Vidal — non-verifie@actif\.demo\.test \(Enseignant\)/)).toBeInTheDocument();
    const table = within(charteSection).getByRole('table');
    expect(within(table).getByText('Camille Martin')).toBeInTheDocument();
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Version', 'Titre', 'Publiée le', 'Par']);
    const autorisation = screen.getByRole('region', { name: 'Autorisation d’enregistrement' });
    expect(within(autorisation).getByText(/Aucune version publiée pour le moment/)).toBeInTheDocument();
  });

  it('offers the admin, listed among those who have not accepted (a consent is personal), the way to accept on the account page', async () => {
    server.use(
      http.get('http://localhost/api/documents/acceptance', () =>
        HttpResponse.json({
          success: true,
          message: '',
          data: {
            items: [
              {
                kind: 'autorisation_enregistrement',
                current: { ...CHARTE_V1, id: 'doc-auto-1', kind: 'autorisation_enregistrement', title: 'Autorisation' },
                concerned_count: 2,
                accepted_count: 0,
                pending: [
                  { uid: 'admin-uid', firstname: 'Camille', name: 'Martin', email: 'admin@actif.demo.test', role: 'admin' },
                  { uid: 'u-s1', firstname: 'Emma', name: 'Petit', email: 'etudiant@actif.demo.test', role: 'etudiant' },
                ],
                versions: [],
              },
            ],
          },
        }),
      ),
    );
    renderApp('/auth/config', admin());
    const section = await screen.findByRole('region', { name: 'Autorisation d’enregistrement' });
    const [mine, other] = within(section).getAllByRole('listitem');
    expect(within(mine as HTMLElement).getByRole('link', { name: 'l’accepter depuis Mon compte' })).toHaveAttribute('href', '/auth/user_account');
    expect(within(other as HTMLElement).queryByRole('link')).toBeNull();
  });

  it('publishes a new version: a refusal keeps the text, a success says everybody must accept again', async () => {
    const user = userEvent.setup();
    renderApp('/auth/config', admin());
    const charteSection = await screen.findByRole('region', { name: 'Charte' });
    await user.click(within(charteSection).getByRole('button', { name: /Publier une nouvelle version/ }));
    const form = within(charteSection).getByRole('form', { name: 'Nouvelle version\u00a0: Charte' });
    expect(within(form).getByLabelText('Texte')).toHaveValue(CHARTE_V1.body);
    await user.clear(within(form).getByLabelText('Titre'));
    await user.type(within(form).getByLabelText('Titre'), 'Refusée');
    await user.type(within(form).getByLabelText('Texte'), ' Respect du matériel.');
    await user.click(within(form).getByRole('button', { name: 'Publier' }));
    expect(await within(form).findByText('Organisation inconnue.')).toBeInTheDocument();
    expect(within(form).getByLabelText('Texte')).toHaveValue(`${CHARTE_V1.body} Respect du matériel.`);

    await user.clear(within(form).getByLabelText('Titre'));
    await user.type(within(form).getByLabelText('Titre'), 'Charte 2027');
    await user.click(within(form).getByRole('button', { name: 'Publier' }));
    expect(await within(charteSection).findByText('Charte : la version 2 est publiée. Chaque personne concernée devra l’accepter.')).toBeInTheDocument();
    expect(publications[1]).toEqual({ kind: 'charte', title: 'Charte 2027', body: `${CHARTE_V1.body} Respect du matériel.` });
    expect(await within(charteSection).findByText('0 / 3 acceptée')).toBeInTheDocument();
    expect(within(charteSection).getByText(/Étienne Bernard/)).toBeInTheDocument();
  });
});

describe('/auth/user_account: documents and consents', () => {
  let documents: Documents;
  const server = setupServer(
    http.get('http://localhost/api/documents', () => HttpResponse.json({ success: true, message: '', data: documents })),
    http.post('http://localhost/api/consents', async ({ request }) => {
      const { document_id: documentId } = (await request.json()) as { document_id: string };
      const consent = { id: 'c-new', document_id: documentId, kind: 'charte' as const, version: 2, granted_at: '2026-11-25T10:00:00.000Z', withdrawn_at: null };
      documents = { items: documents.items.map((item) => (item.current?.id === documentId ? { ...item, consent } : item)), history: [consent, ...documents.history] };
      return HttpResponse.json({ success: true, message: '', data: { consent, record_auth: true, charter_compliance: true } });
    }),
    http.delete('http://localhost/api/consents/:id', ({ params }) => {
      const consent = { ...documents.history.find((item) => item.id === params.id)!, withdrawn_at: '2026-11-25T11:00:00.000Z' };
      documents = { items: documents.items.map((item) => (item.consent?.id === params.id ? { ...item, consent } : item)), history: documents.history.map((item) => (item.id === params.id ? consent : item)) };
      return HttpResponse.json({ success: true, message: '', data: { consent, record_auth: false, charter_compliance: true } });
    }),
  );
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => {
    const recording = { id: 'c-rec', document_id: AUTORISATION_V1.id, kind: 'autorisation_enregistrement' as const, version: 1, granted_at: '2026-06-09T08:00:00.000Z', withdrawn_at: null };
    const oldCharte = { id: 'c-old', document_id: CHARTE_V1.id, kind: 'charte' as const, version: 1, granted_at: '2026-06-09T08:00:00.000Z', withdrawn_at: null };
    documents = {
      items: [
        { kind: 'charte', current: { ...CHARTE_V1, id: 'doc-charte-2', version: 2 }, concerned: true, consent: null },
        { kind: 'autorisation_enregistrement', current: AUTORISATION_V1, concerned: true, consent: recording },
      ],
      history: [recording, oldCharte],
    };
  });
  afterAll(() => server.close());

  it('a teacher accepts the new charte (the profile follows at once) and withdraws the recording authorisation', async () => {
    const user = userEvent.setup();
    renderApp('/auth/user_account', {
      user: makeUser('enseignant', { charter_compliance: false, record_auth: true }),
      organisation: activeOrganisation,
      identity: fakeIdentity({ getIdToken: jest.fn(async () => 'jeton') }),
    });
    expect(await screen.findByText('Version 2 en attente de votre acceptation.')).toBeInTheDocument();
    expect(screen.getByText('Non acceptée')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'J’accepte la charte' }));
    expect(await screen.findByText('Charte : votre acceptation est enregistrée.')).toBeInTheDocument();
    // The profile's « Charte enseignant » row follows without a reload.
    expect(screen.getByText('Acceptée')).toBeInTheDocument();
    expect(await screen.findByText(/^Version 2 acceptée le 25 novembre 2026/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Retirer mon consentement (Autorisation d’enregistrement)' }));
    expect(await screen.findByText('Autorisation d’enregistrement : votre consentement est retiré.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'J’autorise l’enregistrement' })).toBeInTheDocument();
    const history = screen.getByRole('table', { name: 'Historique' });
    expect(within(history).getAllByRole('row')).toHaveLength(4);
  });
});
