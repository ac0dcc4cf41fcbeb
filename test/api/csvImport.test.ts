/** The CSV import (docs/product.md §11.1): reading and checking as tables, then the route against the real emulator. */
import { randomUUID } from 'node:crypto';
import { csvImportMessages } from '../../contract/messages';
import { TAG_NAME_MAX_LENGTH } from '../../contract/schemas/tags';
import { NAME_MAX_LENGTH } from '../../contract/schemas/users';
import { MAX_IMPORT_BYTES, MAX_IMPORT_GROUPS } from '../../contract/userAdmin';
import { checkLines, parseUsersCsv, type RawLine } from '../../server/api/routes/users/csvImport';
import { messages } from '../../server/api/messages';
import { IMPORT_ADDRESS_CHECKS_PER_HOUR, IMPORT_CHECK_ACTION } from '../../server/api/routes/users';
import { bearer, DATABASE_HOOK_TIMEOUT_MS, signIn, testApi, type TestApi } from './support';

describe('parseUsersCsv', () => {
  const row = { email: 'a@b.fr', firstname: 'Léa', name: 'Martin', role: 'etudiant', groups: '' };
  test.each<[string, string, unknown]>([
    ['commas', 'email,prénom,nom,rôle\na@b.fr,Léa,Martin,etudiant', [row]],
    ['semicolons and a BOM', '\uFEFFEmail;Prenom;Nom;Role\na@b.fr;Léa;Martin;etudiant\n', [row]],
    ['quoted fields with the separator inside', 'email;prénom;nom;rôle;groupes\n"a@b.fr";"Léa";"Martin; née Roux";etudiant;"G1|G2"', [{ ...row, name: 'Martin; née Roux', groups: 'G1|G2' }]],
    ['English headers, CRLF, blank lines', 'email,firstname,name,role\r\n\r\na@b.fr,Léa,Martin,etudiant\r\n', [row]],
    ['the headers as the import hint names them', 'e-mail;prénom;nom;rôle\na@b.fr;Léa;Martin;etudiant', [row]],
  ])('%s', (_case, text, lines) => {
    expect(parseUsersCsv(text, MAX_IMPORT_BYTES)).toEqual({ kind: 'lines', lines });
  });

  test.each<[string, string, number, string]>([
    ['no line', 'email,prénom,nom,rôle\n', 422, csvImportMessages.empty],
    ['a missing column', 'email,nom\na@b.fr,Martin', 422, csvImportMessages.missingColumns('prénom, rôle')],
    // The columns are named as the hint names them, in French (« e-mail », not « email »).
    ['no e-mail column', 'prénom,nom,rôle\nLéa,Martin,etudiant', 422, 'Colonnes manquantes\u00a0: e-mail. La première ligne doit nommer les colonnes e-mail, prénom, nom et rôle (groupes en option).'],
    ['10 001 lines', `email,prénom,nom,rôle\n${'a@b.fr,A,B,etudiant\n'.repeat(10_001)}`, 413, csvImportMessages.tooManyLines],
  ])('refuses %s', (_case, text, status, message) => {
    expect(parseUsersCsv(text, MAX_IMPORT_BYTES)).toEqual({ kind: 'refused', status, message });
  });

  test('refuses more than the size limit, with the reason', () => {
    expect(parseUsersCsv(`email,prénom,nom,rôle\n${'x'.repeat(2_000)}`, 1_000)).toEqual({ kind: 'refused', status: 413, message: csvImportMessages.tooLarge });
  });
});

describe('checkLines', () => {
  const raw = (overrides: Partial<RawLine>): RawLine => ({ email: 'a@b.fr', firstname: 'Léa', name: 'Martin', role: 'etudiant', groups: '', ...overrides });
  const context = { existingEmails: new Set(['pris@b.fr']), groups: new Map([['ifsi 2a – groupe 1', 'g-1']]), seatsLeft: 10 };
  test.each<[string, RawLine[], string[][]]>([
    ['a good line', [raw({ groups: 'IFSI 2A – groupe 1' })], [[]]],
    ['a bad e-mail', [raw({ email: 'pas-une-adresse' })], [[csvImportMessages.badEmail]]],
    ['an unknown role, French role names accepted', [raw({ role: 'directeur' }), raw({ email: 'c@b.fr', role: 'Étudiant' })], [[csvImportMessages.unknownRole('directeur')], []]],
    ['an unknown group', [raw({ groups: 'G9' })], [[csvImportMessages.unknownGroup('G9')]]],
    ['a duplicate in the file', [raw({}), raw({ email: 'A@B.fr' })], [[], [csvImportMessages.duplicate(2)]]],
    ['an existing account', [raw({ email: 'Pris@b.fr' })], [[csvImportMessages.exists]]],
    ['missing names', [raw({ firstname: '', name: '' })], [[csvImportMessages.missingFirstname, csvImportMessages.missingName]]],
    ['an address of 254 characters, names of 100, 20 groups of 120: accepted', [raw({ email: `${'a'.repeat(64)}@${'b'.repeat(186)}.fr`, firstname: 'L'.repeat(100), name: 'M'.repeat(100), groups: Array.from({ length: 20 }, () => 'IFSI 2A – groupe 1').join('|') })], [[]]],
    ['an address of 255 characters', [raw({ email: `${'a'.repeat(64)}@${'b'.repeat(187)}.fr` })], [[csvImportMessages.emailTooLong(254)]]],
    ['names of 101 characters', [raw({ firstname: 'L'.repeat(101), name: 'M'.repeat(101) })], [[csvImportMessages.firstnameTooLong(100), csvImportMessages.nameTooLong(100)]]],
    ['21 groups', [raw({ groups: Array.from({ length: 21 }, () => 'IFSI 2A – groupe 1').join('|') })], [[csvImportMessages.groupsTooLong(20, 120)]]],
    ['a group name of 121 characters', [raw({ groups: 'G'.repeat(121) })], [[csvImportMessages.groupsTooLong(20, 120)]]],
    ['an address-like field of 1 MB (the pattern is never run on it)', [raw({ email: `a@${'.'.repeat(1_000_000)} ` })], [[csvImportMessages.emailTooLong(254)]]],
    ['an address with a dot right after the @', [raw({ email: 'a@.b.fr' })], [[csvImportMessages.badEmail]]],
  ])('%s', (_case, lines, errors) => {
    expect(checkLines(lines, context).map((line) => line.errors)).toEqual(errors);
  });

  test('the bounds are the contract’s', () => {
    expect([NAME_MAX_LENGTH, MAX_IMPORT_GROUPS, TAG_NAME_MAX_LENGTH]).toEqual([100, 20, 120]);
  });

  test('an oversized field is sent back cut at its bound, and two of them are not taken for the same address', () => {
    const huge = `${'x'.repeat(300)}@b.fr`;
    const [first, second] = checkLines([raw({ email: huge, role: 'r'.repeat(1_000), groups: 'G'.repeat(5_000) }), raw({ email: huge })], context);
    expect(first).toMatchObject({ email: `${'x'.repeat(254)}…`, role: `${'r'.repeat(40)}…`, groups: [`${'G'.repeat(120)}…`] });
    expect(first?.errors).toEqual([csvImportMessages.emailTooLong(254), csvImportMessages.unknownRole(`${'r'.repeat(40)}…`), csvImportMessages.groupsTooLong(20, 120)]);
    expect(second?.errors).toEqual([csvImportMessages.emailTooLong(254)]);
  });

  test('lines beyond the seats left are refused, in file order; invalid lines take no seat', () => {
    const lines = [raw({ email: 'bad' }), raw({ email: '1@b.fr' }), raw({ email: '2@b.fr' }), raw({ email: '3@b.fr' })];
    expect(checkLines(lines, { ...context, seatsLeft: 2 }).map((line) => line.errors)).toEqual([[csvImportMessages.badEmail], [], [], [csvImportMessages.seats]]);
  });
});

describe('POST /api/auth/users/import', () => {
  let api: TestApi;
  let admin: string;
  beforeAll(async () => {
    api = await testApi();
    admin = await signIn('admin@actif.demo.test');
  }, DATABASE_HOOK_TIMEOUT_MS);
  afterAll(() => api?.close());

  const post = (csv: string, query = '') =>
    api.request(`/api/auth/users/import${query}`, { method: 'POST', headers: { ...bearer(admin), 'Content-Type': 'application/json' }, body: JSON.stringify({ csv }) });
  const unique = () => `csv-${randomUUID().slice(0, 8)}@actif.demo.test`;

  test('the preview lists every line’s errors and writes nothing; without onlyValid nothing is imported; with it, the valid lines are', async () => {
    const [good, bad] = [unique(), unique()];
    const csv = `email;prénom;nom;rôle;groupes\n${good};Léa;Martin;étudiant;IFSI 2A – groupe 1\n${bad};Hugo;Roux;directeur;\nenseignant@actif.demo.test;É;B;enseignant;`;
    const preview = await post(csv, '?dryRun=true');
    expect(preview.status).toBe(200);
    expect(preview.body.data).toMatchObject({ dry_run: true, valid: 1, invalid: 2, imported: 0 });
    const lines = (preview.body.data as { lines: { line: number; errors: string[] }[] }).lines;
    expect(lines.map((line) => [line.line, line.errors])).toEqual([[2, []], [3, [csvImportMessages.unknownRole('directeur')]], [4, [csvImportMessages.exists]]]);
    await expect(api.app.identity.getUserByEmail(good)).rejects.toMatchObject({ code: 'auth/user-not-found' });

    expect(await post(csv)).toMatchObject({ status: 422, body: { message: csvImportMessages.hasErrors } });
    await expect(api.app.identity.getUserByEmail(good)).rejects.toMatchObject({ code: 'auth/user-not-found' });

    const imported = await post(csv, '?onlyValid=true');
    expect(imported).toMatchObject({ status: 200, body: { data: { dry_run: false, imported: 1, invitations_not_sent: 0 } } });
    expect((await api.app.identity.getUserByEmail(good)).email).toBe(good);
    expect(api.mailer.lastTo(good)?.text).toContain('/actionmanager?mode=resetPassword');
    const [row] = await api.db.query<{ sessions_users_tags: string[]; role: string }>('select role, sessions_users_tags from users where email = $1', [good]);
    expect(row).toEqual({ role: 'etudiant', sessions_users_tags: ['IFSI 2A – groupe 1'] });
  });

  // The e-mail pattern was once quadratic (docs/security.md), so one admin's dry run with a 1 MB field held the API (for every
  // organisation) for most of an hour. Both files are answered, with each line's bounded reason, while another
  // organisation's admin is served: were the import still holding the event loop, neither would finish in time.
  test('a 1 MB field and a 5 MB file of long fields are answered with their reasons while another organisation is served', async () => {
    const otherAdmin = await signIn('admin@inactif.demo.test');
    const oneField = `email;prénom;nom;rôle\na@${'.'.repeat(1024 * 1024)} ;Léa;Martin;etudiant\n`;
    const longLine = `${'b'.repeat(20_000)}@${'.'.repeat(20_000)} ;${'L'.repeat(5_000)};${'M'.repeat(5_000)};etudiant;${'G|'.repeat(1_000)}\n`;
    const count = Math.floor((MAX_IMPORT_BYTES - 100) / longLine.length);
    const longFields = `email;prénom;nom;rôle;groupes\n${longLine.repeat(count)}`;
    expect(longFields.length).toBeGreaterThan(MAX_IMPORT_BYTES - longLine.length - 100);

    const [single, file, other] = await Promise.all([
      post(oneField, '?dryRun=true'),
      post(longFields, '?dryRun=true'),
      api.request('/api/subscription', { headers: bearer(otherAdmin) }),
    ]);
    expect(other.status).toBe(200);
    expect(single.status).toBe(200);
    const [line] = (single.body.data as { lines: { email: string; errors: string[] }[] }).lines;
    expect(line?.errors).toEqual([csvImportMessages.emailTooLong(254)]);
    expect(line?.email).toHaveLength(255);
    expect(file.status).toBe(200);
    const lines = (file.body.data as { lines: { errors: string[] }[] }).lines;
    expect(lines).toHaveLength(count);
    expect(new Set(lines.map((each) => each.errors.join(' / ')))).toEqual(
      new Set([[csvImportMessages.emailTooLong(254), csvImportMessages.firstnameTooLong(100), csvImportMessages.nameTooLong(100), csvImportMessages.groupsTooLong(20, 120)].join(' / ')]),
    );
  });

  test(`the addresses an organisation’s imports check are bounded (${IMPORT_ADDRESS_CHECKS_PER_HOUR} an hour, previews and imports together), each written in the audit log`, async () => {
    const [organisation] = await api.db.query<{ id: string; admin: string }>(
      `select organisation_id::text as id, uid as admin from users where email = 'admin@actif.demo.test'`,
    );
    await api.db.query(`delete from audit_log where action = $1`, [IMPORT_CHECK_ACTION]);
    const file = (count: number) => `email;prénom;nom;rôle\n${Array.from({ length: count }, () => `${unique()};Léa;Martin;etudiant`).join('\n')}`;
    const entries = () =>
      api.db.query<{ organisation_id: string; actor_uid: string; detail: unknown }>(
        `select organisation_id::text, actor_uid, detail from audit_log where action = $1 order by id`,
        [IMPORT_CHECK_ACTION],
      );

    // An address twice in the file is checked once; what is not an address is never looked up.
    const first = file(1_500).concat('\npas-une-adresse;A;B;etudiant');
    expect((await post(first, '?dryRun=true')).status).toBe(200);
    expect(await entries()).toEqual([{ organisation_id: organisation?.id, actor_uid: organisation?.admin, detail: { dry_run: true, lines: 1_501, addresses_checked: 1_500 } }]);

    const refused = await post(file(IMPORT_ADDRESS_CHECKS_PER_HOUR - 1_500 + 1), '?dryRun=true');
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(55 * 60);
    expect(retryAfter).toBeLessThanOrEqual(60 * 60);
    expect(refused).toMatchObject({ status: 429, body: { success: false, message: csvImportMessages.tooManyChecks(IMPORT_ADDRESS_CHECKS_PER_HOUR, Math.ceil(retryAfter / 60)) } });
    expect(csvImportMessages.tooManyChecks(2000, 60)).toBe('Trop d’adresses vérifiées pour cette organisation en une heure (2\u00a0000\u00a0au plus)\u00a0: réessayez dans 60\u00a0minutes ou découpez le fichier.');

    // Up to the bound exactly; then not one more address, by a preview or by an import.
    expect((await post(file(IMPORT_ADDRESS_CHECKS_PER_HOUR - 1_500), '?dryRun=true')).status).toBe(200);
    expect((await post(file(1), '?dryRun=true')).status).toBe(429);
    const onlyOne = file(1);
    expect((await post(onlyOne, '?onlyValid=true')).status).toBe(429);
    await expect(api.app.identity.getUserByEmail(onlyOne.split('\n')[1]?.split(';')[0] ?? '')).rejects.toMatchObject({ code: 'auth/user-not-found' });
    // Refusals write nothing, and check nothing.
    expect((await entries()).map((entry) => entry.detail)).toEqual([
      { dry_run: true, lines: 1_501, addresses_checked: 1_500 },
      { dry_run: true, lines: IMPORT_ADDRESS_CHECKS_PER_HOUR - 1_500, addresses_checked: IMPORT_ADDRESS_CHECKS_PER_HOUR - 1_500 },
    ]);
    // An hour later, the organisation may check again.
    await api.db.query(`update audit_log set at = at - interval '61 minutes' where action = $1`, [IMPORT_CHECK_ACTION]);
    expect((await post(file(1), '?dryRun=true')).status).toBe(200);
  });

  test('a file too large or too long is refused with the reason; a student may not import', async () => {
    expect(await post(`email,prénom,nom,rôle\n${'a@b.fr,A,B,etudiant\n'.repeat(10_001)}`)).toMatchObject({ status: 413, body: { message: csvImportMessages.tooManyLines } });
    expect(await post(`email,prénom,nom,rôle\n${'x'.repeat(MAX_IMPORT_BYTES)}`)).toMatchObject({ status: 413, body: { message: csvImportMessages.tooLarge } });
    // The route's body limit (twice the file, for JSON's escapes) refuses before parsing, in the envelope.
    expect(await post('"'.repeat(MAX_IMPORT_BYTES))).toEqual(expect.objectContaining({ status: 413, body: { success: false, message: messages.requestTooLarge } }));
    const student = await signIn('etudiant@actif.demo.test');
    const refused = await api.request('/api/auth/users/import', { method: 'POST', headers: { ...bearer(student), 'Content-Type': 'application/json' }, body: '{}' });
    expect(refused.status).toBe(403);
  });
});
