/**
 * The user guides of the documentation (`/docs/start/…`): one per role, a step per section, with the
 * product's own French labels quoted exactly (they come from the pages' catalogues where they exist,
 * so a renamed button renames the guide too). Screenshots are the product's web images, made from the
 * demo world: `/product/<name>-375.webp` and `/product/<name>-1280.webp`.
 */
import { DEFAULT_INACTIVITY_MONTHS } from '../../../contract/purge';
import type { ContentSection } from './content';
import { formMessages } from './forms';
import { consentMessages, configMessages } from './config';
import { subscriptionMessages, upgradeMessages } from './account';
import { deleteAccountMessages, exportMessages } from './personalData';
import { dossiersMessages, editorMessages } from './scenarios';
import { sessionsMessages, studentSessionMessages, studentsMessages, teacherSessionMessages } from './sessions';
import { usersMessages } from './users';
import { PATHS, type RoutePath } from '../routes';

const NBSP = '\u00a0';
/** « label », with the no-break spaces French typography wants inside guillemets. */
const q = (label: string) => `«${NBSP}${label}${NBSP}»`;

export const PRODUCT_SHOTS = ['admin-users', 'admin-config', 'teacher-main', 'teacher-session-run', 'scenario-editor', 'student-sessions', 'student-session'] as const;
export type ProductShotName = (typeof PRODUCT_SHOTS)[number];

export type Screenshot = { name: ProductShotName; alt: string; caption: string };
/** A step of a guide: running text, and the screen it talks about. */
export type GuideStep = ContentSection & { id: string; screenshot?: Screenshot };
export type Guide = { lead: string; steps: readonly GuideStep[] };

const tabs = teacherSessionMessages.tabs;
// Typed loosely in the catalogue (a status indexes it); these four keys are written there.
const moves = teacherSessionMessages.moves as Readonly<Record<'en cours' | 'débriefing' | 'terminée' | 'annulée', string>>;

const accountStep = (extra: string): GuideStep => ({
  id: 'mon-compte',
  heading: 'Votre compte',
  paragraphs: [
    `Le menu ${q('Compte')} (votre avatar) ouvre la page ${q('Mon compte')}${NBSP}: modifiez votre prénom et votre nom puis ${q('Enregistrer')}, changez votre mot de passe avec ${q('Changer le mot de passe')}, retrouvez vos groupes et vos consentements. ${extra}`,
    `${q(exportMessages.download)} vous donne une copie de vos données, et ${q(deleteAccountMessages.submit)}, en bas de la page, supprime votre compte.`,
  ],
});

export const guides: Record<string, Guide> = {
  [PATHS.docsAdmin]: {
    lead: `Vous administrez SimuSession pour votre organisation${NBSP}: vous ouvrez les comptes, rangez les personnes en groupes, publiez la charte et l’autorisation d’enregistrement, et suivez l’abonnement. Après la connexion, vous arrivez sur la page ${q('Utilisateurs')}.`,
    steps: [
      {
        id: 'inviter',
        heading: '1. Inviter les enseignants et les étudiants',
        ordered: true,
        items: [
          `Dans le menu, ouvrez ${q('Utilisateurs')}.`,
          `Choisissez ${q(usersMessages.invite)}, renseignez l’adresse e-mail, le prénom, le nom, le rôle et, si besoin, les groupes, puis ${q(usersMessages.send)}.`,
          `${usersMessages.inviteHint} Tant qu’elle ne l’a pas fait, son statut est ${q(usersMessages.statuses.invited)}\u202f; ${q(usersMessages.resend)} lui renvoie le lien.`,
        ],
        note: `Le nombre de places utilisées est affiché en haut de la page${NBSP}: une invitation est refusée quand toutes les places de l’abonnement sont prises.`,
        screenshot: {
          name: 'admin-users',
          alt: 'La page Utilisateurs\u00a0: les boutons «\u00a0Inviter un utilisateur\u00a0» et «\u00a0Importer un fichier CSV\u00a0», les filtres, puis le tableau des comptes avec leur rôle, leurs groupes, leur dernière connexion et leur statut.',
          caption: 'La page Utilisateurs de l’administrateur.',
        },
      },
      {
        id: 'importer',
        heading: '2. Importer une promotion depuis un fichier CSV',
        ordered: true,
        items: [
          `Préparez un fichier avec une ligne par personne et les colonnes e-mail, prénom, nom, rôle (administrateur, enseignant ou étudiant) et groupes (séparés par ${q('|')})\u202f; le séparateur est ${q(';')} ou ${q(',')}.`,
          `Choisissez ${q(usersMessages.importButton)}, puis le fichier${NBSP}: un aperçu indique, ligne par ligne, ce qui est prêt et ce qui est à corriger.`,
          `Rien n’est créé tant qu’une erreur reste${NBSP}: corrigez le fichier et choisissez-le de nouveau, ou ${q('Importer seulement les lignes valides')}. Chaque personne importée reçoit son invitation.`,
        ],
      },
      {
        id: 'groupes',
        heading: '3. Ranger les personnes en groupes',
        paragraphs: [
          `Dans la section ${q(usersMessages.groupsTitle)} de la même page, renseignez le champ ${q(usersMessages.newGroup)} (par exemple ${q('IFSI 2A – groupe 1')}) puis ${q(usersMessages.create)}. Les enseignants s’en servent pour inscrire une promotion entière à une session.`,
          `Pour un compte, vous pouvez aussi changer le rôle, ${q(usersMessages.disable)} (la personne ne peut plus se connecter, sa place est libérée), ${q(usersMessages.enable)} ou ${q(usersMessages.remove)}.`,
        ],
      },
      {
        id: 'documents',
        heading: '4. Publier la charte et l’autorisation d’enregistrement',
        paragraphs: [
          `Ouvrez ${q('Config')}. La première section règle le nom de l’organisation et la durée par défaut des phases (briefing, scénario, débriefing) proposée à chaque nouvelle session\u202f; ${q(configMessages.save)} les garde.`,
          `Pour chaque document, ${q(configMessages.publish)} demande un titre et le texte, puis ${q(configMessages.confirmPublish)}. ${configMessages.publishWarning} La page indique qui a accepté la version en vigueur et qui ne l’a pas encore fait.`,
          `La charte concerne les enseignants${NBSP}: sans l’avoir acceptée, ils ne peuvent pas démarrer de session. L’autorisation d’enregistrement concerne chacun${NBSP}: c’est le consentement à être filmé pour le débriefing, que chacun peut retirer.`,
        ],
        screenshot: {
          name: 'admin-config',
          alt: 'La page Configuration\u00a0: le nom de l’organisation et les durées par défaut, puis la charte et l’autorisation d’enregistrement avec leur version en vigueur, le nombre d’acceptations et le bouton «\u00a0Publier une nouvelle version\u00a0».',
          caption: 'La configuration de l’organisation et ses deux documents.',
        },
      },
      {
        id: 'abonnement',
        heading: '5. Suivre et renouveler l’abonnement',
        paragraphs: [
          `${q('Mon abonnement')} montre l’offre, les ${subscriptionMessages.seatsUsed.toLowerCase()}, la période en cours, les jours restants et l’historique des périodes payées.`,
          `${q(subscriptionMessages.extend)} ouvre la page de paiement${NBSP}: choisissez l’offre et le ${upgradeMessages.seats.toLowerCase()}, vérifiez le montant pour un an, saisissez la carte puis ${q(upgradeMessages.pay)}. La nouvelle année commence à la fin de la période en cours${NBSP}: rien n’est perdu à renouveler en avance.`,
          `Si l’abonnement a pris fin, vos enseignants et vos étudiants n’ont plus accès à l’application\u202f; vous, vous êtes dirigé vers ${q('Renouveler l’abonnement')} et gardez l’accès à votre compte. Dès le paiement accepté, chacun retrouve son accès.`,
        ],
      },
      accountStep(`Les comptes sans connexion depuis ${DEFAULT_INACTIVITY_MONTHS}${NBSP}mois sont supprimés après un e-mail d’avertissement${NBSP}: prévenez vos utilisateurs.`),
    ],
  },
  [PATHS.docsTeacher]: {
    lead: `Vous enseignez${NBSP}: vous rangez vos scénarios dans des dossiers, dessinez l’évolution du patient, planifiez des sessions, les conduisez, les débriefez et évaluez vos apprenants. Après la connexion, vous arrivez sur la page ${q('Sessions')}.`,
    steps: [
      {
        id: 'charte',
        heading: '1. Accepter la charte de votre organisation',
        paragraphs: [
          `Tant que vous n’avez pas accepté la version en vigueur de la charte, un bandeau ${q(teacherSessionMessages.charterTitle)} s’affiche sur vos pages${NBSP}: lisez-la puis ${q(consentMessages.accept.charte)}. ${teacherSessionMessages.charterLead}`,
        ],
      },
      {
        id: 'dossiers',
        heading: '2. Créer un dossier et un scénario',
        ordered: true,
        items: [
          `Ouvrez ${q('Mes dossiers')}, choisissez ${q(dossiersMessages.newFolderTitle)}, donnez-lui un nom (par exemple ${q('Pédiatrie')}) puis ${q(dossiersMessages.createFolder)}.`,
          `Choisissez ${q(dossiersMessages.newScenarioButton)}, donnez un titre au scénario et son dossier, puis ${q(dossiersMessages.createScenario)}\u00a0: il s’ouvre dans l’éditeur. Un scénario exporté en JSON par un collègue s’ajoute avec ${q(dossiersMessages.importButton)}.`,
          `Le menu ${q('⋯')} de chaque scénario propose ${q(dossiersMessages.duplicateShort)}, ${q(dossiersMessages.moveChoose)}, ${q(dossiersMessages.exportShort)} et ${q(dossiersMessages.shareShort)}${NBSP}: partagé, il rejoint la ${q(dossiersMessages.libraryTitle)}, où vos collègues peuvent le ${q(dossiersMessages.copyShort)}.`,
        ],
      },
      {
        id: 'editeur',
        heading: '3. Rédiger le scénario et dessiner son graphe',
        paragraphs: [
          `L’éditeur reprend la trame de la SoFraSimS en quatre sections, que la navigation à côté du formulaire (en haut sur un téléphone) permet d’atteindre${NBSP}: ${q(editorMessages.sections.informations)} (dont ${q(editorMessages.pedagogy)} et ${q(editorMessages.narrative)}), ${q(editorMessages.sections.graph)}, ${q(editorMessages.sections.debrief)} et ${q(editorMessages.sections.grid)}. Dans la grille, une ${q(editorMessages.sharedScaleTitle)} se règle une fois${NBSP}; un critère peut avoir une ${q(editorMessages.ownScale)}.`,
          `Le graphe décrit les états du patient (constantes FC, PA, SpO₂, FR, T°, conscience) et les transitions entre eux (action des apprenants, délai ou décision du formateur). Sur le schéma, ${q(editorMessages.canvasConnect)} trace une transition d’un état à un autre\u202f; la liste dessous permet tout ce que permet le schéma, au clavier, avec ${q(editorMessages.addState)} et ${q(editorMessages.addTransition)}. Le ${q(editorMessages.expected)} d’un état (${q(editorMessages.expectations['à atteindre'])}, avec un délai maximal facultatif, ou ${q(editorMessages.expectations['à éviter'])}) prépare le débriefing.`,
          `${q(editorMessages.save)} garde votre travail${NBSP}: chaque enregistrement crée une version, et une session planifiée garde la version qu’elle joue. ${q(editorMessages.historyTitle)} liste les versions\u202f; ${q(editorMessages.restore)} en reprend une.`,
        ],
        screenshot: {
          name: 'scenario-editor',
          alt: 'L’éditeur de scénario\u00a0: le graphe des états du patient, reliés par des flèches, avec le bouton «\u00a0Relier deux états\u00a0», et dessous la liste des états et des transitions, où «\u00a0Ajouter un état\u00a0» ajoute un état.',
          caption: 'L’éditeur de scénario et son graphe.',
        },
      },
      {
        id: 'planifier',
        heading: '4. Planifier une session',
        ordered: true,
        items: [
          `Sur la page ${q('Sessions')}, choisissez ${q(teacherSessionMessages.plan)}.`,
          `Renseignez ${q(teacherSessionMessages.scenario)}, ${q(teacherSessionMessages.version)}, ${q(teacherSessionMessages.title)}, la date, l’heure de début, la durée et la salle.`,
          `Ajoutez les participants${NBSP}: tout un groupe avec ${q(teacherSessionMessages.addGroupButton)}, ou un étudiant à la fois, et donnez à chacun son rôle (apprenant, observateur, patient simulé).`,
          `${q(teacherSessionMessages.submit)}${NBSP}: la session apparaît dans ${q(sessionsMessages.upcoming)}, et vos étudiants la voient dans leurs sessions.`,
        ],
        screenshot: {
          name: 'teacher-main',
          alt: 'La page Sessions de l’enseignant\u00a0: le bouton «\u00a0Planifier une session\u00a0» et les sessions à venir, en cours et passées, groupées par semaine.',
          caption: 'Les sessions de l’enseignant, groupées par semaine.',
        },
      },
      {
        id: 'conduire',
        heading: '5. Conduire la session',
        paragraphs: [
          `Ouvrez la session depuis la liste. L’onglet ${q(tabs.preparation)} reprend le briefing, les objectifs et la liste du matériel à cocher\u202f; ${q(tabs.participants)} montre qui a confirmé sa présence.`,
          `${q(moves['en cours'])} lance la session et le chronomètre de la phase. Dans ${q(tabs.run)}, l’état actuel du patient est mis en évidence sur le graphe${NBSP}: un clic sur une transition (ou sur son bouton) fait évoluer le patient et l’inscrit au ${teacherSessionMessages.logTitle.toLowerCase()}, avec l’heure. Une ${teacherSessionMessages.noteLabel.toLowerCase()} s’y ajoute avec ${q(teacherSessionMessages.addNote)}.`,
        ],
        screenshot: {
          name: 'teacher-session-run',
          alt: 'L’onglet Déroulement d’une session en cours\u00a0: le chronomètre de la phase, l’état actuel du patient avec ses constantes, les transitions possibles, le graphe du scénario et le journal du déroulement.',
          caption: 'Le déroulement d’une session, état du patient et journal.',
        },
      },
      {
        id: 'debriefing',
        heading: '6. Débriefer',
        paragraphs: [
          `${q(moves['débriefing'])}, puis dans l’onglet ${q(tabs.debrief)}, prenez des notes pour chaque phase du modèle choisi dans le scénario (PEARLS, GAS…), guidé par ses points clés, et ${q(teacherSessionMessages.saveDebrief)}.`,
        ],
      },
      {
        id: 'evaluer',
        heading: '7. Évaluer et publier les résultats',
        paragraphs: [
          `Dans l’onglet ${q(tabs.evaluation)}, notez chaque apprenant sur chaque critère de la grille, ajoutez un commentaire et ${q(teacherSessionMessages.saveEvaluations)}. Les résultats restent invisibles aux étudiants tant qu’ils ne sont pas publiés.`,
          `${q(teacherSessionMessages.release)}${NBSP}: chaque apprenant voit alors les siens, et peut donner son avis sur la session. ${q(moves['terminée'])} clôt la session.`,
          `La page ${q('Etudiants')} retrouve, pour chaque étudiant, ses sessions avec vous et ses résultats publiés\u202f; ${q(studentsMessages.export)} en fait un fichier.`,
        ],
      },
      accountStep(`Vous y voyez aussi si vous avez accepté la charte.`),
    ],
  },
  [PATHS.docsStudent]: {
    lead: `Vous êtes étudiant${NBSP}: vos formateurs vous inscrivent aux sessions de simulation. Vous y confirmez votre présence, lisez le briefing, donnez ou non votre accord pour être filmé, puis retrouvez vos résultats. Après la connexion, vous arrivez sur la page ${q('Mes sessions')}.`,
    steps: [
      {
        id: 'premiere-connexion',
        heading: '1. Première connexion',
        ordered: true,
        items: [
          'Ouvrez l’e-mail d’invitation envoyé par votre organisation et choisissez votre mot de passe.',
          `Connectez-vous avec votre ${q(formMessages.emailLabel)} et votre ${q(formMessages.passwordLabel)}, puis ${q(formMessages.signIn)}.`,
          `Mot de passe perdu\u202f? Le lien ${q(formMessages.forgotPassword)} de la page de connexion vous envoie un lien pour choisir un nouveau mot de passe.`,
        ],
      },
      {
        id: 'mes-sessions',
        heading: '2. Vos sessions et votre présence',
        paragraphs: [
          `Le menu ${q('Sessions')} ouvre ${q('Mes sessions')}${NBSP}: les sessions ${q(sessionsMessages.upcoming)} et ${q(sessionsMessages.past)}, avec leur date, le formateur, la salle et votre rôle.`,
          `Pour chaque session à venir, ${q(sessionsMessages.confirm)} prévient votre formateur que vous serez là.`,
        ],
        screenshot: {
          name: 'student-sessions',
          alt: 'La page Mes sessions de l’étudiant\u00a0: les sessions à venir et passées, avec la date, le formateur, la salle, le rôle et le bouton «\u00a0Confirmer ma présence\u00a0».',
          caption: 'Les sessions de l’étudiant.',
        },
      },
      {
        id: 'briefing',
        heading: '3. Préparer la session',
        paragraphs: [
          `Ouvrez la session par son titre. ${q(studentSessionMessages.practicalTitle)} donne la date, la durée, la salle et votre rôle\u202f; ${q(studentSessionMessages.briefingTitle)} reprend ce que votre formateur partage${NBSP}: les objectifs pédagogiques, les prérequis, le contexte et les consignes.`,
        ],
        screenshot: {
          name: 'student-session',
          alt: 'La page d’une session côté étudiant\u00a0: les informations pratiques, le briefing avec les objectifs et le contexte, l’autorisation d’enregistrement, puis les résultats et l’avis.',
          caption: 'Une session vue par l’étudiant.',
        },
      },
      {
        id: 'enregistrement',
        heading: '4. L’autorisation d’enregistrement',
        paragraphs: [
          `${studentSessionMessages.consentLead} ${q(consentMessages.accept.autorisation_enregistrement)} donne votre accord\u202f; ${q(consentMessages.withdraw)} le retire, à tout moment, sans conséquence sur votre formation.`,
        ],
      },
      {
        id: 'resultats',
        heading: '5. Vos résultats et votre avis',
        paragraphs: [
          `Après la session, ${q(studentSessionMessages.resultsTitle)} affiche votre niveau sur chaque critère et le commentaire du formateur, dès qu’il les a publiés. Vous ne voyez que vos propres résultats.`,
          `${q(studentSessionMessages.feedbackTitle)}${NBSP}: choisissez une note de 1 à 5, ajoutez un commentaire si vous le souhaitez, puis ${q(studentSessionMessages.send)}. Vous pouvez le modifier pendant 30${NBSP}jours.`,
        ],
      },
      accountStep(`L’autorisation d’enregistrement s’y retrouve aussi, avec son historique.`),
    ],
  },
};

/** The three guides, in the order the landing shows them. */
export const GUIDE_PATHS: readonly RoutePath[] = [PATHS.docsTeacher, PATHS.docsStudent, PATHS.docsAdmin];
