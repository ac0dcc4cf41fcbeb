/**
 * A session's video recordings (docs/product.md « Enregistrements vidéo »): their rows, their acknowledged parts and
 * who they film. The bytes are the recording store's (server/api/recordings/store.ts); a row says where they are.
 */
import type { ConsentFacts } from '../../../contract/recordingRules';
import type { Queryable } from '../../db/database';
import type { ScopedSession } from '../scope';
import { isoTimestamp } from './sql';

/** A recording as the routes need it. */
export type RecordingRow = {
  id: string;
  storage_key: string;
  upload_id: string;
  started_at: string;
  completed_at: string | null;
  /** Parts received so far, or the announced count once complete. */
  parts: number;
  bytes: number;
  duration_seconds: number | null;
};

export type RecordingPartRow = { n: number; bytes: number; sha256: string; etag: string };

const COLUMNS = `r.id::text, r.storage_key, r.upload_id, ${isoTimestamp('r.started_at')} as started_at, ${isoTimestamp('r.completed_at')} as completed_at,
  coalesce(r.parts, (select count(*)::int from recording_parts p where p.recording_id = r.id)) as parts,
  (case when r.completed_at is null then (select coalesce(sum(p.bytes), 0) from recording_parts p where p.recording_id = r.id) else r.bytes end)::float8 as bytes,
  r.duration_seconds`;

export function recordingsRepository(db: Queryable) {
  return {
    /** The session's participants with their role and whether they consent, today, to being filmed (the profile's mirror of the records). */
    consentFacts(session: ScopedSession): Promise<ConsentFacts[]> {
      return db.query<ConsentFacts>(
        `select p.user_uid as uid, coalesce(u.firstname, '') as firstname, coalesce(u.name, '') as name, p.session_role, coalesce(u.record_auth, false) as record_auth
         from session_participants p left join users u on u.uid = p.user_uid
         where p.session_id = $1 order by p.session_role, u.name, u.firstname, p.id`,
        [session.id],
      );
    },

    async create(
      session: ScopedSession,
      recording: { id: string; startedBy: string; storageKey: string; uploadId: string; subjects: readonly string[] },
    ): Promise<void> {
      await db.query(
        `insert into recordings (id, session_id, organisation_id, started_by, storage_key, upload_id) values ($1, $2, $3, $4, $5, $6)`,
        [recording.id, session.id, session.scope.organisationId, recording.startedBy, recording.storageKey, recording.uploadId],
      );
      if (recording.subjects.length > 0) {
        await db.query(
          `insert into recording_subjects (recording_id, user_uid) select $1, uid from unnest($2::text[]) as uid on conflict do nothing`,
          [recording.id, recording.subjects],
        );
      }
    },

    /** One recording of the session; `lock`: its row locked until the transaction ends (parts and « Arrêter » in turn). */
    async find(session: ScopedSession, id: string, { lock = false } = {}): Promise<RecordingRow | null> {
      const [row] = await db.query<RecordingRow>(
        `select ${COLUMNS} from recordings r where r.id = $1 and r.session_id = $2 and r.organisation_id = $3${lock ? ' for update' : ''}`,
        [id, session.id, session.scope.organisationId],
      );
      return row ?? null;
    },

    async list(session: ScopedSession, { completedOnly }: { completedOnly: boolean }): Promise<RecordingRow[]> {
      return db.query<RecordingRow>(
        `select ${COLUMNS} from recordings r where r.session_id = $1 and r.organisation_id = $2${completedOnly ? ' and r.completed_at is not null' : ''}
         order by r.started_at, r.id`,
        [session.id, session.scope.organisationId],
      );
    },

    async part(recordingId: string, n: number): Promise<RecordingPartRow | null> {
      const [row] = await db.query<RecordingPartRow>('select n, bytes, sha256, etag from recording_parts where recording_id = $1 and n = $2', [recordingId, n]);
      return row ?? null;
    },

    async addPart(recordingId: string, part: RecordingPartRow): Promise<void> {
      await db.query('insert into recording_parts (recording_id, n, bytes, sha256, etag) values ($1, $2, $3, $4, $5) on conflict do nothing', [
        recordingId,
        part.n,
        part.bytes,
        part.sha256,
        part.etag,
      ]);
    },

    parts(recordingId: string): Promise<RecordingPartRow[]> {
      return db.query<RecordingPartRow>('select n, bytes, sha256, etag from recording_parts where recording_id = $1 order by n', [recordingId]);
    },

    /** Marks it complete; its parts' rows go (the store has assembled them), their count and size stay on the row. */
    async complete(recordingId: string, done: { parts: number; bytes: number; durationSeconds: number | null }): Promise<void> {
      await db.query('update recordings set completed_at = now(), parts = $2, bytes = $3, duration_seconds = $4 where id = $1', [
        recordingId,
        done.parts,
        done.bytes,
        done.durationSeconds,
      ]);
      await db.query('delete from recording_parts where recording_id = $1', [recordingId]);
    },

    /**
     * What a signed address serves: the recording `id` of session `sessionId`, complete or not. No caller scopes this
     * read: the signature, made by this server for a reader the policy allowed, is the authority.
     */
    async media(sessionId: string, id: string): Promise<{ storage_key: string; bytes: number; completed: boolean } | null> {
      const [row] = await db.query<{ storage_key: string; bytes: number; completed: boolean }>(
        'select storage_key, bytes::float8 as bytes, completed_at is not null as completed from recordings where id = $1 and session_id = $2',
        [id, sessionId],
      );
      return row ?? null;
    },

    /**
     * Up to `limit` recordings past their organisation's retention at `now` (counted from the session's end), locked
     * and skipped by any other process running the same job (`skip locked`): call inside a transaction, delete them
     * before it ends.
     */
    dueForDeletion(now: Date, limit: number): Promise<{ id: string; storage_key: string; upload_id: string }[]> {
      return db.query<{ id: string; storage_key: string; upload_id: string }>(
        `select r.id::text, r.storage_key, r.upload_id from recordings r
           join sessions s on s.id = r.session_id
           join organisations o on o.id = r.organisation_id
         where coalesce(s.started_at, s.starts_at) + s.duration_minutes * interval '1 minute' + o.recording_retention_days * interval '1 day' < $1::timestamptz
         order by r.started_at, r.id
         limit $2
         for update of r skip locked`,
        [now.toISOString(), limit],
      );
    },

    async delete(ids: readonly string[]): Promise<void> {
      await db.query('delete from recordings where id = any($1::uuid[])', [ids]);
    },
  };
}

export type RecordingsRepository = ReturnType<typeof recordingsRepository>;
