/**
 * The evaluations of a session: the trainer scores each learner with the scenario's grid, then
 * releases the results; a student reads only their own, once released (docs/product.md §12).
 */
import { type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { missingScores, missingText } from '../../../../contract/evaluationGrid';
import { sessionMessages } from '../../../../contract/messages';
import { Evaluation, EvaluationBody, EvaluationParams, Evaluations, Released, SessionParams } from '../../../../contract/schemas/sessions';
import { OrganisationQuery } from '../../../../contract/schemas/organisation';
import { ok, responses } from '../../schemas';
import { baseOf, conflict, LARGE_BODY, sessionLookup, unprocessable } from './lookup';

const evaluationsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { sessionFor } = sessionLookup(app);

  app.get(
    '/api/sessions/:id/evaluations',
    {
      config: { action: 'sessions.read' },
      schema: { tags: ['sessions'], summary: 'Les évaluations (un étudiant : les siennes, une fois publiées)', params: SessionParams, querystring: OrganisationQuery, response: responses(Evaluations, [404]) },
    },
    async (request) => {
      const { actor, session, scoped, view } = await sessionFor(request, 'sessions.read');
      const content = await app.repositories.sessions.versionContent(session.scenarioId, session.scenarioVersion);
      const criteria = content?.evaluation_grid.criteria ?? [];
      if (view === 'participant') {
        // docs/product.md §12.3: only their own result, and none before the release.
        const items = session.resultsReleasedAt ? await app.repositories.evaluations.evaluations(scoped, actor.uid) : [];
        return ok({ criteria, released_at: session.resultsReleasedAt, items: items.filter((item) => item.updated_at !== null) });
      }
      return ok({ criteria, released_at: session.resultsReleasedAt, items: await app.repositories.evaluations.evaluations(scoped) });
    },
  );

  app.put(
    '/api/sessions/:id/evaluations/:learner',
    {
      config: { action: 'sessions.lead' },
      bodyLimit: LARGE_BODY,
      schema: {
        tags: ['sessions'],
        summary: 'Évaluer un apprenant avec la grille du scénario, depuis la version lue',
        params: EvaluationParams,
        querystring: OrganisationQuery,
        body: EvaluationBody,
        response: responses(Evaluation, [404, 409, 422]),
      },
    },
    async (request) => {
      const { session, scoped } = await sessionFor(request, 'sessions.lead');
      const { learner } = request.params;
      const content = await app.repositories.sessions.versionContent(session.scenarioId, session.scenarioVersion);
      const criteria = content?.evaluation_grid.criteria ?? [];
      if ((await app.repositories.evaluations.evaluations(scoped, learner)).length === 0) throw unprocessable(sessionMessages.unknownLearner);
      const fits = Object.entries(request.body.scores).every(([criterion, value]) =>
        criteria.find((candidate) => candidate.id === criterion)?.scale.some((step) => step.value === value),
      );
      if (!fits) throw unprocessable(sessionMessages.unknownCriterion);
      // A comment of spaces alone says nothing: it is saved empty, and the learner is shown no comment.
      const grid = { scores: request.body.scores, comment: request.body.comment.trim() };
      // One learner's grid from the version it was edited from: another device's grid of this learner saved
      // since is a 409 (both are shown); the other learners' grids are not this call's to touch.
      const saved = await app.repositories.evaluations.saveEvaluation(scoped, learner, grid, baseOf(request.body.updated_at), session.resultsReleasedAt !== null);
      if (!saved) throw conflict(sessionMessages.evaluationsStale);
      const [evaluation] = await app.repositories.evaluations.evaluations(scoped, learner);
      if (!evaluation) throw unprocessable(sessionMessages.unknownLearner);
      return ok(evaluation);
    },
  );

  app.post(
    '/api/sessions/:id/evaluations/release',
    {
      config: { action: 'sessions.lead' },
      schema: { tags: ['sessions'], summary: 'Publier les résultats aux apprenants', params: SessionParams, querystring: OrganisationQuery, response: responses(Released, [404, 409, 422]) },
    },
    async (request) => {
      const { session, scoped } = await sessionFor(request, 'sessions.lead');
      if (session.status !== 'débriefing' && session.status !== 'terminée') throw conflict(sessionMessages.releaseTooEarly);
      if (!session.resultsReleasedAt) {
        // A learner would otherwise see a partial grid as their result.
        const content = await app.repositories.sessions.versionContent(session.scenarioId, session.scenarioVersion);
        const missing = missingScores(content?.evaluation_grid.criteria ?? [], await app.repositories.evaluations.evaluations(scoped));
        if (missing.length > 0) throw unprocessable(sessionMessages.gridsIncomplete(missingText(missing)));
      }
      return ok({ results_released_at: await app.repositories.evaluations.release(scoped) });
    },
  );
};

export default evaluationsRoutes;
