/**
 * Who publishes the service and who hosts it: configuration of a deployment (PUBLISHER_*, HOSTING_*,
 * baked in at build time: src/config/env.ts, server/stack/publicIdentity.ts, docs/deploy.md). The legal
 * pages, the contact page and the footer read them here.
 *
 * Unconfigured (the demo stack, the tests), an example stands in, marked as one wherever it appears: a
 * fictitious publisher (its SIREN and SIRET pass the Luhn check and its telephone number is in ARCEP's
 * range reserved for fiction, 04 65 71 xx xx) and the host of the production shape docs/deploy.md describes.
 */
import { env } from './env';
import { PRODUCT_NAME } from './product';

const NBSP = '\u00a0';

export type Publisher = {
  name: string;
  /** Legal form and share capital, as the registry states them. */
  legalForm: string;
  address: string;
  /** The trade register's entry (RCS town and SIREN). */
  registration: string;
  siret: string;
  ape: string;
  vat: string;
  phone: string;
  /** The director of publication, with their title. */
  director: string;
  /** The court the sales terms name for disputes. */
  court: string;
};

export type Hosting = { name: string; address: string; phone: string; site: string; location: string };

/** The publisher of a demonstration install: a fictitious company. */
export const EXAMPLE_COMPANY: Publisher = {
  name: `${PRODUCT_NAME} SAS`,
  legalForm: `société par actions simplifiée au capital de 10${NBSP}000${NBSP}€`,
  address: `24 rue de la République, 69002${NBSP}Lyon, France`,
  registration: `RCS Lyon 912${NBSP}345${NBSP}675`,
  siret: `912${NBSP}345${NBSP}675${NBSP}00017`,
  ape: '5829C (édition de logiciels applicatifs)',
  vat: 'FR65912345675',
  phone: `04${NBSP}65${NBSP}71${NBSP}12${NBSP}34`,
  director: 'Claire Dumont, présidente',
  court: 'tribunal de commerce de Lyon',
};

/** The host of the production shape docs/deploy.md describes (Cloud Run and Cloud SQL in europe-west1). */
export const EXAMPLE_HOST: Hosting = {
  name: 'Google Cloud (Cloud Run, Cloud SQL), Google Ireland Limited',
  address: `Gordon House, Barrow Street, Dublin${NBSP}4, Irlande`,
  phone: `+353${NBSP}1${NBSP}436${NBSP}1000`,
  site: 'https://cloud.google.com',
  location: 'dans l’Union européenne, en Belgique (région europe-west1 de Google Cloud)',
};

export const COMPANY: Publisher = env.publisher ?? EXAMPLE_COMPANY;
export const HOST: Hosting = env.hosting ?? EXAMPLE_HOST;
/** True when the pages show the example rather than a configured publisher (or host). */
export const PUBLISHER_IS_EXAMPLE = env.publisher === undefined;
export const HOST_IS_EXAMPLE = env.hosting === undefined;

/** The visible mark beside an example's particulars. */
export const EXAMPLE_MARK = '(exemple)';
