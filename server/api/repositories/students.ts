/** A teacher's students: the organisation's, with their part in this teacher's sessions (`/teacher/students`). */
import type { Page } from '../../../contract/schemas/envelope';
import type { StudentSession, StudentSummary } from '../../../contract/schemas/sessions';
import type { Queryable } from '../../db/database';
import type { OrganisationScope } from '../scope';
import { ANY_TEXT, decodeCursor, pageOf } from './cursor';
import { isoTimestamp, Params, personFilter } from './sql';

export function studentsRepository(db: Queryable) {
  return {
    /** The organisation's enabled students, by name, with how many of this teacher's sessions each took part in. */
    async students(
      scope: OrganisationScope,
      teacherUid: string,
      filters: { tag?: string; search?: string },
      page: { cursor?: string; limit: number },
    ): Promise<Page<StudentSummary>> {
      const params = new Params();
      const organisation = params.add(scope.organisationId);
      const teacher = params.add(teacherUid);
      const where = [`u.organisation_id = ${organisation}`, `u.role = 'etudiant'`, 'not u.disabled'];
      where.push(...personFilter(params, organisation, filters));
      if (page.cursor) {
        const [name, firstname, uid] = decodeCursor(page.cursor, [ANY_TEXT, ANY_TEXT, ANY_TEXT]);
        where.push(`(u.name, u.firstname, u.uid) > (${params.add(name)}, ${params.add(firstname)}, ${params.add(uid)})`);
      }
      const rows = await db.query<StudentSummary>(
        `select u.uid, u.firstname, u.name, u.email, u.sessions_users_tags as groups,
           (select count(*) from session_participants p join sessions s on s.id = p.session_id
             where p.user_uid = u.uid and s.trainer_uid = ${teacher})::int as session_count
         from users u where ${where.join(' and ')}
         order by u.name, u.firstname, u.uid limit ${params.add(page.limit + 1)}`,
        params.values,
      );
      return pageOf(rows, page.limit, (row) => row, (row) => [row.name, row.firstname, row.uid]);
    },

    async student(scope: OrganisationScope, teacherUid: string, uid: string): Promise<StudentSummary | null> {
      const [row] = await db.query<StudentSummary>(
        `select u.uid, u.firstname, u.name, u.email, u.sessions_users_tags as groups,
           (select count(*) from session_participants p join sessions s on s.id = p.session_id
             where p.user_uid = u.uid and s.trainer_uid = $3)::int as session_count
         from users u where u.uid = $1 and u.organisation_id = $2 and u.role = 'etudiant'`,
        [uid, scope.organisationId, teacherUid],
      );
      return row ?? null;
    },

    /** The student's part in this teacher's sessions, newest first, with the released results only. */
    async studentSessions(scope: OrganisationScope, teacherUid: string, uid: string): Promise<StudentSession[]> {
      return db.query<StudentSession>(
        `select s.id::text, s.title, ${isoTimestamp('s.starts_at')} as starts_at, s.status, p.session_role, ${isoTimestamp('p.confirmed_at')} as confirmed_at,
           s.results_released_at is not null as results_released,
           case when s.results_released_at is not null then e.scores end as scores,
           case when s.results_released_at is not null then e.comment end as comment
         from session_participants p join sessions s on s.id = p.session_id
         left join evaluations e on e.session_id = s.id and e.learner_uid = p.user_uid
         where p.user_uid = $1 and s.organisation_id = $2 and s.trainer_uid = $3
         order by s.starts_at desc, s.id`,
        [uid, scope.organisationId, teacherUid],
      );
    },
  };
}
