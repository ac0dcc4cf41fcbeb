/**
 * The trainer's run of a session: the run log, read and written as it happens (the debriefing notes are
 * debrief.ts'). A student's answers never carry the log.
 */
import { TEXT_LIMITS, textBodyLimit } from '../../../../contract/textLimits';
import { type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { randomUUID } from 'node:crypto';
import { sessionMessages } from '../../../../contract/messages';
import { learnerFacts, ownLearnerFacts, type LearnerFact } from '../../../../contract/debriefFacts';
import { EventBody, LearnerFactsList, type LearnerFactItem, RunLog, type RunLogEvent, SessionParams } from '../../../../contract/schemas/sessions';
import { OrganisationQuery } from '../../../../contract/schemas/organisation';
import { acceptsEvents } from '../../../../contract/sessionRules';
import { ApiError, forbidden } from '../../errors';
import { decideEvent, decisionTime, eventTime, isUniqueViolation } from '../../runLog';
import { CLOCK_KINDS, scheduleRun, timedTransitions } from '../../runSchedule';
import { ok, responses } from '../../schemas';
import { conflict, sessionLookup } from './lookup';

/**
 * At most this many events written by people in a session's log per window (the timer's are not counted):
 * a trainer's busiest minute — transitions, notes, a pause — is a few dozen; a loop of requests is stopped
 * at this bound rather than growing the log without end.
 */
export const RUN_LOG_WRITES_PER_WINDOW = 60;
export const RUN_LOG_WINDOW_MS = 60_000;

const runRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { sessionFor } = sessionLookup(app);

  app.get(
    '/api/sessions/:id/events',
    {
      config: { action: 'sessions.read' },
      schema: { tags: ['sessions'], summary: 'Le déroulement (journal horodaté)', params: SessionParams, querystring: OrganisationQuery, response: responses(RunLog, [404]) },
    },
    async (request) => {
      const { scoped, view } = await sessionFor(request, 'sessions.read');
      // The log holds the trainer's notes: its participants never read it, whatever their role now.
      if (view === 'participant') throw forbidden(sessionMessages.participantsOnly);
      return ok({ items: await app.repositories.runLog.events(scoped) });
    },
  );

  app.get(
    '/api/sessions/:id/learner-facts',
    {
      config: { action: 'sessions.read' },
      schema: {
        tags: ['sessions'],
        summary: 'Les actions et notes de chaque apprenant, avec leurs temps (un étudiant : les siennes, une fois les résultats publiés)',
        params: SessionParams,
        querystring: OrganisationQuery,
        response: responses(LearnerFactsList, [404]),
      },
    },
    async (request) => {
      const { actor, session, scoped, view } = await sessionFor(request, 'sessions.read');
      // A student reads nothing of the log before the release, and never another's facts: not even that they exist.
      if (view === 'participant' && !session.resultsReleasedAt) return ok({ items: [] });
      const content = await app.repositories.sessions.versionContent(session.scenarioId, session.scenarioVersion);
      const events = await app.repositories.runLog.events(scoped);
      const learners = view === 'participant' ? [actor.uid] : session.participantUids;
      const all = learnerFacts(events, learners, Date.now(), content?.quick_actions ?? []);
      const items =
        view === 'participant'
          ? [{ learner_uid: actor.uid, facts: ownLearnerFacts(all, actor.uid, true).map(factItem) }]
          : all.map((entry) => ({ learner_uid: entry.learnerUid, facts: entry.facts.map(factItem) }));
      return ok({ items });
    },
  );

  app.post(
    '/api/sessions/:id/events',
    {
      config: { action: 'sessions.lead' },
      // A note at its limit, whatever its characters, is answered by the schema (« 2 000 caractères au plus »), never 413.
      bodyLimit: textBodyLimit(TEXT_LIMITS.runNote),
      schema: { tags: ['sessions'], summary: 'Enregistrer un événement du déroulement', params: SessionParams, querystring: OrganisationQuery, body: EventBody, response: responses(RunLog, [404, 409, 422, 429]) },
    },
    async (request) => {
      const { session, scoped, actor } = await sessionFor(request, 'sessions.lead');
      const body = request.body;
      const content = await app.repositories.sessions.versionContent(session.scenarioId, session.scenarioVersion);
      const graph = content?.graph ?? null;
      const write = () =>
        app.transaction(async (repositories) => {
          // Under the session's run lock: a double click, a second device and the timer decide one after the other.
          const run = await repositories.runLog.lockRun(scoped);
          // The same click again (a double click, a retry after a lost answer): what it wrote, nothing more.
          if (body.client_key) {
            const earlier = await repositories.runLog.eventsOfClientKey(scoped, body.client_key);
            if (earlier.length > 0) return earlier;
          }
          if (!run || !acceptsEvents(run.status)) throw conflict(sessionMessages.eventsClosed);
          // A bound per session, whoever writes: no loop of clicks or requests grows a log without end.
          if ((await repositories.runLog.recentWrites(scoped, RUN_LOG_WINDOW_MS)) >= RUN_LOG_WRITES_PER_WINDOW) {
            throw new ApiError(429, sessionMessages.tooManyEvents, { 'Retry-After': String(RUN_LOG_WINDOW_MS / 1000) });
          }
          // Never the whole log: the clock from the current state's entry, the last exit, the event corrected.
          const log = await repositories.runLog.decisionLog(scoped, body.kind === 'correction' ? body.corrects : undefined);
          const received = decisionTime(run.now, log);
          // An action taken offline happened when it was taken: a note or a quick action after the session's
          // start, a clock event or a change of the vitals after the log's last (the clock reads the log in its order).
          const notBefore =
            body.taken_at === undefined ? null : body.kind === 'note' || body.kind === 'action' ? await repositories.runLog.firstEventAt(scoped) : lastAt(log);
          const when = eventTime(body.taken_at, received, notBefore);
          const decision = decideEvent(body, {
            status: run.status,
            graph,
            log,
            now: when.at,
            quickActions: content?.quick_actions,
            participantUids: session.participantUids,
          });
          if ('refusal' in decision) throw new ApiError(decision.refusal, decision.message);
          const receivedAt = when.receivedAt === null ? {} : { received_at: new Date(when.receivedAt).toISOString() };
          const written: RunLogEvent[] = [];
          for (const [index, event] of decision.writes.entries()) {
            written.push(
              await repositories.runLog.addEvent(scoped, {
                id: randomUUID(),
                kind: event.kind,
                authorUid: actor.uid,
                payload: { ...event.payload, ...receivedAt },
                ...(when.receivedAt === null ? {} : { at: new Date(when.at), order: index }),
                // The key marks the click's first event; the others follow it (eventsOfClientKey).
                clientKey: index === 0 ? body.client_key : undefined,
              }),
            );
          }
          // The timer's agenda follows the clock, in this transaction: it never reads the log to find it.
          if (run.status === 'en cours' && written.some((event) => CLOCK_KINDS.has(event.kind))) {
            await scheduleRun(repositories.runLog, scoped, timedTransitions(content), run.now);
          }
          return written;
        });
      try {
        return logged(await write());
      } catch (error) {
        // The run lock makes these rare (another process's write between our read and ours cannot happen
        // under it); the indexes stand behind it, and their refusal is an answer, never a 500.
        if (isUniqueViolation(error, 'run_log_events_one_exit_idx')) throw conflict(sessionMessages.transitionTaken);
        if (body.client_key && isUniqueViolation(error, 'run_log_events_client_key_idx')) {
          return logged(await app.repositories.runLog.eventsOfClientKey(scoped, body.client_key));
        }
        throw error;
      }
    },
  );
};

/** The time of the log's latest event (epoch ms), null for an empty log. */
function lastAt(log: readonly Pick<RunLogEvent, 'at'>[]): number | null {
  return log.length === 0 ? null : Math.max(...log.map((event) => Date.parse(event.at)));
}

/** A learner's fact as the API answers it (snake_case, like every answer). */
function factItem(fact: LearnerFact): LearnerFactItem {
  return {
    event_id: fact.eventId,
    kind: fact.kind,
    at: fact.at,
    real_at: fact.realAt,
    ...(fact.actionId === undefined ? {} : { action_id: fact.actionId }),
    ...(fact.label === undefined ? {} : { label: fact.label }),
    ...(fact.text === undefined ? {} : { text: fact.text }),
    ...(fact.tags === undefined ? {} : { tags: fact.tags }),
  };
}

/** The events just written, as the run log's answer. */
function logged(items: RunLogEvent[]) {
  return ok({ items });
}

export default runRoutes;
