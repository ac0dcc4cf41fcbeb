/**
 * A session's evaluations (one learner's grid at a time, with its own version), their release to the students,
 * and the students' feedback on the session. A function here takes the `ScopedSession` its route found in the
 * caller's organisation (server/api/scope.ts).
 */
import type { Evaluation, MyFeedback } from '../../../contract/schemas/sessions';
import type { Queryable } from '../../db/database';
import type { ScopedSession } from '../scope';
import { isoTimestamp, nextVersion, personName, sameVersion } from './sql';

export function evaluationsRepository(db: Queryable) {
  return {
    /** Every learner (apprenant) of the session with their evaluation, or only `learnerUid`'s. */
    async evaluations(session: ScopedSession, learnerUid?: string): Promise<Evaluation[]> {
      return db.query<Evaluation>(
        `select p.user_uid as learner_uid, coalesce(${personName('u')}, 'Compte supprimé') as learner_name,
           coalesce(e.scores, '{}'::jsonb) as scores, coalesce(e.comment, '') as comment, ${isoTimestamp('e.updated_at')} as updated_at,
           ${isoTimestamp('e.changed_after_release_at')} as changed_after_release_at
         from session_participants p left join users u on u.uid = p.user_uid
         left join evaluations e on e.session_id = p.session_id and e.learner_uid = p.user_uid
         where p.session_id = $1 and p.session_role = 'apprenant' and ($2::text is null or p.user_uid = $2)
         order by u.name nulls last, u.firstname, p.id`,
        [session.id, learnerUid ?? null],
        { prepare: true },
      );
    },

    /**
     * One learner's grid, saved only over the version `base` names (null: none saved yet), in one statement
     * (null: another version was saved since, the route's 409); the same grid again is no conflict and no new
     * version. `released`: a change after the results were published is dated, and the learner told of it.
     */
    async saveEvaluation(
      session: ScopedSession,
      learnerUid: string,
      grid: { scores: Record<string, number>; comment: string },
      base: string | null,
      released: boolean,
    ): Promise<boolean> {
      const rows = await db.query(
        `insert into evaluations as e (session_id, learner_uid, scores, comment, updated_at, changed_after_release_at)
         values ($1, $2, $3, $4, date_trunc('milliseconds', clock_timestamp()), case when $6::boolean then clock_timestamp() end)
         on conflict (session_id, learner_uid) do update
           set scores = excluded.scores, comment = excluded.comment,
             updated_at = case when e.scores = excluded.scores and e.comment = excluded.comment then e.updated_at else ${nextVersion('e.updated_at')} end,
             changed_after_release_at = case when $6::boolean and not (e.scores = excluded.scores and e.comment = excluded.comment)
               then clock_timestamp() else e.changed_after_release_at end
           where ${sameVersion('e.updated_at', '$5')} or (e.scores = excluded.scores and e.comment = excluded.comment)
         returning 1`,
        [session.id, learnerUid, JSON.stringify(grid.scores), grid.comment, base, released],
      );
      return rows.length > 0;
    },

    /** Releases the results once; a second release keeps the first date. */
    async release(session: ScopedSession): Promise<string> {
      const [row] = await db.query<{ at: string }>(
        `update sessions set results_released_at = coalesce(results_released_at, now()) where id = $1 and organisation_id = $2
         returning ${isoTimestamp('results_released_at')} as at`,
        [session.id, session.scope.organisationId],
      );
      return row?.at ?? new Date().toISOString();
    },

    async saveFeedback(session: ScopedSession, uid: string, rating: number, comment: string): Promise<MyFeedback> {
      const [row] = await db.query<MyFeedback>(
        `insert into feedback (session_id, user_uid, rating, comment) values ($1, $2, $3, $4)
         on conflict (session_id, user_uid) do update set rating = excluded.rating, comment = excluded.comment, updated_at = now()
         returning rating, comment, ${isoTimestamp('updated_at')} as updated_at`,
        [session.id, uid, rating, comment],
      );
      if (!row) throw new Error('feedback vanished after upsert');
      return row;
    },
  };
}
