/**
 * What each caller is shown of a session: the views the sessions routes answer with, apart from the
 * queries that read them (server/api/repositories/sessions.ts) and from the routes that pick them.
 */
import type { Actor } from '../../../contract/policy';
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

/** Whose view of the session the caller gets: its trainer's, else the one their role gives. */
export const viewerOf = (actor: Actor, trainerUid: string | null): SessionViewer =>
  trainerUid === actor.uid ? { kind: 'trainer', uid: actor.uid } : sessionViewer(actor);

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
    my_feedback: participantView ? record.myFeedback : null,
    feedback_open: participantView && feedbackOpen(summary.status, summary.starts_at, now),
    confirmation_open: participantView && confirmationOpen(summary.status),
  };
}
