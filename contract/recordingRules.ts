/**
 * The rules of a session's recordings (docs/product.md « Enregistrements vidéo »), pure, for both sides: the server
 * refuses what they refuse (409), and « Enregistrer » says beforehand why it would be refused.
 * Who may watch a recording is the policy's (contract/policy.ts, `mayWatchRecordings`).
 */
import type { SessionRole, SessionStatus } from './roles';

/** A recording starts while the session runs or is debriefed, as the run log does. */
export function recordingMayStart(status: SessionStatus): boolean {
  return status === 'en cours' || status === 'débriefing';
}

/** Those a recording films, who must all have consented first: the learners and the observers (not the simulated patient, an actor). */
export const FILMED_SESSION_ROLES: readonly SessionRole[] = ['apprenant', 'observateur'];

export type ConsentFacts = { uid: string | null; firstname: string; name: string; session_role: SessionRole; record_auth: boolean };

/**
 * The filmed participants who have not consented to the current autorisation d'enregistrement, as « Prénom Nom »,
 * in the order given (an erased account, uid null, is nobody any more: nothing of them is filmed or named).
 */
export function withoutRecordingConsent(participants: readonly ConsentFacts[]): string[] {
  return participants
    .filter((person) => person.uid !== null && FILMED_SESSION_ROLES.includes(person.session_role) && !person.record_auth)
    .map((person) => `${person.firstname} ${person.name}`.trim());
}

/** Names as a French sentence says them: « A », « A et B », « A, B et C ». */
export function frenchList(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} et ${items[items.length - 1]}`;
}

/**
 * What « Arrêter » finds when it announces `count` parts and the server holds `received`: the numbers missing
 * (1…count not received) and those beyond the count (received, yet not announced). Both empty: complete.
 */
export function partsCheck(count: number, received: readonly number[]): { missing: number[]; beyond: number[] } {
  const held = new Set(received);
  const missing: number[] = [];
  for (let n = 1; n <= count; n += 1) if (!held.has(n)) missing.push(n);
  const beyond = [...held].filter((n) => n > count).sort((a, b) => a - b);
  return { missing, beyond };
}

/** Part numbers as ranges, so that a message stays short: [1, 2, 3, 7] → « 1 à 3, 7 » (at most `max` ranges, then « … »). */
export function partRanges(numbers: readonly number[], max = 5): string {
  const sorted = [...new Set(numbers)].sort((a, b) => a - b);
  const ranges: string[] = [];
  for (let i = 0; i < sorted.length; ) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === (sorted[j] as number) + 1) j += 1;
    ranges.push(i === j ? String(sorted[i]) : `${sorted[i]} à ${sorted[j]}`);
    i = j + 1;
  }
  return ranges.length > max ? `${ranges.slice(0, max).join(', ')}, …` : ranges.join(', ');
}
