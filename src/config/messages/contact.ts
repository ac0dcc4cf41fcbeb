import { CONTACT_EMAIL } from './common';

export const contactMessages = {
  lead: `Une question, une demande de devis\u202f? Écrivez-nous\u00a0: nous répondons aux organisations, aux enseignants et aux étudiants. Vous pouvez aussi écrire directement à ${CONTACT_EMAIL}.`,
  nameLabel: 'Nom',
  messageLabel: 'Message',
  nameRequired: 'Saisissez votre nom.',
  messageRequired: 'Écrivez votre message.',
  messageTooShort: 'Votre message doit contenir au moins 10 caractères.',
  send: 'Envoyer',
  notSent: `Votre message n’a pas pu être envoyé\u00a0: l’envoi depuis ce formulaire n’est pas encore disponible. Écrivez-nous à ${CONTACT_EMAIL}\u202f; votre texte est conservé ci-dessous pour que vous puissiez le copier.`,
  mailAction: `Écrire à ${CONTACT_EMAIL}`,
  mailSubject: 'Message depuis le site SimuSession',
} as const;
