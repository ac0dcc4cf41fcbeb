/**
 * The volume world for benchmarks (`npm run seed:volume`): a large, deterministic world beside
 * the demo world. A seeded PRNG decides everything, so the same seed gives the same rows (dates are
 * relative to the seeding day's midnight UTC). Every row has a `vol-` uid or an id of the volume
 * namespace (see `volumeId`), never a demo id, so reseeding removes and rewrites only these rows.
 */
import type { Database, Queryable } from '../db/database';
import type { ScenarioContent } from './demoScenarios';

export const VOLUME_SEED = 20_261_123;

/** The benchmark's world: 50 × 500 = 25 000 users, 50 × 400 = 20 000 sessions, ≈ 235 000 run-log events. */
export const VOLUME_SHAPE = {
  organisations: 50,
  usersPerOrganisation: 500,
  teachersPerOrganisation: 25,
  groupsPerOrganisation: 10,
  foldersPerTeacher: 2,
  scenariosPerFolder: 2,
  sessionsPerOrganisation: 400,
  runLogEventsPerPastSession: 14,
};

/** A world's counts: the benchmark's, or a test's smaller ones; the counts are named once, in VOLUME_SHAPE. */
export type VolumeShape = typeof VOLUME_SHAPE;

/** uid of the volume user number `index` (0 … 24 999): `vol-u-000000`. Benches mint tokens for these. */
export function volumeUserUid(index: number): string {
  return `vol-u-${String(index).padStart(6, '0')}`;
}

export const volumeUserEmail = (index: number) => `${volumeUserUid(index)}@volume.test`;

export type VolumeUser = { uid: string; email: string; role: 'admin' | 'enseignant' | 'etudiant'; organisationId: string };

/** Who the volume users are, without touching a database: for a bench that needs, say, a teacher's uid. */
export function volumeUsers(shape: VolumeShape = VOLUME_SHAPE): VolumeUser[] {
  return Array.from({ length: shape.organisations * shape.usersPerOrganisation }, (_, index) => {
    const organisation = Math.floor(index / shape.usersPerOrganisation);
    return {
      uid: volumeUserUid(index),
      email: volumeUserEmail(index),
      role: roleOf(index % shape.usersPerOrganisation, shape),
      organisationId: volumeId('organisation', organisation),
    };
  });
}

function roleOf(rank: number, shape: VolumeShape = VOLUME_SHAPE): VolumeUser['role'] {
  if (rank === 0) return 'admin';
  return rank <= shape.teachersPerOrganisation ? 'enseignant' : 'etudiant';
}

/** Each kind of row gets its own first uuid group; the last group counts. Valid version-4 layout. */
const ID_PREFIX = {
  organisation: 'a0000000',
  tag: 'a1000000',
  document: 'a2000000',
  consent: 'a3000000',
  folder: 'a4000000',
  scenario: 'a5000000',
  session: 'a6000000',
  event: 'a7000000',
  period: 'a8000000',
} as const;

export function volumeId(kind: keyof typeof ID_PREFIX, index: number): string {
  return `${ID_PREFIX[kind]}-0000-4000-8000-${index.toString(16).padStart(12, '0')}`;
}

/** mulberry32: small, fast and good enough to spread benchmark data; not for anything secret. */
export function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const FIRSTNAMES = ['Camille', 'Lucas', 'Léa', 'Hugo', 'Chloé', 'Louis', 'Manon', 'Jules', 'Inès', 'Adam', 'Sarah', 'Nathan', 'Zoé', 'Yanis', 'Lina', 'Paul'];
const NAMES = ['Martin', 'Bernard', 'Thomas', 'Petit', 'Robert', 'Richard', 'Durand', 'Dubois', 'Moreau', 'Laurent', 'Simon', 'Michel', 'Lefebvre', 'Leroy', 'Roux', 'David'];
const CITIES = ['Lyon', 'Lille', 'Nantes', 'Rennes', 'Bordeaux', 'Toulouse', 'Nancy', 'Dijon', 'Tours', 'Brest'];
const THEMES = ['Détresse respiratoire', 'Sepsis', 'Hypoglycémie', 'Chute du patient âgé', 'Douleur thoracique', 'Hémorragie', 'Erreur médicamenteuse', 'Annonce difficile'];
const PHASES = ['réaction', 'analyse', 'synthèse'];

function scenarioContent(title: string, version: number): ScenarioContent {
  const vitals = (fc: number, spo2: number) => ({ fc, pa: '120/75', spo2, fr: 18, temperature: 37, conscience: 'Conscient' });
  return {
    title,
    public: 'Étudiants infirmiers',
    phase_durations: { briefing: 15, scenario: 20, debriefing: 30 },
    objectives: ['Évaluer le patient', 'Alerter', `Objectif de la version ${version}`],
    prerequisites: ['Cours théorique'],
    context: `Contexte clinique de « ${title} ».`,
    briefing: 'Vous êtes infirmier(ère) dans le service. Le patient vous appelle.',
    material: ['Mannequin', 'Moniteur'],
    roles_needed: ['Infirmier(ère)', 'Observateurs'],
    debriefing_guide: { model: 'PEARLS', key_points: PHASES.map((phase) => ({ phase, points: [`Point clé : ${phase}`] })) },
    evaluation_grid: {
      criteria: ['evaluation', 'alerte'].map((id) => ({
        id,
        label: id,
        scale: [0, 1, 2, 3].map((value) => ({ value, label: String(value) })),
      })),
    },
    graph: {
      states: [
        { id: 'initial', name: 'État initial', kind: 'initial', vitals: vitals(110, 93), description: '' },
        { id: 'aggravation', name: 'Aggravation', kind: 'intermédiaire', vitals: vitals(130, 88), description: '' },
        { id: 'amelioration', name: 'Amélioration', kind: 'intermédiaire', vitals: vitals(95, 96), description: '' },
        { id: 'fin', name: 'Patient stabilisé', kind: 'final', vitals: vitals(85, 98), description: '' },
      ],
      transitions: [
        { id: 't1', from: 'initial', to: 'aggravation', label: 'Sans action', trigger: 'délai', delay_seconds: 240 },
        { id: 't2', from: 'initial', to: 'amelioration', label: 'Bonne prise en charge', trigger: 'action des apprenants' },
        { id: 't3', from: 'aggravation', to: 'amelioration', label: 'Alerte', trigger: 'action des apprenants' },
        { id: 't4', from: 'amelioration', to: 'fin', label: 'Fin', trigger: 'décision du formateur' },
      ],
    },
  };
}

/** A column, the array element type its values travel as, and a cast when the column's type differs. */
type Column = readonly [name: string, pgType: string, cast?: string];

/** One table's rows, column by column: inserted with `unnest`, a handful of parameters per batch. */
class Rows {
  readonly values: unknown[][];
  constructor(
    readonly table: string,
    readonly columns: readonly Column[],
  ) {
    this.values = columns.map(() => []);
  }
  add(...row: unknown[]): void {
    row.forEach((value, index) => this.values[index]?.push(value));
  }
  get length(): number {
    return this.values[0]?.length ?? 0;
  }
}

const BATCH = 5_000;

async function insertAll(db: Queryable, rows: Rows): Promise<void> {
  const columns = rows.columns.map(([name]) => name).join(', ');
  const unnest = rows.columns.map(([, type], index) => `$${index + 1}::${type}[]`).join(', ');
  const aliases = rows.columns.map((_, index) => `c${index}`);
  const selected = rows.columns.map(([, , cast], index) => (cast ? `c${index}::${cast}` : `c${index}`)).join(', ');
  for (let start = 0; start < rows.length; start += BATCH) {
    await db.query(
      `insert into ${rows.table} (${columns}) select ${selected} from unnest(${unnest}) as v(${aliases.join(', ')})`,
      rows.values.map((column) => column.slice(start, start + BATCH)),
    );
  }
}

export type VolumeCounts = Record<string, number>;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Removes the volume rows (and, by cascade, what hangs from them). The demo world is not touched. */
export async function removeVolumeWorld(db: Queryable): Promise<void> {
  // Organisations first: their cascade takes sessions, run logs, dossiers… along indexed keys. Deleting
  // the users first would make every user's `on delete set null` scan the big tables.
  await db.query(`delete from organisations where id::text like '${ID_PREFIX.organisation}-%'`);
  await db.query(`delete from users where uid like 'vol-u-%'`);
}

/** Writes the volume world (after removing a previous one). Returns the number of rows per table. */
export async function seedVolumeWorld(
  db: Database,
  { today = new Date(), seed = VOLUME_SEED, shape = VOLUME_SHAPE }: { today?: Date; seed?: number; shape?: VolumeShape } = {},
): Promise<VolumeCounts> {
  const random = prng(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const midnight = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  const at = (days: number) => new Date(midnight + days * DAY_MS);

  const organisations = new Rows('organisations', [
    ['id', 'uuid'], ['name', 'text'], ['plan', 'text'], ['subscription_status', 'text'],
    ['subscription_start', 'date'], ['subscription_end', 'date'], ['seats', 'integer'],
  ]);
  const periods = new Rows('subscription_periods', [
    ['id', 'uuid'], ['organisation_id', 'uuid'], ['plan', 'text'], ['seats', 'integer'], ['starts_on', 'date'],
    ['ends_on', 'date'], ['amount_cents', 'integer'], ['paid_at', 'timestamptz'],
  ]);
  const users = new Rows('users', [
    ['uid', 'text'], ['email', 'text'], ['role', 'text'], ['organisation_id', 'uuid'], ['firstname', 'text'],
    ['name', 'text'], ['display_name', 'text'], ['account_type', 'text'], ['admin', 'boolean'],
    ['sessions_users_tags', 'text', 'text[]'], ['record_auth', 'boolean'], ['charter_compliance', 'boolean'],
    ['last_sign_in_at', 'timestamptz'], ['created_at', 'timestamptz'],
  ]);
  const tags = new Rows('tags', [['id', 'uuid'], ['organisation_id', 'uuid'], ['name', 'text']]);
  const members = new Rows('tag_members', [['tag_id', 'uuid'], ['user_uid', 'text']]);
  const documents = new Rows('documents', [
    ['id', 'uuid'], ['organisation_id', 'uuid'], ['kind', 'text'], ['version', 'integer'], ['title', 'text'],
    ['body', 'text'], ['published_at', 'timestamptz'],
  ]);
  const consents = new Rows('consents', [['id', 'uuid'], ['document_id', 'uuid'], ['user_uid', 'text'], ['granted_at', 'timestamptz']]);
  const folders = new Rows('folders', [['id', 'uuid'], ['organisation_id', 'uuid'], ['owner_uid', 'text'], ['name', 'text']]);
  const scenarios = new Rows('scenarios', [
    ['id', 'uuid'], ['organisation_id', 'uuid'], ['folder_id', 'uuid'], ['author_uid', 'text'], ['title', 'text'],
    ['shared', 'boolean'], ['current_version', 'integer'],
  ]);
  const versions = new Rows('scenario_versions', [
    ['scenario_id', 'uuid'], ['version', 'integer'], ['content', 'jsonb'], ['created_by', 'text'],
  ]);
  const sessions = new Rows('sessions', [
    ['id', 'uuid'], ['organisation_id', 'uuid'], ['scenario_id', 'uuid'], ['scenario_version', 'integer'],
    ['trainer_uid', 'text'], ['title', 'text'], ['starts_at', 'timestamptz'], ['duration_minutes', 'integer'],
    ['place', 'text'], ['status', 'text'], ['results_released_at', 'timestamptz'],
  ]);
  const participants = new Rows('session_participants', [
    ['session_id', 'uuid'], ['user_uid', 'text'], ['session_role', 'text'], ['confirmed_at', 'timestamptz'],
  ]);
  const events = new Rows('run_log_events', [
    ['id', 'uuid'], ['session_id', 'uuid'], ['kind', 'text'], ['at', 'timestamptz'], ['author_uid', 'text'], ['payload', 'jsonb'],
  ]);
  const notes = new Rows('debrief_notes', [['session_id', 'uuid'], ['phase', 'text'], ['body', 'text']]);
  const evaluations = new Rows('evaluations', [['session_id', 'uuid'], ['learner_uid', 'text'], ['scores', 'jsonb'], ['comment', 'text']]);
  const feedback = new Rows('feedback', [['session_id', 'uuid'], ['user_uid', 'text'], ['rating', 'integer'], ['comment', 'text']]);

  const S = shape;
  let documentCount = 0;
  let consentCount = 0;
  let folderCount = 0;
  let scenarioCount = 0;
  let sessionCount = 0;
  let eventCount = 0;

  for (let o = 0; o < S.organisations; o += 1) {
    const organisationId = volumeId('organisation', o);
    const status = o % 10 === 9 ? 'canceled' : o % 10 === 8 ? 'trialing' : 'active';
    const [start, end] = status === 'canceled' ? [-400, -35] : [-200, 165];
    organisations.add(organisationId, `Volume ${String(o + 1).padStart(2, '0')} — IFSI de ${CITIES[o % CITIES.length]}`, 'etablissement', status, at(start), at(end), 600);
    periods.add(volumeId('period', o), organisationId, 'etablissement', 600, at(start), at(end), 600_000, at(start));

    const groupIds = Array.from({ length: S.groupsPerOrganisation }, (_, g) => volumeId('tag', o * S.groupsPerOrganisation + g));
    const groupNames = groupIds.map((_, g) => `Promotion ${2024 + (g % 3)} – groupe ${g + 1}`);
    groupIds.forEach((id, g) => tags.add(id, organisationId, groupNames[g]));

    const [charte, autorisation] = [volumeId('document', documentCount++), volumeId('document', documentCount++)];
    documents.add(charte, organisationId, 'charte', 1, 'Charte de la simulation', 'Texte de la charte.', at(start));
    documents.add(autorisation, organisationId, 'autorisation_enregistrement', 1, 'Autorisation d’enregistrement', 'Texte de l’autorisation.', at(start));

    const teachers: string[] = [];
    const students: string[] = [];
    for (let rank = 0; rank < S.usersPerOrganisation; rank += 1) {
      const index = o * S.usersPerOrganisation + rank;
      const uid = volumeUserUid(index);
      const role = roleOf(rank, S);
      const [firstname, name] = [pick(FIRSTNAMES), pick(NAMES)];
      const group = role === 'etudiant' ? rank % S.groupsPerOrganisation : -1;
      const recordAuth = random() < 0.7;
      const charter = role === 'enseignant' ? random() < 0.9 : null;
      // A few accounts idle for years: the purge has candidates at volume too.
      const lastSignIn = random() < 0.03 ? at(-800 - Math.floor(random() * 400)) : at(-Math.floor(random() * 60));
      users.add(uid, volumeUserEmail(index), role, organisationId, firstname, name, `${firstname} ${name}`, 'organisation',
        role === 'admin', `{${group >= 0 ? JSON.stringify(groupNames[group]) : ''}}`, recordAuth, charter, lastSignIn, at(-1200));
      if (group >= 0) members.add(groupIds[group], uid);
      if (charter) consents.add(volumeId('consent', consentCount++), charte, uid, at(start + 1));
      if (recordAuth) consents.add(volumeId('consent', consentCount++), autorisation, uid, at(start + 1));
      if (role === 'enseignant') teachers.push(uid);
      if (role === 'etudiant') students.push(uid);
    }

    const organisationScenarios: { id: string; author: string; title: string }[] = [];
    for (const teacher of teachers) {
      for (let f = 0; f < S.foldersPerTeacher; f += 1) {
        const folderId = volumeId('folder', folderCount++);
        folders.add(folderId, organisationId, teacher, `Dossier ${f + 1}`);
        for (let s = 0; s < S.scenariosPerFolder; s += 1) {
          const id = volumeId('scenario', scenarioCount++);
          const title = `${pick(THEMES)} ${scenarioCount}`;
          const versionCount = 1 + Math.floor(random() * 3);
          scenarios.add(id, organisationId, folderId, teacher, title, random() < 0.2, versionCount);
          for (let v = 1; v <= versionCount; v += 1) versions.add(id, v, JSON.stringify(scenarioContent(title, v)), teacher);
          organisationScenarios.push({ id, author: teacher, title });
        }
      }
    }

    for (let n = 0; n < S.sessionsPerOrganisation; n += 1) {
      const id = volumeId('session', sessionCount++);
      const scenario = pick(organisationScenarios);
      const day = -400 + Math.floor(random() * 460);
      const startsAt = new Date(at(day).getTime() + (7 + Math.floor(random() * 9)) * 3_600_000);
      const past = day < 0;
      const cancelled = random() < 0.03;
      const status = cancelled ? 'annulée' : past ? 'terminée' : 'planifiée';
      const released = status === 'terminée' && random() < 0.8 ? new Date(startsAt.getTime() + 2 * DAY_MS) : null;
      sessions.add(id, organisationId, scenario.id, 1, scenario.author, scenario.title, startsAt, 90, `Salle ${1 + (n % 6)}`, status, released);

      const size = 4 + Math.floor(random() * 5);
      const first = Math.floor(random() * students.length);
      for (let p = 0; p < size; p += 1) {
        const learner = students[(first + p) % students.length] as string;
        const role = p < 2 ? 'apprenant' : p === size - 1 && size > 6 ? 'patient simulé' : 'observateur';
        participants.add(id, learner, role, past || random() < 0.5 ? new Date(startsAt.getTime() - 3 * DAY_MS) : null);
        if (status !== 'terminée') continue;
        if (role === 'apprenant') {
          evaluations.add(id, learner, JSON.stringify({ evaluation: Math.floor(random() * 4), alerte: Math.floor(random() * 4) }), 'Commentaire du formateur.');
        }
        if (random() < 0.5) feedback.add(id, learner, 1 + Math.floor(random() * 5), '');
      }
      if (status !== 'terminée') continue;
      for (let e = 0; e < S.runLogEventsPerPastSession; e += 1) {
        const kind = e % 4 === 0 ? 'phase_started' : e % 4 === 1 ? 'state_reached' : e % 4 === 2 ? 'transition_taken' : 'note';
        events.add(volumeId('event', eventCount++), id, kind, new Date(startsAt.getTime() + e * 120_000), scenario.author, JSON.stringify({ step: e }));
      }
      for (const phase of PHASES) notes.add(id, phase, `Notes de ${phase}.`);
    }
  }

  // In the order of the foreign keys; one transaction, so a failed run leaves the previous world whole.
  const tables = [organisations, periods, users, tags, members, documents, consents, folders, scenarios, versions, sessions, participants, events, notes, evaluations, feedback];
  await db.transaction(async (tx) => {
    await removeVolumeWorld(tx);
    for (const rows of tables) await insertAll(tx, rows);
  });
  // A bulk load leaves the planner's statistics empty until autovacuum's next pass (a minute or more):
  // meanwhile it guesses hundreds of participants per session and scans all users to join them (16 ms
  // instead of 0.06 ms for a session's participants). Every bulk load ends with ANALYZE, as pg_restore's does.
  await db.exec('analyze');
  return Object.fromEntries(tables.map((rows) => [rows.table, rows.length]));
}
