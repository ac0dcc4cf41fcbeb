/** POST /api/demo-requests (docs/guide/visitor.md): the contact page's demo request, stored, e-mailed to the team, limited. */
import { randomUUID } from 'node:crypto';
import { CONTACT_EMAIL } from '../../contract/contact';
import { demoRequestMessages } from '../../contract/messages';
import { DATABASE_HOOK_TIMEOUT_MS, testApi, type TestApi } from './support';

let api: TestApi;
beforeAll(async () => {
  // The limit counts the client address: the proxy's X-Forwarded-For lets each test be its own address.
  api = await testApi({ trustProxy: '127.0.0.1' });
}, DATABASE_HOOK_TIMEOUT_MS);
afterAll(() => api?.close());

let addresses = 0;
/** A client address no other test uses, so that each test starts below the limit. */
const freshAddress = () => `203.0.113.${(addresses += 1)}`;

const post = (body: unknown, address = freshAddress()) =>
  api.request('/api/demo-requests', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': address },
    body: JSON.stringify(body),
  });

const request = (email = `demande-${randomUUID().slice(0, 8)}@ifsi-exemple.fr`) => ({
  name: 'Camille Durand',
  email,
  organisation: 'IFSI de Villefranche',
  role: 'enseignant',
  message: 'Nous voudrions voir le débriefing.\nPlutôt un mardi.',
  consent: true,
});

type Row = { name: string; email: string; organisation: string; role: string; message: string; consented: boolean; mailed: boolean };
const rowsFor = (email: string) =>
  api.db.query<Row>(
    `select name, email, organisation, role, message, consented_at is not null as consented, mailed_at is not null as mailed
       from demo_requests where email = $1`,
    [email],
  );

test('stores the request and e-mails it to the address the contact page shows, the visitor as Reply-To', async () => {
  const body = request();
  const { status, body: answer } = await post(body);
  expect({ status, answer }).toEqual({ status: 200, answer: { success: true, message: '', data: { received: true } } });
  expect(await rowsFor(body.email)).toEqual([
    { name: 'Camille Durand', email: body.email, organisation: 'IFSI de Villefranche', role: 'enseignant', message: body.message, consented: true, mailed: true },
  ]);

  const mail = api.mailer.sent.find((sent) => sent.replyTo === body.email);
  expect(mail?.to).toBe(CONTACT_EMAIL);
  expect(mail?.subject).toBe('Demande de démonstration\u00a0: IFSI de Villefranche');
  expect(mail?.text).toContain('Nom\u00a0: Camille Durand');
  expect(mail?.text).toContain(`Adresse e-mail\u00a0: ${body.email}`);
  expect(mail?.text).toContain('Fonction\u00a0: Enseignant ou formateur');
  expect(mail?.text).toContain('Message\u00a0:\n  Nous voudrions voir le débriefing.\n  Plutôt un mardi.');
  // Nothing goes to the address typed: the form cannot be used to write to a stranger.
  expect(api.mailer.lastTo(body.email)).toBeUndefined();
});

test('keeps the request when the mail server does not answer, and still says it was received', async () => {
  const body = request();
  api.mailer.failing = true;
  try {
    expect((await post(body)).status).toBe(200);
  } finally {
    api.mailer.failing = false;
  }
  expect(await rowsFor(body.email)).toEqual([expect.objectContaining({ email: body.email, mailed: false })]);
});

test('what was typed reaches the team’s e-mail as data: no header or line break injected in the subject', async () => {
  const body = { ...request(), organisation: 'Lycée\r\nBcc: tous@exemple.invalid', name: 'Camille\u0007\nObjet : urgent' };
  expect((await post(body)).status).toBe(200);
  const mail = api.mailer.sent.find((sent) => sent.replyTo === body.email);
  expect(mail?.subject).toBe('Demande de démonstration\u00a0: Lycée Bcc: tous@exemple.invalid');
  expect(mail?.text.split('\n').find((line) => line.startsWith('Nom'))).toBe('Nom\u00a0: Camille Objet : urgent');
});

test('a filled honeypot is answered as any request but neither stored nor e-mailed', async () => {
  const body = { ...request(), website: 'http://promo.exemple.invalid' };
  const sentBefore = api.mailer.sent.length;
  expect(await post(body)).toMatchObject({ status: 200, body: { data: { received: true } } });
  expect(await rowsFor(body.email)).toEqual([]);
  expect(api.mailer.sent.length).toBe(sentBefore);
});

test.each([
  ['no consent', { consent: false }, 'Accord pour être recontacté'],
  ['not an address', { email: 'pas-une-adresse' }, 'Adresse e-mail'],
  ['a blank name', { name: '   ' }, 'Nom'],
  ['no organisation', { organisation: '' }, 'Organisation'],
  ['a role the form does not offer', { role: 'etudiant' }, 'Rôle'],
  ['a message of 2 001 characters', { message: 'x'.repeat(2001) }, 'Message'],
])('%s is a 400 naming « %s » in French, and nothing is stored', async (_case, override, label) => {
  const body = { ...request(), ...override };
  const { status, body: answer } = await post(body);
  expect(status).toBe(400);
  const said = `Corps de requête invalide\u00a0: le champ «\u00a0${label}\u00a0» `;
  expect(answer.message.slice(0, said.length)).toBe(said);
  if (typeof body.email === 'string') expect(await rowsFor(body.email)).toEqual([]);
});

test('a sixth request from one client address within the hour is refused (429, Retry-After, French), and not stored', async () => {
  const address = freshAddress();
  for (let attempt = 0; attempt < 5; attempt += 1) expect((await post(request(), address)).status).toBe(200);
  const body = request();
  const refused = await post(body, address);
  expect(refused).toMatchObject({ status: 429, body: { success: false, message: demoRequestMessages.tooManyRequests } });
  const wait = Number(refused.headers.get('retry-after'));
  expect(wait).toBeGreaterThan(50 * 60);
  expect(wait).toBeLessThanOrEqual(60 * 60);
  expect(await rowsFor(body.email)).toEqual([]);
  // Another address is not held back.
  expect((await post(request(), freshAddress())).status).toBe(200);
});
