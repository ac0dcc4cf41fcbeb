/**
 * The charte and the autorisation d'enregistrement, their versions, and the consent records on them.
 *
 * The profile's `record_auth` / `charter_compliance` are a mirror of the records, like
 * `sessions_users_tags` is of the memberships: `syncFlags` recomputes them from the live consents on
 * each document's current version whenever a consent is given or withdrawn or a version is published,
 * so the profile call (the hottest route) keeps reading two columns.
 */
import type { DocumentKind, Role } from '../../../contract/roles';
import {
  DOCUMENT_AUDIENCE,
  PENDING_LIMIT,
  type Consent,
  type DocumentAcceptance,
  type DocumentVersion,
  type Documents,
  type PendingPerson,
  type PublishedVersion,
  concerns,
} from '../../../contract/schemas/documents';
import { DOCUMENT_KINDS } from '../../../contract/roles';
import type { Queryable } from '../../db/database';
import type { OrganisationScope } from '../scope';
import { isoTimestamp } from './sql';

/** The latest version of each document of an organisation ($1). */
const CURRENT = `select distinct on (kind) id, kind from documents where organisation_id = $1 order by kind, version desc`;

const VERSION_COLUMNS = `d.id::text, d.kind, d.version, d.title, d.body, ${isoTimestamp('d.published_at')} as published_at`;

const CONSENT_COLUMNS = `c.id::text, c.document_id::text, d.kind, d.version, ${isoTimestamp('c.granted_at')} as granted_at,
  ${isoTimestamp('c.withdrawn_at')} as withdrawn_at`;

export type ConsentFlags = { record_auth: boolean; charter_compliance: boolean };

export function documentsRepository(db: Queryable) {
  async function currentVersions(scope: OrganisationScope): Promise<Map<DocumentKind, DocumentVersion>> {
    const rows = await db.query<DocumentVersion>(
      `select distinct on (d.kind) ${VERSION_COLUMNS} from documents d where d.organisation_id = $1 order by d.kind, d.version desc`,
      [scope.organisationId],
    );
    return new Map(rows.map((row) => [row.kind, row]));
  }

  return {
    currentVersions,

    /** Each document's current version, whether it concerns this person, their consent to it, and their history. */
    async forPerson(scope: OrganisationScope, person: { uid: string; role: Role }): Promise<Documents> {
      const current = await currentVersions(scope);
      const history = await db.query<Consent>(
        `select ${CONSENT_COLUMNS} from consents c join documents d on d.id = c.document_id
         where c.user_uid = $1 and d.organisation_id = $2 order by c.granted_at desc, c.id`,
        [person.uid, scope.organisationId],
      );
      const items = DOCUMENT_KINDS.map((kind) => {
        const version = current.get(kind) ?? null;
        return {
          kind,
          current: version,
          concerned: concerns(kind, person.role),
          // The newest record on the current version: a withdrawal is shown as such, not as "never answered".
          consent: version ? (history.find((consent) => consent.document_id === version.id) ?? null) : null,
        };
      });
      return { items, history };
    },

    /**
     * A new version of `kind`, numbered after the last one. The organisation's row is locked so two
     * publications at once cannot take the same number; null when the organisation does not exist.
     */
    async publish(
      scope: OrganisationScope,
      document: { id: string; kind: DocumentKind; title: string; body: string; publishedBy: string },
    ): Promise<DocumentVersion | null> {
      const locked = await db.query('select id from organisations where id = $1 for update', [scope.organisationId]);
      if (locked.length === 0) return null;
      const [row] = await db.query<DocumentVersion>(
        `insert into documents (id, organisation_id, kind, version, title, body, published_by)
         values ($1, $2, $3, (select coalesce(max(version), 0) + 1 from documents where organisation_id = $2 and kind = $3), $4, $5, $6)
         returning id::text, kind, version, title, body, ${isoTimestamp('published_at')} as published_at`,
        [document.id, scope.organisationId, document.kind, document.title, document.body, document.publishedBy],
      );
      return row ?? null;
    },

    /** Recomputes the profile's flags from the live consents on the current versions (one person, or everybody). */
    async syncFlags(scope: OrganisationScope, uid?: string): Promise<void> {
      const live = (kind: DocumentKind) =>
        `exists (select 1 from consents c join current_documents cd on cd.id = c.document_id and cd.kind = '${kind}'
           where c.user_uid = u.uid and c.withdrawn_at is null)`;
      await db.query(
        `with current_documents as (${CURRENT})
         update users u set record_auth = ${live('autorisation_enregistrement')}, charter_compliance = ${live('charte')}
         where u.organisation_id = $1 and ($2::text is null or u.uid = $2)`,
        [scope.organisationId, uid ?? null],
      );
    },

    async flagsOf(uid: string): Promise<ConsentFlags | null> {
      const [row] = await db.query<ConsentFlags>('select record_auth, coalesce(charter_compliance, false) as charter_compliance from users where uid = $1', [uid]);
      return row ?? null;
    },

    /** A document version of the organisation, with whether it is still the current one. */
    async findVersion(scope: OrganisationScope, id: string): Promise<{ id: string; kind: DocumentKind; current: boolean } | null> {
      const [row] = await db.query<{ id: string; kind: DocumentKind; current: boolean }>(
        `select d.id::text, d.kind,
           d.version = (select max(version) from documents x where x.organisation_id = d.organisation_id and x.kind = d.kind) as current
         from documents d where d.id = $1 and d.organisation_id = $2`,
        [id, scope.organisationId],
      );
      return row ?? null;
    },

    /** The person's live consent to this version, if any. */
    async liveConsent(uid: string, documentId: string): Promise<Consent | null> {
      const [row] = await db.query<Consent>(
        `select ${CONSENT_COLUMNS} from consents c join documents d on d.id = c.document_id
         where c.user_uid = $1 and c.document_id = $2 and c.withdrawn_at is null order by c.granted_at desc limit 1`,
        [uid, documentId],
      );
      return row ?? null;
    },

    async grant(id: string, uid: string, documentId: string): Promise<Consent> {
      await db.query('insert into consents (id, document_id, user_uid) values ($1, $2, $3)', [id, documentId, uid]);
      const [row] = await db.query<Consent>(`select ${CONSENT_COLUMNS} from consents c join documents d on d.id = c.document_id where c.id = $1`, [id]);
      if (!row) throw new Error('consent vanished after insert');
      return row;
    },

    /** Withdraws the person's own consent (once; a second call changes nothing). Null when it is not theirs. */
    async withdraw(scope: OrganisationScope, uid: string, id: string): Promise<Consent | null> {
      await db.query(
        `update consents c set withdrawn_at = now() from documents d
         where c.id = $1 and c.user_uid = $2 and c.withdrawn_at is null and d.id = c.document_id and d.organisation_id = $3`,
        [id, uid, scope.organisationId],
      );
      const [row] = await db.query<Consent>(
        `select ${CONSENT_COLUMNS} from consents c join documents d on d.id = c.document_id
         where c.id = $1 and c.user_uid = $2 and d.organisation_id = $3`,
        [id, uid, scope.organisationId],
      );
      return row ?? null;
    },

    /** The admin's view: per document, the versions with their acceptance, and who has not accepted the current one. */
    async acceptance(scope: OrganisationScope): Promise<DocumentAcceptance[]> {
      const current = await currentVersions(scope);
      const versions = await db.query<PublishedVersion>(
        `select d.id::text, d.kind, d.version, d.title, ${isoTimestamp('d.published_at')} as published_at,
           nullif(trim(coalesce(p.firstname, '') || ' ' || coalesce(p.name, '')), '') as published_by,
           (select count(distinct c.user_uid) from consents c where c.document_id = d.id and c.withdrawn_at is null)::int as accepted_count
         from documents d left join users p on p.uid = d.published_by
         where d.organisation_id = $1 order by d.kind, d.version desc`,
        [scope.organisationId],
      );
      return Promise.all(
        DOCUMENT_KINDS.map(async (kind) => {
          const version = current.get(kind) ?? null;
          const roles = [...DOCUMENT_AUDIENCE[kind]];
          // A null version id matches no consent: nobody has accepted a document never published.
          const accepted = `exists (select 1 from consents c where c.document_id = $3::uuid and c.user_uid = u.uid and c.withdrawn_at is null)`;
          const [counts] = await db.query<{ concerned: number; accepted: number }>(
            `select count(*)::int as concerned, count(*) filter (where ${accepted})::int as accepted
             from users u where u.organisation_id = $1 and not u.disabled and u.role = any($2)`,
            [scope.organisationId, roles, version?.id ?? null],
          );
          const pending = await db.query<PendingPerson>(
            `select u.uid, u.firstname, u.name, u.email, u.role from users u
             where u.organisation_id = $1 and not u.disabled and u.role = any($2) and not ${accepted}
             order by u.name, u.firstname, u.uid limit ${PENDING_LIMIT}`,
            [scope.organisationId, roles, version?.id ?? null],
          );
          return {
            kind,
            current: version,
            concerned_count: counts?.concerned ?? 0,
            accepted_count: counts?.accepted ?? 0,
            pending,
            versions: versions.filter((row) => row.kind === kind),
          };
        }),
      );
    },
  };
}
