/** The room's connection: what waits on this device while it is offline, and what the server would not record. */
const actions = (count: number) => (count === 1 ? '1 action' : `${count} actions`);

export const offlineMessages = {
  /** Near the room's controls, while nothing reaches the server. */
  offline: (waiting: number) =>
    waiting === 0 ? 'Hors ligne — vos actions seront gardées et envoyées au retour de la connexion' : `Hors ligne — ${actions(waiting)} en attente`,
  /** Back online, the queue being sent in order. */
  sending: (waiting: number) => `Connexion rétablie — envoi de ${actions(waiting)} en attente…`,
  /** Everything that waited has reached the server. */
  sent: 'Connexion rétablie — actions envoyées',
  connectionLabel: 'État de la connexion',
  /** A waiting action in the journal, not yet on the server. */
  pendingMark: ' (en attente d’envoi)',
  /** An event the server received after the time it was taken. */
  lateMark: (received: string) => ` (envoyée hors ligne, reçue à ${received})`,
  refusedTitle: 'Actions non enregistrées',
  refused: (action: string, takenAt: string, reason: string) => `${action}, à ${takenAt}, n’a pas été enregistrée\u00a0: ${reason}`,
  dismissRefused: 'J’ai compris',
  action: {
    transition_taken: (label: string) => `La transition «\u00a0${label}\u00a0»`,
    note: (text: string) => `La note «\u00a0${text}\u00a0»`,
    paused: 'La pause',
    resumed: 'La reprise',
    correction: (state: string) => `La correction (retour à l’état ${state})`,
    other: 'L’action',
  },
} as const;
