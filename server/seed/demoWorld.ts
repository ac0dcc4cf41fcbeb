/**
 * The demo world of the local stack (decisions.md), described once. The Firebase Auth emulator
 * seed (server/seed/firebase) and the database seed are both derived from this module, and a
 * test checks the committed emulator files still match it.
 */

import type { AccountType, Role, SubscriptionStatus } from '../db/columns';

export const DEMO_PASSWORD = 'demo1234';

export type DemoOrganisation = {
  id: string;
  name: string;
  plan: string;
  subscriptionStatus: SubscriptionStatus;
  /** Days from the day of seeding, so that the active subscription never runs out. */
  subscriptionEndInDays: number;
};

export type DemoProfile = {
  id: number;
  role: Role;
  organisationId: string | null;
  firstname: string;
  name: string;
  accountType: AccountType;
  admin: boolean;
  sessionsUsersTags: string[];
  recordAuth: boolean;
  /** Only enseignants carry it. */
  charterCompliance: boolean | null;
};

export type DemoAccount = {
  uid: string;
  email: string;
  emailVerified: boolean;
  /** null: a Firebase account with no row in the database. */
  profile: DemoProfile | null;
};

export const LYCEE_ACTIF: DemoOrganisation = {
  id: '369ea230-88f9-4efd-bbeb-9457c8f95931',
  name: 'Lycée Actif',
  plan: 'etablissement',
  subscriptionStatus: 'active',
  subscriptionEndInDays: 365,
};

export const COLLEGE_INACTIF: DemoOrganisation = {
  id: '16977529-3982-442a-8247-de7fddfbc68e',
  name: 'Collège Inactif',
  plan: 'etablissement',
  subscriptionStatus: 'canceled',
  subscriptionEndInDays: -30,
};

export const demoOrganisations: readonly DemoOrganisation[] = [LYCEE_ACTIF, COLLEGE_INACTIF];

type ProfileFields = Pick<DemoProfile, 'id' | 'role' | 'firstname' | 'name'> & Partial<DemoProfile>;

function profile(fields: ProfileFields, organisation: DemoOrganisation | null): DemoProfile {
  return {
    organisationId: organisation?.id ?? null,
    accountType: organisation ? 'organisation' : 'gratuit',
    admin: fields.role === 'admin' || fields.role === 'hyperadmin',
    sessionsUsersTags: [],
    recordAuth: false,
    charterCompliance: fields.role === 'enseignant' ? true : null,
    ...fields,
  };
}

export const demoAccounts: readonly DemoAccount[] = [
  {
    uid: 'demo-hyperadmin',
    email: 'hyper@demo.test',
    emailVerified: true,
    profile: profile({ id: 1, role: 'hyperadmin', firstname: 'Hélène', name: 'Dupuis' }, null),
  },
  {
    uid: 'demo-admin-actif',
    email: 'admin@actif.demo.test',
    emailVerified: true,
    profile: profile({ id: 2, role: 'admin', firstname: 'Alice', name: 'Martin' }, LYCEE_ACTIF),
  },
  {
    uid: 'demo-enseignant-actif',
    email: 'enseignant@actif.demo.test',
    emailVerified: true,
    profile: profile(
      { id: 3, role: 'enseignant', firstname: 'Étienne', name: 'Bernard', sessionsUsersTags: ['terminale', 'bts'] },
      LYCEE_ACTIF,
    ),
  },
  {
    uid: 'demo-etudiant-actif',
    email: 'etudiant@actif.demo.test',
    emailVerified: true,
    profile: profile(
      { id: 4, role: 'etudiant', firstname: 'Emma', name: 'Petit', sessionsUsersTags: ['terminale'], recordAuth: true },
      LYCEE_ACTIF,
    ),
  },
  {
    uid: 'demo-admin-inactif',
    email: 'admin@inactif.demo.test',
    emailVerified: true,
    profile: profile({ id: 5, role: 'admin', firstname: 'Antoine', name: 'Durand' }, COLLEGE_INACTIF),
  },
  {
    uid: 'demo-enseignant-inactif',
    email: 'enseignant@inactif.demo.test',
    emailVerified: true,
    profile: profile(
      { id: 6, role: 'enseignant', firstname: 'Inès', name: 'Moreau', charterCompliance: false },
      COLLEGE_INACTIF,
    ),
  },
  {
    uid: 'demo-etudiant-inactif',
    email: 'etudiant@inactif.demo.test',
    emailVerified: true,
    profile: profile({ id: 7, role: 'etudiant', firstname: 'Lucas', name: 'Lefèvre' }, COLLEGE_INACTIF),
  },
  {
    uid: 'demo-non-verifie',
    email: 'non-verifie@actif.demo.test',
    emailVerified: false,
    profile: profile(
      { id: 8, role: 'enseignant', firstname: 'Nora', name: 'Vidal', charterCompliance: false },
      LYCEE_ACTIF,
    ),
  },
  {
    uid: 'demo-sans-profil',
    email: 'sans-profil@actif.demo.test',
    emailVerified: true,
    profile: null,
  },
];

export function displayName(profile: DemoProfile): string {
  return `${profile.firstname} ${profile.name}`;
}

export function organisationName(organisationId: string | null): string | null {
  return demoOrganisations.find((organisation) => organisation.id === organisationId)?.name ?? null;
}
