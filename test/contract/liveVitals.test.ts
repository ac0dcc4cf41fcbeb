/**
 * Live vitals (contract/liveVitals.ts), as tables: the vitals at a moment from a state's and the trainer's changes
 * since (at once or as a trend), what a monitor needs to animate a running trend, and the checks of a change.
 */
import { liveVitalsOf, trendValueAt, vitalsAt, vitalsChangeProblem, type LiveEvent, type VitalsChange, type VitalsChangeEvent, type VitalTrend } from '../../contract/liveVitals';
import type { Vitals } from '../../contract/schemas/scenarios';

const T0 = Date.parse('2026-12-07T10:00:00.000Z');
const iso = (seconds: number) => new Date(T0 + seconds * 1000).toISOString();
const BASE: Vitals = { fc: 80, pa: '120/80', spo2: 98, fr: 16, temperature: 37, conscience: 'Consciente' };
const change = (atSeconds: number, vitals: VitalsChange, over_seconds?: number): VitalsChangeEvent => ({ at: iso(atSeconds), vitals, ...(over_seconds === undefined ? {} : { over_seconds }) });

describe('vitalsAt: the vitals at a moment', () => {
  test.each<[string, VitalsChangeEvent[], number, Partial<Vitals>]>([
    ['no change: the state’s vitals', [], 60, {}],
    ['a change at once, only its signs', [change(10, { fc: 120, spo2: 88 })], 11, { fc: 120, spo2: 88 }],
    ['a change not yet made at that moment', [change(10, { fc: 120 })], 5, {}],
    ['two changes: the later wins, the others stay', [change(10, { fc: 120, spo2: 88 }), change(20, { fc: 140 })], 30, { fc: 140, spo2: 88 }],
    ['a trend halfway: linear, rounded', [change(0, { fc: 121 }, 120)], 60, { fc: 101 }],
    ['a trend at its start: the value before', [change(0, { spo2: 88 }, 100)], 0, {}],
    ['a trend after its end: the target', [change(0, { spo2: 88 }, 100)], 500, { spo2: 88 }],
    ['a PA trend, systolic and diastolic each', [change(0, { pa: '80/50' }, 100)], 50, { pa: '100/65' }],
    ['a temperature trend, one decimal', [change(0, { temperature: 39 }, 30)], 10, { temperature: 37.7 }],
    ['conscience switches at once, even with a trend', [change(0, { conscience: 'Somnolente', fc: 100 }, 60)], 1, { conscience: 'Somnolente', fc: 80 }],
    ['a PA that cannot be read switches at the end only', [change(0, { pa: '120/80' }, 10)], 5, {}],
    // A new change of a sign while its trend runs starts from where the trend had got to.
    ['a trend overtaken halfway by an immediate change', [change(0, { fc: 120 }, 100), change(50, { fc: 60 })], 60, { fc: 60 }],
    ['a trend overtaken by another trend starts from the halfway value', [change(0, { fc: 120 }, 100), change(50, { fc: 60 }, 40)], 70, { fc: 80 }],
    ['two signs trending side by side', [change(0, { fc: 140 }, 60), change(30, { fr: 28 }, 60)], 60, { fc: 140, fr: 22 }],
  ])('%s', (_name, changes, atSeconds, expected) => {
    expect(vitalsAt(BASE, changes, T0 + atSeconds * 1000).vitals).toEqual({ ...BASE, ...expected });
  });

  test.each<[string, VitalsChangeEvent[], number, VitalTrend[]]>([
    ['none without a trend', [change(0, { fc: 120 })], 10, []],
    ['a running trend, from its value at the event', [change(10, { fc: 120 }, 60)], 20, [{ sign: 'fc', from: 80, to: 120, started_at: iso(10), over_seconds: 60 }]],
    ['a finished trend is no longer one', [change(10, { fc: 120 }, 60)], 71, []],
    ['a PA trend carries both pressures', [change(0, { pa: '90/60' }, 30)], 1, [{ sign: 'pa', from: '120/80', to: '90/60', started_at: iso(0), over_seconds: 30 }]],
    ['a trend overtaken starts from where the first had got to', [change(0, { fc: 120 }, 100), change(50, { fc: 60 }, 40)], 60, [{ sign: 'fc', from: 100, to: 60, started_at: iso(50), over_seconds: 40 }]],
    ['a target equal to the value is no trend', [change(0, { fc: 80 }, 60)], 10, []],
  ])('trends: %s', (_name, changes, atSeconds, trends) => {
    expect(vitalsAt(BASE, changes, T0 + atSeconds * 1000).trends).toEqual(trends);
  });

  test('a client animating a trend itself agrees with the server at every second', () => {
    const changes = [change(0, { fc: 150, pa: '70/40', temperature: 39.5 }, 45)];
    const { trends } = vitalsAt(BASE, changes, T0 + 1000);
    for (let second = 1; second <= 50; second += 1) {
      const now = T0 + second * 1000;
      const server = vitalsAt(BASE, changes, now).vitals;
      for (const trend of trends) expect(trendValueAt(trend, now)).toEqual(server[trend.sign]);
    }
  });
});

describe('liveVitalsOf: from the log and the states', () => {
  const states = [
    { id: 'initial', vitals: BASE },
    { id: 'choc', vitals: { ...BASE, fc: 130, pa: '80/50' } },
  ];
  const event = (id: string, kind: string, atSeconds: number, extra: Partial<LiveEvent> = {}): LiveEvent => ({ id, kind, at: iso(atSeconds), ...extra });

  test.each<[string, LiveEvent[], number, Partial<Vitals> | null, string | null]>([
    ['before any state: nothing', [event('p', 'phase_started', 0)], 10, null, null],
    ['a state: its vitals', [event('s1', 'state_reached', 0, { state: 'initial' })], 10, {}, 's1'],
    ['a change after it', [event('s1', 'state_reached', 0, { state: 'initial' }), event('v1', 'vitals_changed', 5, { vitals: { spo2: 90 } })], 10, { spo2: 90 }, 'v1'],
    [
      'the next state replaces the changes',
      [event('s1', 'state_reached', 0, { state: 'initial' }), event('v1', 'vitals_changed', 5, { vitals: { spo2: 90 } }), event('s2', 'state_reached', 8, { state: 'choc' })],
      10,
      { fc: 130, pa: '80/50' },
      's2',
    ],
    [
      'a correction back to a state resets to its vitals',
      [
        event('s1', 'state_reached', 0, { state: 'initial' }),
        event('v1', 'vitals_changed', 2, { vitals: { fc: 150 } }),
        event('s2', 'state_reached', 4, { state: 'choc' }),
        event('c1', 'correction', 6, { state: 'initial', corrects: 's2' } as Partial<LiveEvent>),
      ],
      10,
      {},
      'c1',
    ],
    [
      'a trend after the state, halfway',
      [event('s1', 'state_reached', 0, { state: 'initial' }), event('v1', 'vitals_changed', 0, { vitals: { fc: 120 }, over_seconds: 20 })],
      10,
      { fc: 100 },
      'v1',
    ],
    ['a state the graph does not have: nothing', [event('s1', 'state_reached', 0, { state: 'gone' })], 10, null, null],
  ])('%s', (_name, events, atSeconds, expected, eventId) => {
    const live = liveVitalsOf(events, states, T0 + atSeconds * 1000);
    if (expected === null) expect(live).toBeNull();
    else {
      expect(live?.vitals).toEqual({ ...BASE, ...expected });
      expect(live?.eventId).toBe(eventId);
    }
  });
});

describe('vitalsChangeProblem: a change as the trainer sends it', () => {
  test.each<[string, VitalsChange | undefined, number | undefined, string | null]>([
    ['one sign within bounds', { fc: 120 }, undefined, null],
    ['every sign at a bound, with a trend of an hour', { fc: 300, pa: '0/0', spo2: 0, fr: 120, temperature: 20, conscience: 'Inconsciente' }, 3600, null],
    ['no sign', {}, undefined, 'Indiquez au moins une constante à modifier.'],
    ['nothing at all', undefined, undefined, 'Indiquez au moins une constante à modifier.'],
    ['FC above its bound', { fc: 301 }, undefined, 'FC\u00a0: valeur hors limites (0 à 300).'],
    ['FC below its bound', { fc: -1 }, undefined, 'FC\u00a0: valeur hors limites (0 à 300).'],
    ['SpO₂ above 100', { spo2: 101 }, undefined, 'SpO₂\u00a0: valeur hors limites (0 à 100).'],
    ['FR above its bound', { fr: 121 }, undefined, 'FR\u00a0: valeur hors limites (0 à 120).'],
    ['T° below its bound', { temperature: 19.9 }, undefined, 'T°\u00a0: valeur hors limites (20 à 45).'],
    ['FC with a decimal', { fc: 80.5 }, undefined, 'FC\u00a0: un nombre entier est attendu.'],
    ['PA in words', { pa: 'basse' }, undefined, 'PA\u00a0: écrivez «\u00a0systolique/diastolique\u00a0» en mmHg, par exemple 120/80.'],
    ['PA out of bounds', { pa: '310/80' }, undefined, 'PA\u00a0: valeur hors limites (systolique 1 à 300, diastolique 1 à 200\u00a0; 0/0 pour un arrêt).'],
    ['PA upside down', { pa: '60/90' }, undefined, 'PA\u00a0: la systolique doit être supérieure à la diastolique.'],
    ['an empty conscience', { conscience: '  ' }, undefined, 'Conscience\u00a0: décrivez l’état de conscience.'],
    ['a trend of 0 s', { fc: 100 }, 0, 'La durée d’une évolution va de 1\u00a0seconde à 3\u00a0600\u00a0secondes (1\u00a0heure).'],
    ['a trend over an hour', { fc: 100 }, 3601, 'La durée d’une évolution va de 1\u00a0seconde à 3\u00a0600\u00a0secondes (1\u00a0heure).'],
  ])('%s', (_name, vitals, overSeconds, problem) => {
    expect(vitalsChangeProblem(vitals, overSeconds)).toBe(problem);
  });
});
