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
/**
 * `choices`: the sections are options side by side (which account to create), each a card whose first link is
 * its call to action; otherwise running text, one section under the other.
 */
export type ContentDoc = { lead: string; sections: readonly ContentSection[]; layout?: 'choices' };

export const contactLink: ContentLink = { label: 'Nous écrire', to: PATHS.contact };
export const pricingLink: ContentLink = { label: 'Voir les tarifs', to: PATHS.pricing };
export const mailLink: ContentLink = { label: `Écrire à ${CONTACT_EMAIL}`, href: `mailto:${CONTACT_EMAIL}` };
