/**
 * The rules of a session's life (docs/product.md §10, §12), as data and pure functions both sides use: the
 * server refuses what they refuse (409), the session page offers only what they allow.
 */
import type { DebriefModel, SessionStatus } from './roles';

/** planifiée → en cours → débriefing → terminée; a session not yet debriefed may be cancelled. */
export const SESSION_MOVES: Readonly<Record<SessionStatus, readonly SessionStatus[]>> = {
  planifiée: ['en cours', 'annulée'],
  'en cours': ['débriefing', 'annulée'],
  débriefing: ['terminée'],
  terminée: [],
  annulée: [],
};

export function canMoveSession(from: SessionStatus, to: SessionStatus): boolean {
  return SESSION_MOVES[from].includes(to);
}

/** The run log is written while the session runs or is debriefed (docs/product.md §12). */
export function acceptsEvents(status: SessionStatus): boolean {
  return status === 'en cours' || status === 'débriefing';
}

/**
 * The scenario is played while the session is « en cours » only: once the debriefing starts, its transitions,
 * states and corrections are closed (the debriefing would contradict itself), and so is its clock; the log
 * still takes notes.
 */
export function scenarioOpen(status: SessionStatus): boolean {
  return status === 'en cours';
}

/** The phase a status starts, logged as `phase_started` when the session moves into it. */
export const PHASE_OF_STATUS: Partial<Record<SessionStatus, string>> = { 'en cours': 'scénario', débriefing: 'débriefing' };

/** The phases of each debriefing model, in order: the trainer's notes are kept per phase. */
export const DEBRIEF_PHASES: Readonly<Record<DebriefModel, readonly string[]>> = {
  // PEARLS: Reactions, Description, Analysis, Summary.
  PEARLS: ['réaction', 'description', 'analyse', 'synthèse'],
  // GAS: Gather, Analyze, Summarize.
  GAS: ['recueil', 'analyse', 'synthèse'],
  'réaction/analyse/synthèse': ['réaction', 'analyse', 'synthèse'],
};

/** A student's satisfaction answer can be given once the session has run, and changed for 30 days after it. */
export const FEEDBACK_WINDOW_DAYS = 30;

export function feedbackOpen(status: SessionStatus, startsAt: string, now: Date): boolean {
  if (status !== 'débriefing' && status !== 'terminée') return false;
  return now.getTime() - Date.parse(startsAt) <= FEEDBACK_WINDOW_DAYS * 24 * 60 * 60 * 1000;
}

/** A student confirms their presence before the session starts. */
export function confirmationOpen(status: SessionStatus): boolean {
  return status === 'planifiée';
}
