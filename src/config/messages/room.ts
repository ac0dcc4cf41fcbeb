/** The simulation room's running screen on « Déroulement » (docs/product.md §14) and the monitor link panel. */
import type { NoteTag } from '../../../contract/roles';

export const roomMessages = {
  clockPhase: (phase: string) => `Phase «\u00a0${phase}\u00a0» depuis`,
  clockPaused: 'En pause',
  pause: 'Pause',
  resume: 'Reprendre',
  vitalsLabel: 'Constantes du patient',
  vitals: { fc: 'FC', pa: 'PA', spo2: 'SpO₂', fr: 'FR', temperature: 'T°', conscience: 'Conscience' },
  units: { fc: '/min', pa: 'mmHg', spo2: '%', fr: '/min', temperature: '°C' },
  transitionsTitle: 'Transitions possibles',
  scenarioClosed: 'Scénario terminé\u00a0: le débriefing a commencé. Les transitions, la pause et les corrections sont fermées\u00a0; les notes restent possibles.',
  keyHint: 'Touches 1 à 9\u00a0: la transition du même numéro (hors champ de saisie).',
  /** The countdown of a `délai` transition on its button. */
  countdown: (remaining: string) => `automatique dans ${remaining}`,
  countdownPaused: (remaining: string) => `automatique dans ${remaining} (en pause)`,
  countdownDue: 'automatique imminente',
  /** The correction of a mistaken tap: named the same whatever the transition, where the trainer's thumb looks for it. */
  correct: 'Annuler la dernière transition',
  confirmCorrect: (label: string, state: string) => `Annuler la transition «\u00a0${label}\u00a0» et revenir à l’état «\u00a0${state}\u00a0»\u00a0? La correction reste dans le journal.`,
  confirmCorrectButton: 'Oui, annuler la transition',
  keepTransition: 'Non, garder',
  noteTitle: 'Note rapide',
  noteTags: 'Étiquettes de la note',
  tags: { geste: 'Geste', communication: 'Communication', erreur: 'Erreur', leadership: 'Leadership', sécurité: 'Sécurité', raisonnement: 'Raisonnement' } satisfies Record<NoteTag, string>,
  timelineTitle: 'Journal du déroulement',
  timelineHint: 'Le plus récent en premier\u00a0; les temps comptent depuis le début du scénario, pauses exclues.',
  /** The journal's events logged before the « scénario » phase started, under their own heading. */
  briefingGroup: 'Briefing',
  /** « Mode salle » (docs/guide/enseignant.md): the room's layout only, for a tablet in the trainer's hands. */
  roomMode: 'Mode salle',
  leaveRoomMode: 'Quitter le mode salle',
  /** The room would sit under the cookie banner: it opens once the visitor has answered it (nothing is decided for them). */
  roomModeAfterConsent: 'Le mode salle s’ouvre une fois le bandeau des cookies (en bas de l’écran) répondu\u00a0: il en couvrirait les commandes.',
  roomLabel: (title: string) => `Mode salle\u00a0: ${title}`,
  roomClock: 'Scénario',
  quickActionsTitle: 'Actions rapides',
  auto: ' (automatique)',
  tagged: (tags: readonly string[]) => ` [${tags.join(', ')}]`,
  /** A `vitals_changed` event in the journal: « Constantes modifiées : FC 120 /min, SpO₂ 88 % (en 2 min) ». */
  vitalsChanged: (signs: readonly string[], over: string | null) => `Constantes modifiées\u00a0: ${signs.join(', ')}${over ? ` (en ${over})` : ''}`,
  /** One sign of it: « FC 120 /min », « Conscience : somnolent ». */
  vitalSign: (label: string, value: string, unit: string | null) => (unit ? `${label} ${value}\u00a0${unit}` : `${label}\u00a0: ${value}`),
  /** A trend's length: « 2 min », « 1 min 30 s », « 45 s ». */
  trendLength: (seconds: number) => {
    const minutes = Math.floor(seconds / 60);
    const rest = seconds % 60;
    if (minutes === 0) return `${rest}\u00a0s`;
    return rest === 0 ? `${minutes}\u00a0min` : `${minutes}\u00a0min ${rest}\u00a0s`;
  },
  /** A quick action tapped: its label (the action's id when the scenario no longer has it). */
  action: (label: string) => `Action\u00a0: ${label}`,
  /** The learners a note or an action concerns, when their names are known. */
  learners: (names: readonly string[]) => ` — ${names.join(', ')}`,
  /** The learner chips: a tap on a name before a note or an action says whom it concerns. */
  learnersTitle: 'Apprenants concernés',
  /** Drawn at the chips' start (the group's name is read). */
  learnersLead: 'Apprenants\u00a0:',
  learnersHint: 'Touchez un nom avant l’action ou la note\u00a0: il l’accompagne, puis la sélection s’efface.',
  /** « Modifier les constantes » (docs/product.md §14b): the trainer's change, at once or as a trend. */
  changeVitals: 'Modifier les constantes',
  changeVitalsLead: 'Les valeurs actuelles sont remplies\u00a0: seules celles que vous changez sont envoyées.',
  changeVitalsSubmit: 'Appliquer',
  changeVitalsCancel: 'Annuler',
  trendOver: 'Évolution sur',
  trendNone: 'Immédiate',
  trendSeconds: 'Durée en secondes',
  trendCustom: 'Autre durée (secondes)',
  /** Nothing changed in the form: nothing to send. */
  /** A change of the vitals the server refused, named in the room's refusal line. */
  vitalsChangeRefused: 'Le changement des constantes',
  nothingChanged: 'Aucune constante n’a changé\u00a0: modifiez au moins une valeur.',
  /** A figure that is not one. */
  notANumber: (label: string) => `${label}\u00a0: saisissez un nombre.`,
  monitorTitle: 'Moniteur patient',
  monitorLead: 'Ouvrez ce lien sur l’écran de la salle (ou scannez le QR code avec la tablette qui l’affichera)\u00a0: il montre les constantes de l’état actuel, et rien d’autre.',
  createMonitorLink: 'Créer le lien du moniteur',
  creatingMonitorLink: 'Création du lien…',
  monitorLink: 'Moniteur patient',
  monitorQr: 'QR code du lien du moniteur patient',
  copyLink: 'Copier le lien',
  copied: 'Le lien est copié.',
  copyFailed: 'La copie n’a pas pu se faire\u00a0: sélectionnez le lien et copiez-le.',
  revokeLink: 'Révoquer le lien',
  confirmRevoke: 'Révoquer ce lien\u00a0? L’écran qui l’affiche cessera aussitôt de montrer le patient.',
  confirmRevokeButton: 'Oui, révoquer le lien',
  keepLink: 'Non, le garder',
  revoked: 'Le lien est révoqué\u00a0: créez-en un autre pour un nouvel écran.',
  monitorLeadOrganisation:
    'Si l’enseignant de la session a créé un lien du moniteur, vous pouvez le révoquer\u00a0: l’écran qui l’affiche cessera aussitôt de montrer le patient.',
  revokedByOrganisation: 'Le lien du moniteur est révoqué\u00a0; l’enseignant de la session peut en créer un autre.',
  /** The active link, read again after a reload: shown, and replaced only after a confirmation. */
  loadingMonitorLink: 'Chargement du lien du moniteur…',
  monitorLinkFailed: 'Le lien du moniteur n’a pas pu être chargé.',
  retryMonitorLink: 'Réessayer',
  monitorLinkSince: (date: string) => `Lien actif depuis le ${date}.`,
  monitorLinkHidden:
    'Un lien du moniteur est actif, mais il ne peut pas être affiché de nouveau\u00a0: l’écran qui l’a ouvert continue de montrer le patient. Pour un autre écran, remplacez-le.',
  replaceLink: 'Remplacer le lien',
  confirmReplace: 'Remplacer ce lien\u00a0? L’écran qui affiche le lien actuel cessera aussitôt de montrer le patient\u00a0; il faudra y ouvrir le nouveau.',
  confirmReplaceButton: 'Oui, remplacer le lien',
  replaced: 'Le lien est remplacé\u00a0: ouvrez le nouveau sur l’écran de la salle.',
  /** Starting a session well before its time asks first. */
  confirmEarlyStart: (date: string) => `Cette session est prévue le ${date}. La démarrer dès maintenant\u00a0?`,
  confirmEarlyStartButton: 'Oui, démarrer maintenant',
  waitStart: 'Non, attendre',
} as const;
