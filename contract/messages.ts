/**
 * The refusals both sides word the same way: the API sends them in its envelope, the client shows
 * them when it explains why something is not offered. French, to the letter of features.md §3.
 */
export const refusalMessages = {
  forbidden: 'Action non autorisée pour votre rôle.',
  inactiveOrganisation: "Abonnement de l'organisation inactif.",
  notFound: 'Ressource introuvable.',
} as const;

/** Why an account cannot be erased (DELETE /api/me, DELETE /api/auth/users/:uid, the purge). */
export const erasureMessages = {
  lastAdmin: 'C’est le dernier administrateur de l’organisation\u00a0: nommez d’abord un autre administrateur.',
  hyperadmin: 'Le compte de l’hyperadministrateur ne peut pas être supprimé.',
} as const;

/** The users administration's refusals (features.md §2 `/auth/users`), shown as the API words them. */
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

/** The CSV import's refusals and per-line errors (features.md §2 « Importer un fichier CSV »). */
export const csvImportMessages = {
  empty: 'Le fichier ne contient aucune ligne à importer.',
  tooLarge: 'Le fichier dépasse 5\u00a0Mo\u00a0: découpez-le en plusieurs fichiers.',
  tooManyLines: 'Le fichier dépasse 10\u00a0000\u00a0lignes\u00a0: découpez-le en plusieurs fichiers.',
  missingColumns: (columns: string) =>
    `Colonnes manquantes\u00a0: ${columns}. La première ligne doit nommer les colonnes email, prénom, nom et rôle (groupes en option).`,
  unreadable: 'Le fichier n’a pas pu être lu comme un CSV (séparateur «\u00a0;\u00a0» ou «\u00a0,\u00a0»).',
  hasErrors: 'Des lignes contiennent des erreurs\u00a0: corrigez le fichier ou importez seulement les lignes valides.',
  badEmail: 'Adresse e-mail invalide',
  missingFirstname: 'Prénom manquant',
  missingName: 'Nom manquant',
  unknownRole: (value: string) => `Rôle inconnu «\u00a0${value}\u00a0» (admin, enseignant ou etudiant)`,
  unknownGroup: (value: string) => `Groupe inconnu «\u00a0${value}\u00a0»`,
  duplicate: (line: number) => `Adresse déjà présente ligne ${line} du fichier`,
  exists: 'Un compte existe déjà avec cette adresse',
  seats: 'Plus de place libre dans l’abonnement',
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
};

/** The documents and consents' refusals (features.md §3 documents & consent). */
export const documentMessages = {
  staleVersion: 'Une nouvelle version de ce document a été publiée\u00a0: relisez-la avant de l’accepter.',
  noOrganisation: 'Votre compte ne dépend d’aucune organisation\u00a0: aucun document à accepter.',
} as const;

/** The dossiers' and scenarios' refusals (features.md §3 dossiers, scenarios), shown as the API words them. */
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
