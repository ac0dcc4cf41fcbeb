/**
 * The legal pages (mentions légales, CGU, CGV, politique de confidentialité, conditions générales).
 * The publisher's and the host's particulars are a deployment's configuration (`COMPANY`, `HOST`:
 * src/config/publisher.ts), an example marked as one when unset; the contact and DPO addresses, the
 * purge's delays, the cookie names and whether payment is online come from where the product itself
 * takes them, so that a page never says something the product does not do.
 */
import { CONTACT_EMAIL } from './common';
import { DPO_EMAIL } from './personalData';
import type { ContentDoc } from './content';
import { env } from '../env';
import { COMPANY, EXAMPLE_MARK, HOST, HOST_IS_EXAMPLE, PUBLISHER_IS_EXAMPLE } from '../publisher';
import { PATHS } from '../routes';
import { PRODUCT_NAME } from '../product';
import { DEFAULT_INACTIVITY_MONTHS, PURGE_NOTICE_DAYS } from '../../../contract/purge';
import { AUDIT_LOG_RETENTION_YEARS } from '../../../contract/retention';

const NBSP = '\u00a0';
// The consent feature sets these (src/features/consent/preferences.ts, which config may not import):
// test/app/pages/legal.test.tsx checks that the policy names the cookies the feature really writes.
const CONSENT_COOKIE = `${PRODUCT_NAME}CookieConsent`;
const PREFERENCES_COOKIE = 'cookiePreferences';

export { COMPANY, EXAMPLE_COMPANY, EXAMPLE_HOST, EXAMPLE_MARK, HOST, HOST_IS_EXAMPLE, PUBLISHER_IS_EXAMPLE } from '../publisher';
export type { Hosting, Publisher } from '../publisher';

const publisherExample = `Exemple${NBSP}: ces coordonnées sont celles d’un éditeur fictif, affichées par une installation de démonstration. L’exploitant du service les remplace par les siennes.`;
const hostExample = `Exemple${NBSP}: hébergeur indiqué par défaut par une installation de démonstration. L’exploitant du service indique le sien.`;
// The card is taken only where a payment provider is configured (PAYMENT_PROVIDER; none in the production image).
const cardData = env.paymentOnline
  ? `Le numéro de carte est traité uniquement par notre prestataire de paiement${NBSP}: nous n’en conservons que les quatre derniers chiffres.`
  : `Le paiement en ligne n’est pas ouvert sur ce service${NBSP}: aucun numéro de carte n’est collecté.`;
const marked = (text: string, example: boolean) => (example ? `${text} ${EXAMPLE_MARK}` : text);

/** Authentication (e-mail, password, verification): Firebase Authentication. */
export const IDENTITY_PROVIDER = {
  name: 'Firebase Authentication (Google Identity Platform)',
  company: 'Google Ireland Limited',
  address: `Gordon House, Barrow Street, Dublin${NBSP}4, Irlande`,
} as const;

export const LEGAL_VERSION = `Version du 23${NBSP}novembre 2026.`;

const privacyLink = { label: 'Politique de confidentialité', to: PATHS.privacyPolicy };
const cnilAddress = `CNIL, 3 place de Fontenoy, TSA${NBSP}80715, 75334${NBSP}Paris Cedex${NBSP}07 (www.cnil.fr)`;
const inactivity = `${DEFAULT_INACTIVITY_MONTHS}${NBSP}mois`;
const notice = `${PURGE_NOTICE_DAYS}${NBSP}jours`;

export const legalNotice: ContentDoc = {
  lead: `Informations prévues par l’article${NBSP}6 de la loi n°${NBSP}2004-575 du 21${NBSP}juin 2004 pour la confiance dans l’économie numérique. ${LEGAL_VERSION}`,
  sections: [
    {
      heading: 'Éditeur',
      ...(PUBLISHER_IS_EXAMPLE ? { paragraphs: [publisherExample] } : {}),
      items: [
        `Dénomination${NBSP}: ${COMPANY.name}, ${COMPANY.legalForm}`,
        `Siège social${NBSP}: ${COMPANY.address}`,
        `Immatriculation${NBSP}: ${COMPANY.registration}`,
        `SIRET${NBSP}: ${COMPANY.siret} — code APE${NBSP}: ${COMPANY.ape}`,
        `TVA intracommunautaire${NBSP}: ${COMPANY.vat}`,
        `Téléphone${NBSP}: ${COMPANY.phone}`,
        `Adresse électronique${NBSP}: ${CONTACT_EMAIL}`,
      ],
    },
    {
      heading: 'Directeur de la publication',
      paragraphs: [marked(`${COMPANY.director}, ${COMPANY.name}.`, PUBLISHER_IS_EXAMPLE)],
    },
    {
      heading: 'Hébergement',
      ...(HOST_IS_EXAMPLE ? { paragraphs: [hostExample] } : {}),
      items: [
        `Application et base de données${NBSP}: ${HOST.name}, ${HOST.address}, téléphone${NBSP}: ${HOST.phone}, ${HOST.site}. Les données sont hébergées ${HOST.location}.`,
        `Authentification des comptes${NBSP}: ${IDENTITY_PROVIDER.name}, service de ${IDENTITY_PROVIDER.company}, ${IDENTITY_PROVIDER.address}.`,
      ],
    },
    {
      heading: 'Nous contacter',
      paragraphs: [
        `Par e-mail à ${CONTACT_EMAIL}, par téléphone au ${COMPANY.phone} (du lundi au vendredi, de 9${NBSP}h à 17${NBSP}h) ou par courrier à ${COMPANY.name}, ${COMPANY.address}. Pour vos données personnelles, écrivez à notre délégué à la protection des données, ${DPO_EMAIL}.`,
      ],
      links: [{ label: 'Page Contact', to: PATHS.contact }],
    },
    {
      heading: 'Propriété intellectuelle',
      paragraphs: [
        `Les textes, interfaces, logos et logiciels de ${PRODUCT_NAME} sont protégés par le droit de la propriété intellectuelle. Toute reproduction ou représentation, totale ou partielle, sans l’autorisation écrite de ${COMPANY.name} est interdite. Les contenus créés par les utilisateurs (scénarios, notes, évaluations) restent leur propriété ou celle de leur organisation.`,
      ],
    },
    {
      heading: 'Données personnelles et cookies',
      paragraphs: ['Le traitement de vos données et l’usage des cookies sont décrits dans la politique de confidentialité.'],
      links: [privacyLink, { label: 'Mes données', to: PATHS.myData }],
    },
  ],
};

export const privacyPolicy: ContentDoc = {
  lead: `Cette politique explique quelles données personnelles ${PRODUCT_NAME} traite, pourquoi, sur quelle base légale, combien de temps, à qui elles sont transmises et comment exercer vos droits. ${LEGAL_VERSION}`,
  sections: [
    {
      heading: 'Qui est responsable de vos données',
      paragraphs: [
        `${COMPANY.name}, ${COMPANY.address}, est responsable des traitements liés au site public, aux comptes gratuits, à la relation avec ses clients (devis, facturation) et aux demandes de contact.`,
        `Lorsqu’une organisation (école, institut de formation, centre de simulation) ouvre les comptes de ses enseignants et de ses étudiants, c’est elle qui est responsable de ces traitements${NBSP}: ${COMPANY.name} agit pour son compte, comme sous-traitant au sens de l’article${NBSP}28 du RGPD, selon l’accord de traitement des données annexé aux conditions générales de vente.`,
      ],
    },
    {
      heading: 'Délégué à la protection des données',
      paragraphs: [`Notre délégué à la protection des données (DPO) répond à toute question sur vos données${NBSP}: ${DPO_EMAIL}, ou par courrier à l’attention du DPO, ${COMPANY.name}, ${COMPANY.address}.`],
      links: [{ label: `Écrire à ${DPO_EMAIL}`, href: `mailto:${DPO_EMAIL}` }],
    },
    {
      heading: '1. Comptes et connexion',
      items: [
        `Données${NBSP}: adresse e-mail et son état de vérification, prénom, nom, rôle (administrateur, enseignant, étudiant), organisation, groupes, type de compte, dates de création et de dernière connexion\u202f; le mot de passe n’est connu que du service d’authentification, sous forme chiffrée.`,
        'Finalités\u00a0: créer et gérer les comptes, permettre la connexion, donner à chacun les pages de son rôle, sécuriser l’accès.',
        'Base légale\u00a0: l’exécution du contrat (compte gratuit, contrat de l’organisation)\u202f; pour les comptes ouverts par une organisation, la base qu’elle retient, en général sa mission de formation (intérêt légitime ou mission d’intérêt public).',
        `Durée${NBSP}: tant que le compte est utilisé. Un compte sans connexion depuis ${inactivity} reçoit un e-mail d’avertissement\u202f; sans connexion dans les ${notice} qui suivent, il est supprimé avec ses données personnelles. Vous pouvez aussi le supprimer vous-même à tout moment.`,
      ],
    },
    {
      heading: '2. Sessions, scénarios et évaluations',
      items: [
        `Données${NBSP}: les sessions auxquelles vous participez et votre rôle (apprenant, observateur, patient simulé), vos confirmations de présence, le journal du déroulement, les notes de débriefing, vos résultats d’évaluation et vos avis (note de 1 à 5 et commentaire)\u202f; pour les enseignants, leurs dossiers et scénarios.`,
        'Finalités\u00a0: préparer, conduire, débriefer et évaluer les sessions de simulation, et suivre la progression des étudiants.',
        'Base légale\u00a0: l’exécution du contrat de l’organisation et sa mission de formation.',
        'Accès\u00a0: un étudiant ne voit que ses propres résultats, une fois publiés par le formateur, et jamais les notes du formateur.',
        'Durée\u00a0: tant que le compte existe. À la suppression d’un compte, l’historique des sessions est conservé sans le nom de la personne (anonymisé), pour que l’organisation garde trace des sessions jouées.',
      ],
    },
    {
      heading: '3. Charte et autorisation d’enregistrement',
      items: [
        `Données${NBSP}: pour chaque document (charte, autorisation d’enregistrement), la version acceptée, la date de l’accord et, le cas échéant, la date de son retrait.`,
        'Finalités\u00a0: prouver l’acceptation de la charte par les enseignants, et recueillir le consentement de chacun à être filmé pendant les sessions, pour le débriefing.',
        'Base légale\u00a0: votre consentement pour l’enregistrement (article\u00a06.1.a du RGPD), que vous pouvez retirer à tout moment depuis la page «\u00a0Mon compte\u00a0» ou la page de la session, sans conséquence sur votre formation\u202f; l’exécution du contrat pour la charte.',
        `Enregistrements${NBSP}: ${PRODUCT_NAME} ne filme rien et ne stocke aucune vidéo. Les éventuels enregistrements sont réalisés et conservés par votre organisation, sous sa responsabilité, et seulement si vous avez donné votre accord.`,
        'Durée\u00a0: les accords et leurs retraits sont conservés avec leur historique tant que le compte existe, pour pouvoir en apporter la preuve\u202f; ils sont supprimés avec le compte.',
      ],
    },
    {
      heading: '4. Journal d’audit',
      items: [
        'Données\u00a0: pour chaque opération d’un administrateur ou de l’exploitant (invitation, changement de rôle, désactivation, suppression, publication d’un document, abonnement), son auteur, sa date, sa nature et le compte visé.',
        'Finalités\u00a0: la sécurité du service et la preuve des opérations effectuées sur les comptes.',
        'Base légale\u00a0: l’intérêt légitime de l’organisation et de l’éditeur à sécuriser le service.',
        `Durée${NBSP}: ${AUDIT_LOG_RETENTION_YEARS}${NBSP}ans à compter de l’opération\u202f; les entrées plus anciennes sont supprimées automatiquement chaque jour.`,
      ],
    },
    {
      heading: '5. Abonnement, facturation et paiement',
      items: [
        `Données${NBSP}: l’organisation, son administrateur, le nombre de places, les périodes payées, les montants et les factures. ${cardData}`,
        'Base légale\u00a0: l’exécution du contrat et nos obligations comptables et fiscales.',
        'Durée\u00a0: dix ans pour les pièces comptables (article L.\u00a0123-22 du code de commerce).',
      ],
    },
    {
      heading: '6. Demandes de contact',
      items: [
        'Données\u00a0: votre nom, votre adresse e-mail et le contenu de vos messages\u00a0; pour une demande de démonstration envoyée depuis la page Contact, aussi votre organisation et votre fonction.',
        'Base légale\u00a0: notre intérêt légitime à vous répondre.',
        'Durée\u00a0: trois ans après notre dernier échange.',
      ],
    },
    {
      heading: '7. Cookies',
      paragraphs: [
        `${PRODUCT_NAME} dépose uniquement les cookies suivants. Vous pouvez modifier vos choix à tout moment avec le bouton «\u00a0Gestion des cookies\u00a0» en bas de chaque page.`,
      ],
      items: [
        `${CONSENT_COOKIE} (essentiel, 365${NBSP}jours)${NBSP}: mémorise votre décision.`,
        `${PREFERENCES_COOKIE} (essentiel, 365${NBSP}jours)${NBSP}: mémorise le détail de vos choix (analytiques, marketing), leur date et leur version.`,
        'La session de connexion est conservée dans le stockage local de votre navigateur, et non dans un cookie\u202f; elle est effacée à la déconnexion.',
        `Cookies dont le nom commence par ss_analytics (analytique, 13${NBSP}mois au plus)${NBSP}: déposés seulement avec votre accord, par notre propre script de mesure d’audience. À ce jour, aucun serveur de collecte n’est configuré${NBSP}: même avec votre accord, aucune donnée de visite n’est transmise. Ces cookies sont supprimés si vous retirez votre accord.`,
        'Marketing\u00a0: aucun cookie marketing n’est déposé aujourd’hui\u202f; votre choix est recueilli avant toute utilisation future.',
      ],
    },
    {
      heading: 'Destinataires et sous-traitants',
      paragraphs: [
        `Vos données sont accessibles aux seules personnes qui en ont besoin${NBSP}: l’équipe ${PRODUCT_NAME} chargée du support et de l’exploitation, et, pour les membres d’une organisation, ses administrateurs et les enseignants des sessions auxquelles vous participez. Elles ne sont ni vendues ni utilisées à des fins publicitaires. Nos sous-traitants${NBSP}:`,
      ],
      items: [
        marked(`${HOST.name} (${HOST.address})${NBSP}: hébergement de l’application et de la base de données, ${HOST.location}.`, HOST_IS_EXAMPLE),
        'Notre prestataire d’envoi d’e-mails\u00a0: les e-mails que le service envoie (invitations, liens de vérification et de mot de passe, avertissements avant suppression).',
        `${IDENTITY_PROVIDER.name}, ${IDENTITY_PROVIDER.company} (Irlande)${NBSP}: authentification (adresse e-mail, mot de passe chiffré, dates de création et de dernière connexion). Google peut traiter ces données hors de l’Union européenne, notamment aux États-Unis${NBSP}: ces transferts sont encadrés par le cadre de protection des données UE–États-Unis (Data Privacy Framework) et par les clauses contractuelles types de la Commission européenne.`,
        ...(env.paymentOnline ? ['Notre prestataire de paiement\u00a0: le paiement des abonnements par carte.'] : []),
      ],
    },
    {
      heading: 'Sécurité',
      paragraphs: [
        'Les échanges sont chiffrés (HTTPS), chaque demande est vérifiée selon le rôle de la personne et son organisation, les mots de passe ne sont jamais stockés par nos soins, et chaque opération sensible est inscrite au journal d’audit.',
      ],
    },
    {
      heading: 'Vos droits',
      paragraphs: [
        'Vous disposez des droits suivants sur vos données\u202f; nous répondons dans un délai d’un mois, prolongeable de deux mois pour une demande complexe (article\u00a012 du RGPD).',
      ],
      items: [
        'Accès et portabilité\u00a0: «\u00a0Télécharger mes données\u00a0», sur la page «\u00a0Mon compte\u00a0» ou la page «\u00a0Mes données\u00a0», fournit un fichier JSON de tout ce que nous détenons sur vous.',
        'Rectification\u00a0: modifiez votre prénom et votre nom sur la page «\u00a0Mon compte\u00a0»\u202f; pour le reste, adressez-vous à l’administrateur de votre organisation ou à notre DPO.',
        'Effacement\u00a0: «\u00a0Supprimer mon compte\u00a0», en bas de la page «\u00a0Mon compte\u00a0», efface votre compte et vos données personnelles (sauf pour le dernier administrateur d’une organisation, qui doit d’abord en désigner un autre).',
        'Opposition et limitation du traitement\u00a0: sur demande à notre DPO, pour un motif tenant à votre situation particulière.',
        'Retrait du consentement\u00a0: à tout moment, pour l’autorisation d’enregistrement comme pour les cookies.',
        'Directives sur le sort de vos données après votre décès.',
        `Réclamation${NBSP}: si vous estimez que vos droits ne sont pas respectés, vous pouvez saisir la ${cnilAddress}.`,
      ],
      note: `Pour exercer un droit, écrivez à ${DPO_EMAIL} depuis l’adresse e-mail de votre compte. Si votre compte a été ouvert par une organisation, vous pouvez aussi vous adresser à son administrateur.`,
      links: [
        { label: 'Mes données', to: PATHS.myData },
        { label: `Écrire au DPO (${DPO_EMAIL})`, href: `mailto:${DPO_EMAIL}` },
        { label: 'Adresser une plainte à la CNIL', href: 'https://www.cnil.fr/fr/plaintes' },
      ],
    },
  ],
};

export const useTerms: ContentDoc = {
  lead: `Les présentes conditions générales d’utilisation (CGU) fixent les règles d’usage de ${PRODUCT_NAME} par toute personne disposant d’un compte. ${LEGAL_VERSION}`,
  sections: [
    {
      heading: '1. Objet',
      paragraphs: [
        `${PRODUCT_NAME} est une application web de sessions de simulation éditée par ${COMPANY.name}. Créer un compte ou utiliser le service vaut acceptation des présentes CGU.`,
      ],
    },
    {
      heading: '2. Accès au service',
      items: [
        'Le compte d’un membre d’organisation est ouvert par l’administrateur de son organisation, qui l’invite par e-mail ou l’importe depuis un fichier CSV\u202f; un compte gratuit se crée depuis la page «\u00a0Créer un compte\u00a0».',
        'L’adresse e-mail doit être vérifiée avant la première connexion.',
        'Les enseignants et les étudiants accèdent au service tant que l’abonnement de leur organisation est actif\u202f; à son terme, seul l’administrateur garde l’accès, pour le renouveler.',
        `Un compte sans connexion depuis ${inactivity} est supprimé après un e-mail d’avertissement resté sans suite pendant ${notice}.`,
      ],
    },
    {
      heading: '3. Rôles',
      items: [
        'Administrateur\u00a0: gère les comptes, les groupes, la configuration, les documents (charte, autorisation d’enregistrement) et l’abonnement de son organisation.',
        'Enseignant\u00a0: conçoit ses scénarios, planifie, conduit, débriefe et évalue ses sessions.',
        'Étudiant\u00a0: participe aux sessions auxquelles il est inscrit, consulte ses résultats publiés et donne son avis.',
      ],
    },
    {
      heading: '4. Engagements de l’utilisateur',
      items: [
        'Garder ses identifiants confidentiels et signaler sans délai tout usage frauduleux de son compte.',
        'Ne publier aucun contenu illicite, injurieux ou portant atteinte aux droits d’autrui.',
        'Ne saisir aucune donnée de santé réelle d’un patient identifiable\u00a0: les scénarios décrivent des patients fictifs.',
        'Respecter la confidentialité de ce qui se dit et se joue pendant les sessions, en particulier au débriefing.',
        'Ne pas perturber le fonctionnement du service ni tenter d’accéder aux données d’autres utilisateurs.',
        'Pour les enseignants\u00a0: accepter et respecter la charte de l’organisation, sans laquelle une session ne peut pas démarrer.',
      ],
    },
    {
      heading: '5. Contenus',
      paragraphs: [
        `Les contenus créés par les utilisateurs (scénarios, notes, évaluations) restent leur propriété ou celle de leur organisation. Ils accordent à ${COMPANY.name} le seul droit de les héberger et de les afficher pour fournir le service. Un scénario partagé avec la bibliothèque de l’organisation peut être copié par les autres enseignants de celle-ci.`,
      ],
    },
    {
      heading: '6. Nature du service',
      paragraphs: [
        `${PRODUCT_NAME} est un outil pédagogique. Il n’est pas un dispositif médical et ne doit pas servir à la prise en charge de patients réels\u202f; le contenu clinique des scénarios relève de la responsabilité des enseignants qui les rédigent.`,
      ],
    },
    {
      heading: '7. Disponibilité',
      paragraphs: [
        `${COMPANY.name} s’efforce d’assurer un accès continu au service, sans pouvoir le garantir\u202f; des interruptions peuvent survenir pour maintenance, annoncées à l’avance lorsque c’est possible.`,
      ],
    },
    {
      heading: '8. Suspension et fin du compte',
      paragraphs: [
        'En cas de manquement aux présentes CGU, un compte peut être désactivé par l’administrateur de l’organisation ou par l’éditeur, après information de son titulaire, ou immédiatement en cas d’urgence. Chacun peut supprimer son compte à tout moment depuis la page «\u00a0Mon compte\u00a0».',
      ],
    },
    { heading: '9. Données personnelles', paragraphs: ['Leur traitement est décrit dans la politique de confidentialité.'], links: [privacyLink] },
    {
      heading: '10. Modification et droit applicable',
      paragraphs: [
        'Les CGU peuvent évoluer\u202f; les utilisateurs en sont informés avant l’entrée en vigueur de la nouvelle version. Elles sont soumises au droit français.',
      ],
    },
  ],
};

export const salesTerms: ContentDoc = {
  lead: `Les présentes conditions générales de vente (CGV) s’appliquent aux abonnements ${PRODUCT_NAME} souscrits par les organisations clientes, qui sont des professionnels ou des personnes publiques. ${LEGAL_VERSION}`,
  sections: [
    {
      heading: '1. Objet et vendeur',
      paragraphs: [
        `Elles régissent la vente, par ${COMPANY.name} (${COMPANY.registration}, ${COMPANY.address}), d’abonnements donnant accès à l’application aux membres d’une organisation cliente. Toute commande emporte leur acceptation.`,
      ],
    },
    {
      heading: '2. Abonnement',
      paragraphs: [
        'L’abonnement est souscrit pour un nombre de places (une place par compte d’administrateur, d’enseignant ou d’étudiant de l’organisation) et pour une période de douze mois. Les places sont nominatives\u00a0: un compte désactivé ou supprimé libère sa place.',
      ],
    },
    {
      heading: '3. Prix',
      paragraphs: [
        'Le prix est fixé par place et par an, selon l’offre choisie (Établissement ou Pack Pro), tel qu’il est affiché sur la page Tarifs et sur la page de paiement au moment de la commande, ou tel qu’il figure au devis accepté. Les prix sont exprimés en euros hors taxes\u202f; la TVA au taux en vigueur s’y ajoute.',
      ],
      links: [{ label: 'Voir les tarifs', to: PATHS.pricing }],
    },
    {
      heading: '4. Commande et paiement',
      items: [
        'Par carte\u00a0: l’administrateur de l’organisation choisit l’offre et le nombre de places sur la page «\u00a0Renouveler l’abonnement\u00a0» et règle le montant annuel avec le bouton «\u00a0Payer\u00a0». Le paiement est traité par notre prestataire\u202f; l’abonnement est actif dès son acceptation.',
        'Sur devis\u00a0: pour un bon de commande, un mandat administratif ou un grand nombre de places, la commande est ferme à la réception du devis signé\u202f; la facture, émise à l’ouverture de la période, est payable par virement à trente jours.',
        'Tout retard de paiement entraîne des pénalités au taux de trois fois le taux d’intérêt légal et une indemnité forfaitaire de 40\u00a0€ pour frais de recouvrement (article L.\u00a0441-10 du code de commerce)\u202f; pour les personnes publiques, les intérêts moratoires du code de la commande publique.',
      ],
    },
    {
      heading: '5. Durée et renouvellement',
      paragraphs: [
        'L’abonnement n’est pas reconduit tacitement. L’administrateur le renouvelle en payant une nouvelle période de douze mois, depuis «\u00a0Mon abonnement\u00a0»\u00a0: si l’abonnement en cours court encore, la nouvelle période commence le lendemain de sa fin, sans perte de jours\u202f; sinon, elle commence le jour du paiement. Le nombre de places peut être changé à chaque renouvellement.',
      ],
    },
    {
      heading: '6. Résiliation et fin de l’abonnement',
      items: [
        'À la fin de la période payée, l’organisation devient inactive\u00a0: ses enseignants et ses étudiants n’accèdent plus à l’application, et son administrateur garde l’accès à son compte et à l’abonnement afin de le renouveler.',
        'Chaque partie peut résilier l’abonnement en cas de manquement grave de l’autre, trente jours après une mise en demeure restée sans effet, par lettre recommandée avec accusé de réception. La période en cours n’est pas remboursée, sauf si la résiliation est due à un manquement de l’éditeur.',
        `Les données restent accessibles à l’administrateur après la fin de l’abonnement\u202f; les comptes qui ne se connectent plus sont supprimés selon la règle des ${inactivity} d’inactivité décrite dans la politique de confidentialité. L’organisation peut demander à tout moment l’export ou la suppression anticipée de ses données.`,
      ],
    },
    {
      heading: '7. Service et assistance',
      paragraphs: [
        `L’éditeur fournit l’application en l’état de ses fonctionnalités décrites sur le site, avec une assistance par e-mail (${CONTACT_EMAIL}) en jours ouvrés. Les maintenances programmées sont annoncées à l’administrateur.`,
      ],
    },
    {
      heading: '8. Responsabilité',
      paragraphs: [
        `${COMPANY.name} est tenue d’une obligation de moyens. Sa responsabilité est limitée aux dommages directs et prévisibles, dans la limite des sommes payées par l’organisation au titre des douze derniers mois. Elle ne répond ni des dommages indirects (perte de données imputable au client, perte de chance, atteinte à l’image), ni du contenu pédagogique et clinique des scénarios, qui relève des enseignants et de l’organisation.`,
      ],
    },
    {
      heading: '9. Données personnelles',
      paragraphs: [
        `${COMPANY.name} traite les données des membres pour le compte de l’organisation cliente, en qualité de sous-traitant, selon l’accord de traitement des données (article${NBSP}28 du RGPD) qui fait partie du contrat et dans les conditions de la politique de confidentialité.`,
      ],
      links: [privacyLink],
    },
    {
      heading: '10. Droit applicable et litiges',
      paragraphs: [
        `Les CGV sont soumises au droit français. Les parties recherchent d’abord un accord amiable\u202f; à défaut, tout litige est porté devant le ${COMPANY.court}, ou, pour une personne publique, devant le tribunal administratif compétent.`,
      ],
    },
  ],
};

export const terms: ContentDoc = {
  lead: `L’utilisation de ${PRODUCT_NAME} est encadrée par plusieurs documents, qui forment ensemble les conditions générales du service. ${LEGAL_VERSION}`,
  sections: [
    {
      heading: 'Les documents applicables',
      items: [
        'Les conditions générales d’utilisation (CGU)\u00a0: les règles d’usage pour toute personne disposant d’un compte.',
        'Les conditions générales de vente (CGV)\u00a0: la souscription, le paiement, le renouvellement et la fin des abonnements des organisations.',
        'La politique de confidentialité\u00a0: le traitement des données personnelles et les cookies.',
        'Les mentions légales\u00a0: l’éditeur et l’hébergeur du service.',
      ],
      links: [
        { label: 'Conditions générales d’utilisation', to: PATHS.useTerms },
        { label: 'Conditions générales de vente', to: PATHS.salesTerms },
        privacyLink,
        { label: 'Mentions légales', to: PATHS.legalNotice },
      ],
    },
    {
      heading: 'Définitions',
      items: [
        'Organisation\u00a0: l’établissement ou l’entreprise cliente, titulaire de l’abonnement.',
        'Administrateur\u00a0: la personne désignée par l’organisation pour gérer ses comptes et son abonnement.',
        `Utilisateur${NBSP}: toute personne disposant d’un compte ${PRODUCT_NAME}.`,
        'Place\u00a0: un compte de l’organisation compté dans son abonnement.',
        'Session\u00a0: une simulation conçue par un enseignant, à laquelle participent des étudiants.',
      ],
    },
    { heading: 'Ordre de priorité', paragraphs: ['En cas de contradiction, les stipulations du devis accepté prévalent sur les CGV, qui prévalent sur les CGU.'] },
  ],
};
