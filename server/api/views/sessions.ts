/**
 * What each caller is shown of a session: the views the sessions routes answer with, apart from the
 * queries that read them (server/api/repositories/sessions.ts) and from the routes that pick them.
 */
import type { Actor, SessionView } from '../../../contract/policy';
import type { SessionDetail } from '../../../contract/schemas/sessions';
import { confirmationOpen, feedbackOpen } from '../../../contract/sessionRules';
import type { SessionRecord, SessionViewer } from '../repositories/sessions';

/** The view a caller's role gives them (their lists; one session they do not lead). */
export function sessionViewer(actor: Actor): SessionViewer {
  switch (actor.role) {
    case 'enseignant':
      return { kind: 'trainer', uid: actor.uid };
    case 'etudiant':
      return { kind: 'participant', uid: actor.uid };
    case 'admin':
    case 'hyperadmin':
      return { kind: 'organisation' };
  }
}

/** The viewer of one session, from the caller's relation to it (contract/policy.ts `sessionViewFor`). */
export const viewerFor = (actor: Actor, view: SessionView): SessionViewer =>
  view === 'organisation' ? { kind: 'organisation' } : { kind: view, uid: actor.uid };

/** What `viewer` may see of a session: a participant's view leaves out the trainer's material and the others. */
export function sessionView(record: SessionRecord, viewer: SessionViewer, now: Date): SessionDetail {
  const { summary, content } = record;
  const participantView = viewer.kind === 'participant';
  return {
    ...summary,
    // Only a participant has a part of their own in the session.
    my_session_role: participantView ? summary.my_session_role : null,
    my_confirmed_at: participantView ? summary.my_confirmed_at : null,
    viewer: viewer.kind,
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
          },
    debrief_notes: participantView ? null : record.debriefNotes,
    debrief_versions: participantView ? null : record.debriefVersions,
    my_feedback: participantView ? record.myFeedback : null,
    feedback_open: participantView && feedbackOpen(summary.status, summary.starts_at, now),
    confirmation_open: participantView && confirmationOpen(summary.status),
  };
}
