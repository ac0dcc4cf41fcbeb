import { screen, within } from '@testing-library/react';
import { DEFAULT_INACTIVITY_MONTHS, PURGE_NOTICE_DAYS } from '../../../contract/purge';
import { CONTACT_EMAIL } from '../../../src/config/messages/common';
import { COMPANY, EXAMPLE_COMPANY, EXAMPLE_HOST, PUBLISHER_IS_EXAMPLE } from '../../../src/config/messages/legal';
import { DPO_EMAIL } from '../../../src/config/messages/personalData';
import { CONSENT_COOKIE, PREFERENCES_COOKIE } from '../../../src/features/consent/preferences';
import { renderApp } from '../ui/renderApp';

const NBSP = '\u00a0';

async function open(path: string, title: string) {
  renderApp(path, { user: null });
  await screen.findByRole('heading', { level: 1, name: title });
  return document.body.textContent ?? '';
}

const section = (name: string) => screen.getByRole('heading', { level: 2, name }).closest('section') as HTMLElement;

/** The Luhn check French SIREN and SIRET numbers pass. */
function luhn(digits: string): boolean {
  const sum = [...digits].reverse().reduce((total, char, index) => {
    const doubled = Number(char) * (index % 2 === 1 ? 2 : 1);
    return total + (doubled > 9 ? doubled - 9 : doubled);
  }, 0);
  return sum % 10 === 0;
}

describe('mentions légales', () => {
  it('names the publisher, its director, the host and how to reach them', async () => {
    // No PUBLISHER_* nor HOSTING_* here: the example, as a demo stack shows it
    // (a configured publisher and host: legalConfigured.test.tsx).
    expect(PUBLISHER_IS_EXAMPLE).toBe(true);
    await open('/legal/mentions-legales', 'Mentions légales');
    const publisher = within(section('Éditeur')).getAllByRole('listitem').map((item) => item.textContent);
    expect(publisher).toEqual([
      `Dénomination${NBSP}: SimuSession SAS, société par actions simplifiée au capital de 10${NBSP}000${NBSP}€`,
      `Siège social${NBSP}: 24 rue de la République, 69002${NBSP}Lyon, France`,
      `Immatriculation${NBSP}: RCS Lyon 912${NBSP}345${NBSP}675`,
      `SIRET${NBSP}: 912${NBSP}345${NBSP}675${NBSP}00017 — code APE${NBSP}: 5829C (édition de logiciels applicatifs)`,
      `TVA intracommunautaire${NBSP}: FR65912345675`,
      `Téléphone${NBSP}: 04${NBSP}65${NBSP}71${NBSP}12${NBSP}34`,
      `Adresse électronique${NBSP}: ${CONTACT_EMAIL}`,
    ]);
    expect(section('Directeur de la publication')).toHaveTextContent('Claire Dumont, présidente, SimuSession SAS. (exemple)');
    // The example host is the production shape of docs/deploy.md, not an invented one.
    expect(section('Hébergement')).toHaveTextContent(
      'Google Cloud (Cloud Run, Cloud SQL), Google Ireland Limited, Gordon House, Barrow Street, Dublin 4, Irlande',
    );
    expect(section('Hébergement')).toHaveTextContent('en Belgique (région europe-west1 de Google Cloud)');
    expect(section('Hébergement')).toHaveTextContent('Firebase Authentication (Google Identity Platform)');
    expect(section('Nous contacter')).toHaveTextContent(DPO_EMAIL);
  });

  it('marks the example publisher and host as an example, visibly, where they are shown', async () => {
    await open('/legal/mentions-legales', 'Mentions légales');
    expect(within(section('Éditeur')).getByText(/^Exemple : ces coordonnées sont celles d’un éditeur fictif/)).toBeVisible();
    expect(within(section('Hébergement')).getByText(/^Exemple : hébergeur indiqué par défaut/)).toBeVisible();
    expect(COMPANY).toBe(EXAMPLE_COMPANY);
  });

  it('gives numbers a registry would accept', () => {
    const siren = EXAMPLE_COMPANY.registration.replace(/\D/g, '');
    const siret = EXAMPLE_COMPANY.siret.replace(/\D/g, '');
    expect(siren).toHaveLength(9);
    expect(siret.startsWith(siren)).toBe(true);
    expect(luhn(siren) && luhn(siret)).toBe(true);
    // French VAT number: FR + key + SIREN, key = (12 + 3 × (SIREN mod 97)) mod 97.
    expect(EXAMPLE_COMPANY.vat).toBe(`FR${String((12 + 3 * (Number(siren) % 97)) % 97).padStart(2, '0')}${siren}`);
  });
});

describe('politique de confidentialité', () => {
  it('describes each processing with its data, purpose, legal basis and retention', async () => {
    await open('/legal/policy', 'Politique de confidentialité');
    for (const heading of ['1. Comptes et connexion', '2. Sessions, scénarios et évaluations', '3. Charte et autorisation d’enregistrement', '4. Journal d’audit', '5. Abonnement, facturation et paiement', '6. Demandes de contact', '7. Cookies']) {
      const text = section(heading).textContent ?? '';
      if (heading !== '7. Cookies') for (const part of ['Données', 'Base légale', 'Durée']) expect(`${heading}: ${text}`).toContain(`${part}${NBSP}:`);
    }
  });

  it('takes the purge delays from the product, and names the sub-processors and the DPO', async () => {
    await open('/legal/policy', 'Politique de confidentialité');
    expect(section('1. Comptes et connexion').textContent).toContain(`sans connexion depuis ${DEFAULT_INACTIVITY_MONTHS}${NBSP}mois`);
    expect(section('1. Comptes et connexion').textContent).toContain(`dans les ${PURGE_NOTICE_DAYS}${NBSP}jours`);
    expect(section('3. Charte et autorisation d’enregistrement')).toHaveTextContent('ne stocke aucune vidéo');
    const recipients = section('Destinataires et sous-traitants');
    expect(recipients).toHaveTextContent(`${EXAMPLE_HOST.name} (${EXAMPLE_HOST.address.replace(/\u00a0/g, ' ')})`);
    expect(recipients).toHaveTextContent('(exemple)');
    expect(recipients).toHaveTextContent('Notre prestataire de paiement');
    expect(recipients).toHaveTextContent('Firebase Authentication (Google Identity Platform), Google Ireland Limited');
    expect(screen.getAllByRole('link', { name: `Écrire à ${DPO_EMAIL}` })[0]).toHaveAttribute('href', `mailto:${DPO_EMAIL}`);
  });

  it('names the cookies the consent feature really writes', async () => {
    await open('/legal/policy', 'Politique de confidentialité');
    const cookies = within(section('7. Cookies')).getAllByRole('listitem').map((item) => item.textContent ?? '');
    expect(cookies[0]?.startsWith(`${CONSENT_COOKIE} `)).toBe(true);
    expect(cookies[1]?.startsWith(`${PREFERENCES_COOKIE} `)).toBe(true);
  });

  it('lists every right, with the product’s own way to exercise it, and the CNIL', async () => {
    await open('/legal/policy', 'Politique de confidentialité');
    const rights = section('Vos droits').textContent ?? '';
    for (const right of ['Accès et portabilité', 'Rectification', 'Effacement', 'Opposition et limitation', 'Retrait du consentement', 'Réclamation', '«\u00a0Télécharger mes données\u00a0»', '«\u00a0Supprimer mon compte\u00a0»', 'CNIL']) {
      expect(rights).toContain(right);
    }
    expect(within(section('Vos droits')).getByRole('link', { name: 'Mes données' })).toHaveAttribute('href', '/getmyData');
  });
});

describe('CGV and CGU', () => {
  it('sell a yearly subscription per seat, paid, renewed and ended as the product does', async () => {
    const text = await open('/legal/cgv', 'Conditions générales de vente');
    expect(text).toContain('par place et par an');
    expect(text).toContain('«\u00a0Payer\u00a0»');
    expect(text).toContain('n’est pas reconduit tacitement');
    expect(text).toContain('commence le lendemain de sa fin');
    expect(text).toContain('son administrateur garde l’accès');
    for (const heading of ['8. Responsabilité', '10. Droit applicable et litiges']) expect(section(heading)).toBeInTheDocument();
    expect(section('10. Droit applicable et litiges')).toHaveTextContent('droit français');
  });

  it('say how an account is opened, used and ended', async () => {
    const text = await open('/legal/cgu', 'Conditions générales d’utilisation');
    expect(text).toContain(`sans connexion depuis ${DEFAULT_INACTIVITY_MONTHS}${NBSP}mois`);
    expect(text).toContain('n’est pas un dispositif médical');
  });
});

describe('contact page', () => {
  it('gives the address beside the demo-request form, and says what happens next', async () => {
    await open('/contact', 'Contact');
    expect(screen.getByRole('link', { name: CONTACT_EMAIL })).toHaveAttribute('href', `mailto:${CONTACT_EMAIL}`);
    const demo = document.getElementById('demo') as HTMLElement;
    expect(within(demo).getByRole('button', { name: 'Envoyer la demande' })).toBeInTheDocument();
    expect(section('Et ensuite\u202f?')).toHaveTextContent('Votre demande de démonstration arrive dans la boîte de l’équipe SimuSession');
  });

  it('gives no invented phone number nor postal address while the publisher is the example', async () => {
    await open('/contact', 'Contact');
    const other = section('Autres moyens de nous joindre');
    expect(other).not.toHaveTextContent(EXAMPLE_COMPANY.phone.replace(/\u00a0/g, ' '));
    expect(other).not.toHaveTextContent(EXAMPLE_COMPANY.address.replace(/\u00a0/g, ' '));
    expect(other).not.toHaveTextContent('(exemple)');
    expect(other).toHaveTextContent(DPO_EMAIL);
  });

  it('has a demo request to link to, with a mail link beside the form, and mail links for a quote or a question', async () => {
    await open('/contact', 'Contact');
    const demo = document.getElementById('demo') as HTMLElement;
    expect(within(demo).getByRole('heading', { level: 2 })).toHaveTextContent('Demander une démonstration');
    expect(within(demo).getByRole('link', { name: 'Écrire plutôt par e-mail' })).toHaveAttribute('href', `mailto:${CONTACT_EMAIL}?subject=Demande%20de%20d%C3%A9monstration`);
    expect(screen.getByRole('link', { name: 'Demander un devis par e-mail' })).toHaveAttribute('href', `mailto:${CONTACT_EMAIL}?subject=Demande%20de%20devis`);
  });
});

describe('subscription articles', () => {
  it('promise online card payment where a payment provider is configured (here: the test mode)', async () => {
    const text = await open('/buynow', 'Souscrire');
    expect(text).toContain('son administrateur le prolonge en ligne, par carte bancaire');
    expect(section('Vous avez déjà un abonnement\u202f?')).toHaveTextContent('le paie par carte');
    expect(text).not.toContain('Le paiement en ligne n’est pas ouvert');
  });

  it('/buynow is the organisation’s one path: three steps as cards, one primary button « Demander une démo »', async () => {
    await open('/buynow', 'Souscrire');
    const steps = section('Comment souscrire');
    // Numbered: an ordered list, read as « 1 sur 3 » by a screen reader.
    const cards = within(steps.querySelector('ol') as HTMLElement).getAllByRole('listitem');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual(['Une démonstration', 'Votre devis', 'Votre espace']);
    expect(within(steps).getByRole('link', { name: 'Demander une démo' })).toHaveAttribute('href', '/contact');
    expect(within(steps).getByRole('link', { name: 'Voir les tarifs' })).toHaveAttribute('href', '/pricing');
  });
});
