/**
 * The session's phase moves (start, debriefing, end): each asks first, in a dialog that says what changes for
 * good, so that a hurried second tap never moves the session a phase further.
 */
export const sessionMovesMessages = {
  movesLabel: 'Étapes de la session',
  title: {
    'en cours': (session: string) => `Démarrer la session «\u00a0${session}\u00a0»\u00a0?`,
    débriefing: 'Passer au débriefing\u00a0?',
    terminée: 'Terminer la session\u00a0?',
  } as Record<string, string | ((session: string) => string)>,
  description: {
    'en cours': 'Le chronomètre du scénario démarre et le déroulement s’ouvre.',
    débriefing: 'Le scénario sera fermé\u00a0: plus de transitions, de pause ni de correction (les notes restent possibles). On ne revient pas au scénario.',
    terminée: 'Le journal sera clos\u00a0: plus aucune note. On ne revient pas au débriefing.',
  } as Record<string, string>,
  confirm: { 'en cours': 'Oui, démarrer maintenant', débriefing: 'Oui, passer au débriefing', terminée: 'Oui, terminer la session' } as Record<string, string>,
  cancel: { 'en cours': 'Non, attendre', débriefing: 'Non, continuer le scénario', terminée: 'Non, continuer le débriefing' } as Record<string, string>,
  busy: 'Un instant…',
} as const;
