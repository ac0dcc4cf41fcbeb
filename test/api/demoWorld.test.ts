/**
 * The demo world of docs/product.md §13, as the database seed writes it (on PGlite and on PostgreSQL).
 * The expectations are written out from docs/product.md §13, not read back from server/seed/demoWorld.ts.
 */
import type { Database } from '../../server/db/database';
import { isWorkingDay } from '../../contract/workingDays';
import { seedDemoWorld, sessionStartsAt } from '../../server/seed/demoDatabase';
import {
  COLLEGE_INACTIF,
  DEMO_SCENARIO_IDS,
  DEMO_UIDS,
  demoFolders,
  demoUuid,
  GROUPE_1,
  GROUPE_2,
  LYCEE_ACTIF,
  NEXT_MONTH_SESSION,
  NEXT_WEEK_SESSION,
  PAST_SESSION,
  demoSessions,
  type ScenarioContent,
} from '../../server/seed/demoWorld';
import { DATABASE_HOOK_TIMEOUT_MS, demoDatabase } from './support';

const SEEDED_AT = new Date('2026-11-23T15:00:00Z');
const DAY_MS = 24 * 60 * 60 * 1000;

let db: Database;
beforeAll(async () => {
  db = await demoDatabase();
  // Seeded again on a known day, so that relative dates can be checked exactly.
  await seedDemoWorld(db, SEEDED_AT);
}, DATABASE_HOOK_TIMEOUT_MS);
afterAll(() => db?.close());

const one = async <Row>(sql: string, params: unknown[] = []) => (await db.query<Row>(sql, params))[0];

describe('Lycée Actif and Collège Inactif', () => {
  test('plans with seats, subscription dates relative to the seeding day, one paid period each', async () => {
    expect(
      await db.query(
        `select o.name, o.seats, o.subscription_start::text as start, o.subscription_end::text as "end",
           (select count(*)::int from subscription_periods p where p.organisation_id = o.id) as periods
         from organisations o order by o.name`,
      ),
    ).toEqual([
      { name: 'Collège Inactif', seats: 25, start: '2025-10-24', end: '2026-10-24', periods: 1 },
      { name: 'Lycée Actif', seats: 40, start: '2026-05-27', end: '2027-11-23', periods: 1 },
    ]);
  });

  test('the new accounts of product §13.1 in Lycée Actif', async () => {
    const rows = await db.query<{ email: string; role: string; firstname: string; name: string }>(
      `select email, role, firstname, name from users
       where organisation_id = $1 and (email like 'etudiant__@%' or email in ('enseignant2@actif.demo.test', 'ancien@actif.demo.test'))
       order by email`,
      [LYCEE_ACTIF.id],
    );
    expect(rows).toHaveLength(14);
    expect(rows[0]).toEqual({ email: 'ancien@actif.demo.test', role: 'etudiant', firstname: 'Julien', name: 'Morel' });
    expect(rows[1]).toEqual({ email: 'enseignant2@actif.demo.test', role: 'enseignant', firstname: 'Karim', name: 'Benali' });
    expect(rows.slice(2).map((row) => [row.email, row.role])).toEqual(
      Array.from({ length: 12 }, (_, i) => [`etudiant${String(i + 1).padStart(2, '0')}@actif.demo.test`, 'etudiant']),
    );
  });

  test('Emma Petit is still etudiant@actif.demo.test', async () => {
    expect(await one(`select firstname, name, role from users where email = 'etudiant@actif.demo.test'`)).toEqual({
      firstname: 'Emma',
      name: 'Petit',
      role: 'etudiant',
    });
  });

  test('ancien@ last signed in 30 months before the seeding day and was never warned', async () => {
    expect(
      await one(`select last_sign_in_at, purge_warned_at, disabled from users where email = 'ancien@actif.demo.test'`),
    ).toEqual({ last_sign_in_at: new Date('2024-05-23T15:00:00Z'), purge_warned_at: null, disabled: false });
  });
});

describe('groups', () => {
  test('two groups of IFSI 2A: Emma and etudiant01–06 in groupe 1, etudiant07–12 in groupe 2', async () => {
    const members = await db.query<{ name: string; email: string }>(
      `select t.name, u.email from tags t join tag_members m on m.tag_id = t.id join users u on u.uid = m.user_uid
       where t.organisation_id = $1 order by t.name, u.email`,
      [LYCEE_ACTIF.id],
    );
    const of = (group: string) => members.filter((row) => row.name === group).map((row) => row.email);
    expect(of('IFSI 2A – groupe 1')).toEqual([
      'etudiant01@actif.demo.test',
      'etudiant02@actif.demo.test',
      'etudiant03@actif.demo.test',
      'etudiant04@actif.demo.test',
      'etudiant05@actif.demo.test',
      'etudiant06@actif.demo.test',
      'etudiant@actif.demo.test',
    ]);
    expect(of('IFSI 2A – groupe 2')).toHaveLength(6);
    expect([GROUPE_1.name, GROUPE_2.name]).toEqual(['IFSI 2A – groupe 1', 'IFSI 2A – groupe 2']);
  });

  test("every user's sessions_users_tags lists exactly the names of their groups", async () => {
    const mismatches = await db.query(
      `select u.email, u.sessions_users_tags,
         coalesce(array(select t.name from tag_members m join tags t on t.id = m.tag_id
                        where m.user_uid = u.uid order by t.name), '{}') as groups
       from users u
       where u.sessions_users_tags is distinct from
         coalesce(array(select t.name from tag_members m join tags t on t.id = m.tag_id
                        where m.user_uid = u.uid order by t.name), '{}')`,
    );
    expect(mismatches).toEqual([]);
    expect(await one(`select sessions_users_tags from users where email = 'etudiant@actif.demo.test'`)).toEqual({
      sessions_users_tags: ['IFSI 2A – groupe 1'],
    });
  });
});

describe('documents and consents', () => {
  test('charte v1 and autorisation d’enregistrement v1 in each organisation, with a French text', async () => {
    const rows = await db.query<{ organisation_id: string; kind: string; version: number; body: string }>(
      'select organisation_id, kind, version, body from documents order by organisation_id, kind',
    );
    expect(rows.map(({ organisation_id, kind, version }) => [organisation_id, kind, version])).toEqual(
      [COLLEGE_INACTIF.id, LYCEE_ACTIF.id].sort().flatMap((id) => [
        [id, 'autorisation_enregistrement', 1],
        [id, 'charte', 1],
      ]),
    );
    expect(rows.every((row) => row.body.length > 200)).toBe(true);
  });

  test('the demo teachers accepted both documents; the flags of every profile match its consent records', async () => {
    const consents = await db.query<{ email: string; kind: string }>(
      `select u.email, d.kind from consents c join documents d on d.id = c.document_id join users u on u.uid = c.user_uid
       where u.role = 'enseignant' and c.withdrawn_at is null order by u.email, d.kind`,
    );
    expect(consents).toEqual([
      { email: 'enseignant2@actif.demo.test', kind: 'autorisation_enregistrement' },
      { email: 'enseignant2@actif.demo.test', kind: 'charte' },
      { email: 'enseignant@actif.demo.test', kind: 'autorisation_enregistrement' },
      { email: 'enseignant@actif.demo.test', kind: 'charte' },
    ]);
    const disagreeing = await db.query(
      `select u.email from users u
       where u.record_auth <> exists (select 1 from consents c join documents d on d.id = c.document_id
                                      where c.user_uid = u.uid and d.kind = 'autorisation_enregistrement')
          or coalesce(u.charter_compliance, false) <> exists (select 1 from consents c join documents d on d.id = c.document_id
                                      where c.user_uid = u.uid and d.kind = 'charte')`,
    );
    expect(disagreeing).toEqual([]);
  });
});

describe('dossiers and scenarios', () => {
  test('enseignant@ owns Pédiatrie and Urgences, enseignant2@ a private Obstétrique; nothing shared', async () => {
    expect(
      await db.query(
        `select u.email, f.name as folder, s.title, s.shared from folders f join users u on u.uid = f.owner_uid
         join scenarios s on s.folder_id = f.id order by u.email, f.name, s.title`,
      ),
    ).toEqual([
      { email: 'enseignant2@actif.demo.test', folder: 'Obstétrique', title: 'Hémorragie du post-partum immédiat', shared: false },
      { email: 'enseignant@actif.demo.test', folder: 'Pédiatrie', title: 'Bronchiolite du nourrisson', shared: false },
      { email: 'enseignant@actif.demo.test', folder: 'Urgences', title: 'Arrêt cardio-respiratoire intrahospitalier', shared: false },
      { email: 'enseignant@actif.demo.test', folder: 'Urgences', title: 'Choc anaphylactique', shared: false },
    ]);
  });

  test('Bronchiolite has 4 states, the Urgences scenarios 4 to 6', async () => {
    const states = async (id: string) =>
      (await one<{ content: ScenarioContent }>('select content from scenario_versions where scenario_id = $1', [id]))
        ?.content.graph.states.length;
    expect(await states(DEMO_SCENARIO_IDS.bronchiolite)).toBe(4);
    for (const id of [DEMO_SCENARIO_IDS.chocAnaphylactique, DEMO_SCENARIO_IDS.arretCardiaque]) {
      expect(await states(id)).toBeGreaterThanOrEqual(4);
      expect(await states(id)).toBeLessThanOrEqual(6);
    }
  });

  const scenarios = demoFolders.flatMap((folder) => folder.scenarios);
  test.each(scenarios.map((scenario) => [scenario.title, scenario.content] as const))(
    '%s: every SoFraSimS field, one initial state, a final one, transitions between known states, a timer on each délai',
    (_title, content) => {
      expect(content.objectives.length).toBeGreaterThan(1);
      expect(content.material.length).toBeGreaterThan(1);
      expect(content.roles_needed.length).toBeGreaterThan(1);
      for (const text of [content.public, content.context, content.briefing]) expect(text.length).toBeGreaterThan(20);
      expect(content.debriefing_guide.key_points).toHaveLength(3);
      expect(content.evaluation_grid.criteria.every((criterion) => criterion.scale.length >= 2)).toBe(true);

      const { states, transitions } = content.graph;
      expect(states.filter((state) => state.kind === 'initial')).toHaveLength(1);
      expect(states.some((state) => state.kind === 'final')).toBe(true);
      const ids = new Set(states.map((state) => state.id));
      expect(ids.size).toBe(states.length);
      for (const transition of transitions) {
        expect(ids.has(transition.from) && ids.has(transition.to)).toBe(true);
        expect(transition.delay_seconds !== undefined).toBe(transition.trigger === 'délai');
      }
      for (const state of states) {
        expect(Object.keys(state.vitals).sort()).toEqual(['conscience', 'fc', 'fr', 'pa', 'spo2', 'temperature']);
      }
    },
  );
});

describe('sessions led by enseignant@actif', () => {
  type Row = { id: string; starts_at: Date; status: string; results_released_at: Date | null; emma: string | null };
  let sessions: Row[];
  beforeAll(async () => {
    sessions = await db.query<Row>(
      `select s.id, s.starts_at, s.status, s.results_released_at,
         (select p.session_role from session_participants p where p.session_id = s.id and p.user_uid = $2) as emma
       from sessions s where s.trainer_uid = $1 order by s.starts_at`,
      [DEMO_UIDS.enseignant, DEMO_UIDS.etudiant],
    );
  });
  const inDays = (row: Row | undefined) => ((row?.starts_at.getTime() ?? 0) - SEEDED_AT.getTime()) / DAY_MS;

  test('one passed with results released and Emma as apprenant, her evaluation present, no feedback from her', async () => {
    const [past] = sessions;
    expect(past).toMatchObject({ id: PAST_SESSION.id, status: 'terminée', emma: 'apprenant' });
    expect(inDays(past)).toBeLessThan(0);
    // Released after the session (a Date from the PGlite worker: compared by value, not by class).
    expect(Number(past?.results_released_at)).toBeGreaterThan(Number(past?.starts_at));
    expect(await one('select comment from evaluations where session_id = $1 and learner_uid = $2', [PAST_SESSION.id, DEMO_UIDS.etudiant])).toEqual({
      comment: expect.stringMatching(/\S/),
    });
    expect(await db.query('select 1 from feedback where session_id = $1 and user_uid = $2', [PAST_SESSION.id, DEMO_UIDS.etudiant])).toEqual([]);
    const runLog = await db.query<{ kind: string }>('select kind from run_log_events where session_id = $1 order by at', [PAST_SESSION.id]);
    expect(runLog.map((event) => event.kind)).toEqual(expect.arrayContaining(['phase_started', 'state_reached', 'transition_taken', 'note']));
  });

  test('one in the next 7 days with Emma as apprenant, one in the next 30 days without her', () => {
    const [, soon, later] = sessions;
    expect(sessions).toHaveLength(3);
    expect(soon).toMatchObject({ id: NEXT_WEEK_SESSION.id, status: 'planifiée', emma: 'apprenant', results_released_at: null });
    expect(inDays(soon)).toBeGreaterThan(0);
    expect(inDays(soon)).toBeLessThanOrEqual(7);
    expect(later).toMatchObject({ id: NEXT_MONTH_SESSION.id, status: 'planifiée', emma: null });
    expect(inDays(later)).toBeGreaterThan(7);
    expect(inDays(later)).toBeLessThanOrEqual(30);
  });
});

describe('believable dates (docs/product.md §13.2)', () => {
  test('the seeded sessions start on working days', async () => {
    const rows = await db.query<{ starts_at: Date }>('select starts_at from sessions where id = any($1)', [demoSessions.map((session) => session.id)]);
    expect(rows).toHaveLength(3);
    for (const row of rows) expect([row.starts_at.toISOString(), isWorkingDay(new Date(Number(row.starts_at)))]).toEqual([row.starts_at.toISOString(), true]);
  });

  test('seeded on any day of two years, every session is on a working day, the past one past, the others within 7 and 30 days', () => {
    const first = Date.UTC(2026, 0, 1, 15);
    for (let day = 0; day < 2 * 365; day += 1) {
      const today = new Date(first + day * DAY_MS);
      const [past, soon, later] = [PAST_SESSION, NEXT_WEEK_SESSION, NEXT_MONTH_SESSION].map((session) => sessionStartsAt(today, session));
      const inDays = (start: Date | undefined) => ((start?.getTime() ?? 0) - today.getTime()) / DAY_MS;
      const seen = { today: today.toISOString(), working: [past, soon, later].every((start) => start !== undefined && isWorkingDay(start)), past: inDays(past) < 0 };
      expect(seen).toEqual({ today: today.toISOString(), working: true, past: true });
      expect([today.toISOString(), inDays(soon) > 0 && inDays(soon) <= 7, inDays(later) > 7 && inDays(later) <= 30]).toEqual([today.toISOString(), true, true]);
    }
  });
});

describe('reseeding (npm run db:seed, demo reset)', () => {
  const counts = async () =>
    one(
      `select (select count(*)::int from sessions) as sessions, (select count(*)::int from run_log_events) as events,
         (select count(*)::int from consents) as consents, (select count(*)::int from tag_members) as members,
         (select count(*)::int from scenario_versions) as versions, (select count(*)::int from evaluations) as evaluations`,
    );

  test('puts the demo rows back as they were and leaves the others alone', async () => {
    const before = await counts();
    await db.query(`delete from tag_members where user_uid = $1`, [DEMO_UIDS.etudiant]);
    await db.query(`update scenarios set shared = true where id = $1`, [DEMO_SCENARIO_IDS.bronchiolite]);
    await db.query(`delete from sessions where id = $1`, [PAST_SESSION.id]);
    // A dossier the teacher created herself stays.
    await db.query(`insert into folders (id, organisation_id, owner_uid, name) values ($1, $2, $3, 'Mes brouillons')`, [
      demoUuid('test:own-folder'),
      LYCEE_ACTIF.id,
      DEMO_UIDS.enseignant,
    ]);

    await seedDemoWorld(db, SEEDED_AT);
    await seedDemoWorld(db, SEEDED_AT);

    expect(await counts()).toEqual(before);
    expect(await one('select shared from scenarios where id = $1', [DEMO_SCENARIO_IDS.bronchiolite])).toEqual({ shared: false });
    expect(await db.query(`select name from folders where owner_uid = $1 order by name`, [DEMO_UIDS.enseignant])).toEqual([
      { name: 'Mes brouillons' },
      { name: 'Pédiatrie' },
      { name: 'Urgences' },
    ]);
  });

  test('a demo organisation’s documents, periods and settings changed since go back to the demo ones', async () => {
    await db.query(
      `insert into documents (id, organisation_id, kind, version, title, body) values ($1, $2, 'charte', 2, 'Charte 2027', 'Révisée')`,
      [demoUuid('test:charte-v2'), LYCEE_ACTIF.id],
    );
    await db.query(
      `insert into subscription_periods (id, organisation_id, plan, seats, starts_on, ends_on, amount_cents) values ($1, $2, 'etablissement', 40, current_date, current_date + 365, 1)`,
      [demoUuid('test:period'), LYCEE_ACTIF.id],
    );
    await db.query(`update organisations set phase_durations = '{"briefing": 1, "scenario": 2, "debriefing": 3}' where id = $1`, [LYCEE_ACTIF.id]);

    await seedDemoWorld(db, SEEDED_AT);

    expect(await db.query(`select kind, version from documents where organisation_id = $1 order by kind`, [LYCEE_ACTIF.id])).toEqual([
      { kind: 'autorisation_enregistrement', version: 1 },
      { kind: 'charte', version: 1 },
    ]);
    expect(await one('select count(*)::int as periods from subscription_periods where organisation_id = $1', [LYCEE_ACTIF.id])).toEqual({ periods: 1 });
    expect(await one('select phase_durations from organisations where id = $1', [LYCEE_ACTIF.id])).toEqual({
      phase_durations: { briefing: 15, scenario: 20, debriefing: 30 },
    });
  });

  test('demoUuid is stable and shaped like a uuid', () => {
    expect(demoUuid('x')).toBe(demoUuid('x'));
    expect(demoUuid('x')).not.toBe(demoUuid('y'));
    expect(demoUuid('x')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
