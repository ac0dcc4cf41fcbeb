/**
 * One limit per free-text field, in characters (Unicode code points, as the schema validator counts them):
 * the schemas (contract/schemas/*.ts) declare them as `maxLength`, the forms show them beside the field
 * (« 1 234 / 2 000 ») and refuse to send a text over them, and the routes' body limits are computed from
 * them, so that a field at its limit is never answered 413 — a 413 is only for a body no form can produce.
 */
export const TEXT_LIMITS = {
  // A session.
  sessionTitle: 200,
  sessionPlace: 200,
  /** A note of the run log (the « Déroulement » quick note). */
  runNote: 2000,
  /** The debriefing's notes, per phase. */
  debriefNotes: 20_000,
  evaluationComment: 5000,
  /** The learner's feedback on a session. */
  feedbackComment: 2000,
  checklistItem: 500,
  // A scenario.
  scenarioTitle: 200,
  scenarioPublic: 500,
  scenarioContext: 10_000,
  scenarioBriefing: 10_000,
  /** One line of a list: an objective, a prerequisite, the material, a role, a key point. */
  scenarioLine: 500,
  stateName: 200,
  stateDescription: 5000,
  stateConscience: 200,
  transitionLabel: 200,
  criterionLabel: 300,
  /** A quick action's label: one button of the room. */
  quickActionLabel: 60,
} as const;

export type TextField = keyof typeof TEXT_LIMITS;

/** Characters as the schemas count them: a letter with its accent, an emoji, each one. */
export function textLength(text: string): number {
  let count = 0;
  for (const _ of text) count += 1;
  return count;
}

/**
 * The body a route must accept so that texts at their limits pass: each character at most 6 bytes once in
 * JSON (4 in UTF-8, 6 for an escaped control character), plus `rest` for the other fields and the framing.
 */
export function textBodyLimit(chars: number, rest = 4096): number {
  return chars * 6 + rest;
}

const french = new Intl.NumberFormat('fr-FR');
/** « 1 234 » (a narrow no-break space between thousands, as French typography wants). */
export const frenchCount = (value: number): string => french.format(value);

export const textLimitMessages = {
  /** Beside the field: « 1 234 / 2 000 ». */
  counter: (count: number, limit: number) => `${frenchCount(count)}\u00a0/\u00a0${frenchCount(limit)}`,
  /** The counter's accessible name: what the figures mean. */
  counterLabel: (count: number, limit: number) => `${frenchCount(count)}\u00a0caractères sur ${frenchCount(limit)} au plus`,
  /** « Le champ « Titre de la session » est trop long : 200 caractères au plus (234 saisis). » */
  tooLong: (label: string, limit: number, count: number) =>
    `Le champ «\u00a0${label}\u00a0» est trop long\u00a0: ${frenchCount(limit)}\u00a0caractères au plus (${frenchCount(count)} saisis).`,
} as const;

/** The French message for a text over its limit, or null when it fits. */
export function textLimitProblem(label: string, text: string, limit: number): string | null {
  const count = textLength(text);
  return count > limit ? textLimitMessages.tooLong(label, limit, count) : null;
}

/** The first of several fields of one kind (a debriefing's phases, a grid's comments) past their limit, or null. */
export function firstTextLimitProblem(fields: readonly { label: string; text: string }[], limit: number): string | null {
  for (const { label, text } of fields) {
    const problem = textLimitProblem(label, text, limit);
    if (problem) return problem;
  }
  return null;
}
