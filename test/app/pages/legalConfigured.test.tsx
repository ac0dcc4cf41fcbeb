import { screen, within } from '@testing-library/react';
import type * as EnvModule from '../../../src/config/env';
import { renderApp } from '../ui/renderApp';

// A deployment's build: its publisher and host configured (PUBLISHER_*, HOSTING_*), no payment provider
// (PAYMENT_PROVIDER=none, as the production image). Webpack bakes these into src/config/env.ts; here the
// module is replaced before any page reads it.
jest.mock('../../../src/config/env', () => {
  const actual = jest.requireActual<typeof EnvModule>('../../../src/config/env');
  return {
    env: {
      ...actual.env,
      publisher: {
        name: 'Formasim SARL',
        legalForm: 'société à responsabilité limitée au capital de 5 000 €',
        address: '3 quai de la Fosse, 44000 Nantes, France',
        registration: 'RCS Nantes 123 456 782',
        siret: '123 456 782 00010',
        ape: '6201Z',
        vat: 'FR47123456782',
        phone: '02 40 00 00 00',
        director: 'Paul Martin, gérant',
        court: 'tribunal de commerce de Nantes',
      },
      hosting: {
        name: 'Hébergeur Exemplaire SA',
        address: '1 rue du Port, 35000 Rennes, France',
        phone: '02 99 00 00 00',
        site: 'https://hebergeur.example',
        location: 'en France (Rennes)',
      },
      paymentOnline: false,
    },
  };
});

const NBSP = '\u00a0';

async function open(path: string, title: string) {
  renderApp(path, { user: null });
  await screen.findByRole('heading', { level: 1, name: title });
  return document.body.textContent ?? '';
}

const section = (name: string) => screen.getByRole('heading', { level: 2, name }).closest('section') as HTMLElement;

describe('a deployment’s configured publisher and host', () => {
  it('are what the legal notice names, with no example mark', async () => {
    const text = await open('/legal/mentions-legales', 'Mentions légales');
    expect(within(section('Éditeur')).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      `Dénomination${NBSP}: Formasim SARL, société à responsabilité limitée au capital de 5 000 €`,
      `Siège social${NBSP}: 3 quai de la Fosse, 44000 Nantes, France`,
      `Immatriculation${NBSP}: RCS Nantes 123 456 782`,
      `SIRET${NBSP}: 123 456 782 00010 — code APE${NBSP}: 6201Z`,
      `TVA intracommunautaire${NBSP}: FR47123456782`,
      `Téléphone${NBSP}: 02 40 00 00 00`,
      expect.stringMatching(/^Adresse électronique/),
    ]);
    expect(section('Directeur de la publication')).toHaveTextContent(/^Directeur de la publicationPaul Martin, gérant, Formasim SARL\.$/);
    expect(section('Hébergement')).toHaveTextContent(
      'Hébergeur Exemplaire SA, 1 rue du Port, 35000 Rennes, France, téléphone : 02 99 00 00 00, https://hebergeur.example. Les données sont hébergées en France (Rennes).',
    );
    expect(text).not.toMatch(/exemple\)|Exemple\u00a0:/);
    expect(text).not.toContain('SimuSession SAS');
    expect(text).not.toContain('Google Cloud');
  });

  it('sign the sales terms and the privacy policy, whose sub-processors follow the configuration', async () => {
    await open('/legal/cgv', 'Conditions générales de vente');
    expect(section('1. Objet et vendeur')).toHaveTextContent('par Formasim SARL (RCS Nantes 123 456 782, 3 quai de la Fosse, 44000 Nantes, France)');
    expect(section('10. Droit applicable et litiges')).toHaveTextContent('tribunal de commerce de Nantes');
  });

  it('leave the card out of the privacy policy when no payment provider is configured', async () => {
    await open('/legal/policy', 'Politique de confidentialité');
    const recipients = section('Destinataires et sous-traitants');
    expect(recipients).toHaveTextContent('Hébergeur Exemplaire SA (1 rue du Port, 35000 Rennes, France)');
    expect(recipients).not.toHaveTextContent('prestataire de paiement');
    expect(section('5. Abonnement, facturation et paiement')).toHaveTextContent('aucun numéro de carte n’est collecté');
  });

  it('are the contact page’s phone and postal address', async () => {
    await open('/contact', 'Contact');
    expect(section('Autres moyens de nous joindre')).toHaveTextContent('Téléphone : 02 40 00 00 00, du lundi');
    expect(section('Autres moyens de nous joindre')).toHaveTextContent('Courrier : Formasim SARL, 3 quai de la Fosse, 44000 Nantes, France.');
  });

  it('is the publisher the about page names', async () => {
    await open('/about', 'Nous');
    expect(section('Nos principes')).toHaveTextContent('SimuSession est édité par Formasim SARL. Les informations légales complètes figurent dans les mentions légales.');
  });
});

describe('subscription articles without a payment provider', () => {
  it('say that online payment is not open and how to renew instead', async () => {
    const text = await open('/buynow', 'Souscrire');
    expect(text).not.toContain('par carte');
    expect(text).toContain('Le paiement en ligne n’est pas ouvert sur ce service');
    expect(section('Vous avez déjà un abonnement\u202f?')).toHaveTextContent('pour renouveler l’abonnement ou changer le nombre de places, écrivez-nous');
  });

  it('and the pricing page’s answer says the same', async () => {
    const text = await open('/pricing', 'Tarifs');
    expect(text).not.toContain('paie par carte');
    expect(text).toContain('nous vous adressons un devis et une facture, pour la souscription comme pour chaque renouvellement');
  });
});
