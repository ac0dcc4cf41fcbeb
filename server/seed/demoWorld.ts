/**
 * The demo world of the local stack (docs/product.md §13), described once. The Firebase Auth emulator
 * seed (server/seed/firebase) and the database seed are both derived from this module, and a
 * test checks the committed emulator files still match it.
 */

import { createHash } from 'node:crypto';
import { planById, quote } from '../../contract/plans';
import type { DebriefModel, DocumentKind, RunLogKind, SessionRole, SessionStatus } from '../../contract/roles';
import type { AccountType, Role, SubscriptionStatus } from '../db/columns';
import {
  ARRET_CARDIAQUE,
  BRONCHIOLITE,
  CHOC_ANAPHYLACTIQUE,
  HEMORRAGIE_POST_PARTUM,
  type ScenarioContent,
} from './demoScenarios';

export type { ScenarioContent } from './demoScenarios';

export const DEMO_PASSWORD = 'demo1234';

export type DemoOrganisation = {
  id: string;
  name: string;
  plan: string;
  subscriptionStatus: SubscriptionStatus;
  seats: number;
  /** Days from the day of seeding, so that the active subscription never runs out. */
  subscriptionStartInDays: number;
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
  /** Months before the day of seeding (the purge page's candidates); unset: never signed in. */
  lastSignInMonthsAgo?: number;
  createdMonthsAgo?: number;
};

export const LYCEE_ACTIF: DemoOrganisation = {
  id: '369ea230-88f9-4efd-bbeb-9457c8f95931',
  name: 'Lycée Actif',
  plan: 'etablissement',
  subscriptionStatus: 'active',
  seats: 40,
  subscriptionStartInDays: -180,
  subscriptionEndInDays: 365,
};

export const COLLEGE_INACTIF: DemoOrganisation = {
  id: '16977529-3982-442a-8247-de7fddfbc68e',
  name: 'Collège Inactif',
  plan: 'etablissement',
  subscriptionStatus: 'canceled',
  seats: 25,
  subscriptionStartInDays: -395,
  subscriptionEndInDays: -30,
};

export const demoOrganisations: readonly DemoOrganisation[] = [LYCEE_ACTIF, COLLEGE_INACTIF];

// ── Groups (docs/product.md §10: the profile's `sessions_users_tags` lists a user's groups by name) ──

export type DemoGroup = { id: string; organisationId: string; name: string; memberUids: readonly string[] };

const studentUid = (n: number) => `demo-etudiant${String(n).padStart(2, '0')}-actif`;
const EMMA_UID = 'demo-etudiant-actif';

export const GROUPE_1: DemoGroup = {
  id: '476b3a75-1df6-47e8-a1e5-b97de885c2bc',
  organisationId: LYCEE_ACTIF.id,
  name: 'IFSI 2A – groupe 1',
  memberUids: [EMMA_UID, ...[1, 2, 3, 4, 5, 6].map(studentUid)],
};

export const GROUPE_2: DemoGroup = {
  id: '42a24fcd-0621-4e05-8cb9-ef26b04d4030',
  organisationId: LYCEE_ACTIF.id,
  name: 'IFSI 2A – groupe 2',
  memberUids: [7, 8, 9, 10, 11, 12].map(studentUid),
};

export const demoGroups: readonly DemoGroup[] = [GROUPE_1, GROUPE_2];

/** The names of the groups `uid` belongs to: what `users.sessions_users_tags` must hold. */
export function groupNamesOf(uid: string): string[] {
  return demoGroups.filter((group) => group.memberUids.includes(uid)).map((group) => group.name);
}

// ── Accounts ──

type ProfileFields = Pick<DemoProfile, 'id' | 'role' | 'firstname' | 'name'> &
  Partial<Omit<DemoProfile, 'sessionsUsersTags'>>;

function profile(uid: string, fields: ProfileFields, organisation: DemoOrganisation | null): DemoProfile {
  return {
    organisationId: organisation?.id ?? null,
    accountType: organisation ? 'organisation' : 'gratuit',
    admin: fields.role === 'admin' || fields.role === 'hyperadmin',
    sessionsUsersTags: groupNamesOf(uid),
    recordAuth: false,
    charterCompliance: fields.role === 'enseignant' ? true : null,
    ...fields,
  };
}

function account(
  uid: string,
  email: string,
  fields: ProfileFields | null,
  organisation: DemoOrganisation | null,
  extra: Partial<Pick<DemoAccount, 'emailVerified' | 'lastSignInMonthsAgo' | 'createdMonthsAgo'>> = {},
): DemoAccount {
  return { uid, email, emailVerified: true, profile: fields && profile(uid, fields, organisation), ...extra };
}

/** The twelve students of IFSI 2A besides Emma Petit: etudiant01 … etudiant12. */
const STUDENT_NAMES: readonly (readonly [string, string])[] = [
  ['Léa', 'Girard'],
  ['Hugo', 'Roux'],
  ['Chloé', 'Fournier'],
  ['Nathan', 'Lambert'],
  ['Manon', 'Bonnet'],
  ['Louis', 'Fontaine'],
  ['Camille', 'Rousseau'],
  ['Théo', 'Mercier'],
  ['Sarah', 'Blanc'],
  ['Mathis', 'Guérin'],
  ['Jade', 'Faure'],
  ['Enzo', 'André'],
];

/** The nine first accounts (docs/product.md §13.1, unchanged), then the others of docs/product.md §13. */
export const demoAccounts: readonly DemoAccount[] = [
  account('demo-hyperadmin', 'hyper@demo.test', { id: 1, role: 'hyperadmin', firstname: 'Hélène', name: 'Dupuis' }, null),
  account('demo-admin-actif', 'admin@actif.demo.test', { id: 2, role: 'admin', firstname: 'Alice', name: 'Martin' }, LYCEE_ACTIF),
  account(
    'demo-enseignant-actif',
    'enseignant@actif.demo.test',
    // Accepted the charte and the autorisation d'enregistrement (consent records in the seed).
    { id: 3, role: 'enseignant', firstname: 'Étienne', name: 'Bernard', recordAuth: true },
    LYCEE_ACTIF,
  ),
  account(
    EMMA_UID,
    'etudiant@actif.demo.test',
    { id: 4, role: 'etudiant', firstname: 'Emma', name: 'Petit', recordAuth: true },
    LYCEE_ACTIF,
  ),
  account('demo-admin-inactif', 'admin@inactif.demo.test', { id: 5, role: 'admin', firstname: 'Antoine', name: 'Durand' }, COLLEGE_INACTIF),
  account(
    'demo-enseignant-inactif',
    'enseignant@inactif.demo.test',
    { id: 6, role: 'enseignant', firstname: 'Inès', name: 'Moreau', charterCompliance: false },
    COLLEGE_INACTIF,
  ),
  account('demo-etudiant-inactif', 'etudiant@inactif.demo.test', { id: 7, role: 'etudiant', firstname: 'Lucas', name: 'Lefèvre' }, COLLEGE_INACTIF),
  account(
    'demo-non-verifie',
    'non-verifie@actif.demo.test',
    { id: 8, role: 'enseignant', firstname: 'Nora', name: 'Vidal', charterCompliance: false },
    LYCEE_ACTIF,
    { emailVerified: false },
  ),
  account('demo-sans-profil', 'sans-profil@actif.demo.test', null, null),

  account(
    'demo-enseignant2-actif',
    'enseignant2@actif.demo.test',
    { id: 9, role: 'enseignant', firstname: 'Karim', name: 'Benali', recordAuth: true },
    LYCEE_ACTIF,
  ),
  ...STUDENT_NAMES.map(([firstname, name], index) =>
    account(
      studentUid(index + 1),
      `etudiant${String(index + 1).padStart(2, '0')}@actif.demo.test`,
      // Half of the class consented to being filmed: the consent page has both cases.
      { id: 10 + index, role: 'etudiant', firstname, name, recordAuth: index % 2 === 0 },
      LYCEE_ACTIF,
    ),
  ),
  account(
    'demo-ancien-actif',
    'ancien@actif.demo.test',
    { id: 22, role: 'etudiant', firstname: 'Julien', name: 'Morel' },
    LYCEE_ACTIF,
    // The purge page's candidate: inactive for 30 months, never warned.
    { lastSignInMonthsAgo: 30, createdMonthsAgo: 48 },
  ),
];

export function displayName(profile: DemoProfile): string {
  return `${profile.firstname} ${profile.name}`;
}

export function organisationName(organisationId: string | null): string | null {
  return demoOrganisations.find((organisation) => organisation.id === organisationId)?.name ?? null;
}

function uidOf(email: string): string {
  const found = demoAccounts.find((candidate) => candidate.email === email);
  if (!found) throw new Error(`no demo account ${email}`);
  return found.uid;
}

export const DEMO_UIDS = {
  hyperadmin: uidOf('hyper@demo.test'),
  adminActif: uidOf('admin@actif.demo.test'),
  enseignant: uidOf('enseignant@actif.demo.test'),
  enseignant2: uidOf('enseignant2@actif.demo.test'),
  etudiant: uidOf('etudiant@actif.demo.test'),
  adminInactif: uidOf('admin@inactif.demo.test'),
  ancien: uidOf('ancien@actif.demo.test'),
  student: (n: number) => uidOf(`etudiant${String(n).padStart(2, '0')}@actif.demo.test`),
} as const;

// ── Subscription periods ──

export type DemoSubscriptionPeriod = {
  id: string;
  organisation: DemoOrganisation;
  amountCents: number;
};

/** What the organisation's plan and seats cost a year, TTC: the calculator's figure (contract/plans.ts), never a round guess. */
const paidFor = (organisation: DemoOrganisation): number => {
  const plan = planById(organisation.plan);
  if (!plan) throw new Error(`Offre inconnue dans le monde de démonstration : ${organisation.plan}`);
  return quote(plan, organisation.seats).totalCentsTtc;
};

/** One paid period per organisation, matching its subscription dates, plan and seats. */
export const demoSubscriptionPeriods: readonly DemoSubscriptionPeriod[] = [
  { id: '94b710da-3dd1-4dd8-9c1b-d83f3be68715', organisation: LYCEE_ACTIF, amountCents: paidFor(LYCEE_ACTIF) },
  { id: '1d53527b-317b-4400-bf7a-fb1a8ea06f99', organisation: COLLEGE_INACTIF, amountCents: paidFor(COLLEGE_INACTIF) },
];

// ── Documents and consents ──

export type DemoDocument = {
  id: string;
  organisation: DemoOrganisation;
  kind: DocumentKind;
  version: number;
  title: string;
  body: string;
  publishedDaysAgo: number;
  publishedBy: string;
};

const charteBody = (organisation: string) =>
  `Charte des séances de simulation — ${organisation}\n\n` +
  '1. Bienveillance : la simulation est un lieu d’apprentissage où l’erreur est permise et analysée sans jugement.\n' +
  '2. Confidentialité : ce qui se passe et se dit pendant une séance n’en sort pas ; les performances des ' +
  'apprenants ne sont jamais commentées en dehors du débriefing.\n' +
  '3. Fiction : le formateur fait de son mieux pour rendre le scénario réaliste ; les apprenants acceptent de ' +
  's’y engager comme dans une situation réelle.\n' +
  '4. Sécurité : le matériel de simulation n’est jamais utilisé sur une personne ; les médicaments de ' +
  'simulation ne sont pas administrables.\n' +
  '5. Respect : chacun respecte les autres participants, les patients simulés et le matériel.';

const autorisationBody = (organisation: string) =>
  `Autorisation d’enregistrement audio et vidéo — ${organisation}\n\n` +
  'Les séances de simulation peuvent être filmées pour servir de support au débriefing. J’autorise ' +
  `${organisation} à enregistrer mon image et ma voix pendant les séances auxquelles je participe.\n\n` +
  'Les enregistrements sont visionnés uniquement pendant le débriefing de la séance, par ses participants et ' +
  'ses formateurs. Ils ne sont ni diffusés ni conservés au-delà de 30 jours. Je peux retirer mon autorisation ' +
  'à tout moment depuis mon profil ; le retrait vaut pour les séances suivantes.';

function documentsOf(organisation: DemoOrganisation, ids: [string, string], publishedBy: string): DemoDocument[] {
  return [
    {
      id: ids[0],
      organisation,
      kind: 'charte',
      version: 1,
      title: 'Charte de la simulation',
      body: charteBody(organisation.name),
      publishedDaysAgo: 170,
      publishedBy,
    },
    {
      id: ids[1],
      organisation,
      kind: 'autorisation_enregistrement',
      version: 1,
      title: 'Autorisation d’enregistrement',
      body: autorisationBody(organisation.name),
      publishedDaysAgo: 170,
      publishedBy,
    },
  ];
}

export const demoDocuments: readonly DemoDocument[] = [
  ...documentsOf(LYCEE_ACTIF, ['5e6d9b35-c191-4450-b1a4-803fd46216f9', '3e7cca3a-a0d1-4bd9-80a3-65f89e93832d'], 'demo-admin-actif'),
  ...documentsOf(COLLEGE_INACTIF, ['3fc59c29-d54c-4c2f-bb6e-a065b23f54f6', 'b4033a46-b7a9-4de8-aaae-adb6d29a5757'], 'demo-admin-inactif'),
];

export type DemoConsent = { id: string; documentId: string; userUid: string; grantedDaysAgo: number };

/**
 * Consent records, derived from the profiles' flags so that the two cannot disagree: a teacher
 * with `charterCompliance` accepted the charte, anyone with `recordAuth` the autorisation.
 */
export const demoConsents: readonly DemoConsent[] = demoAccounts.flatMap(({ uid, profile }) => {
  if (!profile) return [];
  const documentOf = (kind: DocumentKind) =>
    demoDocuments.find((document) => document.organisation.id === profile.organisationId && document.kind === kind);
  const accepted = [
    profile.charterCompliance === true ? documentOf('charte') : undefined,
    profile.recordAuth ? documentOf('autorisation_enregistrement') : undefined,
  ];
  return accepted
    .filter((document): document is DemoDocument => document !== undefined)
    .map((document) => ({
      id: demoUuid(`consent:${document.id}:${uid}`),
      documentId: document.id,
      userUid: uid,
      grantedDaysAgo: 160,
    }));
});

// ── Dossiers, scenarios, sessions ──

export type DemoScenario = { id: string; title: string; content: ScenarioContent; createdDaysAgo: number };
export type DemoFolder = { id: string; ownerUid: string; name: string; scenarios: readonly DemoScenario[] };

/** A demo scenario is listed under its content's title, as the editor saves it. */
const scenarioOf = (id: string, content: ScenarioContent, createdDaysAgo: number): DemoScenario => ({ id, title: content.title, content, createdDaysAgo });

const folder = (id: string, ownerUid: string, name: string, scenarios: readonly DemoScenario[]): DemoFolder => ({ id, ownerUid, name, scenarios });

export const PEDIATRIE = folder('f7d8b431-9aeb-46fe-a23c-006e878206d5', DEMO_UIDS.enseignant, 'Pédiatrie', [
  scenarioOf('56c3c590-be10-4e3f-ac7a-df5e1f0c0a54', BRONCHIOLITE, 60),
]);

export const URGENCES = folder('05f37158-ab98-4031-9699-da6446ddb631', DEMO_UIDS.enseignant, 'Urgences', [
  scenarioOf('f39925c7-53fd-4e5a-85a9-e54eaf5d0c07', CHOC_ANAPHYLACTIQUE, 45),
  scenarioOf('ffb941ee-9838-4bf9-8861-e4a645ff493a', ARRET_CARDIAQUE, 40),
]);

export const OBSTETRIQUE = folder('fd8a604e-b13a-4e63-8b30-9e952244eb3d', DEMO_UIDS.enseignant2, 'Obstétrique', [
  scenarioOf('21ea9c5e-d22e-47fc-8947-fe32fc6ac0c1', HEMORRAGIE_POST_PARTUM, 20),
]);

/** All in Lycée Actif; none shared with the organisation's library. */
export const demoFolders: readonly DemoFolder[] = [PEDIATRIE, URGENCES, OBSTETRIQUE];

export const DEMO_SCENARIO_IDS = {
  bronchiolite: PEDIATRIE.scenarios[0]!.id,
  chocAnaphylactique: URGENCES.scenarios[0]!.id,
  arretCardiaque: URGENCES.scenarios[1]!.id,
  hemorragiePostPartum: OBSTETRIQUE.scenarios[0]!.id,
} as const;

export type DemoParticipant = { uid: string; role: SessionRole; confirmed: boolean };

export type DemoSession = {
  id: string;
  title: string;
  scenarioId: string;
  trainerUid: string;
  /** Days from the day of seeding, at `startHourUtc`. */
  startsInDays: number;
  startHourUtc: number;
  durationMinutes: number;
  place: string;
  status: SessionStatus;
  debriefModel: DebriefModel;
  participants: readonly DemoParticipant[];
  /** Days after the start when the trainer released the results; unset: not released. */
  resultsReleasedAfterDays?: number;
};

const apprenant = (uid: string, confirmed = true): DemoParticipant => ({ uid, role: 'apprenant', confirmed });
const observateur = (uid: string, confirmed = true): DemoParticipant => ({ uid, role: 'observateur', confirmed });

export const PAST_SESSION: DemoSession = {
  id: 'ac244d79-716a-46c2-bc2e-c8555fc7d51a',
  title: 'Bronchiolite du nourrisson — IFSI 2A groupe 1',
  scenarioId: DEMO_SCENARIO_IDS.bronchiolite,
  trainerUid: DEMO_UIDS.enseignant,
  startsInDays: -14,
  startHourUtc: 8,
  durationMinutes: 90,
  place: 'Salle de simulation 1',
  status: 'terminée',
  debriefModel: 'PEARLS',
  participants: [
    apprenant(DEMO_UIDS.etudiant),
    apprenant(DEMO_UIDS.student(1)),
    observateur(DEMO_UIDS.student(2)),
    observateur(DEMO_UIDS.student(3)),
  ],
  resultsReleasedAfterDays: 2,
};

export const NEXT_WEEK_SESSION: DemoSession = {
  id: '0a852382-7221-4ad1-81d5-1bd15e675b0f',
  title: 'Choc anaphylactique — IFSI 2A groupe 1',
  scenarioId: DEMO_SCENARIO_IDS.chocAnaphylactique,
  trainerUid: DEMO_UIDS.enseignant,
  startsInDays: 3,
  startHourUtc: 12,
  durationMinutes: 75,
  place: 'Salle de simulation 2',
  status: 'planifiée',
  debriefModel: 'PEARLS',
  participants: [
    apprenant(DEMO_UIDS.etudiant, false),
    apprenant(DEMO_UIDS.student(4)),
    observateur(DEMO_UIDS.student(5), false),
    observateur(DEMO_UIDS.student(6), false),
  ],
};

export const NEXT_MONTH_SESSION: DemoSession = {
  id: 'cba53f46-b510-4d65-8764-fe5291e244b9',
  title: 'Arrêt cardio-respiratoire — IFSI 2A groupe 2',
  scenarioId: DEMO_SCENARIO_IDS.arretCardiaque,
  trainerUid: DEMO_UIDS.enseignant,
  startsInDays: 21,
  startHourUtc: 7,
  durationMinutes: 70,
  place: 'Plateau technique — chambre 3',
  status: 'planifiée',
  debriefModel: 'réaction/analyse/synthèse',
  participants: [
    apprenant(DEMO_UIDS.student(7), false),
    apprenant(DEMO_UIDS.student(8), false),
    apprenant(DEMO_UIDS.student(9), false),
    observateur(DEMO_UIDS.student(10), false),
    { uid: DEMO_UIDS.student(11), role: 'patient simulé', confirmed: false },
  ],
};

/** Led by enseignant@actif: one past with results released, one within 7 days with Emma, one within 30 without her. */
export const demoSessions: readonly DemoSession[] = [PAST_SESSION, NEXT_WEEK_SESSION, NEXT_MONTH_SESSION];

/** What happened in the past session, minutes after its start: the run log. */
export type DemoRunLogEvent = { minutesAfterStart: number; kind: RunLogKind; payload: Record<string, unknown> };

export const pastSessionRunLog: readonly DemoRunLogEvent[] = [
  { minutesAfterStart: 0, kind: 'phase_started', payload: { phase: 'briefing' } },
  { minutesAfterStart: 15, kind: 'phase_started', payload: { phase: 'scénario' } },
  { minutesAfterStart: 15, kind: 'state_reached', payload: { state: 'initial' } },
  { minutesAfterStart: 20, kind: 'transition_taken', payload: { transition: 't2', from: 'initial', to: 'aggravation' } },
  { minutesAfterStart: 20, kind: 'state_reached', payload: { state: 'aggravation' } },
  // Emma is named on her note (the chip tapped before it): the debriefing lists it under her name, and her own page shows it.
  { minutesAfterStart: 22, kind: 'note', payload: { text: 'Emma demande de l’aide et installe l’oxygène.', learner_uids: [DEMO_UIDS.etudiant] } },
  { minutesAfterStart: 24, kind: 'transition_taken', payload: { transition: 't3', from: 'aggravation', to: 'amelioration' } },
  { minutesAfterStart: 24, kind: 'state_reached', payload: { state: 'amelioration' } },
  { minutesAfterStart: 31, kind: 'transition_taken', payload: { transition: 't4', from: 'amelioration', to: 'stabilise' } },
  { minutesAfterStart: 31, kind: 'state_reached', payload: { state: 'stabilise' } },
  { minutesAfterStart: 35, kind: 'phase_started', payload: { phase: 'débriefing' } },
];

export const pastSessionDebriefNotes: readonly { phase: string; body: string }[] = [
  { phase: 'réaction', body: 'Stress à l’entrée dans la chambre ; sentiment d’avoir « perdu du temps » avant la désobstruction.' },
  {
    phase: 'analyse',
    body: 'Signes de lutte bien repérés mais désobstruction tardive (après le passage en aggravation). Appel au ' +
      'médecin structuré, il manquait la SpO₂ sous oxygène.',
  },
  { phase: 'synthèse', body: 'Désobstruer d’abord, réévaluer ensuite ; SAED complet avec les constantes.' },
];

export const pastSessionEvaluations: readonly { learnerUid: string; scores: Record<string, number>; comment: string }[] = [
  {
    learnerUid: DEMO_UIDS.etudiant,
    scores: { evaluation: 3, desobstruction: 1, alerte: 2, parents: 3 },
    comment: 'Très bonne évaluation clinique et relation avec la maman ; la désobstruction doit venir plus tôt.',
  },
  {
    learnerUid: DEMO_UIDS.student(1),
    scores: { evaluation: 2, desobstruction: 2, alerte: 1, parents: 2 },
    comment: 'Geste de désobstruction sûr ; l’appel au médecin manquait de structure.',
  },
];

/** Satisfaction answers on the past session: Emma has not answered yet (docs/product.md §13). */
export const pastSessionFeedback: readonly { uid: string; rating: number; comment: string }[] = [
  { uid: DEMO_UIDS.student(1), rating: 5, comment: 'Scénario très réaliste, le débriefing m’a beaucoup aidé.' },
  { uid: DEMO_UIDS.student(2), rating: 4, comment: 'Intéressant d’observer avec la grille.' },
];

/**
 * A stable uuid for a demo row that needs one but that no test names (consents, run-log events):
 * the same name always gives the same id, so reseeding finds and replaces the row.
 */
export function demoUuid(name: string): string {
  const hex = createHash('sha1').update(`simusession-demo:${name}`).digest('hex');
  // Laid out as a version 5 (name-based, SHA-1) uuid with the RFC 4122 variant.
  const variant = ((parseInt(hex.slice(16, 18), 16) & 0x3f) | 0x80).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(18, 20)}-${hex.slice(20, 32)}`;
}
