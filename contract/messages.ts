/**
 * The refusals both sides word the same way: the API sends them in its envelope, the client shows
 * them when it explains why something is not offered. French, to the letter of docs/product.md §12.
 */

export const refusalMessages = {
  forbidden: 'Action non autorisée pour votre rôle.',
  inactiveOrganisation: "Abonnement de l’organisation inactif.",
  notFound: 'Ressource introuvable.',
} as const;

/** Why an account cannot be erased (DELETE /api/me, DELETE /api/auth/users/:uid, the purge). */
export const erasureMessages = {
  lastAdmin: 'C’est le dernier administrateur de l’organisation\u00a0: nommez d’abord un autre administrateur.',
  hyperadmin: 'Le compte de l’hyperadministrateur ne peut pas être supprimé.',
} as const;

/** The users administration's refusals (docs/product.md §11.1 `/auth/users`), shown as the API words them. */
export const userAdminMessages = {
  emailTaken: 'Cette adresse e-mail est déjà utilisée par un compte.',
  seatsFull: (seats: number) =>
    `Les ${seats}\u00a0places de l’abonnement sont toutes occupées\u00a0: désactivez un compte ou passez à une offre plus grande.`,
  unknownGroup: 'Un des groupes choisis n’existe pas dans cette organisation.',
  lastAdmin: 'C’est le dernier administrateur actif de l’organisation\u00a0: nommez d’abord un autre administrateur.',
  notYourself: 'Vous ne pouvez pas changer votre propre rôle ni désactiver votre propre compte ici.',
  alreadySignedIn: 'Cette personne a déjà choisi son mot de passe\u00a0: elle n’a plus besoin d’invitation.',
  disabledByAdmin: 'Ce compte a été désactivé par l’administrateur de votre organisation.',
  groupTaken: 'Un groupe porte déjà ce nom dans l’organisation.',
  seatsBelowUsed: (used: number) =>
    `L’organisation compte déjà ${used}\u00a0comptes actifs\u00a0: choisissez au moins ${used}\u00a0places, ou faites d’abord désactiver des comptes.`,
} as const;

/** Sign-up's refusals, against abuse (docs/api.md): limits per client address and per e-mail address. */
export const signupMessages = {
  tooManyAttempts: 'Trop de tentatives d’inscription\u00a0: réessayez plus tard.',
} as const;

/** The demo request's refusal: a few requests an hour per client address. */
export const demoRequestMessages = {
  tooManyRequests: 'Trop de demandes envoyées depuis cette adresse\u00a0: réessayez dans une heure, ou écrivez-nous directement.',
} as const;

/** The CSV import's refusals and per-line errors (docs/product.md §11.1 « Importer un fichier CSV »). */
export const csvImportMessages = {
  empty: 'Le fichier ne contient aucune ligne à importer.',
  tooLarge: 'Le fichier dépasse 5\u00a0Mo\u00a0: découpez-le en plusieurs fichiers.',
  tooManyLines: 'Le fichier dépasse 10\u00a0000\u00a0lignes\u00a0: découpez-le en plusieurs fichiers.',
  missingColumns: (columns: string) =>
    `Colonnes manquantes\u00a0: ${columns}. La première ligne doit nommer les colonnes e-mail, prénom, nom et rôle (groupes en option).`,
  unreadable: 'Le fichier n’a pas pu être lu comme un CSV (séparateur «\u00a0;\u00a0» ou «\u00a0,\u00a0»).',
  hasErrors: 'Des lignes contiennent des erreurs\u00a0: corrigez le fichier ou importez seulement les lignes valides.',
  badEmail: 'Adresse e-mail invalide',
  // A field over its bound is refused before any check reads it (a 1 MB field once held the API for everybody).
  emailTooLong: (max: number) => `Adresse e-mail trop longue (${max}\u00a0caractères au plus)`,
  missingFirstname: 'Prénom manquant',
  firstnameTooLong: (max: number) => `Prénom trop long (${max}\u00a0caractères au plus)`,
  missingName: 'Nom manquant',
  nameTooLong: (max: number) => `Nom trop long (${max}\u00a0caractères au plus)`,
  groupsTooLong: (max: number, length: number) => `Groupes trop nombreux ou trop longs (${max} au plus, de ${length}\u00a0caractères chacun au plus)`,
  unknownRole: (value: string) => `Rôle inconnu «\u00a0${value}\u00a0» (admin, enseignant ou etudiant)`,
  unknownGroup: (value: string) => `Groupe inconnu «\u00a0${value}\u00a0»`,
  duplicate: (line: number) => `Adresse déjà présente ligne ${line} du fichier`,
  exists: 'Un compte existe déjà avec cette adresse',
  seats: 'Plus de place libre dans l’abonnement',
  // Each check tells whether an address has an account anywhere: bounded, so that an import is no directory.
  tooManyChecks: (max: number, minutes: number) =>
    `Trop d’adresses vérifiées pour cette organisation en une heure (${String(max).replace(/(\d)(\d{3})$/, '$1\u00a0$2')}\u00a0au plus)\u00a0: réessayez dans ${minutes}\u00a0${minutes > 1 ? 'minutes' : 'minute'} ou découpez le fichier.`,
} as const;

/** French names of the fields the API validates, for a message that says which one is wrong. */
export const FIELD_LABELS: Readonly<Record<string, string>> = {
  email: 'Adresse e-mail',
  firstname: 'Prénom',
  name: 'Nom',
  role: 'Rôle',
  groups: 'Groupes',
  disabled: 'Désactivé',
  password: 'Mot de passe',
  cgu: 'Conditions générales d’utilisation',
  uids: 'Comptes',
  dryRun: 'Simulation',
  confirmation: 'Confirmation',
  months: 'Inactif depuis (mois)',
  seats: 'Places',
  subscription_end: 'Fin de l’abonnement',
  kind: 'Document',
  title: 'Titre',
  body: 'Texte',
  document_id: 'Document',
  phase_durations: 'Durées des phases',
  briefing: 'Durée du briefing',
  scenario: 'Durée du scénario',
  debriefing: 'Durée du débriefing',
  plan: 'Offre',
  rating: 'Note',
  comment: 'Commentaire',
  starts_at: 'Début',
  duration_minutes: 'Durée',
  place: 'Salle',
  participants: 'Participants',
  session_role: 'Rôle dans la session',
  scenario_id: 'Scénario',
  scenario_version: 'Version du scénario',
  status: 'Statut',
  text: 'Texte',
  notes: 'Notes',
  evaluations: 'Évaluations',
  scores: 'Notes de la grille',
  checklist: 'Liste de préparation',
  debrief_model: 'Modèle de débriefing',
  trainer_uid: 'Formateur',
  card_number: 'Numéro de carte',
  card_expiry: 'Date d’expiration',
  card_cvc: 'Cryptogramme',
  idempotency_key: 'Clé du paiement',
  organisation: 'Organisation',
  message: 'Message',
  consent: 'Accord pour être recontacté',
  website: 'Site web',
};

/**
 * The checkout's refusals (docs/product.md §11.3 `/account/UpgradeSubscription`): the API sends them, the
 * upgrade page shows them as they are, and checks the card fields with the same words before sending.
 */
export const paymentMessages = {
  declined: 'Paiement refusé par la banque\u00a0: la carte a été déclinée. Aucun montant n’a été débité.',
  unknownTestCard:
    'Paiement refusé\u00a0: cette carte est inconnue du mode test (4242\u00a04242\u00a04242\u00a04242 est acceptée, 4000\u00a00000\u00a00000\u00a00002 est refusée). Aucun montant n’a été débité.',
  unavailable: 'Le service de paiement ne répond pas pour le moment. Aucun montant n’a été débité\u00a0; réessayez dans quelques minutes.',
  notConfigured: 'Le paiement en ligne n’est pas encore ouvert sur ce service. Aucun montant n’a été débité\u00a0: contactez-nous pour renouveler.',
  /** A seat count the plan does not sell (`seatCountProblem`), said with the field it is about. */
  seats: (problem: string) => `Places\u00a0: ${problem}`,
  unknownPlan: 'Choisissez une offre.',
  /** The charge's outcome is not known yet (the provider or the database did not answer after the charge). */
  beingVerified:
    'Paiement en cours de vérification\u00a0: ne payez pas une seconde fois. L’abonnement sera mis à jour dans quelques minutes, sans autre action de votre part.',
  /** The idempotency key of a checkout already made, sent again with another plan, seat count or card. */
  keyReused: 'Ce paiement a déjà été envoyé avec d’autres choix : rechargez la page avant de payer à nouveau.',
  cardNumberRequired: 'Indiquez le numéro de carte.',
  cardNumberInvalid: 'Le numéro de carte doit compter de 12 à 19\u00a0chiffres (les espaces sont permis).',
  cardExpiryRequired: 'Indiquez la date d’expiration de la carte.',
  cardExpiryInvalid: 'La date d’expiration s’écrit MM/AA, par exemple 09/28.',
  cardExpired: 'Cette carte a expiré\u00a0: utilisez une carte encore valide.',
  cardCvcRequired: 'Indiquez le cryptogramme de la carte.',
  cardCvcInvalid: 'Le cryptogramme compte 3 ou 4\u00a0chiffres, au dos de la carte.',
} as const;

/** The documents and consents' refusals (docs/product.md §12.3 documents & consent). */
export const documentMessages = {
  staleVersion: 'Une nouvelle version de ce document a été publiée\u00a0: relisez-la avant de l’accepter.',
  noOrganisation: 'Votre compte ne dépend d’aucune organisation\u00a0: aucun document à accepter.',
} as const;

/** The sessions' refusals (docs/product.md §12.3 sessions), as the API words them and the session pages show them. */
export const sessionMessages = {
  illegalMove: (from: string, to: string) => `Une session «\u00a0${from}\u00a0» ne peut pas passer à «\u00a0${to}\u00a0».`,
  eventsClosed: 'Le déroulement ne s’enregistre que pendant la session ou son débriefing.',
  unknownTransition: 'Cette transition n’existe pas dans le scénario de la session.',
  unknownState: 'Cet état n’existe pas dans le scénario de la session.',
  transitionNotOffered: 'Cette transition ne part pas de l’état actuel du patient.',
  transitionTaken: 'La transition a déjà eu lieu\u00a0: le patient a quitté cet état (un autre clic ou le délai écoulé). Le déroulement montre où il en est.',
  pauseClosed: 'La pause ne s’utilise que pendant le scénario (session en cours).',
  scenarioClosed: 'Le scénario est terminé\u00a0: le débriefing a commencé, les transitions et les corrections ne s’enregistrent plus.',
  alreadyPaused: 'Le scénario est déjà en pause.',
  notPaused: 'Le scénario n’est pas en pause.',
  tooManyEvents: 'Trop d’événements enregistrés pour cette session en une minute\u00a0: patientez quelques secondes, puis réessayez.',
  correctionTarget: 'Une correction désigne une transition ou un état atteint de ce déroulement.',
  eventIncomplete: 'Précisez la phase, l’état, la transition ou le texte de la note.',
  unknownParticipant: 'Un des participants n’est pas un étudiant actif de l’organisation.',
  unknownScenario: 'Ce scénario (ou cette version) n’existe pas ou ne vous est pas accessible.',
  charterRequired: 'Acceptez d’abord la charte de votre organisation pour démarrer une session.',
  confirmationClosed: 'La session a commencé ou est close\u00a0: la présence ne se confirme plus.',
  feedbackClosed: 'L’avis se donne après la session, pendant 30\u00a0jours.',
  unknownPhase: (phases: string) => `Phase inconnue pour ce modèle de débriefing (phases\u00a0: ${phases}).`,
  unknownLearner: 'Une évaluation concerne une personne qui n’est pas apprenant de cette session.',
  unknownCriterion: 'Une note ne correspond à aucun critère de la grille, ou sort de son échelle.',
  releaseTooEarly: 'Les résultats se publient une fois le scénario joué, pendant ou après le débriefing.',
  gridsIncomplete: (missing: string) => `Les résultats se publient une fois chaque apprenant noté sur chaque critère\u00a0; il manque\u00a0: ${missing}.`,
  evaluationsStale: 'Ces évaluations ont été enregistrées ailleurs entre-temps (un autre onglet ou appareil)\u00a0: comparez les deux versions avant d’enregistrer.',
  debriefStale: 'Les notes de cette phase ont été enregistrées ailleurs entre-temps (un autre onglet ou appareil)\u00a0: comparez les deux textes avant d’enregistrer.',
  unknownChecklistItem: 'Cet élément ne fait pas partie de la liste de préparation de la session.',
  participantsOnly: 'Seul le formateur de la session et l’administration voient son déroulement.',
  unknownTrainer: 'Cette personne n’est pas un enseignant actif de l’organisation de la session.',
} as const;

/** A live change of the vitals, a quick action, the learners named (docs/product.md, the room): the room and the API word them alike. */
export const liveVitalsMessages = {
  noSign: 'Indiquez au moins une constante à modifier.',
  outOfBounds: (sign: string, min: number, max: number) => `${sign}\u00a0: valeur hors limites (${String(min).replace('.', ',')} à ${String(max).replace('.', ',')}).`,
  notInteger: (sign: string) => `${sign}\u00a0: un nombre entier est attendu.`,
  bloodPressure: (problem: 'format' | 'bounds' | 'order') =>
    problem === 'format'
      ? 'PA\u00a0: écrivez «\u00a0systolique/diastolique\u00a0» en mmHg, par exemple 120/80.'
      : problem === 'bounds'
        ? 'PA\u00a0: valeur hors limites (systolique 1 à 300, diastolique 1 à 200\u00a0; 0/0 pour un arrêt).'
        : 'PA\u00a0: la systolique doit être supérieure à la diastolique.',
  emptyConscience: 'Conscience\u00a0: décrivez l’état de conscience.',
  trendLength: 'La durée d’une évolution va de 1\u00a0seconde à 3\u00a0600\u00a0secondes (1\u00a0heure).',
  unknownAction: 'Cette action rapide n’existe pas dans le scénario de la session.',
  notParticipant: 'Un des apprenants désignés ne participe pas à cette session.',
  misplacedField: 'Les constantes ne s’envoient qu’avec «\u00a0vitals_changed\u00a0», une action rapide qu’avec «\u00a0action\u00a0», les apprenants qu’avec une note ou une action.',
  quickActionsDuplicate: (id: string) => `Deux actions rapides portent le même identifiant («\u00a0${id}\u00a0»).`,
} as const;

/** The debriefing's facts in words (contract/debriefFacts.ts). */
export const debriefFactMessages = {
  /** The time of what was logged before the « scénario » phase started. */
  briefing: 'Briefing',
} as const;

/** The patient monitor's link and its public answers (docs/product.md §14), shown on the room's screen as worded. */
export const monitorMessages = {
  unknownLink: 'Ce lien de moniteur n’existe pas ou a été révoqué.',
  sessionEnded: 'La session est terminée\u00a0: ce moniteur n’affiche plus rien.',
  linkClosed: 'Une session terminée ou annulée n’a plus de moniteur.',
  /** A creation that would replace a link without saying so (a page opened before it was made, a second device). */
  linkActive: 'Un lien de moniteur est déjà actif pour cette session\u00a0: l’écran de la salle l’affiche peut-être. Confirmez son remplacement pour en créer un nouveau.',
} as const;

/** A live stream refused because its holder has as many open as allowed (server/api/plugins/app/live.ts). */
export const streamMessages = {
  tooManyStreams: 'Trop de flux en direct ouverts pour ce compte\u00a0: fermez un onglet ou patientez avant de réessayer.',
  tooManyMonitors: 'Trop d’écrans suivent déjà ce lien de moniteur\u00a0: fermez-en un avant d’en ouvrir un autre.',
} as const;

/** The dossiers' and scenarios' refusals (docs/product.md §12.3 dossiers, scenarios), shown as the API words them. */
export const scenarioMessages = {
  folderTaken: 'Vous avez déjà un dossier de ce nom\u00a0: choisissez-en un autre.',
  folderNotEmpty: (count: number) =>
    `Ce dossier contient encore ${count}\u00a0${count > 1 ? 'scénarios' : 'scénario'}\u00a0: déplacez-les ou supprimez-les avant de supprimer le dossier.`,
  folderUnknown: 'Ce dossier n’existe pas parmi les vôtres.',
  noFolder: 'Créez d’abord un dossier pour y ranger la copie.',
  stale: 'Ce scénario a été enregistré ailleurs entre-temps (un autre onglet ou appareil)\u00a0: rechargez la dernière version avant d’enregistrer.',
  notAuthor: 'Seul l’auteur modifie ce scénario partagé\u00a0: copiez-le dans vos dossiers pour le modifier.',
  titleOrContent: 'Indiquez soit un titre, soit le contenu d’un scénario exporté.',
  invalidFile: (path: string, reason: string) =>
    `Fichier de scénario invalide\u00a0: ${path ? `le champ «\u00a0${path}\u00a0»` : 'le contenu'} ${reason}.`,
  invalidContent: (path: string, reason: string) =>
    `Contenu du scénario invalide\u00a0: ${path ? `le champ «\u00a0${path}\u00a0»` : 'le contenu'} ${reason}.`,
  graphInvalid: (problems: readonly string[]) => `Le graphe du scénario ne peut pas être enregistré\u00a0: ${problems.join(' ')}`,
} as const;

// Beside its rule, so that a page's first script carries these two lines and not every message of the API.
export { passwordRuleMessages } from './passwords';

/** The recordings' refusals (docs/product.md « Enregistrements vidéo »): the API words them, « Enregistrer » shows them. */
export const recordingMessages = {
  /** Names, already joined (« A, B et C »): the people filmed who have not accepted the current autorisation. */
  consentMissing: (names: string, count: number) =>
    `L’enregistrement ne peut pas commencer\u00a0: ${names} ${count > 1 ? 'n’ont' : 'n’a'} pas accepté l’autorisation d’enregistrement en vigueur.`,
  sessionNotRunning: 'Un enregistrement ne commence que pendant la session ou son débriefing (session «\u00a0en cours\u00a0» ou «\u00a0débriefing\u00a0»).',
  partTooLarge: 'Cette partie de l’enregistrement dépasse 16\u00a0Mio\u00a0: envoyez des parties plus courtes (quelques secondes chacune).',
  partEmpty: 'Cette partie de l’enregistrement est vide.',
  partChanged: (n: number) => `La partie ${n} a déjà été reçue avec un autre contenu\u00a0: elle ne peut pas être remplacée.`,
  completed: 'Cet enregistrement est terminé\u00a0: il ne reçoit plus de parties.',
  partsMissing: (parts: string, count: number) =>
    `Il manque ${count > 1 ? 'les parties' : 'la partie'} ${parts}\u00a0: ${count > 1 ? 'envoyez-les' : 'envoyez-la'} avant de terminer l’enregistrement.`,
  partsBeyond: (parts: string, count: number) =>
    `${count > 1 ? 'Les parties' : 'La partie'} ${parts} ${count > 1 ? 'ont été reçues' : 'a été reçue'} au-delà du nombre de parties annoncé\u00a0: indiquez le nombre exact de parties.`,
  completedOtherwise: 'Cet enregistrement a déjà été terminé avec un autre nombre de parties.',
  linkInvalid: 'Ce lien vers la vidéo n’est pas valide\u00a0: rouvrez le débriefing pour en obtenir un nouveau.',
  linkExpired: 'Ce lien vers la vidéo a expiré\u00a0: rouvrez le débriefing pour en obtenir un nouveau.',
  notComplete: 'Cet enregistrement n’est pas terminé\u00a0: la vidéo se regarde une fois toutes ses parties reçues.',
  rangeNotSatisfiable: 'La plage demandée dépasse la taille de la vidéo.',
  storeUnavailable: 'Le stockage des vidéos ne répond pas pour le moment\u00a0: la partie n’a pas été enregistrée, elle sera renvoyée.',
} as const;
