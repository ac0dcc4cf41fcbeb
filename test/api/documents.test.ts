/**
 * Documents and consents (docs/product.md §12): the admin publishes a new version of the charte or the
 * recording authorisation, every earlier consent becomes stale (the profile's flags fall), people
 * accept again or withdraw, and the admin sees who accepted the current version.
 */
import { documentMessages } from '../../contract/messages';
import type { ConsentChange, Documents, DocumentsAcceptance, DocumentVersion } from '../../contract/schemas/documents';
import { COLLEGE_INACTIF, DEMO_UIDS, LYCEE_ACTIF } from '../../server/seed/demoWorld';
import { DATABASE_HOOK_TIMEOUT_MS, signIn, testApi, type TestApi } from './support';

let api: TestApi;
let admin: string;
let teacher: string;
let student: string;
beforeAll(async () => {
  api = await testApi();
  [admin, teacher, student] = await Promise.all([signIn('admin@actif.demo.test'), signIn('enseignant@actif.demo.test'), signIn('etudiant@actif.demo.test')]);
}, DATABASE_HOOK_TIMEOUT_MS);
afterAll(() => api?.close());

const call: TestApi['call'] = (...args) => api.call(...args);

const profileOf = async (token: string) => (await call('GET', '/api/auth/users/profile', token)).body.data as { record_auth: boolean; charter_compliance: boolean | null };
const documentsOf = async (token: string) => (await call('GET', '/api/documents', token)).body.data as unknown as Documents;
const acceptance = async () => ((await call('GET', '/api/documents/acceptance', admin)).body.data as unknown as DocumentsAcceptance).items;

test('every member reads the current documents with their own consent; the charte concerns teachers only', async () => {
  const mine = await documentsOf(teacher);
  expect(mine.items.map(({ kind, concerned, current, consent }) => ({ kind, concerned, version: current?.version, accepted: consent?.withdrawn_at === null }))).toEqual([
    { kind: 'charte', concerned: true, version: 1, accepted: true },
    { kind: 'autorisation_enregistrement', concerned: true, version: 1, accepted: true },
  ]);
  expect(mine.history).toHaveLength(2);
  const hers = await documentsOf(student);
  expect(hers.items.map(({ kind, concerned }) => [kind, concerned])).toEqual([
    ['charte', false],
    ['autorisation_enregistrement', true],
  ]);
});

test('the admin sees, per document, how many accepted the current version and who did not', async () => {
  const [charte, autorisation] = await acceptance();
  // Lycée Actif's teachers: Étienne Bernard and Karim Benali accepted, Nora Vidal (address not verified) did not.
  expect(charte).toMatchObject({ kind: 'charte', concerned_count: 3, accepted_count: 2, current: { version: 1 } });
  expect(charte?.pending.map((person) => `${person.firstname} ${person.name}`)).toEqual(['Nora Vidal']);
  expect(charte?.versions).toEqual([expect.objectContaining({ version: 1, accepted_count: 2 })]);
  expect(autorisation?.accepted_count).toBeLessThan(autorisation?.concerned_count ?? 0);
  expect(autorisation?.pending.map((person) => person.uid)).not.toContain(DEMO_UIDS.etudiant);
  expect(autorisation?.pending.map((person) => person.uid)).toContain(DEMO_UIDS.adminActif);
});

test('publishing a new version makes every consent stale until the person accepts again; withdrawing drops the flag', async () => {
  expect(await profileOf(teacher)).toMatchObject({ charter_compliance: true, record_auth: true });

  const published = await call('POST', '/api/documents', admin, { kind: 'charte', title: 'Charte de la simulation (2027)', body: '  Nouvelle charte : la bienveillance avant tout.  ' });
  expect(published).toMatchObject({ status: 200, body: { data: { kind: 'charte', version: 2, title: 'Charte de la simulation (2027)', body: 'Nouvelle charte : la bienveillance avant tout.' } } });
  const charte = published.body.data as unknown as DocumentVersion;

  // The charte fell; the recording authorisation, not republished, stands.
  expect(await profileOf(teacher)).toMatchObject({ charter_compliance: false, record_auth: true });
  const [afterPublication] = await acceptance();
  expect(afterPublication).toMatchObject({ accepted_count: 0, concerned_count: 3, current: { version: 2 } });
  expect(afterPublication?.versions.map((version) => [version.version, version.accepted_count])).toEqual([
    [2, 0],
    [1, 2],
  ]);

  // The old version cannot be accepted any more; the current one can, once (a second call keeps the first record).
  const stale = (await documentsOf(teacher)).history.find((consent) => consent.kind === 'charte');
  expect(await call('POST', '/api/consents', teacher, { document_id: stale?.document_id })).toMatchObject({ status: 409, body: { message: documentMessages.staleVersion } });
  const accepted = await call('POST', '/api/consents', teacher, { document_id: charte.id });
  expect(accepted).toMatchObject({ status: 200, body: { data: { charter_compliance: true, record_auth: true, consent: { version: 2, withdrawn_at: null } } } });
  const again = await call('POST', '/api/consents', teacher, { document_id: charte.id });
  expect((again.body.data as unknown as ConsentChange).consent.id).toBe((accepted.body.data as unknown as ConsentChange).consent.id);
  expect(await profileOf(teacher)).toMatchObject({ charter_compliance: true });
  expect((await acceptance())[0]?.accepted_count).toBe(1);

  // Withdrawing is a record too: the date stays, the flag falls.
  const consentId = (accepted.body.data as unknown as ConsentChange).consent.id;
  const withdrawn = await call('DELETE', `/api/consents/${consentId}`, teacher);
  expect(withdrawn).toMatchObject({ status: 200, body: { data: { charter_compliance: false, consent: { id: consentId, withdrawn_at: expect.any(String) } } } });
  expect(await profileOf(teacher)).toMatchObject({ charter_compliance: false });
  expect((await documentsOf(teacher)).items[0]?.consent?.withdrawn_at).toEqual(expect.any(String));

  const audit = await api.db.query<{ action: string; detail: { version: number } }>("select action, detail from audit_log where target = $1", [charte.id]);
  expect(audit).toEqual([{ action: 'documents.publish', detail: { kind: 'charte', version: 2 } }]);
});

test('a student withdraws and gives the recording authorisation again', async () => {
  const entry = (await documentsOf(student)).items.find((item) => item.kind === 'autorisation_enregistrement');
  expect(entry?.consent?.withdrawn_at).toBeNull();
  const withdrawn = await call('DELETE', `/api/consents/${entry?.consent?.id}`, student);
  expect(withdrawn).toMatchObject({ status: 200, body: { data: { record_auth: false, charter_compliance: false } } });
  expect(await profileOf(student)).toMatchObject({ record_auth: false, charter_compliance: null });
  const given = await call('POST', '/api/consents', student, { document_id: entry?.current?.id });
  expect(given).toMatchObject({ status: 200, body: { data: { record_auth: true } } });
  expect((await documentsOf(student)).history.map((consent) => consent.withdrawn_at === null)).toEqual([true, false]);
});

test('refusals: roles, another organisation, another person’s consent, bad bodies named in French', async () => {
  const body = { kind: 'charte', title: 'Charte', body: 'Texte' };
  expect((await call('POST', '/api/documents', teacher, body)).status).toBe(403);
  expect((await call('GET', '/api/documents/acceptance', teacher)).status).toBe(403);
  expect((await call('POST', '/api/documents', null, body)).status).toBe(401);
  expect(await call('POST', '/api/documents', admin, { ...body, title: '   ' })).toMatchObject({
    status: 400,
    body: { message: 'Corps de requête invalide\u00a0: le champ «\u00a0Titre\u00a0» n’est pas valide.' },
  });
  expect(await call('POST', '/api/documents', admin, { ...body, kind: 'reglement' })).toMatchObject({ status: 400, body: { message: expect.stringContaining('«\u00a0Document\u00a0»') } });

  // Collège Inactif's documents are not found from Lycée Actif, and nobody withdraws another person's consent.
  const [foreign] = await api.db.query<{ id: string }>("select id::text from documents where organisation_id = $1 and kind = 'charte'", [COLLEGE_INACTIF.id]);
  expect((await call('POST', '/api/consents', teacher, { document_id: foreign?.id })).status).toBe(404);
  const [someoneElses] = await api.db.query<{ id: string }>('select id::text from consents where user_uid = $1 limit 1', [DEMO_UIDS.enseignant2]);
  expect((await call('DELETE', `/api/consents/${someoneElses?.id}`, teacher)).status).toBe(404);
  expect((await call('DELETE', '/api/consents/00000000-0000-4000-8000-000000000000', teacher)).status).toBe(404);

  // The hyperadmin names the organisation; without it, a 400 says so.
  const hyper = await signIn('hyper@demo.test');
  expect((await call('GET', '/api/documents/acceptance', hyper)).status).toBe(400);
  expect(await call('GET', `/api/documents/acceptance?organisation=${LYCEE_ACTIF.id}`, hyper)).toMatchObject({ status: 200 });
});

test('a member of an inactive organisation may still withdraw a consent, not give one', async () => {
  const inactiveTeacher = await signIn('enseignant@inactif.demo.test');
  expect((await call('GET', '/api/documents', inactiveTeacher)).status).toBe(403);
  // Inès Moreau had authorised recordings before her organisation's subscription ended.
  const [record] = await api.db.query<{ id: string; document_id: string }>(
    `insert into consents (id, document_id, user_uid)
     select '0c0c0000-0000-4000-8000-000000000001', d.id, u.uid from documents d, users u
     where d.organisation_id = $1 and d.kind = 'autorisation_enregistrement' and u.email = 'enseignant@inactif.demo.test'
     returning id::text, document_id::text`,
    [COLLEGE_INACTIF.id],
  );
  expect((await call('POST', '/api/consents', inactiveTeacher, { document_id: record?.document_id })).status).toBe(403);
  expect(await call('DELETE', `/api/consents/${record?.id}`, inactiveTeacher)).toMatchObject({ status: 200, body: { data: { consent: { withdrawn_at: expect.any(String) } } } });
});

test('the admin renames the organisation and sets default phase durations; each field is checked', async () => {
  const changed = await call('PATCH', '/api/organisation', admin, { name: '  Lycée Actif – site Nord ', phase_durations: { briefing: 10, scenario: 25, debriefing: 40 } });
  expect(changed).toMatchObject({ status: 200, body: { data: { name: 'Lycée Actif – site Nord', phase_durations: { briefing: 10, scenario: 25, debriefing: 40 } } } });
  expect((await call('GET', '/api/organisation', teacher)).body.data).toMatchObject({ name: 'Lycée Actif – site Nord', phase_durations: { briefing: 10 } });
  expect(await call('PATCH', '/api/organisation', admin, { phase_durations: { briefing: 0, scenario: 25, debriefing: 40 } })).toMatchObject({
    status: 400,
    body: { message: 'Corps de requête invalide\u00a0: le champ «\u00a0Durée du briefing\u00a0» est trop petit (1 au moins).' },
  });
  expect(await call('PATCH', '/api/organisation', admin, {})).toMatchObject({ status: 400, body: { message: 'Corps de requête invalide\u00a0: aucun champ à modifier.' } });
  expect((await call('PATCH', '/api/organisation', teacher, { name: 'Pirate' })).status).toBe(403);
  const [entry] = await api.db.query<{ action: string }>("select action from audit_log where action = 'organisation.update'");
  expect(entry).toEqual({ action: 'organisation.update' });
});
