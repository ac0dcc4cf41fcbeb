/** The « Débriefing » and « Évaluation » tabs (docs/product.md §14.4, §14.5): the run's facts, the export, the evaluation matrix. */
import type { MarkOutcome } from '../../../contract/debriefFacts';
import { clockText } from '../../../contract/debriefFacts';
import { de } from './french';

const plural = (count: number, one: string, many: string) => `${count}\u00a0${count > 1 ? many : one}`;

/** « 3 min 12 s », « 45 s »: a duration in words (a time in the timeline is « +03:12 »). */
export const durationText = (seconds: number): string => {
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  return minutes > 0 ? `${minutes}\u00a0min ${String(rest).padStart(2, '0')}\u00a0s` : `${rest}\u00a0s`;
};

/** A marked state's outcome in words: the verdict is read, never only a colour. */
export const markText = (mark: MarkOutcome): string => {
  switch (mark.verdict) {
    case 'reached':
      return `Atteint à ${clockText(mark.at)}`;
    case 'in_time':
      return `Atteint à ${clockText(mark.at)}, dans le délai (${durationText(mark.limit)})`;
    case 'late':
      return `Atteint à ${clockText(mark.at)}, en retard de ${durationText(mark.lateBy)} (délai\u00a0: ${durationText(mark.limit)})`;
    case 'missed':
      return mark.limit === undefined ? 'Non atteint' : `Non atteint (délai\u00a0: ${durationText(mark.limit)})`;
    case 'avoided':
      return 'Évité';
    case 'not_avoided':
      return `Non évité\u00a0: atteint à ${clockText(mark.at)}`;
  }
};

export const debriefMessages = {
  factsTitle: 'Le déroulement, tel qu’il a été enregistré',
  notStarted: 'Le scénario n’a pas été joué\u00a0: le parcours, la chronologie et les temps par état apparaîtront une fois la session démarrée.',
  logLoading: 'Chargement du déroulement…',
  pathTitle: 'Parcours du patient',
  pathLabel: 'Parcours suivi, dans l’ordre',
  pathText: (names: readonly string[]) => names.join(' → '),
  duration: (seconds: number) => `Durée du scénario (pauses exclues)\u00a0: ${durationText(seconds)}.`,
  corrections: (count: number) => `${plural(count, 'correction', 'corrections')} pendant le déroulement (les clics corrigés sont barrés dans la chronologie).`,
  timelineTitle: 'Chronologie',
  timelineLabel: 'Chronologie du scénario',
  beforeStart: 'avant',
  pausedFor: (seconds: number) => ` — pause de ${durationText(seconds)}`,
  duringPause: ' (pendant la pause)',
  correctedMark: 'Corrigé\u00a0: ',
  timePerStateTitle: 'Temps passé dans chaque état',
  timePerStateCaption: 'Temps passé dans chaque état (pauses exclues)',
  stateColumn: 'État',
  timeColumn: 'Temps',
  marksTitle: 'États attendus',
  marksCaption: 'États à atteindre ou à éviter, et leur issue',
  expectationColumn: 'Attendu',
  outcomeColumn: 'Issue',
  noMarks: 'Aucun état n’est marqué «\u00a0à atteindre\u00a0» ou «\u00a0à éviter\u00a0» dans ce scénario.',
  markText,
  /** What the outcome's icon says, for a glance; the words beside it say it in full. */
  markGood: (mark: MarkOutcome) => mark.verdict === 'reached' || mark.verdict === 'in_time' || mark.verdict === 'avoided',
  notesTitle: 'Notes de débriefing',
  draftKept: 'Brouillon non enregistré repris\u00a0: enregistrez-le pour le garder.',
  notesConflictTitle: 'Ces notes ont été modifiées ailleurs',
  notesConflictText: 'Un autre onglet ou appareil a enregistré un autre texte pour cette phase depuis que vous avez commencé à écrire. Les deux textes\u00a0:',
  notesConflictField: (phase: string) => `Notes — ${phase}`,
  export: 'Exporter la session',
  exportFile: (title: string) => `session-${title.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '').toLowerCase() || 'export'}.csv`,
  exportFailed: 'L’export a échoué (les évaluations n’ont pas pu être lues)\u00a0: réessayez.',
  exporting: 'Préparation de l’export…',
  /** « Projeter » (§5b): the debriefing on the room's screen, for the learners — facts only, no note, no score. */
  projection: {
    open: 'Projeter',
    openHint: 'Affiche le parcours, la chronologie et les états attendus en grand, pour l’écran de la salle\u00a0: sans notes ni évaluations.',
    title: (scenario: string) => `Débriefing — ${scenario}`,
    close: 'Quitter la projection',
    closeHint: 'Échap pour quitter',
    pathTitle: 'Parcours du patient',
    expectedTitle: 'États attendus',
    timelineTitle: 'Chronologie',
    timelineLabel: 'Chronologie projetée',
    briefing: 'Briefing',
    scenario: 'Scénario (temps depuis le début de la phase «\u00a0scénario\u00a0», pauses exclues)',
    noEvent: 'Aucun événement.',
    expectation: (kind: string, limit?: number) => (limit === undefined ? kind : `${kind} en ${durationText(limit)}`),
  },
  /** The export's columns and parts: one table, the first column says which part a row belongs to. */
  csv: {
    header: ['Partie', 'Élément', 'Temps', 'Secondes', 'Note', 'Détail'],
    timeline: 'Chronologie',
    timePerState: 'Temps par état',
    mark: 'État attendu',
    score: 'Évaluation',
    scoreOf: (learner: string, criterion: string) => `${learner} — ${criterion}`,
    totalOf: (learner: string) => `${learner} — Total`,
    commentOf: (learner: string) => `${learner} — Commentaire`,
    debrief: 'Débriefing',
    debriefPhase: (phase: string) => `Notes — ${phase.charAt(0).toUpperCase()}${phase.slice(1)}`,
    notGraded: 'non évalué',
    corrected: 'corrigé',
    duringPause: 'pendant la pause',
    pause: (seconds: number) => `pause de ${durationText(seconds)}`,
    maximum: (maximum: number) => `sur ${maximum}`,
    expected: (kind: string, limit?: number) => (limit === undefined ? kind : `${kind} en ${durationText(limit)}`),
  },
} as const;

/**
 * Each learner's actions and notes (docs/product.md §14b « Quick actions and learners »): the trainer's « Débriefing »
 * lists every learner's, the student's page only their own once the results are released.
 */
export const learnerFactsMessages = {
  /** Says what the list holds, not only whom it is sorted by: a heading read alone (a screen reader's list of headings) is clear. */
  title: 'Actions et notes par apprenant',
  lead: 'Ce qui a été attribué à chaque apprenant pendant le déroulement, au temps du scénario (pauses exclues).',
  learnersLoading: 'Chargement des actions et notes des apprenants…',
  loadFailed: 'Les actions et notes des apprenants n’ont pas pu être chargées.',
  learnersEmpty: 'Aucun apprenant dans cette session.',
  nothingEmpty: 'Aucune action ni note n’a été attribuée à un apprenant pendant le déroulement.',
  /** « 2 actions, 1 note »: what a learner's disclosure holds, said before it is opened. */
  counts: (actions: number, notes: number) =>
    [actions > 0 ? plural(actions, 'action', 'actions') : null, notes > 0 ? plural(notes, 'note', 'notes') : null].filter((part) => part !== null).join(', '),
  nothingFor: (learner: string) => `${learner}\u00a0: aucune action ni note.`,
  listOf: (learner: string) => `Actions et notes ${de(learner)}`,
  /** The student's own, under « Mes résultats ». */
  ownTitle: 'Mes actions et notes',
  ownLead: 'Ce que le formateur vous a attribué pendant la séance, au temps du scénario (pauses exclues).',
  ownLoading: 'Chargement de vos actions et notes…',
  ownLoadFailed: 'Vos actions et notes n’ont pas pu être chargées.',
  ownEmpty: 'Aucune action ni note ne vous a été attribuée pendant cette séance.',
  ownList: 'Mes actions et notes, dans l’ordre',
} as const;

export const evaluationMessages = {
  matrixCaption: 'Grille d’évaluation\u00a0: un critère par ligne, un apprenant par colonne',
  criterionColumn: 'Critère',
  scoreGroup: (criterion: string, learner: string) => `${criterion} — ${learner}`,
  notScored: 'Non évalué',
  /** The total of a learner nobody has graded yet: not « 0 / 12 », which would read as a mark. */
  notGraded: 'non évalué',
  commentRow: 'Commentaire',
  total: 'Total',
  totalOf: (total: number, maximum: number) => `${total}\u00a0/\u00a0${maximum}`,
  learnerPicker: 'Apprenant affiché',
  saveState: { saved: 'Enregistré', dirty: 'Modifications non enregistrées', saving: 'Enregistrement…' },
  /** Beside the save button: what the last save from this page took, and when. */
  savedWhat: (names: readonly string[], time: string) => `Enregistré à ${time}\u00a0: ${names.join(', ')}`,
  /** The scale, said once above the grid when the criteria share it. */
  scaleLegend: (steps: string) => `Échelle\u00a0: ${steps}`,
  scaleSteps: (steps: readonly { value: number; label: string }[]) => steps.map((step) => `${step.value}\u00a0: ${step.label}`).join(' · '),
  save: 'Enregistrer les évaluations',
  saveFailed: (reason: string) => `L’enregistrement a échoué\u00a0: ${reason} Vos notes restent à l’écran.`,
  releaseBlocked: (missing: string) => `Pour publier, chaque apprenant doit avoir une note à chaque critère. Il manque\u00a0: ${missing}.`,
  releaseConfirm: (count: number) =>
    `${count > 1 ? `Les ${count}\u00a0apprenants verront leurs` : 'L’apprenant verra ses'} scores et commentaires. Les observateurs ne voient rien. La publication ne se retire pas.`,
  releaseConfirmButton: 'Publier',
  releaseCancel: 'Annuler',
  conflictTitle: 'Ces évaluations ont été modifiées ailleurs',
  conflictText: 'Un autre onglet ou appareil a enregistré d’autres notes depuis l’ouverture de cette page. Voici ce qui diffère\u00a0:',
  conflictComment: (learner: string) => `Commentaire pour ${learner}`,
  conflictLoading: 'Lecture de l’autre version…',
} as const;
