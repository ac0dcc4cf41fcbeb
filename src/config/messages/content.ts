import { CONTACT_EMAIL } from './common';
import { PATHS } from '../routes';

/** A page of running text: a lead, then sections with a heading each. */
export type ContentLink = { label: string; to: string } | { label: string; href: string };
export type ContentSection = {
  heading: string;
  paragraphs?: readonly string[];
  items?: readonly string[];
  /** Numbered steps rather than bullets. */
  ordered?: boolean;
  /** A paragraph after the list. */
  note?: string;
  links?: readonly ContentLink[];
};
export type ContentDoc = { lead: string; sections: readonly ContentSection[] };

export const contactLink: ContentLink = { label: 'Nous écrire', to: PATHS.contact };
export const pricingLink: ContentLink = { label: 'Voir les tarifs', to: PATHS.pricing };
export const mailLink: ContentLink = { label: `Écrire à ${CONTACT_EMAIL}`, href: `mailto:${CONTACT_EMAIL}` };
