import { CONTACT_EMAIL, navMessages } from './common';
import { PATHS } from '../routes';

/** A page of running text: a lead, then sections with a heading each. */
export type ContentLink = { label: string; to: string } | { label: string; href: string };
/** One step of a path (buying, starting): a short title and what happens in it. */
export type ContentStep = { title: string; text: string };
export type ContentSection = {
  heading: string;
  /**
   * Numbered steps shown as cards, one beside the other; the section's first link is then its one primary
   * button, under them, and the other links stay plain links.
   */
  steps?: readonly ContentStep[];
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
/**
 * An organisation's one way in, with the same words on every page that offers it (home, pricing, free
 * accounts, subscribing): a demonstration asked for on the contact page's form, then a quote.
 */
export const demoLink = { label: navMessages.demo, to: PATHS.contact } as const satisfies ContentLink;
export const pricingLink: ContentLink = { label: 'Voir les tarifs', to: PATHS.pricing };
export const mailLink: ContentLink = { label: `Écrire à ${CONTACT_EMAIL}`, href: `mailto:${CONTACT_EMAIL}` };
