/** The monitor's alarms (contract/vitals.ts), as a table: a state's vitals, a population, the signs out of range. */
import type { Population } from '../../contract/roles';
import type { Vitals } from '../../contract/schemas/scenarios';
import {
  alarmPriority,
  CRITICAL_RANGES,
  meanArterialPressure,
  monitorAlarms,
  NORMAL_RANGES,
  parseBloodPressure,
  topPriority,
  vitalAlarms,
  type AlarmPriority,
  type MonitorAlarms,
  type VitalAlarms,
} from '../../contract/vitals';

const vitals = (overrides: Partial<Vitals>): Vitals => ({ fc: 80, pa: '120/80', spo2: 98, fr: 16, temperature: 37, conscience: '', ...overrides });

test.each<[string, Partial<Vitals>, Population, VitalAlarms]>([
  ['a healthy adult', {}, 'adulte', {}],
  ['an adult at every bound', { fc: 60, pa: '140/90', spo2: 96, fr: 20, temperature: 38 }, 'adulte', {}],
  ['an adult at the other bounds', { fc: 100, pa: '90/60', fr: 12, temperature: 36.1 }, 'adulte', {}],
  ['anaphylactic shock (adult)', { fc: 138, pa: '70/40', spo2: 88, fr: 30, temperature: 37.2 }, 'adulte', { FC: 'high', PA: 'low', 'SpO₂': 'low', FR: 'high' }],
  ['cardiac arrest (adult)', { fc: 0, pa: '0/0', spo2: 0, fr: 0, temperature: 36.6 }, 'adulte', { FC: 'low', PA: 'low', 'SpO₂': 'low', FR: 'low' }],
  ['a fever of 38,1 °C', { temperature: 38.1 }, 'adulte', { 'T°': 'high' }],
  ['hypothermia at 35,9 °C', { temperature: 35.9 }, 'adulte', { 'T°': 'low' }],
  ['hypertension, diastolic only', { pa: '130/95' }, 'adulte', { PA: 'high' }],
  ['a collapsed systolic with a high diastolic: low first', { pa: '85/95' }, 'adulte', { PA: 'low' }],
  ['a PA that cannot be read', { pa: 'imprenable' }, 'adulte', {}],
  ['an empty PA', { pa: '' }, 'adulte', {}],
  // The same figures mean different things for an infant: 150/min and 44/min are normal there.
  ['a recovered infant (bronchiolitis)', { fc: 150, pa: '90/55', spo2: 96, fr: 44, temperature: 37.8 }, 'nourrisson', {}],
  ['the same figures for an adult', { fc: 150, pa: '90/55', spo2: 96, fr: 44, temperature: 37.8 }, 'adulte', { FC: 'high', PA: 'low', FR: 'high' }],
  ['an infant in respiratory distress', { fc: 185, pa: '80/45', spo2: 88, fr: 70, temperature: 38.3 }, 'nourrisson', { FC: 'high', 'SpO₂': 'low', FR: 'high', 'T°': 'high' }],
  ['an infant with fever at 38 °C', { fc: 158, pa: '88/52', spo2: 95, fr: 50, temperature: 38 }, 'nourrisson', { 'T°': 'high' }],
  ['an infant with an adult’s rate', { fc: 80, pa: '90/50', fr: 16 }, 'nourrisson', { FC: 'low', FR: 'low' }],
  ['a healthy child', { fc: 100, pa: '100/60', spo2: 98, fr: 22, temperature: 37 }, 'enfant', {}],
  ['a child with tachycardia and tachypnoea', { fc: 150, pa: '100/60', fr: 35 }, 'enfant', { FC: 'high', FR: 'high' }],
  ['a child with an adult’s normal pressure and rate', { pa: '120/80', fr: 16 }, 'enfant', { PA: 'high', FR: 'low' }],
  ['a child at 95 %', { spo2: 95, pa: '100/60', fr: 22 }, 'enfant', {}],
  ['an adult at 95 %', { spo2: 95 }, 'adulte', { 'SpO₂': 'low' }],
])('%s', (_case, overrides, population, expected) => {
  expect(vitalAlarms(vitals(overrides), population)).toEqual(expected);
});

test.each<[string, { systolic: number; diastolic: number } | null]>([
  ['120/80', { systolic: 120, diastolic: 80 }],
  [' 95 / 60 ', { systolic: 95, diastolic: 60 }],
  ['0/0', { systolic: 0, diastolic: 0 }],
  ['120', null],
  ['120/80/60', null],
  ['', null],
  ['non mesurable', null],
])('parseBloodPressure(%p)', (pa, expected) => {
  expect(parseBloodPressure(pa)).toEqual(expected);
});

describe('PAM and the alarms’ priorities (the monitor, docs/guide/moniteur.md)', () => {
  test.each<[number, number, number]>([
    [120, 80, 93],
    [90, 60, 70],
    [140, 90, 107],
    [70, 40, 50],
    [105, 65, 78],
    [100, 61, 74], // 74,0
    [101, 61, 74], // 74,33 rounds down
    [102, 61, 75], // 74,67 rounds up
    [0, 0, 0],
  ])('meanArterialPressure(%i, %i) is %i', (systolic, diastolic, expected) => {
    expect(meanArterialPressure(systolic, diastolic)).toBe(expected);
  });

  test.each<[number, AlarmPriority | undefined]>([
    [80, undefined],
    [60, undefined],
    [59, 'medium'],
    [40, 'medium'],
    [39, 'high'],
    [0, 'high'],
    [101, 'medium'],
    [150, 'medium'],
    [151, 'high'],
  ])('an adult’s FC of %i has priority %s', (fc, expected) => {
    expect(alarmPriority(fc, NORMAL_RANGES.adulte.fc, CRITICAL_RANGES.adulte.fc)).toBe(expected);
  });

  test.each(['adulte', 'enfant', 'nourrisson'] as const)('the %s’s critical ranges contain its normal ones', (population) => {
    const normal = NORMAL_RANGES[population];
    const critical = CRITICAL_RANGES[population];
    for (const key of Object.keys(normal) as (keyof typeof normal)[]) {
      expect(critical[key].min).toBeLessThanOrEqual(normal[key].min);
      expect(critical[key].max).toBeGreaterThanOrEqual(normal[key].max);
    }
  });

  test.each<[string, Partial<Vitals>, Population, MonitorAlarms]>([
    ['a healthy adult', {}, 'adulte', {}],
    ['an adult at the bounds of PA: PAM 107 and 70 raise nothing', { pa: '140/90' }, 'adulte', {}],
    ['an adult at the lower bounds of PA', { pa: '90/60' }, 'adulte', {}],
    [
      'the bench’s adult in shock: four medium alarms',
      { fc: 112, pa: '105/65', spo2: 94, fr: 24, temperature: 38.2 },
      'adulte',
      { FC: { level: 'high', priority: 'medium' }, 'SpO₂': { level: 'low', priority: 'medium' }, FR: { level: 'high', priority: 'medium' }, 'T°': { level: 'high', priority: 'medium' } },
    ],
    [
      'anaphylactic shock: PA high priority, PAM 50 high priority, SpO₂ 84 high',
      { fc: 138, pa: '70/40', spo2: 84, fr: 30, temperature: 37.2 },
      'adulte',
      {
        FC: { level: 'high', priority: 'medium' },
        PA: { level: 'low', priority: 'medium' },
        PAM: { level: 'low', priority: 'high' },
        'SpO₂': { level: 'low', priority: 'high' },
        FR: { level: 'high', priority: 'medium' },
      },
    ],
    [
      'cardiac arrest: every figure but T° is high priority',
      { fc: 0, pa: '0/0', spo2: 0, fr: 0, temperature: 36.6 },
      'adulte',
      {
        FC: { level: 'low', priority: 'high' },
        PA: { level: 'low', priority: 'high' },
        PAM: { level: 'low', priority: 'high' },
        'SpO₂': { level: 'low', priority: 'high' },
        FR: { level: 'low', priority: 'high' },
      },
    ],
    ['a hypertensive emergency 185/125', { pa: '185/125' }, 'adulte', { PA: { level: 'high', priority: 'high' }, PAM: { level: 'high', priority: 'high' } }],
    ['hypertension 150/95: medium, PAM 113 medium', { pa: '150/95' }, 'adulte', { PA: { level: 'high', priority: 'medium' }, PAM: { level: 'high', priority: 'medium' } }],
    ['a PA that cannot be read: neither PA nor PAM', { pa: 'imprenable' }, 'adulte', {}],
    ['hyperthermia at 40,5 °C', { temperature: 40.5 }, 'adulte', { 'T°': { level: 'high', priority: 'high' } }],
    ['an infant at 150/min and 90/55: normal', { fc: 150, pa: '90/55', spo2: 96, fr: 44, temperature: 37.8 }, 'nourrisson', {}],
    [
      'an infant in respiratory distress',
      { fc: 185, pa: '80/45', spo2: 88, fr: 72, temperature: 38.3 },
      'nourrisson',
      { FC: { level: 'high', priority: 'medium' }, 'SpO₂': { level: 'low', priority: 'high' }, FR: { level: 'high', priority: 'high' }, 'T°': { level: 'high', priority: 'medium' } },
    ],
    ['a child in SVT at 190/min', { fc: 190, pa: '100/60', fr: 22 }, 'enfant', { FC: { level: 'high', priority: 'high' } }],
  ])('monitorAlarms: %s', (_case, overrides, population, expected) => {
    expect(monitorAlarms(vitals(overrides), population)).toEqual(expected);
  });

  test.each<[MonitorAlarms, AlarmPriority | undefined]>([
    [{}, undefined],
    [{ FC: { level: 'high', priority: 'medium' } }, 'medium'],
    [{ FC: { level: 'high', priority: 'medium' }, PAM: { level: 'low', priority: 'high' }, FR: { level: 'low', priority: 'medium' } }, 'high'],
  ])('topPriority(%j) is %s', (alarms, expected) => {
    expect(topPriority(alarms)).toBe(expected);
  });
});
