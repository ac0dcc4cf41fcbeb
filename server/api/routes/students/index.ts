/**
 * The teacher's students (docs/product.md §12.3 students): the organisation's students by name, filtered by
 * group or searched, and one student's part in the calling teacher's sessions with the released results.
 *
 * GET /api/students · GET /api/students/:uid/history
 */
import { type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DEFAULT_PAGE_SIZE, Page } from '../../../../contract/schemas/envelope';
import { StudentHistory, StudentParams, StudentsQuery, StudentSummary } from '../../../../contract/schemas/sessions';
import { notFound } from '../../errors';
import { messages } from '../../messages';
import { ok, responses } from '../../schemas';
import { actorOf } from '../actor';

const studentsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/students',
    {
      config: { action: 'students.read' },
      schema: { tags: ['étudiants'], summary: 'Les étudiants de l’organisation', querystring: StudentsQuery, response: responses(Page(StudentSummary), [404]) },
    },
    async (request) => {
      const actor = actorOf(request);
      const { tag, search, cursor, limit = DEFAULT_PAGE_SIZE } = request.query;
      const data = await app.repositories.students.students(request.ownScope, actor.uid, { tag, search }, { cursor, limit });
      return ok(data);
    },
  );

  app.get(
    '/api/students/:uid/history',
    {
      config: { action: 'students.read' },
      schema: { tags: ['étudiants'], summary: 'Les sessions d’un étudiant avec moi, et ses résultats publiés', params: StudentParams, response: responses(StudentHistory, [404]) },
    },
    async (request) => {
      const actor = actorOf(request);
      const scope = request.ownScope;
      const student = await app.repositories.students.student(scope, actor.uid, request.params.uid);
      if (!student) throw notFound(messages.notFound);
      const sessions = await app.repositories.students.studentSessions(scope, actor.uid, student.uid);
      return ok({ student, sessions });
    },
  );
};

export default studentsRoutes;
