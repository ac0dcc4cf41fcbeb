/**
 * A session's video recordings (docs/product.md « Enregistrements vidéo », docs/api.md « Recordings »):
 *
 *   POST /api/sessions/:id/recordings                    the trainer opens one (every filmed person consented)
 *   PUT  /api/sessions/:id/recordings/:rid/parts/:n      a numbered part of the media, streamed to the store
 *   POST /api/sessions/:id/recordings/:rid/complete      « Arrêter »: every part 1…count is there
 *   GET  /api/sessions/:id/recordings                    the list, with a signed `media_url` each
 *   GET  /api/sessions/:id/recordings/:rid/media         the bytes, with range requests (public: the signature is the key)
 *
 * A part is idempotent: the same content sent twice is stored once and acknowledged twice, another content under an
 * acknowledged number is a 409. Parts keep arriving after the session has moved on (a laptop reconnecting late):
 * only opening a recording needs the session running.
 */
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { recordingMessages } from '../../../../contract/messages';
import { mayWatchRecordings, sessionViewFor } from '../../../../contract/policy';
import { FILMED_SESSION_ROLES, frenchList, partRanges, partsCheck, recordingMayStart, withoutRecordingConsent } from '../../../../contract/recordingRules';
import { OrganisationQuery } from '../../../../contract/schemas/organisation';
import {
  MAX_RECORDING_PART_BYTES,
  MEDIA_URL_TTL_SECONDS,
  MediaQuery,
  RECORDING_MEDIA_TYPE,
  RecordingComplete,
  RecordingCreated,
  RecordingItem,
  RecordingList,
  RecordingParams,
  RecordingPartAck,
  RecordingPartParams,
} from '../../../../contract/schemas/recordings';
import { SessionParams } from '../../../../contract/schemas/sessions';
import { ApiError, notFound } from '../../errors';
import { messages } from '../../messages';
import { checkMediaUrl, mediaPath, signMediaPath } from '../../recordings/mediaUrl';
import { requestedRange } from '../../recordings/range';
import { PartTooLargeError, recordingKey } from '../../recordings/store';
import type { RecordingRow } from '../../repositories/recordings';
import { ok, publicResponses, responses } from '../../schemas';
import { sessionInScope } from '../../scope';
import { actorOf } from '../actor';
import { conflict, sessionLookup } from './lookup';

/** The media's 200 and 206: bytes, never serialised; every refusal is the envelope. */
const MEDIA = { description: RECORDING_MEDIA_TYPE, content: { [RECORDING_MEDIA_TYPE]: { schema: Type.String({ format: 'binary' }) } } };
const mediaResponses = () => {
  const { 200: _json, ...refusals } = publicResponses(Type.Null(), [403, 404, 409, 416]);
  return { 200: MEDIA, 206: MEDIA, ...refusals };
};

const tooLarge = () => new ApiError(413, recordingMessages.partTooLarge, { connection: 'close' });

const recordingsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { sessionFor } = sessionLookup(app);
  const { store } = app.recordings;

  // A part's body is handed to the route as the request stream: the store reads it as it arrives (never whole).
  // Kept beside the request rather than as its `body`, which the app's hooks look into as parsed data (errors.ts).
  const partBodies = new WeakMap<object, Readable>();
  const keepStream = (request: object, payload: Readable, done: (error: Error | null, body?: unknown) => void) => {
    partBodies.set(request, payload);
    done(null, undefined);
  };
  app.addContentTypeParser(['application/octet-stream', RECORDING_MEDIA_TYPE], keepStream);
  app.addContentTypeParser(/^video\/webm\s*;/, keepStream);

  /** The recording as its readers see it, with an address for a complete one when the server has a key. */
  const itemOf = (sessionId: string, row: RecordingRow, now: Date): RecordingItem => {
    const key = app.recordings.urlKey;
    return {
      id: row.id,
      started_at: row.started_at,
      completed_at: row.completed_at,
      parts: row.parts,
      bytes: row.bytes,
      duration_seconds: row.duration_seconds,
      media_url: row.completed_at !== null && key ? signMediaPath(key, mediaPath(sessionId, row.id), now) : null,
    };
  };

  app.post(
    '/api/sessions/:id/recordings',
    {
      config: { action: 'sessions.lead' },
      schema: {
        tags: ['recordings'],
        summary: 'Commencer un enregistrement (toutes les personnes filmées ont accepté l’autorisation d’enregistrement)',
        params: SessionParams,
        querystring: OrganisationQuery,
        response: responses(RecordingCreated, [404, 409]),
      },
    },
    async (request) => {
      const { actor, session, scoped } = await sessionFor(request, 'sessions.lead');
      if (!recordingMayStart(session.status)) throw conflict(recordingMessages.sessionNotRunning);
      const people = await app.repositories.recordings.consentFacts(scoped);
      const missing = withoutRecordingConsent(people);
      if (missing.length > 0) throw conflict(recordingMessages.consentMissing(frenchList(missing), missing.length));
      const id = randomUUID();
      const storageKey = recordingKey(scoped.scope.organisationId, session.id, id);
      const uploadId = await store.createUpload(storageKey);
      const subjects = people.flatMap((person) => (person.uid !== null && FILMED_SESSION_ROLES.includes(person.session_role) ? [person.uid] : []));
      await app.transaction((repositories) => repositories.recordings.create(scoped, { id, startedBy: actor.uid, storageKey, uploadId, subjects }));
      return ok({ id });
    },
  );

  app.put(
    '/api/sessions/:id/recordings/:rid/parts/:n',
    {
      config: { action: 'sessions.lead' },
      // The store counts the bytes as they come (a chunked body has no length to check beforehand).
      bodyLimit: MAX_RECORDING_PART_BYTES + 1,
      schema: {
        tags: ['recordings'],
        summary: 'Envoyer une partie numérotée de l’enregistrement (application/octet-stream ou video/webm, 16 Mio au plus)',
        params: RecordingPartParams,
        querystring: OrganisationQuery,
        response: responses(RecordingPartAck, [404, 409, 413]),
      },
    },
    async (request) => {
      const declared = Number(request.headers['content-length'] ?? 0);
      if (declared > MAX_RECORDING_PART_BYTES) throw tooLarge();
      const { scoped } = await sessionFor(request, 'sessions.lead');
      const { rid, n } = request.params;
      const recording = await app.repositories.recordings.find(scoped, rid);
      if (!recording) throw notFound(messages.notFound);
      if (recording.completed_at !== null) throw conflict(recordingMessages.completed);
      const body = partBodies.get(request);
      // An empty body (length 0, or none at all); a chunked one is counted as it comes.
      if (!body || request.headers['content-length'] === '0') throw new ApiError(400, recordingMessages.partEmpty);
      const staged = await store.stagePart(recording.storage_key, recording.upload_id, n, body, MAX_RECORDING_PART_BYTES).catch((error: unknown) => {
        throw error instanceof PartTooLargeError ? tooLarge() : error;
      });
      try {
        if (staged.bytes === 0) throw new ApiError(400, recordingMessages.partEmpty);
        const ack = await app.transaction(async (repositories) => {
          // One part at a time per recording, and never after « Arrêter »: its row is locked while the part is kept.
          const locked = await repositories.recordings.find(scoped, rid, { lock: true });
          if (!locked) throw notFound(messages.notFound);
          if (locked.completed_at !== null) throw conflict(recordingMessages.completed);
          const kept = await repositories.recordings.part(rid, n);
          if (kept) {
            if (kept.sha256 !== staged.sha256) throw conflict(recordingMessages.partChanged(n));
            return kept;
          }
          const part = { n, bytes: staged.bytes, sha256: staged.sha256, etag: await staged.commit() };
          await repositories.recordings.addPart(rid, part);
          return part;
        });
        return ok({ n: ack.n, bytes: ack.bytes, sha256: ack.sha256 });
      } finally {
        // Whatever was not made a part (kept already, refused) leaves nothing behind.
        await staged.discard();
      }
    },
  );

  app.post(
    '/api/sessions/:id/recordings/:rid/complete',
    {
      config: { action: 'sessions.lead' },
      schema: {
        tags: ['recordings'],
        summary: 'Terminer l’enregistrement avec le nombre de parties envoyées',
        params: RecordingParams,
        querystring: OrganisationQuery,
        body: RecordingComplete,
        response: responses(RecordingItem, [404, 409]),
      },
    },
    async (request) => {
      const { session, scoped } = await sessionFor(request, 'sessions.lead');
      const { rid } = request.params;
      const { parts: count, duration_seconds: duration } = request.body;
      const row = await app.transaction(async (repositories) => {
        const recording = await repositories.recordings.find(scoped, rid, { lock: true });
        if (!recording) throw notFound(messages.notFound);
        if (recording.completed_at !== null) {
          // « Arrêter » sent again (its answer was lost): the same count is the same answer.
          if (recording.parts !== count) throw conflict(recordingMessages.completedOtherwise);
          return recording;
        }
        const parts = await repositories.recordings.parts(rid);
        const { missing, beyond } = partsCheck(
          count,
          parts.map((part) => part.n),
        );
        if (missing.length > 0) throw conflict(recordingMessages.partsMissing(partRanges(missing), missing.length));
        if (beyond.length > 0) throw conflict(recordingMessages.partsBeyond(partRanges(beyond), beyond.length));
        const { bytes } = await store.completeUpload(recording.storage_key, recording.upload_id, parts);
        await repositories.recordings.complete(rid, { parts: count, bytes, durationSeconds: duration ?? null });
        return repositories.recordings.find(scoped, rid);
      });
      if (!row) throw notFound(messages.notFound);
      return ok(itemOf(session.id, row, new Date()));
    },
  );

  app.get(
    '/api/sessions/:id/recordings',
    {
      config: { action: 'sessions.read' },
      schema: {
        tags: ['recordings'],
        summary: 'Les enregistrements de la session, chacun avec une adresse de lecture signée valable quelques minutes',
        params: SessionParams,
        querystring: OrganisationQuery,
        response: responses(RecordingList, [404]),
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const session = await app.repositories.sessions.facts(request.scope, request.params.id);
      if (!session) throw notFound(messages.notFound);
      const relation = { organisationId: session.organisationId, trainerUid: session.trainerUid, participantUids: session.participantUids };
      const view = sessionViewFor(actor, relation);
      const now = new Date();
      // The co-trainers and the release window are not stored yet (docs/api.md « Recordings »): none, and open.
      const audience = { ...relation, coTrainerUids: [], releasedAt: session.resultsReleasedAt, releaseFrom: null, releaseUntil: null };
      if (!mayWatchRecordings(actor, audience, now)) {
        // A participant before the release (or outside its window) has nothing to see yet; anybody else, no such session.
        if (view === 'participant') return ok({ items: [] });
        throw notFound(messages.notFound);
      }
      const rows = await app.repositories.recordings.list(sessionInScope(request.scope, session), { completedOnly: view === 'participant' });
      return ok({ items: rows.map((row) => itemOf(session.id, row, now)) });
    },
  );

  app.get(
    '/api/sessions/:id/recordings/:rid/media',
    {
      config: { public: true },
      schema: {
        tags: ['recordings'],
        summary: 'La vidéo (adresse signée de media_url ; requêtes Range : 206)',
        description: `video/webm. Sans en-tête d’authentification : l’adresse signée, valable ${MEDIA_URL_TTL_SECONDS / 60} minutes, en tient lieu.`,
        params: RecordingParams,
        querystring: Type.Partial(MediaQuery),
        response: mediaResponses(),
      },
    },
    async (request, reply) => {
      const { id, rid } = request.params;
      const key = app.recordings.urlKey;
      const check = key ? checkMediaUrl(key, mediaPath(id, rid), request.query.expires, request.query.signature, new Date()) : 'invalid';
      if (check === 'invalid') throw new ApiError(403, recordingMessages.linkInvalid);
      if (check === 'expired') throw new ApiError(403, recordingMessages.linkExpired);
      const media = await app.repositories.recordings.media(id, rid);
      if (!media) throw notFound(messages.notFound);
      if (!media.completed) throw conflict(recordingMessages.notComplete);
      const range = requestedRange(request.headers.range, media.bytes);
      if (range === 'unsatisfiable') throw new ApiError(416, recordingMessages.rangeNotSatisfiable, { 'content-range': `bytes */${media.bytes}` });
      const stream = await store.read(media.storage_key, range ?? undefined).catch((error: unknown) => {
        // Deleted by the retention between the row's read and the file's: gone.
        throw (error as NodeJS.ErrnoException).code === 'ENOENT' ? notFound(messages.notFound) : error;
      });
      void reply
        .header('content-type', RECORDING_MEDIA_TYPE)
        .header('accept-ranges', 'bytes')
        .header('cache-control', `private, max-age=${MEDIA_URL_TTL_SECONDS}`)
        .header('referrer-policy', 'no-referrer')
        .header('content-length', String(range ? range.end - range.start + 1 : media.bytes));
      if (range) void reply.code(206).header('content-range', `bytes ${range.start}-${range.end}/${media.bytes}`);
      // A stream, never serialised (the schema above only documents it).
      return reply.send(stream as never);
    },
  );
};

export default recordingsRoutes;
