/** The invitation e-mail: who invites, the link to choose a password, and what comes next. */
import { de } from '../../../../contract/french';

export function invitationMail({ firstname, organisation, link }: { firstname: string; organisation: string; link: string }) {
  const where = organisation ? ` ${de(organisation)}` : '';
  const subject = `Votre compte SimuSession${where}`;
  const text = [
    `Bonjour ${firstname},`,
    '',
    `Un compte SimuSession vous a été ouvert par l’administrateur${where}.`,
    'Pour choisir votre mot de passe et vous connecter, ouvrez ce lien\u00a0:',
    link,
    '',
    'Le lien est valable une heure. S’il a expiré, demandez à votre administrateur de renvoyer l’invitation,',
    'ou utilisez «\u00a0Mot de passe oublié\u00a0?\u00a0» sur la page de connexion.',
    '',
    'Si vous ne vous attendiez pas à ce message, ignorez-le\u00a0: personne ne pourra se connecter sans ce lien.',
  ].join('\n');
  return { subject, text };
}
