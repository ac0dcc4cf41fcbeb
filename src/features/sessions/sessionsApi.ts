import type { Page } from '../../../contract/schemas/envelope';
import type {
  Checklist,
  Confirmation,
  DebriefNote,
  DebriefNoteBody,
  Evaluation,
  EvaluationBody,
  Evaluations,
  EventBody,
  FeedbackBody,
  LearnerFactsList,
  MyFeedback,
  ParticipantsBody,
  PlannableScenarios,
  RunLog,
  SessionCreate,
  SessionDetail,
  SessionPatch,
  SessionSummary,
  StudentHistory,
  StudentSummary,
} from '../../../contract/schemas/sessions';
import type { ActiveMonitorLink, MonitorLink } from '../../../contract/schemas/monitor';
import type { Tag } from '../../../contract/schemas/tags';
import { env } from '../../config/env';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { allPages, api, openSessionStream } from '../../lib/api';
import type { Services } from '../../lib/services';
import { pendingTicks } from './pendingTicks';
import { PENDING_EVENT, settleEvents } from './runLogCache';

export { PENDING_EVENT } from './runLogCache';

const sessionTags = (id: string) => [{ type: 'Session' as const, id }];

/** This tab's checklist ticks not answered yet (pendingTicks.ts): a list read before them does not undo them. */
const ticksOnTheWay = pendingTicks();

/**
 * docs/product.md §12.3 sessions and students. A session's page reads `Session` <id>; its run log has its own
 * tag (`SessionEvent` <id>) so that logging an event does not reload the whole session. While a page
 * holds a session's run log, the session's stream feeds it (and the session's status): no polling.
 */
export const sessionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    listSessions: build.query<SessionSummary[], void>({
      // Every session of the caller, past and future (docs/product.md §12), page after page: none dropped beyond the first 100.
      queryFn: (_arg, _api, _options, baseQuery) => allPages<SessionSummary, FetchBaseQueryError>(baseQuery, '/sessions', { limit: 100 }),
      providesTags: [{ type: 'Session', id: 'LIST' }],
    }),
    getSession: build.query<SessionDetail, string>({
      query: (id) => `/sessions/${encodeURIComponent(id)}`,
      providesTags: (_session, _error, id) => sessionTags(id),
    }),
    plannableScenarios: build.query<PlannableScenarios['items'], void>({
      query: () => '/sessions/scenarios',
      transformResponse: (response: PlannableScenarios) => response.items,
    }),
    planSession: build.mutation<SessionDetail, SessionCreate>({
      query: (body) => ({ url: '/sessions', method: 'POST', body }),
      invalidatesTags: [{ type: 'Session', id: 'LIST' }],
    }),
    updateSession: build.mutation<SessionDetail, SessionPatch & { id: string }>({
      query: ({ id, ...body }) => ({ url: `/sessions/${encodeURIComponent(id)}`, method: 'PATCH', body }),
      invalidatesTags: (_session, _error, { id }) => [...sessionTags(id), { type: 'Session', id: 'LIST' }, { type: 'SessionEvent', id }],
    }),
    /**
     * One checklist item: it shows ticked at once and is put back if the server refuses. Only that item is sent,
     * so a device never writes back the other items as it last saw them; the answer brings them as they are.
     */
    tickChecklist: build.mutation<Checklist, { id: string; index: number; done: boolean }>({
      query: ({ id, index, done }) => ({ url: `/sessions/${encodeURIComponent(id)}/checklist/${index}`, method: 'PUT', body: { done } }),
      async onQueryStarted({ id, index, done }, { dispatch, queryFulfilled }) {
        const tick = (value: boolean) => (draft: SessionDetail) => {
          const item = draft.checklist?.[index];
          if (item) item.done = value;
        };
        const sent = ticksOnTheWay.sent(id, index, done);
        dispatch(sessionsApi.util.updateQueryData('getSession', id, tick(done)));
        try {
          const { data } = await queryFulfilled;
          ticksOnTheWay.settled(id, index, sent);
          dispatch(sessionsApi.util.updateQueryData('getSession', id, (draft) => void (draft.checklist = ticksOnTheWay.shown(id, data.checklist))));
        } catch {
          ticksOnTheWay.settled(id, index, sent);
          // Not an undo of the whole list: other items may have been ticked meanwhile, here or pushed; a later
          // tick of this very item, still on the way, keeps its value.
          dispatch(
            sessionsApi.util.updateQueryData('getSession', id, (draft) => {
              tick(!done)(draft);
              if (draft.checklist) draft.checklist = ticksOnTheWay.shown(id, draft.checklist);
            }),
          );
        }
      },
    }),
    setParticipants: build.mutation<SessionDetail, ParticipantsBody & { id: string }>({
      query: ({ id, ...body }) => ({ url: `/sessions/${encodeURIComponent(id)}/participants`, method: 'PUT', body }),
      invalidatesTags: (_session, _error, { id }) => [...sessionTags(id), { type: 'Session', id: 'LIST' }],
    }),
    runLog: build.query<RunLog['items'], string>({
      query: (id) => `/sessions/${encodeURIComponent(id)}/events`,
      transformResponse: (response: RunLog) => response.items,
      providesTags: (_log, _error, id) => [{ type: 'SessionEvent', id }],
      // RTK Query's streaming updates: the pushed events land in this cache entry, not in a second store.
      async onCacheEntryAdded(id, { updateCachedData, cacheDataLoaded, cacheEntryRemoved, getCacheEntry, dispatch, extra }) {
        try {
          await cacheDataLoaded;
        } catch {
          // The entry went away before its first answer: nothing to follow.
          return;
        }
        const { identity } = extra as Services;
        const close = openSessionStream({
          url: `${env.apiBaseUrl}/sessions/${encodeURIComponent(id)}/stream`,
          getToken: () => identity.getIdToken(),
          lastEventId: () => getCacheEntry().data?.filter((event) => !event.id.startsWith(PENDING_EVENT)).at(-1)?.id,
          onRun: (event) => updateCachedData((draft) => settleEvents(draft, [event])),
          onStatus: (status) => dispatch(sessionsApi.util.updateQueryData('getSession', id, (draft) => void (draft.status = status))),
          // Another device's note or tick: the page shows it; a phase this device is editing keeps its text (DebriefTab).
          onNotes: (notes) =>
            dispatch(
              sessionsApi.util.updateQueryData('getSession', id, (draft) => {
                draft.debrief_notes = notes.debrief_notes;
                draft.debrief_versions = notes.debrief_versions;
                draft.checklist = ticksOnTheWay.shown(id, notes.checklist);
              }),
            ),
          onReconnected: () => dispatch(sessionsApi.util.invalidateTags(sessionTags(id))),
        });
        await cacheEntryRemoved;
        close();
      },
    }),
    /**
     * One action of the room, sent by its outbox (teacher/run/outboxStore.ts), which shows it until the server has
     * it and keeps it while the connection is down: the answer only settles the server's events into the log.
     */
    logEvent: build.mutation<RunLog['items'], EventBody & { id: string }>({
      query: ({ id, ...body }) => ({ url: `/sessions/${encodeURIComponent(id)}/events`, method: 'POST', body }),
      transformResponse: (response: RunLog) => response.items,
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        try {
          const { data: logged } = await queryFulfilled;
          // The stream may have brought them already: each event once.
          dispatch(sessionsApi.util.updateQueryData('runLog', id, (draft) => settleEvents(draft, logged)));
        } catch {
          // Refused or unreachable: the outbox decides what becomes of it.
        }
      },
    }),
    /** docs/product.md §14: the patient monitor's active link (the trainer's): shown again after a reload rather than offered anew. */
    getMonitorLink: build.query<ActiveMonitorLink | null, string>({
      query: (id) => ({ url: `/sessions/${encodeURIComponent(id)}/monitor-link` }),
    }),
    /**
     * Creates the link; `replace` says the active one is replaced (the server answers 409 otherwise, so a page
     * that did not know of a link never revokes the room's screen). The active link is then the new one.
     */
    createMonitorLink: build.mutation<MonitorLink, { id: string; replace: boolean }>({
      query: ({ id, replace }) => ({
        url: `/sessions/${encodeURIComponent(id)}/monitor-link`,
        method: 'POST',
        params: replace ? { replace: true } : {},
      }),
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(sessionsApi.util.upsertQueryData('getMonitorLink', id, { ...data, created_at: new Date().toISOString() }));
        } catch {
          // Refused (a link made elsewhere meanwhile, a session over): what is active now is read again.
          void dispatch(sessionsApi.endpoints.getMonitorLink.initiate(id, { forceRefetch: true, subscribe: false }));
        }
      },
    }),
    revokeMonitorLink: build.mutation<void, string>({
      query: (id) => ({ url: `/sessions/${encodeURIComponent(id)}/monitor-link`, method: 'DELETE' }),
      async onQueryStarted(id, { dispatch, queryFulfilled }) {
        await queryFulfilled.then(
          () => dispatch(sessionsApi.util.upsertQueryData('getMonitorLink', id, null)),
          () => undefined,
        );
      },
    }),
    /** One phase's notes from the version they were edited from (409: saved elsewhere since); the page's session follows. */
    saveDebriefNote: build.mutation<DebriefNote, DebriefNoteBody & { id: string; phase: string }>({
      query: ({ id, phase, ...body }) => ({ url: `/sessions/${encodeURIComponent(id)}/debrief/${encodeURIComponent(phase)}`, method: 'PUT', body }),
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        try {
          const { data: note } = await queryFulfilled;
          dispatch(
            sessionsApi.util.updateQueryData('getSession', id, (draft) => {
              draft.debrief_notes = { ...draft.debrief_notes, [note.phase]: note.text };
              draft.debrief_versions = { ...draft.debrief_versions, [note.phase]: note.updated_at };
            }),
          );
        } catch {
          // The page reads the refusal from the mutation's own promise.
        }
      },
    }),
    /**
     * Each learner's actions and notes with their times (`GET …/learner-facts`): the trainer reads every participant's,
     * a student only their own once the results are released ([] before). Read afresh on each opening of a page that
     * shows it: the stream feeds the run log, not this list.
     */
    learnerFacts: build.query<LearnerFactsList['items'], string>({
      query: (id) => `/sessions/${encodeURIComponent(id)}/learner-facts`,
      transformResponse: (response: LearnerFactsList) => response.items,
      providesTags: (_result, _error, id) => [{ type: 'SessionEvent', id }, { type: 'Evaluation', id }],
    }),
    evaluations: build.query<Evaluations, string>({
      query: (id) => `/sessions/${encodeURIComponent(id)}/evaluations`,
      providesTags: (_result, _error, id) => [{ type: 'Evaluation', id }],
    }),
    /** One learner's grid from the version it was edited from (409: saved elsewhere since); the other learners untouched. */
    saveEvaluation: build.mutation<Evaluation, EvaluationBody & { id: string; learner: string }>({
      query: ({ id, learner, ...body }) => ({ url: `/sessions/${encodeURIComponent(id)}/evaluations/${encodeURIComponent(learner)}`, method: 'PUT', body }),
    }),
    releaseResults: build.mutation<{ results_released_at: string }, string>({
      query: (id) => ({ url: `/sessions/${encodeURIComponent(id)}/evaluations/release`, method: 'POST' }),
      invalidatesTags: (_result, _error, id) => [...sessionTags(id), { type: 'Evaluation', id }],
    }),
    confirmPresence: build.mutation<Confirmation, string>({
      query: (id) => ({ url: `/sessions/${encodeURIComponent(id)}/confirmation`, method: 'POST' }),
      invalidatesTags: (_result, _error, id) => [...sessionTags(id), { type: 'Session', id: 'LIST' }],
    }),
    giveFeedback: build.mutation<MyFeedback, FeedbackBody & { id: string }>({
      query: ({ id, ...body }) => ({ url: `/sessions/${encodeURIComponent(id)}/feedback`, method: 'POST', body }),
      invalidatesTags: (_result, _error, { id }) => sessionTags(id),
    }),
    // The teacher's students whole (the table and its CSV export), page after page.
    listStudents: build.query<StudentSummary[], { tag?: string; search?: string }>({
      queryFn: (params, _api, _options, baseQuery) => allPages<StudentSummary, FetchBaseQueryError>(baseQuery, '/students', { limit: 100, ...params }),
      providesTags: [{ type: 'Student', id: 'LIST' }],
    }),
    studentHistory: build.query<StudentHistory, string>({
      query: (uid) => `/students/${encodeURIComponent(uid)}/history`,
    }),
    teacherGroups: build.query<Tag[], void>({
      query: () => ({ url: '/tags', params: { limit: 100 } }),
      transformResponse: (response: Page<Tag>) => response.items,
      providesTags: [{ type: 'Tag', id: 'LIST' }],
    }),
  }),
});

export const {
  useListSessionsQuery,
  useGetSessionQuery,
  usePlannableScenariosQuery,
  usePlanSessionMutation,
  useUpdateSessionMutation,
  useTickChecklistMutation,
  useSetParticipantsMutation,
  useRunLogQuery,
  useLogEventMutation,
  useCreateMonitorLinkMutation,
  useGetMonitorLinkQuery,
  useRevokeMonitorLinkMutation,
  useSaveDebriefNoteMutation,
  useEvaluationsQuery,
  useLearnerFactsQuery,
  useSaveEvaluationMutation,
  useReleaseResultsMutation,
  useConfirmPresenceMutation,
  useGiveFeedbackMutation,
  useListStudentsQuery,
  useLazyListStudentsQuery,
  useLazyStudentHistoryQuery,
  useStudentHistoryQuery,
  useTeacherGroupsQuery,
} = sessionsApi;

/** The page's heading is the session itself: its title once loaded (the route's « Session » until then). */
export function useSessionTitle(id: string): string | undefined {
  return sessionsApi.useGetSessionQuery(id).data?.title;
}
