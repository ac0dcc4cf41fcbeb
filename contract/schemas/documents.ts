/**
 * The organisation's two versioned documents and the people's consents (docs/product.md §10, §12
 * "documents & consent"): the charte (teachers) and the autorisation d'enregistrement (every member).
 *
 * Consent is a record on one version (granted at, withdrawn at), never a flag: the profile's
 * `charter_compliance` / `record_auth` are derived from the records on the *current* version, so
 * publishing a new version makes every earlier consent stale and asks everybody again.
 */
import { Type, type Static } from '@sinclair/typebox';
import { DOCUMENT_KINDS, type DocumentKind, type Role } from '../roles';
import { DateTime, LiteralUnion, Nullable, StringEnum, Uuid } from './envelope';
import { RoleSchema } from './users';

/** Who a document asks: the charte concerns teachers, the recording authorisation every member. */
export const DOCUMENT_AUDIENCE: Readonly<Record<DocumentKind, readonly Role[]>> = {
  charte: ['enseignant'],
  autorisation_enregistrement: ['admin', 'enseignant', 'etudiant'],
};

export function concerns(kind: DocumentKind, role: Role): boolean {
  return DOCUMENT_AUDIENCE[kind].includes(role);
}

export const DocumentKindSchema = StringEnum(DOCUMENT_KINDS);

export const DocumentVersion = Type.Object(
  {
    id: Type.String(),
    kind: DocumentKindSchema,
    version: Type.Integer(),
    title: Type.String(),
    body: Type.String(),
    published_at: DateTime,
  },
  { additionalProperties: false },
);
export type DocumentVersion = Static<typeof DocumentVersion>;

/** One consent record of the caller. */
export const Consent = Type.Object(
  {
    id: Type.String(),
    document_id: Type.String(),
    kind: DocumentKindSchema,
    version: Type.Integer(),
    granted_at: DateTime,
    withdrawn_at: Nullable(DateTime),
  },
  { additionalProperties: false },
);
export type Consent = Static<typeof Consent>;

/** `GET /api/documents`: each document's current version, whether it concerns me, and my consent to it. */
export const DocumentEntry = Type.Object(
  {
    kind: DocumentKindSchema,
    /** null while the organisation has never published this document. */
    current: Nullable(DocumentVersion),
    concerned: Type.Boolean(),
    /** My latest record on the current version (withdrawn or not), null if I never answered it. */
    consent: Nullable(Consent),
  },
  { additionalProperties: false },
);
export type DocumentEntry = Static<typeof DocumentEntry>;

export const Documents = Type.Object(
  {
    items: Type.Array(DocumentEntry),
    /** Every consent record of mine, newest first: the history the account page lists. */
    history: Type.Array(Consent),
  },
  { additionalProperties: false },
);
export type Documents = Static<typeof Documents>;

export const DocumentsQuery = Type.Object({ organisation: Type.Optional(Uuid) }, { additionalProperties: false });
export type DocumentsQuery = Static<typeof DocumentsQuery>;

/** `POST /api/documents`: a new version of one document (admin), published at once. */
export const PublishDocumentBody = Type.Object(
  {
    kind: LiteralUnion(DOCUMENT_KINDS),
    title: Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' }),
    body: Type.String({ minLength: 1, maxLength: 50_000, pattern: '\\S' }),
  },
  { additionalProperties: false },
);
export type PublishDocumentBody = Static<typeof PublishDocumentBody>;

/** A published version, with how many of the people it concerns accepted it. */
export const PublishedVersion = Type.Object(
  {
    id: Type.String(),
    kind: DocumentKindSchema,
    version: Type.Integer(),
    title: Type.String(),
    published_at: DateTime,
    published_by: Nullable(Type.String()),
    accepted_count: Type.Integer(),
  },
  { additionalProperties: false },
);
export type PublishedVersion = Static<typeof PublishedVersion>;

/** Somebody the current version concerns who has not accepted it (or withdrew). */
export const PendingPerson = Type.Object(
  { uid: Type.String(), firstname: Type.String(), name: Type.String(), email: Type.String(), role: RoleSchema },
  { additionalProperties: false },
);
export type PendingPerson = Static<typeof PendingPerson>;

/** The admin's view of one document (`GET /api/documents/acceptance`): versions and who accepted the current one. */
export const DocumentAcceptance = Type.Object(
  {
    kind: DocumentKindSchema,
    current: Nullable(DocumentVersion),
    /** Enabled members the document concerns, and how many of them hold a live consent to the current version. */
    concerned_count: Type.Integer(),
    accepted_count: Type.Integer(),
    /** Who has not accepted, by name (at most `PENDING_LIMIT`; `concerned_count - accepted_count` says how many in all). */
    pending: Type.Array(PendingPerson),
    versions: Type.Array(PublishedVersion),
  },
  { additionalProperties: false },
);
export type DocumentAcceptance = Static<typeof DocumentAcceptance>;
export const PENDING_LIMIT = 200;

export const DocumentsAcceptance = Type.Object({ items: Type.Array(DocumentAcceptance) }, { additionalProperties: false });
export type DocumentsAcceptance = Static<typeof DocumentsAcceptance>;

/** `POST /api/consents`: I accept this (current) version. */
export const GiveConsentBody = Type.Object({ document_id: Uuid }, { additionalProperties: false });
export type GiveConsentBody = Static<typeof GiveConsentBody>;

export const ConsentParams = Type.Object({ id: Uuid }, { additionalProperties: false });
export type ConsentParams = Static<typeof ConsentParams>;

/** A consent given or withdrawn, and the profile's flags as they now stand. */
export const ConsentChange = Type.Object(
  {
    consent: Consent,
    record_auth: Type.Boolean(),
    charter_compliance: Nullable(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type ConsentChange = Static<typeof ConsentChange>;
