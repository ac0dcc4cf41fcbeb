/**
 * Video recordings (docs/product.md « Enregistrements vidéo », docs/api.md « Recordings »), against the real test
 * server and a folder store of its own: consent first, numbered idempotent parts, « Arrêter » with the count, the
 * signed address with range requests, who may watch, the personal-data export, and the retention.
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { recordingMessages } from '../../contract/messages';
import type { RecordingItem } from '../../contract/schemas/recordings';
import { mediaPath, signMediaPath } from '../../server/api/recordings/mediaUrl';
import { deleteExpiredRecordings } from '../../server/api/recordings/retention';
import { FolderRecordingStore } from '../../server/api/recordings/folderStore';
import { COLLEGE_INACTIF, LYCEE_ACTIF, NEXT_MONTH_SESSION, NEXT_WEEK_SESSION } from '../../server/seed/demoWorld';
import { bearer, DATABASE_HOOK_TIMEOUT_MS, signIn, testApi, type TestApi } from './support';

const MiB = 1024 * 1024;
const at = `/api/sessions/${NEXT_WEEK_SESSION.id}`;

let api: TestApi;
let root: string;
let store: FolderRecordingStore;
const urlKey = randomBytes(32);
const tokens: Record<'teacher' | 'teacher2' | 'admin' | 'hyper' | 'emma' | 'nathan' | 'louis' | 'outsider', string> = {} as never;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'simusession-recordings-'));
  store = new FolderRecordingStore(root);
  api = await testApi({ recordings: { store, urlKey } });
  [tokens.teacher, tokens.teacher2, tokens.admin, tokens.hyper, tokens.emma, tokens.nathan, tokens.louis, tokens.outsider] = await Promise.all([
    signIn('enseignant@actif.demo.test'),
    signIn('enseignant2@actif.demo.test'),
    signIn('admin@actif.demo.test'),
    signIn('hyper@demo.test'),
    signIn('etudiant@actif.demo.test'),
    // Nathan Lambert (apprenant) and Louis Fontaine (observateur) have not consented to being filmed in the seed.
    signIn('etudiant04@actif.demo.test'),
    signIn('etudiant06@actif.demo.test'),
    // In the next month's session only.
    signIn('etudiant07@actif.demo.test'),
  ]);
}, DATABASE_HOOK_TIMEOUT_MS);
afterAll(async () => {
  await api?.close();
  if (root) await rm(root, { recursive: true, force: true });
});

const call: TestApi['call'] = (...args) => api.call(...args);
const data = <T>(reply: { body: { data?: unknown } }) => reply.body.data as T;

/** A part's body sent as the browser's recorder does. */
async function putPart(rid: string, n: number, body: Buffer, token = tokens.teacher) {
  const response = await fetch(`${api.origin}${at}/recordings/${rid}/parts/${n}`, {
    method: 'PUT',
    headers: { ...bearer(token), 'content-type': 'video/webm;codecs=vp8,opus' },
    body: new Uint8Array(body),
  });
  return { status: response.status, body: (await response.json()) as { success: boolean; message: string; data?: { n: number; bytes: number; sha256: string } } };
}

/** The bytes at a (relative) media address, with an optional Range header. */
async function media(url: string, range?: string) {
  const response = await fetch(`${api.origin}${url}`, { headers: range ? { range } : {} });
  const bytes = Buffer.from(await response.arrayBuffer());
  return { status: response.status, headers: response.headers, bytes };
}

/** Whose consent to the current autorisation d'enregistrement this person gives (or withdraws). */
async function consent(token: string): Promise<string> {
  const documents = data<{ items: { kind: string; current: { id: string } | null }[] }>(await call('GET', '/api/documents', token));
  const autorisation = documents.items.find((item) => item.kind === 'autorisation_enregistrement')?.current;
  if (!autorisation) throw new Error('no autorisation d’enregistrement in the seed');
  const given = await call('POST', '/api/consents', token, { document_id: autorisation.id });
  expect(given.status).toBe(200);
  return data<{ consent: { id: string } }>(given).consent.id;
}

const partA = Buffer.from('WEBM-part-one:'.repeat(1000));
const partB = Buffer.from('second part of the video');
const partC = randomBytes(300 * 1024);
let rid = '';
let item: RecordingItem;

describe('starting a recording', () => {
  test('a session not running cannot be recorded: 409 with the reason', async () => {
    const refused = await call('POST', `${at}/recordings`, tokens.teacher);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(recordingMessages.sessionNotRunning);
    expect(refused.body.message).toBe('Un enregistrement ne commence que pendant la session ou son débriefing (session «\u00a0en cours\u00a0» ou «\u00a0débriefing\u00a0»).');
  });

  test('only the trainer records: the admin and a student are refused by role, another teacher does not find the session', async () => {
    expect((await call('PATCH', at, tokens.teacher, { status: 'en cours' })).status).toBe(200);
    for (const token of [tokens.admin, tokens.emma]) {
      const refused = await call('POST', `${at}/recordings`, token);
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe('Action non autorisée pour votre rôle.');
    }
    expect((await call('POST', `${at}/recordings`, tokens.teacher2)).status).toBe(404);
    expect((await call('POST', '/api/sessions/00000000-0000-4000-8000-000000000000/recordings', tokens.teacher)).status).toBe(404);
  });

  test('every learner and observer must have consented first: the 409 names those who have not, until they have', async () => {
    const refused = await call('POST', `${at}/recordings`, tokens.teacher);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      'L’enregistrement ne peut pas commencer\u00a0: Nathan Lambert et Louis Fontaine n’ont pas accepté l’autorisation d’enregistrement en vigueur.',
    );

    await consent(tokens.nathan);
    const stillOne = await call('POST', `${at}/recordings`, tokens.teacher);
    expect(stillOne.status).toBe(409);
    expect(stillOne.body.message).toBe('L’enregistrement ne peut pas commencer\u00a0: Louis Fontaine n’a pas accepté l’autorisation d’enregistrement en vigueur.');

    await consent(tokens.louis);
    const started = await call('POST', `${at}/recordings`, tokens.teacher);
    expect(started.status).toBe(200);
    rid = data<{ id: string }>(started).id;
    expect(rid).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('sending the parts', () => {
  test('a part is acknowledged with its size and hash; the same part sent again is stored once', async () => {
    const first = await putPart(rid, 1, partA);
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ n: 1, bytes: partA.length });
    const again = await putPart(rid, 1, partA);
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual(first.body.data);
    const stored = await readdir(path.join(root, LYCEE_ACTIF.id, NEXT_WEEK_SESSION.id, rid, 'upload'));
    expect(stored).toEqual(['000001.part']);
  });

  test('another content under an acknowledged number is refused, and the acknowledged part is kept', async () => {
    const changed = await putPart(rid, 1, partB);
    expect(changed.status).toBe(409);
    expect(changed.body.message).toBe('La partie 1 a déjà été reçue avec un autre contenu\u00a0: elle ne peut pas être remplacée.');
    const kept = await readFile(path.join(root, LYCEE_ACTIF.id, NEXT_WEEK_SESSION.id, rid, 'upload', '000001.part'));
    expect(kept.equals(partA)).toBe(true);
  });

  test('an empty part, an unknown recording or a number out of range are refused', async () => {
    expect(await putPart(rid, 2, Buffer.alloc(0))).toMatchObject({ status: 400, body: { message: recordingMessages.partEmpty } });
    expect((await putPart('00000000-0000-4000-8000-000000000000', 2, partB)).status).toBe(404);
    expect((await putPart(rid, 0, partB)).status).toBe(400);
    // Only the trainer sends parts.
    expect((await putPart(rid, 2, partB, tokens.emma)).status).toBe(403);
  });

  test('a part over 16 MiB is a 413, whether its length is declared or only counted as it comes', async () => {
    const declared = await rawPut(rid, 2, { 'content-length': String(16 * MiB + 1) }, null);
    expect(declared.status).toBe(413);
    expect(declared.message).toBe('Cette partie de l’enregistrement dépasse 16\u00a0Mio\u00a0: envoyez des parties plus courtes (quelques secondes chacune).');
    const chunked = await rawPut(rid, 2, { 'transfer-encoding': 'chunked' }, 16 * MiB + 64 * 1024);
    expect(chunked.status).toBe(413);
    expect(chunked.message).toBe(recordingMessages.partTooLarge);
    // Nothing of either was kept.
    expect(await readdir(path.join(root, LYCEE_ACTIF.id, NEXT_WEEK_SESSION.id, rid, 'upload'))).toEqual(['000001.part']);
    expect(await readdir(path.join(root, LYCEE_ACTIF.id, NEXT_WEEK_SESSION.id, rid, 'staging'))).toEqual([]);
  });

  test('« Arrêter » names a missing part, then assembles them in order once all are there', async () => {
    // Sent twice at once (a retry racing the first try): both acknowledged alike, one part kept.
    const [first, second] = await Promise.all([putPart(rid, 3, partC), putPart(rid, 3, partC)]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(second.body.data).toEqual(first.body.data);
    expect(await readdir(path.join(root, LYCEE_ACTIF.id, NEXT_WEEK_SESSION.id, rid, 'upload'))).toEqual(['000001.part', '000003.part']);
    const missing = await call('POST', `${at}/recordings/${rid}/complete`, tokens.teacher, { parts: 3 });
    expect(missing.status).toBe(409);
    expect(missing.body.message).toBe('Il manque la partie 2\u00a0: envoyez-la avant de terminer l’enregistrement.');
    const beyond = await call('POST', `${at}/recordings/${rid}/complete`, tokens.teacher, { parts: 1 });
    expect(beyond.status).toBe(409);
    expect(beyond.body.message).toBe('La partie 3 a été reçue au-delà du nombre de parties annoncé\u00a0: indiquez le nombre exact de parties.');

    expect((await putPart(rid, 2, partB)).status).toBe(200);
    const listed = data<{ items: RecordingItem[] }>(await call('GET', `${at}/recordings`, tokens.teacher)).items;
    expect(listed).toEqual([expect.objectContaining({ id: rid, completed_at: null, parts: 3, bytes: partA.length + partB.length + partC.length, media_url: null })]);

    const done = await call('POST', `${at}/recordings/${rid}/complete`, tokens.teacher, { parts: 3, duration_seconds: 12.5 });
    expect(done.status).toBe(200);
    item = data<RecordingItem>(done);
    expect(item).toMatchObject({ id: rid, parts: 3, bytes: partA.length + partB.length + partC.length, duration_seconds: 12.5 });
    expect(Date.parse(item.completed_at ?? '')).toBeGreaterThan(Date.parse(item.started_at) - 1);
    expect(item.media_url).toMatch(new RegExp(`^${mediaPath(NEXT_WEEK_SESSION.id, rid)}\\?expires=\\d+&signature=[\\w-]+$`));
    const file = await readFile(path.join(root, LYCEE_ACTIF.id, NEXT_WEEK_SESSION.id, rid, 'recording.webm'));
    expect(file.equals(Buffer.concat([partA, partB, partC]))).toBe(true);
    expect(existsSync(path.join(root, LYCEE_ACTIF.id, NEXT_WEEK_SESSION.id, rid, 'upload'))).toBe(false);
  });

  test('a completed recording takes no more parts; « Arrêter » again with the same count answers the same', async () => {
    const late = await putPart(rid, 4, partB);
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('Cet enregistrement est terminé\u00a0: il ne reçoit plus de parties.');
    const again = await call('POST', `${at}/recordings/${rid}/complete`, tokens.teacher, { parts: 3 });
    expect(again.status).toBe(200);
    expect(data<RecordingItem>(again)).toMatchObject({ id: rid, parts: 3, bytes: item.bytes });
    const other = await call('POST', `${at}/recordings/${rid}/complete`, tokens.teacher, { parts: 4 });
    expect(other.status).toBe(409);
    expect(other.body.message).toBe(recordingMessages.completedOtherwise);
  });
});

describe('playing it back', () => {
  const whole = () => Buffer.concat([partA, partB, partC]);

  test('the signed address serves the whole video with no header, and any range of it as 206', async () => {
    const full = await media(item.media_url ?? '');
    expect(full.status).toBe(200);
    expect(full.headers.get('content-type')).toBe('video/webm');
    expect(full.headers.get('accept-ranges')).toBe('bytes');
    expect(full.bytes.equals(whole())).toBe(true);

    const middle = await media(item.media_url ?? '', 'bytes=100-199');
    expect(middle.status).toBe(206);
    expect(middle.headers.get('content-range')).toBe(`bytes 100-199/${item.bytes}`);
    expect(middle.bytes.equals(whole().subarray(100, 200))).toBe(true);

    const tail = await media(item.media_url ?? '', 'bytes=-10');
    expect(tail.status).toBe(206);
    expect(tail.headers.get('content-range')).toBe(`bytes ${item.bytes - 10}-${item.bytes - 1}/${item.bytes}`);
    expect(tail.bytes.equals(whole().subarray(item.bytes - 10))).toBe(true);

    const open = await media(item.media_url ?? '', `bytes=${item.bytes - 5}-`);
    expect(open.status).toBe(206);
    expect(open.bytes.length).toBe(5);

    const beyond = await media(item.media_url ?? '', `bytes=${item.bytes}-`);
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get('content-range')).toBe(`bytes */${item.bytes}`);
    expect(JSON.parse(beyond.bytes.toString())).toEqual({ success: false, message: 'La plage demandée dépasse la taille de la vidéo.' });
  });

  test('an altered or expired address is refused with 403 and says why', async () => {
    const url = item.media_url ?? '';
    const invalid = { success: false, message: 'Ce lien vers la vidéo n’est pas valide\u00a0: rouvrez le débriefing pour en obtenir un nouveau.' };
    const later = url.replace(/expires=(\d+)/, (_all, expires: string) => `expires=${Number(expires) + 3600}`);
    const otherSignature = url.replace(/signature=([\w-])/, (_all, first: string) => `signature=${first === 'A' ? 'B' : 'A'}`);
    const otherRecording = url.replace(rid, '00000000-0000-4000-8000-000000000000');
    for (const altered of [later, otherSignature, otherRecording, url.split('?')[0] ?? '']) {
      const refused = await media(altered);
      expect(refused.status).toBe(403);
      expect(JSON.parse(refused.bytes.toString())).toEqual(invalid);
    }
    const expired = signMediaPath(urlKey, mediaPath(NEXT_WEEK_SESSION.id, rid), new Date(Date.now() - 10 * 60 * 1000));
    const refused = await media(expired);
    expect(refused.status).toBe(403);
    expect(JSON.parse(refused.bytes.toString())).toEqual({ success: false, message: 'Ce lien vers la vidéo a expiré\u00a0: rouvrez le débriefing pour en obtenir un nouveau.' });
    // Signed with another key: not this server's.
    const forged = signMediaPath(randomBytes(32), mediaPath(NEXT_WEEK_SESSION.id, rid), new Date());
    expect((await media(forged)).status).toBe(403);
  });
});

describe('who sees the recordings', () => {
  test('the trainer and the organisation’s admin (and the operator naming it) see them', async () => {
    for (const [token, query] of [
      [tokens.teacher, ''],
      [tokens.admin, ''],
      [tokens.hyper, `?organisation=${LYCEE_ACTIF.id}`],
    ] as const) {
      const listed = await call('GET', `${at}/recordings${query}`, token);
      expect(listed.status).toBe(200);
      expect(data<{ items: RecordingItem[] }>(listed).items.map((recording) => recording.id)).toEqual([rid]);
    }
  });

  test('another teacher, a student of another session, another organisation or a guessed id: 404', async () => {
    for (const [token, url] of [
      [tokens.teacher2, `${at}/recordings`],
      [tokens.outsider, `${at}/recordings`],
      [tokens.hyper, `${at}/recordings?organisation=${COLLEGE_INACTIF.id}`],
      [tokens.teacher, '/api/sessions/00000000-0000-4000-8000-000000000000/recordings'],
      [tokens.teacher, `/api/sessions/${NEXT_MONTH_SESSION.id}/recordings/${rid}/complete`],
    ] as const) {
      const refused = url.endsWith('/complete') ? await call('POST', url, token, { parts: 3 }) : await call('GET', url, token);
      expect(refused.status).toBe(404);
      expect(refused.body.message).toBe('Ressource introuvable.');
    }
  });

  test('a student who took part sees nothing before the results are released, then the complete recordings', async () => {
    const before = await call('GET', `${at}/recordings`, tokens.emma);
    expect(before.status).toBe(200);
    expect(data<{ items: RecordingItem[] }>(before).items).toEqual([]);

    await api.db.query('update sessions set results_released_at = now() where id = $1', [NEXT_WEEK_SESSION.id]);
    const after = data<{ items: RecordingItem[] }>(await call('GET', `${at}/recordings`, tokens.emma)).items;
    expect(after.map((recording) => recording.id)).toEqual([rid]);
    expect((await media(after[0]?.media_url ?? '', 'bytes=0-3')).status).toBe(206);
  });

  test('the personal-data export lists the recordings a person is filmed in', async () => {
    const response = await fetch(`${api.origin}/api/me/export`, { headers: bearer(tokens.emma) });
    expect(response.status).toBe(200);
    const exported = (await response.json()) as { recordings: { id: string; session_id: string; session_title: string; deleted_after: string }[] };
    expect(exported.recordings).toEqual([
      expect.objectContaining({ id: rid, session_id: NEXT_WEEK_SESSION.id, session_title: NEXT_WEEK_SESSION.title, deleted_after: expect.any(String) }),
    ]);
    const teachers = (await (await fetch(`${api.origin}/api/me/export`, { headers: bearer(tokens.teacher) })).json()) as { recordings: unknown[] };
    expect(teachers.recordings).toEqual([]);
  });

  test('withdrawing the autorisation stops that person from being recorded in a later recording', async () => {
    const documents = data<{ items: { kind: string; consent: { id: string; withdrawn_at: string | null } | null }[] }>(await call('GET', '/api/documents', tokens.emma));
    const mine = documents.items.find((entry) => entry.kind === 'autorisation_enregistrement')?.consent;
    expect(mine?.withdrawn_at).toBeNull();
    expect((await call('DELETE', `/api/consents/${mine?.id}`, tokens.emma)).status).toBe(200);
    const refused = await call('POST', `${at}/recordings`, tokens.teacher);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('L’enregistrement ne peut pas commencer\u00a0: Emma Petit n’a pas accepté l’autorisation d’enregistrement en vigueur.');
    // The recording already made stays listed for the debriefing.
    expect(data<{ items: RecordingItem[] }>(await call('GET', `${at}/recordings`, tokens.teacher)).items.map((recording) => recording.id)).toEqual([rid]);
  });
});

describe('retention', () => {
  test('a recording goes, bytes and all, once its organisation’s term after the session has passed; two runs at once delete it once', async () => {
    const dir = path.join(root, LYCEE_ACTIF.id, NEXT_WEEK_SESSION.id, rid);
    // The session ended 40 days ago; the organisation keeps its recordings 60 days: nothing goes yet.
    await api.db.query(`update sessions set starts_at = now() - interval '40 days', started_at = now() - interval '40 days' where id = $1`, [NEXT_WEEK_SESSION.id]);
    await api.db.query('update organisations set recording_retention_days = 60 where id = $1', [LYCEE_ACTIF.id]);
    expect(await deleteExpiredRecordings(api.app, store, new Date())).toBe(0);
    expect(existsSync(dir)).toBe(true);

    // Back to the default 30 days: past its term.
    await api.db.query('update organisations set recording_retention_days = 30 where id = $1', [LYCEE_ACTIF.id]);
    const runs = await Promise.all([deleteExpiredRecordings(api.app, store, new Date()), deleteExpiredRecordings(api.app, store, new Date())]);
    expect(runs[0] + runs[1]).toBe(1);
    expect(existsSync(dir)).toBe(false);
    expect(data<{ items: RecordingItem[] }>(await call('GET', `${at}/recordings`, tokens.teacher)).items).toEqual([]);
    expect((await media(item.media_url ?? '')).status).toBe(404);
    const exported = (await (await fetch(`${api.origin}/api/me/export`, { headers: bearer(tokens.emma) })).json()) as { recordings: unknown[] };
    expect(exported.recordings).toEqual([]);
  });
});

/**
 * A PUT of a part written by hand: `headers` as given (a declared length, or chunked), then `size` bytes (null: none
 * at all). The answer is read as soon as it comes, even while the body is still being sent (the server refuses early).
 */
function rawPut(recording: string, n: number, headers: Record<string, string>, size: number | null): Promise<{ status: number; message: string }> {
  const url = new URL(`${api.origin}${at}/recordings/${recording}/parts/${n}`);
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: url.hostname, port: url.port, path: url.pathname, method: 'PUT', headers: { ...bearer(tokens.teacher), 'content-type': 'application/octet-stream', ...headers } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          resolve({ status: response.statusCode ?? 0, message: (JSON.parse(Buffer.concat(chunks).toString()) as { message: string }).message });
          request.destroy();
        });
      },
    );
    // The server may close the connection before the body is all sent: that is the refusal, not a failure.
    request.on('error', (error: NodeJS.ErrnoException) => (['EPIPE', 'ECONNRESET'].includes(error.code ?? '') ? undefined : reject(error)));
    if (size === null) {
      request.flushHeaders();
      return;
    }
    const chunk = Buffer.alloc(64 * 1024, 1);
    let sent = 0;
    const write = () => {
      while (sent < size) {
        sent += chunk.length;
        if (!request.write(chunk)) return void request.once('drain', write);
      }
      request.end();
    };
    write();
  });
}
