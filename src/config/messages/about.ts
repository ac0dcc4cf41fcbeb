/**
 * The « Nous » page (`/about`): who builds SimuSession, and the clinical method it follows — the
 * session in four times of the HAS guide and the SoFraSimS scenario model, the debriefing at its heart,
 * the public standards it draws on. The team is described by its trades: no names of people or customers.
 */
import { COMPANY, PUBLISHER_IS_EXAMPLE } from '../publisher';

const NBSP = '\u00a0';

export type MethodStep = { name: string; text: string; inProduct: string; heart?: true };

export const aboutMessages = {
  lead: 'SimuSession est né d’une conviction\u00a0: on apprend mieux en situation, et surtout en revenant ensemble sur ce qu’on vient de vivre. L’outil accompagne chaque séance de simulation en santé, du briefing à l’évaluation, pour que les formateurs passent leur temps avec les apprenants, pas avec des papiers.',
  methodTitle: 'La méthode que nous suivons',
  methodLead: `Une séance de simulation se déroule en quatre temps, dans cet ordre, comme les décrivent le guide de bonnes pratiques de la Haute Autorité de Santé et le modèle de scénario de la SoFraSimS${NBSP}: SimuSession donne à chacun son outil.`,
  inProductLabel: 'Dans SimuSession',
  heartLabel: 'Le cœur de la simulation',
  steps: [
    {
      name: 'Briefing',
      text: 'Les apprenants découvrent les objectifs, le contexte clinique, le mannequin ou le patient simulé, les règles et la confidentialité. Le cadre est posé\u00a0: ici, l’erreur sert à apprendre.',
      inProduct: 'la fiche du scénario (objectifs, prérequis, vignette, texte du briefing) et la liste du matériel à cocher.',
    },
    {
      name: 'Scénario',
      text: 'Les apprenants agissent\u00a0; le formateur fait évoluer l’état du patient selon ce qu’ils font, ou ne font pas, dans les temps.',
      inProduct: 'le graphe des états du patient, les constantes sur un moniteur, chaque transition et chaque note horodatées dans le journal.',
    },
    {
      name: 'Débriefing',
      text: 'Guidés par le formateur, les apprenants reviennent sur la séance\u00a0: ce qu’ils ont ressenti, ce qui s’est passé et pourquoi, ce qu’ils retiendront pour leur pratique.',
      inProduct: 'le chemin parcouru dessiné sur le graphe, les faits tirés du journal, des notes par phase du modèle choisi (réaction, analyse, synthèse\u00a0; PEARLS\u00a0; GAS).',
      heart: true,
    },
    {
      name: 'Évaluation',
      text: 'Les apprenants sont évalués sur des critères annoncés à l’avance, et la séance elle-même est évaluée par ceux qui l’ont vécue.',
      inProduct: 'une grille de critères par apprenant, des résultats publiés quand le formateur le décide, l’avis des étudiants sur la séance.',
    },
  ] satisfies readonly MethodStep[],
  debriefTitle: 'Pourquoi le débriefing est au centre',
  debrief: [
    'Sans débriefing, une simulation n’est qu’un exercice. C’est en analysant l’action, avec un formateur, que l’apprenant relie ce qu’il a fait à ce qu’il sait, et change sa pratique. Le guide de la HAS en fait un temps indispensable de toute séance, et les standards de l’INACSL lui consacrent un standard entier.',
    'SimuSession est construit pour que le débriefing parte des faits de la séance plutôt que des souvenirs\u00a0: à quelle minute l’oxygène a été posé, quelle transition a été prise, ce qui était attendu et ne l’a pas été. Le formateur garde la main sur la discussion\u00a0; l’outil lui apporte la chronologie.',
  ],
  referencesTitle: 'Nos références',
  references: [
    'Haute Autorité de Santé, «\u00a0Guide de bonnes pratiques en matière de simulation en santé\u00a0» (décembre 2012)\u00a0: le déroulé d’une séance, le briefing, le débriefing, l’évaluation des apprenants et du programme.',
    'INACSL, «\u00a0Healthcare Simulation Standards of Best Practice\u00a0»\u00a0: la conception des scénarios, le briefing, la conduite de la séance, le débriefing et l’évaluation.',
    'SoFraSimS (Société francophone de simulation en santé)\u00a0: le modèle de fiche scénario dont SimuSession reprend les rubriques.',
  ],
  referencesNote: 'SimuSession n’est affilié à aucune de ces institutions\u00a0: nous suivons leurs recommandations publiques.',
  teamTitle: 'Qui construit SimuSession',
  teamLead: 'Une petite équipe qui réunit trois métiers, et qui travaille avec les formateurs qui utilisent l’outil.',
  team: [
    {
      name: 'Pédagogie de la simulation',
      text: 'Des formateurs qui animent des séances et écrivent des scénarios\u00a0: ils décident de ce que l’outil doit faire, et de ce qu’il ne doit pas imposer.',
    },
    {
      name: 'Conception et développement',
      text: 'Une application web en français, testée à chaque changement, utilisable au clavier, au lecteur d’écran et sur téléphone.',
    },
    {
      name: 'Accompagnement des établissements',
      text: 'Les démonstrations, les devis, l’ouverture des comptes et les questions de vos équipes, en français, sous deux jours ouvrés.',
    },
  ],
  principlesTitle: 'Nos principes',
  principles: [
    'Simple\u00a0: une interface en français, claire, qui fonctionne sur ordinateur comme sur téléphone.',
    'Accessible\u00a0: une application utilisable au clavier et avec un lecteur d’écran, conçue selon les règles WCAG.',
    'Respectueuse\u00a0: le minimum de données nécessaires, pas de publicité, et des cookies de mesure seulement avec votre accord.',
  ],
  // A demo install's publisher is an example: named only in the legal notice, where it is marked as one.
  publisher: PUBLISHER_IS_EXAMPLE
    ? 'L’éditeur et l’hébergeur du service sont indiqués dans les mentions légales.'
    : `SimuSession est édité par ${COMPANY.name}. Les informations légales complètes figurent dans les mentions légales.`,
  legalNotice: 'Mentions légales',
  demoTitle: 'Voir SimuSession avec vos scénarios',
  demoText: 'En trente minutes de visioconférence, nous vous montrons une séance du briefing à l’évaluation, telle que la vivent un formateur, un étudiant et un administrateur.',
} as const;
