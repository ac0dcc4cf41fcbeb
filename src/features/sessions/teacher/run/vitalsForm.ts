/** « Modifier les constantes » as pure decisions: the form's fields from the live vitals, and what a submit sends. */
import { VITAL_KEY_LABELS, VITAL_KEYS, vitalsChangeProblem, type VitalKey, type VitalsChange } from '../../../../../contract/liveVitals';
import type { Vitals } from '../../../../../contract/schemas/scenarios';
import { roomMessages } from '../../../../config/messages/room';

/** What the trainer types: each sign as text (French decimal comma), and the trend's length. */
export type VitalsFields = Record<VitalKey, string> & { over: string; customSeconds: string };

/** The « Évolution sur » choices, in seconds ('' : at once; 'autre' : typed in seconds). */
export const TREND_CHOICES = ['', '30', '60', '120', '300', 'autre'] as const;

const shown = (key: VitalKey, value: Vitals[VitalKey]) => (key === 'temperature' ? String(value).replace('.', ',') : String(value));

/** The form filled with the current values, at once by default. */
export function fieldsFrom(vitals: Vitals): VitalsFields {
  const fields = Object.fromEntries(VITAL_KEYS.map((key) => [key, shown(key, vitals[key])])) as Record<VitalKey, string>;
  return { ...fields, over: '', customSeconds: '' };
}

/** A refused change put back over the current values: what the trainer had typed is not lost. */
export function fieldsWith(vitals: Vitals, change: VitalsChange, overSeconds: number | undefined): VitalsFields {
  const fields = fieldsFrom({ ...vitals, ...change });
  if (overSeconds === undefined) return fields;
  const choice = (TREND_CHOICES as readonly string[]).includes(String(overSeconds)) ? String(overSeconds) : 'autre';
  return { ...fields, over: choice, customSeconds: choice === 'autre' ? String(overSeconds) : '' };
}

/**
 * What a submit sends: only the signs changed from `current`, and the trend's length; or the French reason it
 * cannot go (contract/liveVitals.ts `vitalsChangeProblem`, the server's own words).
 */
export function vitalsChangeFrom(fields: VitalsFields, current: Vitals): { vitals: VitalsChange; over_seconds?: number } | { problem: string } {
  const vitals: Record<string, number | string> = {};
  for (const key of VITAL_KEYS) {
    const typed = fields[key].trim();
    if (typed === shown(key, current[key])) continue;
    if (key === 'pa' || key === 'conscience') {
      vitals[key] = typed;
      continue;
    }
    const value = typed === '' ? Number.NaN : Number(typed.replace(',', '.'));
    if (!Number.isFinite(value)) return { problem: roomMessages.notANumber(VITAL_KEY_LABELS[key]) };
    if (value === current[key]) continue;
    vitals[key] = value;
  }
  if (Object.keys(vitals).length === 0) return { problem: roomMessages.nothingChanged };
  const seconds = fields.over === 'autre' ? (fields.customSeconds.trim() === '' ? Number.NaN : Number(fields.customSeconds.trim())) : fields.over === '' ? undefined : Number(fields.over);
  const change = vitals as VitalsChange;
  const problem = vitalsChangeProblem(change, seconds);
  if (problem) return { problem };
  return { vitals: change, ...(seconds === undefined ? {} : { over_seconds: seconds }) };
}

