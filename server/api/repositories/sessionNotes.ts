/**
 * What the trainer writes about a session besides its run: the debriefing's notes, one phase at a time with its
 * own version, and the checklist, one item at a time (docs/api.md, several devices in the room). A function here
 * takes the `ScopedSession` its route found in the caller's organisation (server/api/scope.ts).
 */
import type { ChecklistItem } from '../../../contract/schemas/sessions';
import type { Queryable } from '../../db/database';
import type { ScopedSession } from '../scope';
import { isoTimestamp, nextVersion, sameVersion } from './sql';

/** The parts several devices write at once, as a stream pushes them (`event: notes`). */
export type SessionNotes = { debrief_notes: Record<string, string>; debrief_versions: Record<string, string>; checklist: ChecklistItem[] };

export function sessionNotesRepository(db: Queryable) {
  return {
    /**
     * One phase's notes, saved only over the version `base` names (null: none saved yet), in one statement:
     * a device that read an older version gets null (the route's 409), never a silent overwrite; the same
     * text again (a retry) is no conflict and no new version.
     */
    async saveDebriefNote(session: ScopedSession, phase: string, text: string, base: string | null): Promise<{ phase: string; text: string; updated_at: string } | null> {
      const [row] = await db.query<{ phase: string; text: string; updated_at: string }>(
        `insert into debrief_notes as n (session_id, phase, body, updated_at) values ($1, $2, $3, date_trunc('milliseconds', clock_timestamp()))
         on conflict (session_id, phase) do update
           set body = excluded.body, updated_at = case when n.body = excluded.body then n.updated_at else ${nextVersion('n.updated_at')} end
           where ${sameVersion('n.updated_at', '$4')} or n.body = excluded.body
         returning phase, body as text, ${isoTimestamp('updated_at')} as updated_at`,
        [session.id, phase, text, base],
      );
      return row ?? null;
    },

    /** One checklist item ticked or not, the others as they are (null: no such item). */
    async tickChecklist(session: ScopedSession, index: number, done: boolean): Promise<ChecklistItem[] | null> {
      const [row] = await db.query<{ checklist: ChecklistItem[] }>(
        `update sessions set checklist = jsonb_set(checklist, array[$2::text, 'done'], to_jsonb($3::boolean))
         where id = $1 and organisation_id = $4 and $2::int < jsonb_array_length(checklist) returning checklist`,
        [session.id, index, done, session.scope.organisationId],
      );
      return row?.checklist ?? null;
    },

    /** What a stream pushes after a note or a tick (`event: notes`); null when the session is gone. */
    async notes(session: ScopedSession): Promise<SessionNotes | null> {
      const [row] = await db.query<SessionNotes>(
        `select s.checklist,
           coalesce((select json_object_agg(n.phase, n.body) from debrief_notes n where n.session_id = s.id), '{}') as debrief_notes,
           coalesce((select json_object_agg(n.phase, ${isoTimestamp('n.updated_at')}) from debrief_notes n where n.session_id = s.id), '{}') as debrief_versions
         from sessions s where s.id = $1 and s.organisation_id = $2`,
        [session.id, session.scope.organisationId],
        { prepare: true },
      );
      return row ?? null;
    },
  };
}
