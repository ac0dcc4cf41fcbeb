/**
 * A scenario version's content is read once per API process (server/api/repositories/scenarioContents.ts):
 * a version never changes, so the session page, its evaluations and its run share what was read; what is
 * kept is bounded and cannot be changed by a caller.
 */
import type { ScenarioContent } from '../../contract/schemas/scenarios';
import type { SessionDetail } from '../../contract/schemas/sessions';
import { buildApi } from '../../server/api/buildApi';
import { ScenarioContentCache } from '../../server/api/repositories/scenarioContents';
import type { Queryable, QueryOptions } from '../../server/db/database';
import { PAST_SESSION } from '../../server/seed/demoWorld';
import { bearer, DATABASE_HOOK_TIMEOUT_MS, demoDatabase, listening, signIn } from './support';

const content = (text: string) => ({ briefing: text }) as unknown as ScenarioContent;
/** The JSON size of `content(text)`: the cache counts the bytes of the JSON it holds. */
const sizeOf = (text: string) => Buffer.byteLength(JSON.stringify(content(text)));

describe('ScenarioContentCache', () => {
  test.each<[string, number, [string, number, string][], string[]]>([
    ['within its bound, keeps every version', 1_000, [['a', 1, 'x'.repeat(50)], ['a', 2, 'y'.repeat(50)]], ['a:1', 'a:2']],
    [
      'past its bound, forgets the oldest first',
      4 * sizeOf('x'.repeat(100)),
      [['a', 1, 'x'.repeat(100)], ['b', 1, 'y'.repeat(100)], ['c', 1, 'z'.repeat(100)], ['d', 1, 'w'.repeat(100)], ['e', 1, 'v'.repeat(100)]],
      ['b:1', 'c:1', 'd:1', 'e:1'],
    ],
    ['never keeps a version larger than a quarter of its bound', 400, [['a', 1, 'x'.repeat(50)], ['b', 1, 'y'.repeat(200)]], ['a:1']],
  ])('%s', (_case, maxBytes, added, kept) => {
    const cache = new ScenarioContentCache(maxBytes);
    for (const [id, version, text] of added) expect(cache.add(id, version, content(text))).toEqual(content(text));
    const held = added.filter(([id, version]) => cache.get(id, version) !== undefined).map(([id, version]) => `${id}:${version}`);
    expect(held).toEqual(kept);
    expect(cache.size.bytes).toBeLessThanOrEqual(maxBytes);
  });

  test('what it holds cannot be changed by whoever read it', () => {
    const cache = new ScenarioContentCache();
    const kept = cache.add('a', 1, { briefing: 'b', graph: { states: [{ id: 's1' }], transitions: [] } } as unknown as ScenarioContent);
    expect(() => {
      (kept.graph.states as unknown as { id: string }[]).push({ id: 's2' });
    }).toThrow(TypeError);
    expect(cache.get('a', 1)?.graph.states).toHaveLength(1);
  });

  test('a version read twice keeps the first reading', () => {
    const cache = new ScenarioContentCache();
    const first = cache.add('a', 1, content('one'));
    expect(cache.add('a', 1, content('one'))).toBe(first);
    expect(cache.size.entries).toBe(1);
  });
});

describe('the API reads a scenario version once per process', () => {
  const demo = demoDatabase();
  afterAll(async () => (await demo).close(), DATABASE_HOOK_TIMEOUT_MS);

  test('the session page and its evaluations after it: the same content, one read of the version', async () => {
    const db = await demo;
    const versionReads: string[] = [];
    const counting: Queryable = {
      query<Row>(sql: string, params?: readonly unknown[], options?: QueryOptions) {
        if (/\bscenario_versions\b/.test(sql)) versionReads.push(sql);
        return db.query<Row>(sql, params, options);
      },
    };
    const app = buildApi({ db: counting, rateLimits: false });
    const api = await listening(app);
    try {
      const headers = bearer(await signIn('enseignant@actif.demo.test'));
      const first = await api.request(`/api/sessions/${PAST_SESSION.id}`, { headers });
      const second = await api.request(`/api/sessions/${PAST_SESSION.id}`, { headers });
      expect([first.status, second.status]).toEqual([200, 200]);
      const pageOf = (reply: typeof first) => reply.body.data as unknown as SessionDetail;
      expect(pageOf(first).scenario?.graph.states.length).toBeGreaterThan(0);
      expect(pageOf(second)).toEqual(pageOf(first));
      expect((await api.request(`/api/sessions/${PAST_SESSION.id}/evaluations`, { headers })).status).toBe(200);
      expect(versionReads).toHaveLength(1);
    } finally {
      await app.close();
    }
  });
});
