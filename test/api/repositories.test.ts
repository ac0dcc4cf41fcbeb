/**
 * The repositories' scoping and keyset pagination, over a real database: whatever a query asks,
 * nothing of another organisation comes back; pages follow one another without gap or repeat.
 */
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import type { Actor } from '../../contract/policy';
import { decodeCursor, encodeCursor, UUID_PATTERN } from '../../server/api/repositories/cursor';
import { repositories, type Repositories } from '../../server/api/repositories';
import { scopeOf, sessionInScope } from '../../server/api/scope';
import type { Database } from '../../server/db/database';
import { COLLEGE_INACTIF, demoSessions, LYCEE_ACTIF } from '../../server/seed/demoWorld';
import { DATABASE_HOOK_TIMEOUT_MS, demoDatabase } from './support';

let db: Database;
let repos: Repositories;
const admin: Actor = { uid: 'x', role: 'admin', organisationId: LYCEE_ACTIF.id, organisationActive: true };
const hyper: Actor = { uid: 'h', role: 'hyperadmin', organisationId: null, organisationActive: true };

beforeAll(async () => {
  db = await demoDatabase();
  repos = repositories(db);
  // 30 extra people in each organisation, some with the same name, to page through.
  for (const organisation of [LYCEE_ACTIF.id, COLLEGE_INACTIF.id]) {
    for (let i = 0; i < 30; i += 1) {
      const uid = `page-${organisation.slice(0, 4)}-${i}`;
      await db.query(
        `insert into users (uid, email, role, account_type, firstname, name, organisation_id) values ($1, $2, 'etudiant', 'organisation', $3, $4, $5)`,
        [uid, `${uid}@tests.demo.test`, `Prénom${i % 3}`, `Nom${i % 7}`, organisation],
      );
    }
  }
}, DATABASE_HOOK_TIMEOUT_MS);
afterAll(() => db?.close());

describe('scopeOf', () => {
  test('a member is scoped to their own organisation whatever they ask', () => {
    expect(scopeOf(admin, COLLEGE_INACTIF.id).organisationId).toBe(LYCEE_ACTIF.id);
  });
  test('the hyperadmin names the organisation, and must', () => {
    expect(scopeOf(hyper, COLLEGE_INACTIF.id).organisationId).toBe(COLLEGE_INACTIF.id);
    expect(() => scopeOf(hyper, undefined)).toThrow(expect.objectContaining({ statusCode: 400 }));
  });
  test('a free account has no organisation: nothing to find', () => {
    expect(() => scopeOf({ ...admin, role: 'enseignant', organisationId: null }, undefined)).toThrow(expect.objectContaining({ statusCode: 404 }));
  });
});

describe('a session in scope', () => {
  const [session] = demoSessions;

  test('is made only of a session found in the caller\'s organisation; another organisation\'s is a 404', async () => {
    const own = scopeOf(admin, undefined);
    const facts = await repos.sessions.facts(own, session!.id);
    expect(facts).not.toBeNull();
    const scoped = sessionInScope(own, facts!);
    expect((await repos.runLog.events(scoped)).length).toBeGreaterThan(0);
    const elsewhere = scopeOf(hyper, COLLEGE_INACTIF.id);
    expect(await repos.sessions.facts(elsewhere, session!.id)).toBeNull();
    expect(() => sessionInScope(elsewhere, facts!)).toThrow(expect.objectContaining({ statusCode: 404 }));
    // What acts on one session refuses a bare id: `npm run typecheck` fails if one of these ever compiles.
    // @ts-expect-error a session id nobody looked up in a scope
    void (() => repos.runLog.events(session!.id));
    // @ts-expect-error a session id nobody looked up in a scope
    void (() => repos.evaluations.release(session!.id));
    // @ts-expect-error a session id nobody looked up in a scope
    void (() => repos.sessionNotes.tickChecklist(session!.id, 0, true));
    // @ts-expect-error a session id nobody looked up in a scope
    void (() => repos.sessions.update(session!.id, {}));
  });
});

describe('cursors', () => {
  test('round trip, and refused when malformed', () => {
    const id = randomUUID();
    expect(decodeCursor(encodeCursor([id]), [UUID_PATTERN])).toEqual([id]);
    for (const bad of ['%%%', encodeCursor(['pas-un-uuid']), encodeCursor([id, id]), Buffer.from('{"a":1}').toString('base64url')]) {
      expect(() => decodeCursor(bad, [UUID_PATTERN])).toThrow(expect.objectContaining({ statusCode: 400 }));
    }
  });
});

describe('users.list', () => {
  test('pages through the organisation in name order, without gap or repeat, and nothing of another organisation', async () => {
    const scope = scopeOf(admin, undefined);
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await repos.users.list(scope, {}, { cursor, limit: 7 });
      expect(page.items.length).toBeLessThanOrEqual(7);
      for (const item of page.items) expect(item.uid_organisation).toBe(LYCEE_ACTIF.id);
      seen.push(...page.items.map((item) => item.uid));
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    const all = await db.query<{ uid: string }>('select uid from users where organisation_id = $1 order by name, firstname, uid', [LYCEE_ACTIF.id]);
    expect(seen).toEqual(all.map((row) => row.uid));
  });

  test('filters by role, status and search (case-insensitive, % taken literally)', async () => {
    const scope = scopeOf(admin, undefined);
    const students = await repos.users.list(scope, { role: 'etudiant' }, { limit: 100 });
    expect(students.items.every((item) => item.role === 'etudiant')).toBe(true);
    const search = await repos.users.list(scope, { search: 'nom3' }, { limit: 100 });
    expect(search.items.length).toBeGreaterThan(0);
    expect(search.items.every((item) => item.name === 'Nom3')).toBe(true);
    expect((await repos.users.list(scope, { search: '%' }, { limit: 100 })).items).toEqual([]);
    const active = await repos.users.list(scope, { status: 'active' }, { limit: 100 });
    expect(active.items.every((item) => item.status === 'active')).toBe(true);
  });

  test("another organisation's group matches nobody", async () => {
    const tag = randomUUID();
    await db.query(`insert into tags (id, organisation_id, name) values ($1, $2, 'Groupe du collège')`, [tag, COLLEGE_INACTIF.id]);
    await db.query(`insert into tag_members (tag_id, user_uid) values ($1, $2)`, [tag, `page-${COLLEGE_INACTIF.id.slice(0, 4)}-1`]);
    expect((await repos.users.list(scopeOf(admin, undefined), { tag }, { limit: 100 })).items).toEqual([]);
    const own = await repos.users.list(scopeOf(hyper, COLLEGE_INACTIF.id), { tag }, { limit: 100 });
    expect(own.items.map((item) => item.uid)).toEqual([`page-${COLLEGE_INACTIF.id.slice(0, 4)}-1`]);
    expect(own.items[0]?.tags).toEqual([tag]);
  });
});

describe('tenant isolation (property)', () => {
  test('whatever a member of one organisation asks for, nothing of another organisation comes back', async () => {
    const tag = randomUUID();
    await db.query(`insert into tags (id, organisation_id, name) values ($1, $2, 'Groupe isolé')`, [tag, COLLEGE_INACTIF.id]);
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(LYCEE_ACTIF.id, COLLEGE_INACTIF.id),
        fc.record(
          {
            search: fc.oneof(fc.string({ maxLength: 8 }), fc.constantFrom('Nom', 'page', '@', 'Prénom1')),
            role: fc.constantFrom('admin', 'enseignant', 'etudiant', 'hyperadmin' as const),
            status: fc.constantFrom('active', 'invited', 'disabled' as const),
            tag: fc.constant(tag),
          },
          { requiredKeys: [] },
        ),
        fc.integer({ min: 1, max: 100 }),
        async (own, filters, limit) => {
          const actor: Actor = { uid: 'p', role: 'admin', organisationId: own, organisationActive: true };
          // The hyperadmin's `organisation=` is ignored for a member: they ask for the other one.
          const scope = scopeOf(actor, own === LYCEE_ACTIF.id ? COLLEGE_INACTIF.id : LYCEE_ACTIF.id);
          const users = await repos.users.list(scope, filters, { limit });
          const sessions = await repos.sessions.list(scope, { view: 'organisation' }, {}, { limit });
          const organisation = await repos.organisations.find(scope);
          expect(users.items.every((item) => item.uid_organisation === own)).toBe(true);
          const foreign = await db.query<{ id: string }>('select id from sessions where organisation_id <> $1', [own]);
          expect(sessions.items.some((item) => foreign.some((row) => row.id === item.id))).toBe(false);
          expect(organisation?.id).toBe(own);
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe('organisations.find', () => {
  test('seats used count the accounts not deactivated', async () => {
    const organisation = await repos.organisations.find(scopeOf(admin, undefined));
    const [{ count } = { count: -1 }] = await db.query<{ count: number }>(
      'select count(*)::int as count from users where organisation_id = $1 and not disabled',
      [LYCEE_ACTIF.id],
    );
    expect(organisation).toMatchObject({ id: LYCEE_ACTIF.id, name: 'Lycée Actif', is_active: true, seats_used: count });
  });
});

describe('auditLog.record', () => {
  test('writes who, what, on what, and when', async () => {
    await repos.auditLog.record({ organisationId: LYCEE_ACTIF.id, actorUid: 'demo-admin-actif', action: 'users.invite', target: 'uid-1', detail: { role: 'etudiant' } });
    const [entry] = await db.query<Record<string, unknown>>('select organisation_id, actor_uid, action, target, detail, at from audit_log order by id desc limit 1');
    expect(entry).toMatchObject({ organisation_id: LYCEE_ACTIF.id, actor_uid: 'demo-admin-actif', action: 'users.invite', target: 'uid-1', detail: { role: 'etudiant' } });
    expect(entry?.at).toBeTruthy();
  });
});

describe('sessions.list', () => {
  // A teacher and a student of their own, so that the demo world's sessions (docs/product.md §13: the demo
  // teacher leads three) do not blur what each page must hold.
  const teacherUid = 'pager-teacher';
  const studentUid = 'pager-student';
  const led: string[] = [];
  // Every demo session belongs to Lycée Actif: the organisation's list holds them too.
  const demoIds = demoSessions.map((session) => session.id);
  const demoPlanned = demoSessions.filter((session) => session.status === 'planifiée').map((session) => session.id);

  beforeAll(async () => {
    await db.query(
      `insert into users (uid, email, role, account_type, firstname, name, organisation_id)
       values ($1, 'pager-teacher@tests.demo.test', 'enseignant', 'organisation', 'Paul', 'Pager', $3),
              ($2, 'pager-student@tests.demo.test', 'etudiant', 'organisation', 'Pia', 'Pager', $3)`,
      [teacherUid, studentUid, LYCEE_ACTIF.id],
    );
    // Twelve sessions led by the teacher, some a microsecond past the minute (a cursor must keep it); the student takes part in four.
    for (let i = 0; i < 12; i += 1) {
      const id = randomUUID();
      const startsAt = new Date(Date.UTC(2026, 0, 1 + Math.min(i, 10), 9)).toISOString();
      await db.query(
        `insert into sessions (id, organisation_id, trainer_uid, title, starts_at, duration_minutes, status)
         values ($1, $2, $3, $4, $5::timestamptz + ($6 || ' microseconds')::interval, 60, $7)`,
        [id, LYCEE_ACTIF.id, teacherUid, `Session ${i}`, startsAt, String(i % 2), i < 6 ? 'terminée' : 'planifiée'],
      );
      if (i % 3 === 0) await db.query(`insert into session_participants (session_id, user_uid, session_role) values ($1, $2, 'apprenant')`, [id, studentUid]);
      led.push(id);
    }
    // One of another organisation, which nobody here may see.
    await db.query(
      `insert into sessions (id, organisation_id, title, starts_at, duration_minutes) values ($1, $2, 'Ailleurs', '2026-01-05T09:00:00Z', 60)`,
      [randomUUID(), COLLEGE_INACTIF.id],
    );
  });

  async function allPages(list: (cursor?: string) => ReturnType<Repositories['sessions']['list']>) {
    const ids: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await list(cursor);
      ids.push(...page.items.map((item) => item.id));
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    return ids;
  }

  test('a teacher pages through the sessions they lead in start order, to the microsecond', async () => {
    const scope = scopeOf({ ...admin, role: 'enseignant', uid: teacherUid }, undefined);
    const ids = await allPages((cursor) => repos.sessions.list(scope, { view: 'trainer', uid: teacherUid }, {}, { cursor, limit: 5 }));
    expect(ids).toEqual(led);
  });

  test('a student sees only the sessions they take part in; the admin sees the whole organisation and no other', async () => {
    const scope = scopeOf(admin, COLLEGE_INACTIF.id);
    const mine = await allPages((cursor) => repos.sessions.list(scope, { view: 'participant', uid: studentUid }, {}, { cursor, limit: 3 }));
    expect(new Set(mine)).toEqual(new Set(led.filter((_, i) => i % 3 === 0)));
    const all = await allPages((cursor) => repos.sessions.list(scope, { view: 'organisation' }, {}, { cursor, limit: 7 }));
    expect(all).toHaveLength(led.length + demoIds.length);
    expect(new Set(all)).toEqual(new Set([...led, ...demoIds]));
  });

  test('filters by period and status', async () => {
    const scope = scopeOf(admin, undefined);
    const planned = await repos.sessions.list(scope, { view: 'organisation' }, { status: 'planifiée' }, { limit: 100 });
    expect(planned.items.map((item) => item.id).sort()).toEqual([...led.slice(6), ...demoPlanned].sort());
    const january3to5 = await repos.sessions.list(scope, { view: 'organisation' }, { from: '2026-01-03T00:00:00Z', to: '2026-01-05T00:00:00Z' }, { limit: 100 });
    expect(january3to5.items.map((item) => item.title)).toEqual(['Session 2', 'Session 3']);
    expect(january3to5.items[0]?.starts_at).toBe('2026-01-03T09:00:00.000Z');
  });
});
