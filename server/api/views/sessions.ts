/**
 * What each caller is shown of a session, by their view of it (contract/policy.ts `sessionViewFor`), apart
 * from the query that reads it (server/api/repositories/sessions.ts `record`) and from the routes.
 */
import type { SessionView } from '../../../contract/policy';
import type { SessionDetail } from '../../../contract/schemas/sessions';
import { confirmationOpen, feedbackOpen } from '../../../contract/sessionRules';
import type { SessionRecord } from '../repositories/sessions';

/** The session's detail for one view of it: a participant's leaves out the trainer's material and the others. */
export function sessionDetailFor(record: SessionRecord, view: SessionView, now: Date): SessionDetail {
  const { summary, content } = record;
  const participantView = view === 'participant';
  return {
    ...summary,
    // Only a participant has a part of their own in the session.
    my_session_role: participantView ? summary.my_session_role : null,
    my_confirmed_at: participantView ? summary.my_confirmed_at : null,
    viewer: view,
    briefing: content
      ? { public: content.public, objectives: content.objectives, prerequisites: content.prerequisites, context: content.context, briefing: content.briefing }
      : null,
    checklist: participantView ? null : record.checklist,
    participants: participantView ? null : record.participants,
    scenario:
      participantView || !content
        ? null
        : {
            phase_durations: content.phase_durations,
            material: content.material,
            roles_needed: content.roles_needed,
            debriefing_guide: content.debriefing_guide,
            evaluation_grid: content.evaluation_grid,
            graph: content.graph,
            ...(content.quick_actions?.length ? { quick_actions: content.quick_actions } : {}),
            // The simulated patient: the room's tiles raise the monitor's alarms with this population's ranges.
            ...(content.population ? { population: content.population } : {}),
          },
    debrief_notes: participantView ? null : record.debriefNotes,
    debrief_versions: participantView ? null : record.debriefVersions,
    my_feedback: participantView ? record.myFeedback : null,
    feedback_open: participantView && feedbackOpen(summary.status, summary.starts_at, now),
    confirmation_open: participantView && confirmationOpen(summary.status),
  };
}
