import { CONTACT_EMAIL } from './common';
import { COMPANY, EXAMPLE_MARK, PUBLISHER_IS_EXAMPLE } from './legal';
import { DPO_EMAIL } from './personalData';

const NBSP = '\u00a0';
// The demo install's publisher is fictitious: its phone and address say so where they appear.
const example = PUBLISHER_IS_EXAMPLE ? ` ${EXAMPLE_MARK}` : '';

/** One reason to write: what to put in the e-mail, and the subject it opens with. */
export type ContactTopic = { id: string; heading: string; text: string; include: readonly string[]; subject: string; action: string };

/**
 * The contact page. No form: nothing on this site sends a message, so the page gives the address,
 * opens the visitor's own mail client with the subject filled in, and says what happens next.
 */
export const contactMessages = {
  lead: `Une démonstration, un devis, une question\u202f? Écrivez-nous à ${CONTACT_EMAIL}${NBSP}: une personne de l’équipe vous répond, en français, sous deux jours ouvrés.`,
  addressTitle: 'Notre adresse',
  address: CONTACT_EMAIL,
  includeTitle: 'Ce que votre message peut indiquer\u00a0:',
  topics: [
    {
      id: 'demo',
      heading: 'Demander une démonstration',
      text: `En trente minutes de visioconférence, nous vous montrons SimuSession tel que le vivent un administrateur, un enseignant et un étudiant, sur un établissement de démonstration.`,
      include: ['Votre organisation et votre fonction.', 'Deux ou trois créneaux qui vous conviennent.', 'Ce que vous voulez voir en priorité (scénarios, déroulement des sessions, évaluation, gestion des comptes).'],
      subject: 'Demande de démonstration',
      action: 'Demander une démonstration par e-mail',
    },
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
    'Votre message arrive dans la boîte de l’équipe SimuSession\u00a0: rien n’est envoyé depuis ce site, votre messagerie s’ouvre simplement avec l’objet déjà rempli.',
    'Nous vous répondons sous deux jours ouvrés\u202f; pour une démonstration, avec une proposition de rendez-vous.',
    'Vous êtes membre d’une organisation abonnée\u202f? Pour votre compte ou vos accès, l’administrateur de votre organisation peut souvent vous répondre plus vite.',
  ],
  otherTitle: 'Autres moyens de nous joindre',
  other: [
    `Téléphone${NBSP}: ${COMPANY.phone}${example}, du lundi au vendredi, de 9${NBSP}h à 17${NBSP}h.`,
    `Courrier${NBSP}: ${COMPANY.name}, ${COMPANY.address}${example}.`,
    `Données personnelles${NBSP}: notre délégué à la protection des données, ${DPO_EMAIL}.`,
  ],
  myData: 'Mes données',
} as const;

/** The mail link of a topic: the visitor's own mail client sends it. */
export function mailtoFor(topic: Pick<ContactTopic, 'subject'>): string {
  return `mailto:${CONTACT_EMAIL}?subject=${encodeURIComponent(topic.subject)}`;
}
