/** What « Planifier une session » checks and sends (the contract's limits, French messages). Pure. */
import type { SessionRole } from '../../../../contract/roles';
import type { PlannableScenario, SessionCreate } from '../../../../contract/schemas/sessions';
import { TEXT_LIMITS, textLimitProblem } from '../../../../contract/textLimits';
import { teacherSessionMessages } from '../../../config/messages/sessions';

export type DraftParticipant = { uid: string; name: string; session_role: SessionRole };

export type PlanDraft = {
  scenarioId: string;
  version: string;
  title: string;
  /** YYYY-MM-DD and HH:mm, in the teacher's time zone (what the date and time fields give). */
  date: string;
  time: string;
  duration: string;
  place: string;
  participants: DraftParticipant[];
};

export type PlanErrors = Partial<Record<'scenarioId' | 'version' | 'title' | 'date' | 'duration' | 'place', string>>;

const WHOLE = /^\d+$/;

export function planFromDraft(draft: PlanDraft, scenarios: readonly PlannableScenario[]): { body: SessionCreate } | { errors: PlanErrors } {
  const errors: PlanErrors = {};
  const scenario = scenarios.find((candidate) => candidate.id === draft.scenarioId);
  if (!scenario) errors.scenarioId = teacherSessionMessages.required(teacherSessionMessages.scenario);
  const version = Number(draft.version);
  if (scenario && (!WHOLE.test(draft.version.trim()) || version < 1 || version > scenario.version)) errors.version = teacherSessionMessages.versionInvalid(scenario.version);
  const title = draft.title.trim();
  // Empty and too long are two problems, each with its own words (a long title once read « Indiquez le champ »).
  const titleTooLong = textLimitProblem(teacherSessionMessages.title, title, TEXT_LIMITS.sessionTitle);
  if (!title) errors.title = teacherSessionMessages.required(teacherSessionMessages.title);
  else if (titleTooLong) errors.title = titleTooLong;
  const placeTooLong = textLimitProblem(teacherSessionMessages.place, draft.place.trim(), TEXT_LIMITS.sessionPlace);
  if (placeTooLong) errors.place = placeTooLong;
  const startsAt = new Date(`${draft.date}T${draft.time}`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(draft.date) || !/^\d{2}:\d{2}$/.test(draft.time) || Number.isNaN(startsAt.getTime())) errors.date = teacherSessionMessages.dateInvalid;
  const duration = Number(draft.duration);
  if (!WHOLE.test(draft.duration.trim()) || duration < 5 || duration > 1440) errors.duration = teacherSessionMessages.durationInvalid;
  if (Object.keys(errors).length > 0 || !scenario) return { errors };
  return {
    body: {
      scenario_id: scenario.id,
      scenario_version: version,
      title,
      starts_at: startsAt.toISOString(),
      duration_minutes: duration,
      place: draft.place.trim(),
      participants: draft.participants.map(({ uid, session_role }) => ({ uid, session_role })),
    },
  };
}

/** Adds people not already in the list, as `role`; those already there keep their role. */
export function withParticipants(current: readonly DraftParticipant[], added: readonly { uid: string; name: string }[], role: SessionRole): DraftParticipant[] {
  const known = new Set(current.map((participant) => participant.uid));
  return [...current, ...added.filter((person) => !known.has(person.uid)).map((person) => ({ ...person, session_role: role }))];
}
