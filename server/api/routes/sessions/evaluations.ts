/**
 * The evaluations of a session: the trainer scores each learner with the scenario's grid, then
 * releases the results; a student reads only their own, once released (docs/product.md §12).
 */
import { type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { missingScores, missingText } from '../../../../contract/evaluationGrid';
import { sessionMessages } from '../../../../contract/messages';
import { Evaluations, EvaluationsBody, Released, SessionParams } from '../../../../contract/schemas/sessions';
import { OrganisationQuery } from '../../../../contract/schemas/organisation';
import { ok, responses } from '../../schemas';
import { conflict, LARGE_BODY, sessionLookup, unprocessable } from './lookup';

const evaluationsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { sessionFor } = sessionLookup(app);

  app.get(
    '/api/sessions/:id/evaluations',
    {
      config: { action: 'sessions.read' },
      schema: { tags: ['sessions'], summary: 'Les évaluations (un étudiant : les siennes, une fois publiées)', params: SessionParams, querystring: OrganisationQuery, response: responses(Evaluations, [404]) },
    },
    async (request) => {
      const { actor, session, view } = await sessionFor(request, 'sessions.read');
      const content = await app.repositories.sessions.versionContent(session.scenarioId, session.scenarioVersion);
      const criteria = content?.evaluation_grid.criteria ?? [];
      if (view === 'participant') {
        // docs/product.md §12.3: only their own result, and none before the release.
        const items = session.resultsReleasedAt ? await app.repositories.sessions.evaluations(session.id, actor.uid) : [];
        return ok({ criteria, released_at: session.resultsReleasedAt, items: items.filter((item) => item.updated_at !== null) });
      }
      return ok({ criteria, released_at: session.resultsReleasedAt, items: await app.repositories.sessions.evaluations(session.id) });
    },
  );

  app.put(
    '/api/sessions/:id/evaluations',
    {
      config: { action: 'sessions.lead' },
      bodyLimit: LARGE_BODY,
      schema: { tags: ['sessions'], summary: 'Évaluer les apprenants avec la grille du scénario', params: SessionParams, querystring: OrganisationQuery, body: EvaluationsBody, response: responses(Evaluations, [404, 409, 422]) },
    },
    async (request) => {
      const { session } = await sessionFor(request, 'sessions.lead');
      const content = await app.repositories.sessions.versionContent(session.scenarioId, session.scenarioVersion);
      const criteria = content?.evaluation_grid.criteria ?? [];
      const saved = new Map((await app.repositories.sessions.evaluations(session.id)).map((item) => [item.learner_uid, item.updated_at]));
      for (const evaluation of request.body.evaluations) {
        if (!saved.has(evaluation.learner_uid)) throw unprocessable(sessionMessages.unknownLearner);
        // Two tabs or devices: a grid saved elsewhere since this one was loaded is not overwritten unseen.
        if (evaluation.updated_at !== undefined && !sameInstant(typeof evaluation.updated_at === 'string' ? evaluation.updated_at : null, saved.get(evaluation.learner_uid) ?? null)) throw conflict(sessionMessages.evaluationsStale);
        const fits = Object.entries(evaluation.scores).every(([criterion, value]) =>
          criteria.find((candidate) => candidate.id === criterion)?.scale.some((step) => step.value === value),
        );
        if (!fits) throw unprocessable(sessionMessages.unknownCriterion);
      }
      await app.repositories.sessions.saveEvaluations(session.id, request.body.evaluations);
      return ok({ criteria, released_at: session.resultsReleasedAt, items: await app.repositories.sessions.evaluations(session.id) });
    },
  );

  app.post(
    '/api/sessions/:id/evaluations/release',
    {
      config: { action: 'sessions.lead' },
      schema: { tags: ['sessions'], summary: 'Publier les résultats aux apprenants', params: SessionParams, querystring: OrganisationQuery, response: responses(Released, [404, 409, 422]) },
    },
    async (request) => {
      const { session } = await sessionFor(request, 'sessions.lead');
      if (session.status !== 'débriefing' && session.status !== 'terminée') throw conflict(sessionMessages.releaseTooEarly);
      if (!session.resultsReleasedAt) {
        // A learner would otherwise see a partial grid as their result.
        const content = await app.repositories.sessions.versionContent(session.scenarioId, session.scenarioVersion);
        const missing = missingScores(content?.evaluation_grid.criteria ?? [], await app.repositories.sessions.evaluations(session.id));
        if (missing.length > 0) throw unprocessable(sessionMessages.gridsIncomplete(missingText(missing)));
      }
      return ok({ results_released_at: await app.repositories.sessions.release(session.id) });
    },
  );
};

/** Two ISO 8601 timestamps of one instant, or both never (null: not saved yet). */
function sameInstant(a: string | null, b: string | null): boolean {
  return a === null || b === null ? a === b : Date.parse(a) === Date.parse(b);
}

export default evaluationsRoutes;
