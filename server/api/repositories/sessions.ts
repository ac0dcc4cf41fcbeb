import type { Page } from '../../../contract/schemas/envelope';
import type { SessionSummary, SessionsQuery } from '../../../contract/schemas/sessions';
import type { Queryable } from '../../db/database';
import type { OrganisationScope } from '../scope';
import { decodeCursor, pageOf, TIMESTAMP_PATTERN, UUID_PATTERN } from './cursor';
import { exactTimestamp, isoTimestamp, Params } from './sql';

/** Whose sessions: a teacher's (they lead), a student's (they take part in), or all of the organisation's. */
export type SessionViewer = { kind: 'trainer'; uid: string } | { kind: 'participant'; uid: string } | { kind: 'organisation' };

export type SessionFilters = Pick<SessionsQuery, 'from' | 'to' | 'status'>;

type SessionRow = SessionSummary & { starts_at_key: string };

export function sessionsRepository(db: Queryable) {
  return {
    /** By start time (indexes sessions (trainer_uid | organisation_id, starts_at, id)). */
    async list(
      scope: OrganisationScope,
      viewer: SessionViewer,
      filters: SessionFilters,
      page: { cursor?: string; limit: number },
    ): Promise<Page<SessionSummary>> {
      const params = new Params();
      const where = [`s.organisation_id = ${params.add(scope.organisationId)}`];
      if (viewer.kind === 'trainer') where.push(`s.trainer_uid = ${params.add(viewer.uid)}`);
      if (viewer.kind === 'participant') {
        where.push(`exists (select 1 from session_participants p where p.session_id = s.id and p.user_uid = ${params.add(viewer.uid)})`);
      }
      if (filters.from) where.push(`s.starts_at >= ${params.add(filters.from)}::timestamptz`);
      if (filters.to) where.push(`s.starts_at < ${params.add(filters.to)}::timestamptz`);
      if (filters.status) where.push(`s.status = ${params.add(filters.status)}`);
      if (page.cursor) {
        const [startsAt, id] = decodeCursor(page.cursor, [TIMESTAMP_PATTERN, UUID_PATTERN]);
        where.push(`(s.starts_at, s.id) > (${params.add(startsAt)}::timestamptz, ${params.add(id)}::uuid)`);
      }
      const rows = await db.query<SessionRow>(
        `select s.id, s.title, ${isoTimestamp('s.starts_at')} as starts_at, ${exactTimestamp('s.starts_at')} as starts_at_key,
           s.duration_minutes, s.place, s.status, s.trainer_uid, s.scenario_id
         from sessions s where ${where.join(' and ')}
         order by s.starts_at, s.id limit ${params.add(page.limit + 1)}`,
        params.values,
      );
      return pageOf(
        rows,
        page.limit,
        ({ starts_at_key: _key, ...session }) => session,
        (row) => [row.starts_at_key, row.id],
      );
    },
  };
}
