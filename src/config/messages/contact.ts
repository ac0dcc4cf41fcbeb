import { CONTACT_EMAIL } from './common';
import { COMPANY, PUBLISHER_IS_EXAMPLE } from './legal';
import { DPO_EMAIL } from './personalData';

const NBSP = '\u00a0';
// A demo install's publisher is fictitious: its contact page gives no invented telephone number or postal address
// (only the legal notice shows the example, marked as one), so a visitor never calls a number nobody answers.
const publisherLines = PUBLISHER_IS_EXAMPLE
  ? []
  : [
      `Téléphone${NBSP}: ${COMPANY.phone}, du lundi au vendredi, de 9${NBSP}h à 17${NBSP}h.`,
      `Courrier${NBSP}: ${COMPANY.name}, ${COMPANY.address}.`,
    ];

/** One reason to write: what to put in the e-mail, and the subject it opens with. */
export type ContactTopic = { id: string; heading: string; text: string; include: readonly string[]; subject: string; action: string };

const DEMO_TOPIC = {
  id: 'demo',
  heading: 'Demander une démonstration',
  text: `En trente minutes de visioconférence, nous vous montrons SimuSession tel que le vivent un administrateur, un enseignant et un étudiant, sur un établissement de démonstration.`,
  include: ['Deux ou trois créneaux qui vous conviennent.', 'Ce que vous voulez voir en priorité (scénarios, déroulement des sessions, débriefing, évaluation, gestion des comptes).', 'Le nombre de formateurs et d’étudiants concernés.'],
  subject: 'Demande de démonstration',
  action: 'Écrire plutôt par e-mail',
} satisfies ContactTopic;

/**
 * The contact page: the address, the demo-request form (sent to the team through the API: stored, then
 * e-mailed to the address above), a mail link for a quote or a question, and what happens next.
 */
export const contactMessages = {
  lead: `Une démonstration, un devis, une question\u202f? Écrivez-nous à ${CONTACT_EMAIL}${NBSP}: une personne de l’équipe vous répond, en français, sous deux jours ouvrés.`,
  addressTitle: 'Notre adresse',
  address: CONTACT_EMAIL,
  includeTitle: 'Ce que votre message peut indiquer\u00a0:',
  demoAsideTitle: 'Ce qui nous aide à préparer la démonstration',
  /** The panel beside the demo form: what happens once it is sent, how soon, and the address. */
  reassuranceTitle: 'Après votre demande',
  reassurance: [
    'L’équipe SimuSession reçoit votre demande aussitôt.',
    'Une personne de l’équipe vous répond, en français, sous deux jours ouvrés, avec une proposition de rendez-vous.',
    'La démonstration dure trente minutes, en visioconférence.',
  ],
  /** The demo request: the form, and the e-mail for those who prefer it. */
  demo: DEMO_TOPIC,
  /** The other reasons to write: a mail link each. */
  topics: [
    {
      id: 'devis',
      heading: 'Demander un devis',
      text: 'Pour un bon de commande, un mandat administratif ou un grand nombre de places, nous établissons un devis.',
      include: ['Le nom et l’adresse de facturation de votre organisation.', 'L’offre envisagée (Établissement ou Pack Pro) et le nombre de places.', 'La date à laquelle vous souhaitez commencer.'],
      subject: 'Demande de devis',
      action: 'Demander un devis par e-mail',
    },
    {
      id: 'question',
      heading: 'Poser une question',
      text: 'Une question sur le fonctionnement, votre compte ou votre abonnement\u00a0: écrivez-nous depuis l’adresse de votre compte, si vous en avez un.',
      include: ['Votre organisation, s’il y a lieu.', 'La page concernée et ce que vous avez essayé.'],
      subject: 'Question sur SimuSession',
      action: 'Poser une question par e-mail',
    },
  ] satisfies readonly ContactTopic[],
  nextTitle: 'Et ensuite\u202f?',
  next: [
    'Votre demande de démonstration arrive dans la boîte de l’équipe SimuSession\u00a0; pour un devis ou une question, votre messagerie s’ouvre avec l’objet déjà rempli.',
    'Nous vous répondons sous deux jours ouvrés\u202f; pour une démonstration, avec une proposition de rendez-vous.',
    'Vous êtes membre d’une organisation abonnée\u202f? Pour votre compte ou vos accès, l’administrateur de votre organisation peut souvent vous répondre plus vite.',
  ],
  otherTitle: 'Autres moyens de nous joindre',
  other: [
    ...publisherLines,
    `Données personnelles${NBSP}: notre délégué à la protection des données, ${DPO_EMAIL}.`,
  ],
  myData: 'Mes données',
} as const;

/** The demo-request form of the contact page (`POST /api/demo-requests`). */
export const demoRequestFormMessages = {
  title: 'Votre demande',
  intro: 'Remplissez ce formulaire\u00a0: l’équipe le reçoit aussitôt et vous propose un rendez-vous.',
  nameLabel: 'Nom et prénom',
  emailLabel: 'Adresse e-mail professionnelle',
  organisationLabel: 'Organisation',
  organisationHint: 'Votre IFSI, école, université ou centre de simulation.',
  roleLabel: 'Vous êtes',
  roleRequired: 'Choisissez ce qui vous décrit le mieux.',
  roles: { enseignant: 'Enseignant ou formateur', administrateur: 'Administrateur ou direction', autre: 'Autre' },
  messageLabel: 'Message (facultatif)',
  messageHint: 'Vos créneaux, ce que vous voulez voir en priorité, le nombre de formateurs et d’étudiants.',
  consentLabel: 'J’accepte d’être recontacté par l’équipe SimuSession au sujet de cette demande.',
  consentNote: 'Vos coordonnées servent seulement à vous répondre (politique de confidentialité, «\u00a0Demandes de contact\u00a0»).',
  /** The field robots fill and people never see. */
  honeypotLabel: 'Ne remplissez pas ce champ',
  send: 'Envoyer la demande',
  sending: 'Envoi en cours…',
  nameRequired: 'Indiquez votre nom.',
  organisationRequired: 'Indiquez votre organisation.',
  tooLong: (max: number) => `Ce champ ne peut pas dépasser ${max}\u00a0caractères.`,
  consentRequired: 'Cochez la case pour que nous puissions vous répondre.',
  failed: `La demande n’a pas pu être envoyée. Réessayez dans un instant, ou écrivez-nous à ${CONTACT_EMAIL}.`,
  sentTitle: 'Demande envoyée',
  sent: (email: string) => `Merci\u00a0! L’équipe SimuSession a bien reçu votre demande et vous répond à ${email} sous deux jours ouvrés, avec une proposition de rendez-vous.`,
  another: 'Envoyer une autre demande',
} as const;

/** The mail link of a topic: the visitor's own mail client sends it. */
export function mailtoFor(topic: Pick<ContactTopic, 'subject'>): string {
  return `mailto:${CONTACT_EMAIL}?subject=${encodeURIComponent(topic.subject)}`;
}
