import { demoLink } from './content';
import { PATHS } from '../routes';

export const homeMessages = {
  eyebrow: 'Simulation en santé et simulation professionnelle',
  title: 'Préparez, animez et débriefez vos sessions de simulation au même endroit',
  lead: 'SimuSession accompagne les formateurs du briefing à l’évaluation\u00a0: des scénarios qui décrivent l’état du patient, une session conduite en direct, un débriefing guidé et des résultats publiés aux apprenants.',
  demoAction: demoLink.label,
  pricingAction: 'Voir les tarifs',
  /** The upgrade page's second call to action (src/pages/account/UpgradePage.tsx). */
  quoteAction: 'Demander un devis',
  signInPrompt: 'Déjà client\u202f?',
  signInAction: 'Se connecter',
  heroAlt:
    'Une session en cours dans SimuSession, onglet Déroulement\u00a0: l’horloge du scénario, la transition à proposer au formateur et l’état actuel du patient avec ses constantes.',
  phasesTitle: 'Une session en quatre temps',
  phasesLead:
    'Le déroulé que décrivent le guide «\u00a0Simulation en santé\u00a0» de la HAS et le modèle de scénario de la SoFraSimS, sans papier ni tableur.',
  phases: [
    {
      name: 'Briefing',
      text: 'Objectifs, contexte clinique, matériel et règles de confidentialité, partagés avec les apprenants avant de commencer.',
    },
    {
      name: 'Scénario',
      text: 'Vous faites évoluer l’état du patient en direct\u202f; chaque transition et chaque note sont horodatées dans le journal.',
    },
    {
      name: 'Débriefing',
      text: 'Réaction, analyse, synthèse\u00a0: vos notes par phase, selon le modèle PEARLS ou GAS.',
    },
    {
      name: 'Évaluation',
      text: 'Une grille par apprenant, des résultats publiés quand vous le décidez et l’avis des étudiants sur la session.',
    },
  ],
  showcaseTitle: 'Le produit, tel que vos équipes l’utiliseront',
  showcase: [
    {
      shot: 'scenario-editor',
      title: 'Des scénarios complets et versionnés',
      text: 'Les champs du modèle SoFraSimS, le graphe des états du patient et de leurs transitions, la grille d’évaluation\u00a0: chaque enregistrement crée une version, et une session garde celle avec laquelle elle a été planifiée.',
      alt: 'L’éditeur de scénario «\u00a0Bronchiolite du nourrisson\u00a0»\u00a0: le titre, le public visé, la durée de chaque phase et les objectifs pédagogiques.',
    },
    {
      shot: 'patient-monitor',
      title: 'Un moniteur patient sur l’écran de la salle',
      text: 'Ouvrez le moniteur sur l’écran ou la tablette de la salle de simulation\u00a0: fréquence cardiaque, pression artérielle, SpO₂, tracé ECG et pléthysmographie suivent chaque transition que vous déclenchez, sans compte pour l’écran.',
      alt: 'Le moniteur patient d’une session en cours\u00a0: le tracé ECG et la courbe de pléthysmographie sur fond noir, avec la fréquence cardiaque, la pression artérielle, la saturation, la fréquence respiratoire et la température.',
    },
    {
      shot: 'session-debrief',
      title: 'Un débriefing appuyé sur ce qui s’est passé',
      text: 'Le parcours du patient sur le graphe du scénario, le temps passé dans chaque état et la chronologie horodatée à gauche\u00a0; vos notes par phase à droite, toujours visibles.',
      alt: 'Le débriefing d’une session terminée\u00a0: le graphe des états du patient avec le parcours suivi, à côté des notes de débriefing par phase.',
    },
    {
      shot: 'teacher-main',
      title: 'Vos sessions, semaine par semaine',
      text: 'Planifiez une session en choisissant le scénario, la salle et les participants par groupe\u00a0; retrouvez vos sessions à venir, en cours et passées.',
      alt: 'La page d’accueil d’un enseignant\u00a0: ses sessions à venir, en cours et passées, groupées par semaine, et le bouton Planifier une session.',
    },
    {
      shot: 'student-session',
      title: 'Des étudiants préparés et suivis',
      text: 'Chaque étudiant confirme sa présence, lit le briefing avant la session et retrouve ses résultats dès que le formateur les publie, sur ordinateur comme sur téléphone.',
      alt: 'La page d’une session vue par une étudiante\u00a0: la date, la salle, son rôle d’apprenante et le briefing du scénario.',
    },
    {
      shot: 'admin-users',
      title: 'Une organisation qui garde la main',
      text: 'L’administrateur invite les enseignants et les étudiants, importe un fichier CSV, gère les groupes et suit les places de l’abonnement.',
      alt: 'La liste des utilisateurs d’une organisation\u00a0: nom, e-mail, rôle, groupes, dernière connexion et statut, avec les places utilisées.',
    },
  ],
  audiencesTitle: 'Pour qui\u202f?',
  audiences: [
    {
      title: 'Enseignants et formateurs',
      text: 'Concevez vos scénarios, animez vos sessions et évaluez vos apprenants sans changer d’outil.',
      action: 'Créer un compte enseignant',
      to: PATHS.freeTeacherAccount,
    },
    {
      title: 'Étudiants',
      text: 'Retrouvez vos sessions, leur briefing et vos résultats, sur ordinateur comme sur téléphone.',
      action: 'Accéder à mes sessions',
      to: PATHS.login,
    },
    {
      title: 'Organisations',
      text: 'IFSI, écoles, centres de simulation et hôpitaux\u00a0: un abonnement par place, un administrateur pour les comptes, la charte et l’autorisation d’enregistrement.',
      action: demoLink.label,
      to: demoLink.to,
    },
  ],
  trustTitle: 'Nos engagements',
  trust: [
    {
      title: 'Conforme au RGPD',
      text: 'Consentements enregistrés et retirables, export de vos données, comptes inactifs supprimés après avertissement, aucune mesure d’audience sans votre accord.',
    },
    {
      title: 'Hébergé dans l’Union européenne',
      text: 'Les données de vos sessions et de vos apprenants sont hébergées dans l’Union européenne. Pas de publicité, pas de revente de données.',
    },
    {
      title: 'Accessible',
      text: 'Une interface entièrement en français, utilisable au clavier et avec un lecteur d’écran, conçue selon les critères WCAG\u00a02.1 niveau AA.',
    },
  ],
  closingTitle: 'Voyons ensemble vos prochaines sessions',
  closingText: 'Une démonstration de 30\u00a0minutes sur vos propres scénarios, puis un devis au nombre de places dont vous avez besoin.',
} as const;
