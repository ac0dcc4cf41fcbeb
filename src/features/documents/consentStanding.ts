/** Where a person stands with a document's current version. Pure, so that the account page's wording is tested as a table. */
import type { DocumentEntry } from '../../../contract/schemas/documents';

export type ConsentStanding =
  | { kind: 'unpublished' }
  | { kind: 'pending'; version: number }
  | { kind: 'accepted'; version: number; at: string; consentId: string }
  | { kind: 'withdrawn'; version: number; at: string };

export function consentStanding(entry: DocumentEntry): ConsentStanding {
  const { current, consent } = entry;
  if (!current) return { kind: 'unpublished' };
  // A record on an earlier version is stale: the current one asks again.
  if (!consent || consent.document_id !== current.id) return { kind: 'pending', version: current.version };
  if (consent.withdrawn_at) return { kind: 'withdrawn', version: current.version, at: consent.withdrawn_at };
  return { kind: 'accepted', version: current.version, at: consent.granted_at, consentId: consent.id };
}
