/**
 * `GET /api/me/export`: everything the product holds about the caller, as one JSON document written
 * section by section as the database answers (long lists by keyset chunks), so that a person with
 * thousands of run-log events is served in constant memory and the first bytes leave at once.
 *
 * Sections: profile, what the identity provider holds (e-mail, verification, creation and sign-in
 * dates), groups, consents with the document's version and dates, sessions taken part in (with the
 * session role) and led, released results only, feedback, run-log events the person wrote, the recordings they
 * are filmed in (with the date they will be deleted), dossiers and scenarios they author, and the audit entries
 * about them or by them.
 */
import type { Queryable } from '../../db/database';
import { isoTimestamp } from './sql';

export const EXPORT_FORMAT = 'simusession-export/1';
const CHUNK = 1000;

/** The dated file name of the download, e.g. `simusession-mes-donnees-2026-11-25.json`. */
export const exportFileName = (now: Date) => `simusession-mes-donnees-${now.toISOString().slice(0, 10)}.json`;

type Row = Record<string, unknown> & { _key: string };

/** Rows of one query, fetched `CHUNK` at a time after the last row's `_key` (a text keyset). */
async function* chunks(db: Queryable, sql: (after: string) => string, params: readonly unknown[]): AsyncGenerator<Record<string, unknown>> {
  let after = '';
  for (;;) {
    const rows = await db.query<Row>(`${sql(`$${params.length + 1}`)} limit ${CHUNK}`, [...params, after]);
    for (const { _key, ...row } of rows) yield row;
    const last = rows[rows.length - 1];
    if (!last || rows.length < CHUNK) return;
    after = last._key;
  }
}

async function* all(db: Queryable, sql: string, params: readonly unknown[]): AsyncGenerator<Record<string, unknown>> {
  for (const row of await db.query<Record<string, unknown>>(sql, params)) yield row;
}

/** What the identity provider holds about the person, read from it (not from our copy). */
export async function identityFacts(getUser: (uid: string) => Promise<{ email?: string; emailVerified: boolean; disabled: boolean; metadata: { creationTime?: string | null; lastSignInTime?: string | null } }>, uid: string): Promise<Record<string, unknown>> {
  const holds =
    'Le fournisseur d’identité (Firebase Authentication, Google) conserve votre adresse e-mail, son état de vérification, ' +
    'votre mot de passe sous forme chiffrée (jamais lisible), la date de création du compte et celle de votre dernière connexion.';
  try {
    const user = await getUser(uid);
    return {
      provider: 'Firebase Authentication',
      holds,
      email: user.email ?? null,
      email_verified: user.emailVerified,
      disabled: user.disabled,
      created_at: user.metadata.creationTime ? new Date(user.metadata.creationTime).toISOString() : null,
      last_sign_in_at: user.metadata.lastSignInTime ? new Date(user.metadata.lastSignInTime).toISOString() : null,
    };
  } catch {
    return { provider: 'Firebase Authentication', holds, unavailable: 'Le fournisseur d’identité n’a pas répondu\u00a0: ces informations manquent à cet export.' };
  }
}

const at = isoTimestamp;

/** The sections, in order: a name and its rows (an object for the single ones). */
function sections(db: Queryable, uid: string, identity: () => Promise<Record<string, unknown>>): [string, () => Promise<unknown> | AsyncGenerator<Record<string, unknown>>][] {
  return [
    [
      'profile',
      async () => {
        const [row] = await db.query(
          `select u.uid, u.id, u.email, u.firstname, u.name, u.display_name, u.photo_url, u.role, u.account_type, u.admin,
             u.organisation_id::text as organisation_id, o.name as organisation_name, u.sessions_users_tags, u.record_auth,
             u.charter_compliance, u.disabled, ${at('u.invited_at')} as invited_at, ${at('u.last_sign_in_at')} as last_sign_in_at,
             ${at('u.purge_warned_at')} as purge_warned_at, ${at('u.created_at')} as created_at
           from users u left join organisations o on o.id = u.organisation_id where u.uid = $1`,
          [uid],
        );
        return row ?? null;
      },
    ],
    ['identity_provider', identity],
    ['groups', () => all(db, 'select t.id::text as id, t.name from tag_members m join tags t on t.id = m.tag_id where m.user_uid = $1 order by t.name', [uid])],
    [
      'consents',
      () =>
        all(
          db,
          `select c.id::text as id, d.kind as document_kind, d.title as document_title, d.version as document_version,
             ${at('d.published_at')} as document_published_at, ${at('c.granted_at')} as granted_at, ${at('c.withdrawn_at')} as withdrawn_at
           from consents c join documents d on d.id = c.document_id where c.user_uid = $1 order by c.granted_at, c.id`,
          [uid],
        ),
    ],
    [
      'sessions',
      () =>
        chunks(
          db,
          (after) => `select p.session_id::text as _key, s.id::text as id, s.title, ${at('s.starts_at')} as starts_at, s.duration_minutes, s.place,
               s.status, p.session_role, ${at('p.confirmed_at')} as confirmed_at, o.name as organisation
             from session_participants p join sessions s on s.id = p.session_id left join organisations o on o.id = s.organisation_id
             where p.user_uid = $1 and p.session_id::text > ${after} order by p.session_id::text`,
          [uid],
        ),
    ],
    [
      'sessions_led',
      () =>
        chunks(
          db,
          (after) => `select s.id::text as _key, s.id::text as id, s.title, ${at('s.starts_at')} as starts_at, s.duration_minutes, s.place, s.status
             from sessions s where s.trainer_uid = $1 and s.id::text > ${after} order by s.id::text`,
          [uid],
        ),
    ],
    [
      'results',
      // Released results only: before the release the trainer's evaluation is not the person's to read yet.
      () =>
        all(
          db,
          `select e.session_id::text as session_id, s.title as session_title, e.scores, e.comment, ${at('s.results_released_at')} as released_at
           from evaluations e join sessions s on s.id = e.session_id
           where e.learner_uid = $1 and s.results_released_at is not null order by s.starts_at, e.session_id`,
          [uid],
        ),
    ],
    [
      'feedback',
      () =>
        all(
          db,
          `select f.session_id::text as session_id, s.title as session_title, f.rating, f.comment, ${at('f.created_at')} as created_at, ${at('f.updated_at')} as updated_at
           from feedback f join sessions s on s.id = f.session_id where f.user_uid = $1 order by f.created_at, f.id`,
          [uid],
        ),
    ],
    [
      'run_log_events',
      () =>
        chunks(
          db,
          (after) => `select e.id::text as _key, e.id::text as id, e.session_id::text as session_id, e.kind, ${at('e.at')} as at, e.payload
             from run_log_events e where e.author_uid = $1 and e.id::text > ${after} order by e.id::text`,
          [uid],
        ),
    ],
    [
      'recordings',
      // The videos the person is filmed in (the learners and observers when each started); the bytes stay with the
      // session's trainer for the debriefing, until the organisation's retention deletes them.
      () =>
        all(
          db,
          `select r.id::text as id, r.session_id::text as session_id, s.title as session_title, ${at('r.started_at')} as started_at,
             ${at('r.completed_at')} as completed_at, r.duration_seconds,
             ${at(`(coalesce(s.started_at, s.starts_at) + s.duration_minutes * interval '1 minute' + o.recording_retention_days * interval '1 day')`)} as deleted_after
           from recording_subjects rs join recordings r on r.id = rs.recording_id join sessions s on s.id = r.session_id
             join organisations o on o.id = r.organisation_id
           where rs.user_uid = $1 order by r.started_at, r.id`,
          [uid],
        ),
    ],
    ['folders', () => all(db, `select f.id::text as id, f.name, ${at('f.created_at')} as created_at from folders f where f.owner_uid = $1 order by f.name`, [uid])],
    [
      'scenarios',
      () =>
        all(
          db,
          `select s.id::text as id, s.title, s.folder_id::text as folder_id, s.current_version, s.shared, ${at('s.created_at')} as created_at, ${at('s.updated_at')} as updated_at
           from scenarios s where s.author_uid = $1 order by s.title, s.id`,
          [uid],
        ),
    ],
    [
      'audit_log',
      () =>
        all(
          db,
          `select a.id::text as id, ${at('a.at')} as at, a.action, case when a.actor_uid = $1 then 'vous' else 'administrateur ou opérateur' end as by,
             a.target = $1 as about_you, a.organisation_id::text as organisation_id, a.detail
           from audit_log a where a.target = $1 or a.actor_uid = $1 order by a.id`,
          [uid],
        ),
    ],
  ];
}

/** The document, as text chunks: JSON from the first byte to the last, whatever the sections' sizes. */
export async function* exportDocument(db: Queryable, uid: string, now: Date, identity: () => Promise<Record<string, unknown>>): AsyncGenerator<string> {
  yield `{"format":${JSON.stringify(EXPORT_FORMAT)},"generated_at":${JSON.stringify(now.toISOString())}`;
  for (const [name, read] of sections(db, uid, identity)) {
    const value = read();
    if (Symbol.asyncIterator in value) {
      yield `,${JSON.stringify(name)}:[`;
      let first = true;
      let buffer = '';
      for await (const row of value) {
        buffer += (first ? '' : ',') + JSON.stringify(row);
        first = false;
        if (buffer.length > 64 * 1024) {
          yield buffer;
          buffer = '';
        }
      }
      yield `${buffer}]`;
    } else {
      yield `,${JSON.stringify(name)}:${JSON.stringify(await value)}`;
    }
  }
  yield '}\n';
}
