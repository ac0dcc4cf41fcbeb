/**
 * The paid plans, as data: the one source for the public pricing page, the upgrade page and the
 * server's checkout (which computes every amount from here, never from what the browser sends).
 *
 * Prices are per seat (an account that counts) per year, excluding VAT, in euro cents: integers, so
 * sums never drift. VAT is French standard rate. The free `decouverte` offer is not a plan: it has no
 * organisation and nothing to pay (docs/product.md §11.11 `/signup`).
 */

export const VAT_RATE_PERCENT = 20;

export const PLAN_IDS = ['etablissement', 'pack-pro'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

export type Plan = {
  id: PlanId;
  name: string;
  /** Who the plan is for, one French sentence. */
  audience: string;
  seatPriceCentsHt: number;
  /** The fewest seats the plan is sold with, and the most a checkout accepts in one go. */
  minSeats: number;
  maxSeats: number;
  features: readonly string[];
};

export const PLANS: readonly Plan[] = [
  {
    id: 'etablissement',
    name: 'Établissement',
    audience: 'Pour un lycée, une école ou un institut de formation.',
    seatPriceCentsHt: 3_600,
    minSeats: 10,
    maxSeats: 2_000,
    features: [
      'Les comptes des enseignants et des étudiants de l’organisation',
      'Scénarios, graphe de l’état du patient et sessions sans limite',
      'Débriefing guidé (PEARLS, GAS) et évaluations',
      'Charte et autorisation d’enregistrement versionnées',
      'Assistance par e-mail en jours ouvrés',
    ],
  },
  {
    id: 'pack-pro',
    name: 'Pack Pro',
    audience: 'Pour les centres de simulation et les organisations à plusieurs sites.',
    seatPriceCentsHt: 5_400,
    minSeats: 50,
    maxSeats: 20_000,
    features: [
      'Tout ce que comprend l’offre Établissement',
      'Bibliothèque de scénarios partagée entre les équipes',
      'Export des données et journal d’audit',
      'Accompagnement à la prise en main et interlocuteur dédié',
    ],
  },
];

export function planById(id: string): Plan | undefined {
  return PLANS.find((plan) => plan.id === id);
}

export type Quote = { seats: number; totalCentsHt: number; vatCents: number; totalCentsTtc: number };

/** What a year of `seats` seats of `plan` costs. VAT rounded to the cent, half up, on the total. */
export function quote(plan: Plan, seats: number): Quote {
  const totalCentsHt = plan.seatPriceCentsHt * seats;
  const vatCents = Math.round((totalCentsHt * VAT_RATE_PERCENT) / 100);
  return { seats, totalCentsHt, vatCents, totalCentsTtc: totalCentsHt + vatCents };
}

/** A seat price including VAT, for display next to the HT price. */
export function withVat(cents: number): number {
  return Math.round((cents * (100 + VAT_RATE_PERCENT)) / 100);
}

/** Why a seat count cannot be bought, in French, or null when it can. */
export function seatCountProblem(plan: Plan, seats: number): string | null {
  if (!Number.isInteger(seats)) return 'Le nombre de places doit être un nombre entier.';
  if (seats < plan.minSeats) return `L’offre ${plan.name} se souscrit à partir de ${plan.minSeats}\u00a0places.`;
  if (seats > plan.maxSeats) return `Au-delà de ${plan.maxSeats}\u00a0places, contactez-nous pour un devis.`;
  return null;
}

/** What a pricing page shows of a plan: a seat's yearly price, and the smallest yearly bill (its minimum of seats). */
export type PlanPrices = {
  seatCentsHt: number;
  seatCentsTtc: number;
  minSeats: number;
  fromCentsHt: number;
  fromCentsTtc: number;
};

/** The figures of `plan` for display, from its seat price and VAT alone: one source for every page. */
export function planPrices(plan: Plan): PlanPrices {
  const smallest = quote(plan, plan.minSeats);
  return {
    seatCentsHt: plan.seatPriceCentsHt,
    seatCentsTtc: withVat(plan.seatPriceCentsHt),
    minSeats: plan.minSeats,
    fromCentsHt: smallest.totalCentsHt,
    fromCentsTtc: smallest.totalCentsTtc,
  };
}
