/** The warning before the purge: the account will be deleted in 30 days unless the person signs in. */
import { PURGE_NOTICE_DAYS } from '../../../../contract/purge';

const FRENCH_DATE = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Paris' });

export function purgeWarningMail({ firstname, organisation, deadline, loginLink }: { firstname: string; organisation: string | null; deadline: Date; loginLink: string }) {
  const subject = 'Votre compte SimuSession sera supprimé dans 30\u00a0jours';
  const where = organisation ? ` (${organisation})` : '';
  const text = [
    firstname ? `Bonjour ${firstname},` : 'Bonjour,',
    '',
    `Vous ne vous êtes pas connecté à votre compte SimuSession${where} depuis longtemps.`,
    `Sans connexion de votre part d’ici ${PURGE_NOTICE_DAYS}\u00a0jours, votre compte et vos données personnelles seront supprimés`,
    `à partir du ${FRENCH_DATE.format(deadline)} (l’historique des sessions auxquelles vous avez participé est conservé, rendu anonyme).`,
    '',
    'Pour garder votre compte, il suffit de vous connecter\u00a0:',
    loginLink,
    '',
    'Avant la suppression, vous pouvez aussi télécharger vos données depuis la page «\u00a0Mon compte\u00a0».',
  ].join('\n');
  return { subject, text };
}
