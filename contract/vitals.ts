/**
 * The normal ranges of the vital signs per population, and which signs of a state leave them: what
 * the patient monitor (docs/product.md §14) raises an alarm for, and what the scenario editor can warn
 * about. Pure, shared by the client and the server.
 *
 * The ranges are the usual resting values of the recognised references, bounds included:
 * - adulte: NEWS2 (Royal College of Physicians, 2017), the bands scoring 0 for FR (12–20), SpO₂
 *   (≥ 96 %) and T° (36,1–38,0 °C); FC 60–100/min (AHA); PA 90–140 / 60–90 mmHg (ESC/ESH 2018:
 *   hypertension from 140/90, hypotension below 90 systolic).
 * - enfant (2 to 12 years) and nourrisson (1 month to 2 years): the normal values of the PALS
 *   provider manual (American Heart Association, 2020), « toddler » to « school-age » merged for
 *   the child (FC awake, FR, PA systolic/diastolic); T°: fever from 38 °C (NICE NG143, HAS), below
 *   36 °C hypothermia; SpO₂ ≥ 95 % (the bronchiolitis guideline, HAS 2019, treats < 92 % as severe).
 * A simulation screen signals; it is not a medical device, and a trainer who wants a state "normal"
 * or "alarming" writes its vitals accordingly.
 */
import type { Population } from './roles';
import type { Vitals } from './schemas/scenarios';

/** The signs a monitor shows, by their tile's abbreviation (docs/product.md §14). */
export const VITAL_SIGNS = ['FC', 'PA', 'SpO₂', 'FR', 'T°'] as const;
export type VitalSign = (typeof VITAL_SIGNS)[number];

/** Inclusive bounds of a normal value. */
export type Range = { min: number; max: number };

export type NormalRanges = {
  fc: Range;
  systolic: Range;
  diastolic: Range;
  spo2: Range;
  fr: Range;
  temperature: Range;
  /** Mean arterial pressure (PAM), mmHg: see `meanArterialPressure`. */
  map: Range;
};

/** A population's ranges written as `[min, max]` pairs, one line each: the table reads like the references. */
function ranges(bounds: Record<keyof NormalRanges, readonly [number, number]>): NormalRanges {
  const range = ([min, max]: readonly [number, number]): Range => ({ min, max });
  const { fc, systolic, diastolic, spo2, fr, temperature, map } = bounds;
  return { fc: range(fc), systolic: range(systolic), diastolic: range(diastolic), spo2: range(spo2), fr: range(fr), temperature: range(temperature), map: range(map) };
}

/**
 * PAM (mean arterial pressure): adulte 65–110 mmHg — 65 is the floor of the Surviving Sepsis Campaign (2021)
 * and of the ESA/ESICM shock consensus (2014), 110 just above the MAP of the hypertension threshold 140/90 (107), so
 * that a PA within its range never raises PAM alone. enfant and nourrisson: the MAP of their PALS bounds above
 * (86/42 → 57 to 115/76 → 89; 72/37 → 49 to 104/56 → 72), for the same reason.
 */
export const NORMAL_RANGES: Readonly<Record<Population, NormalRanges>> = {
  adulte: ranges({ fc: [60, 100], systolic: [90, 140], diastolic: [60, 90], spo2: [96, 100], fr: [12, 20], temperature: [36.1, 38], map: [65, 110] }),
  enfant: ranges({ fc: [60, 140], systolic: [86, 115], diastolic: [42, 76], spo2: [95, 100], fr: [18, 30], temperature: [36, 37.9], map: [57, 89] }),
  nourrisson: ranges({ fc: [100, 160], systolic: [72, 104], diastolic: [37, 56], spo2: [95, 100], fr: [30, 53], temperature: [36, 37.9], map: [49, 72] }),
};

/**
 * Beyond these bounds an alarm is of high priority (IEC 60601-1-8: red, flashing, the ten-pulse burst); between
 * them and the normal range, of medium priority (yellow). A simulation's choice of « far outside », after:
 * - adulte: the usual defaults of bedside monitors' « extreme » alarms (extreme bradycardia < 40, extreme
 *   tachycardia > 150, desaturation < 85 %) and NEWS2's score-3 bands (FR ≤ 8 or ≥ 25 scores 3; we take < 8 / > 30 so
 *   that tachypnoea alone stays medium; T° ≤ 35,0 °C); PA: systolic < 70 (profound shock) or ≥ 180/120
 *   (hypertensive emergency, ESC/ESH 2018, hence > 179 / > 119); PAM < 55 or > 130; T° > 40 °C (hyperthermia).
 * - enfant and nourrisson: PALS 2020 — hypotension below 70 mmHg systolic (1 month to 10 years: < 70 + 2 × age),
 *   bradycardia with poor perfusion below 60/min (child, we take < 50) or 80/min (infant), SVT above 180/min (child)
 *   or 220/min (infant); SpO₂ < 90 % (HAS 2019 bronchiolitis: < 92 % is severe); FR: bradypnoea / severe distress.
 * Each critical range contains the normal one (test/contract/vitals.test.ts checks it).
 */
export const CRITICAL_RANGES: Readonly<Record<Population, NormalRanges>> = {
  adulte: ranges({ fc: [40, 150], systolic: [70, 179], diastolic: [35, 119], spo2: [85, 100], fr: [8, 30], temperature: [35, 40], map: [55, 130] }),
  enfant: ranges({ fc: [50, 180], systolic: [70, 140], diastolic: [30, 95], spo2: [90, 100], fr: [12, 50], temperature: [35, 40], map: [45, 105] }),
  nourrisson: ranges({ fc: [80, 220], systolic: [60, 125], diastolic: [25, 80], spo2: [90, 100], fr: [20, 70], temperature: [35, 40], map: [38, 90] }),
};

/** A scenario without a population is an adult's (the monitor's ranges before the field existed). */
export const DEFAULT_POPULATION: Population = 'adulte';

/** The header by which the monitor's vitals answer names the patient's population (its alarms' ranges). */
export const POPULATION_HEADER = 'x-patient-population';

/** The mean arterial pressure (PAM) of two pressures in mmHg: `round((2 × diastolic + systolic) / 3)`. */
export function meanArterialPressure(systolic: number, diastolic: number): number {
  return Math.round((2 * diastolic + systolic) / 3);
}

/** `"120/80"` → its two pressures; anything else (an empty field, free text) is not read. */
export function parseBloodPressure(pa: string): { systolic: number; diastolic: number } | null {
  const match = /^\s*(\d{1,3})\s*\/\s*(\d{1,3})\s*$/.exec(pa);
  return match ? { systolic: Number(match[1]), diastolic: Number(match[2]) } : null;
}

/**
 * What a scenario's PA may be: two pressures in mmHg, the systolic above the diastolic, within bounds no
 * living patient leaves (a trainer typing « abc » or « 60/120 » had the monitor show « PA abc mmHg »);
 * « 0/0 » is the cardiac arrest, no pressure at all.
 */
export const BLOOD_PRESSURE_BOUNDS = { systolic: { min: 1, max: 300 }, diastolic: { min: 1, max: 200 } } as const;

export type BloodPressureProblem = 'format' | 'bounds' | 'order';

export function bloodPressureProblem(pa: string): BloodPressureProblem | null {
  const pressure = parseBloodPressure(pa);
  if (!pressure) return 'format';
  const { systolic, diastolic } = pressure;
  if (systolic === 0 && diastolic === 0) return null;
  const { systolic: s, diastolic: d } = BLOOD_PRESSURE_BOUNDS;
  if (systolic < s.min || systolic > s.max || diastolic < d.min || diastolic > d.max) return 'bounds';
  return systolic > diastolic ? null : 'order';
}

export type AlarmLevel = 'low' | 'high';
export type VitalAlarms = Partial<Record<VitalSign, AlarmLevel>>;

function levelOf(value: number, range: Range): AlarmLevel | undefined {
  if (value < range.min) return 'low';
  if (value > range.max) return 'high';
  return undefined;
}

/**
 * The signs out of their normal range for `population`, each low or high. PA is low when either
 * pressure is below its range, otherwise high when either is above (a collapse matters first); a PA
 * that is not "systolic/diastolic" raises nothing, since nothing can be read from it.
 */
export function vitalAlarms(vitals: Vitals, population: Population): VitalAlarms {
  const ranges = NORMAL_RANGES[population];
  const alarms: VitalAlarms = {};
  const set = (sign: VitalSign, level: AlarmLevel | undefined) => {
    if (level) alarms[sign] = level;
  };
  set('FC', levelOf(vitals.fc, ranges.fc));
  const pressure = parseBloodPressure(vitals.pa);
  if (pressure) {
    const levels = [levelOf(pressure.systolic, ranges.systolic), levelOf(pressure.diastolic, ranges.diastolic)];
    set('PA', levels.includes('low') ? 'low' : levels.includes('high') ? 'high' : undefined);
  }
  set('SpO₂', levelOf(vitals.spo2, ranges.spo2));
  set('FR', levelOf(vitals.fr, ranges.fr));
  set('T°', levelOf(vitals.temperature, ranges.temperature));
  return alarms;
}

/** The tiles of the monitor: the five signs, and PAM beside PA (computed from it, never written by the trainer). */
export const MONITOR_SIGNS = ['FC', 'SpO₂', 'PA', 'PAM', 'FR', 'T°'] as const;
export type MonitorSign = (typeof MONITOR_SIGNS)[number];

/** IEC 60601-1-8's alarm priorities that a monitor shows here: far outside (`high`), merely outside (`medium`). */
export type AlarmPriority = 'high' | 'medium';
export type MonitorAlarm = { level: AlarmLevel; priority: AlarmPriority };
export type MonitorAlarms = Partial<Record<MonitorSign, MonitorAlarm>>;

/** The priority of `value` against its normal and critical ranges: none within the normal one. */
export function alarmPriority(value: number, normal: Range, critical: Range): AlarmPriority | undefined {
  if (value < critical.min || value > critical.max) return 'high';
  if (value < normal.min || value > normal.max) return 'medium';
  return undefined;
}

const PRIORITY_RANK: Readonly<Record<AlarmPriority, number>> = { medium: 1, high: 2 };

/** The more urgent of two priorities (either may be absent). */
export function higherPriority(a: AlarmPriority | undefined, b: AlarmPriority | undefined): AlarmPriority | undefined {
  if (!a) return b;
  if (!b) return a;
  return PRIORITY_RANK[a] >= PRIORITY_RANK[b] ? a : b;
}

/**
 * The monitor's alarms for `vitals`: each out-of-range tile, low or high (as `vitalAlarms` says for the five
 * signs) and its priority. PA takes the more urgent of its two pressures; PAM is computed from PA, so a PA that
 * cannot be read raises neither.
 */
export function monitorAlarms(vitals: Vitals, population: Population): MonitorAlarms {
  const normal = NORMAL_RANGES[population];
  const critical = CRITICAL_RANGES[population];
  const levels = vitalAlarms(vitals, population);
  const alarms: MonitorAlarms = {};
  const set = (sign: MonitorSign, level: AlarmLevel | undefined, priority: AlarmPriority | undefined) => {
    if (level && priority) alarms[sign] = { level, priority };
  };
  set('FC', levels.FC, alarmPriority(vitals.fc, normal.fc, critical.fc));
  set('SpO₂', levels['SpO₂'], alarmPriority(vitals.spo2, normal.spo2, critical.spo2));
  set('FR', levels.FR, alarmPriority(vitals.fr, normal.fr, critical.fr));
  set('T°', levels['T°'], alarmPriority(vitals.temperature, normal.temperature, critical.temperature));
  const pressure = parseBloodPressure(vitals.pa);
  if (pressure) {
    const { systolic, diastolic } = pressure;
    set('PA', levels.PA, higherPriority(alarmPriority(systolic, normal.systolic, critical.systolic), alarmPriority(diastolic, normal.diastolic, critical.diastolic)));
    const map = meanArterialPressure(systolic, diastolic);
    set('PAM', levelOf(map, normal.map), alarmPriority(map, normal.map, critical.map));
  }
  return alarms;
}

/** The most urgent of the monitor's alarms: what its sound says (none when every tile is within range). */
export function topPriority(alarms: MonitorAlarms): AlarmPriority | undefined {
  return Object.values(alarms).reduce<AlarmPriority | undefined>((top, alarm) => higherPriority(top, alarm?.priority), undefined);
}
