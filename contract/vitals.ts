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
};

/** A population's ranges written as `[min, max]` pairs, one line each: the table reads like the references. */
function ranges(bounds: Record<keyof NormalRanges, readonly [number, number]>): NormalRanges {
  const range = ([min, max]: readonly [number, number]): Range => ({ min, max });
  const { fc, systolic, diastolic, spo2, fr, temperature } = bounds;
  return { fc: range(fc), systolic: range(systolic), diastolic: range(diastolic), spo2: range(spo2), fr: range(fr), temperature: range(temperature) };
}

export const NORMAL_RANGES: Readonly<Record<Population, NormalRanges>> = {
  adulte: ranges({ fc: [60, 100], systolic: [90, 140], diastolic: [60, 90], spo2: [96, 100], fr: [12, 20], temperature: [36.1, 38] }),
  enfant: ranges({ fc: [60, 140], systolic: [86, 115], diastolic: [42, 76], spo2: [95, 100], fr: [18, 30], temperature: [36, 37.9] }),
  nourrisson: ranges({ fc: [100, 160], systolic: [72, 104], diastolic: [37, 56], spo2: [95, 100], fr: [30, 53], temperature: [36, 37.9] }),
};

/** A scenario without a population is an adult's (the monitor's ranges before the field existed). */
export const DEFAULT_POPULATION: Population = 'adulte';

/** The header by which the monitor's vitals answer names the patient's population (its alarms' ranges). */
export const POPULATION_HEADER = 'x-patient-population';

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
