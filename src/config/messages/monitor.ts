/** The patient monitor (`/moniteur/:token`, docs/product.md §14): what the simulation room's screen says. */
import type { VitalSign } from '../../../contract/vitals';
import { decimal } from './french';

const NBSP = '\u00a0';

export const monitorMessages = {
  /** The page's heading, for screen readers only: the room's screen shows the figures and nothing else. */
  heading: 'Moniteur patient',
  loading: 'Connexion au moniteur…',
  waiting: 'En attente du début du scénario',
  revoked: 'Ce lien de moniteur a été révoqué. Demandez un nouveau lien au formateur.',
  ended: 'La session est terminée. Le moniteur est éteint.',
  unknown: 'Ce lien de moniteur n’existe pas ou n’est plus valable. Vérifiez l’adresse ou demandez un nouveau lien au formateur.',
  failed: 'Le moniteur n’a pas pu être joint. Nouvel essai…',
  reconnecting: 'Reconnexion…',
  fullScreen: 'Plein écran',
  /** Said beside an out-of-range figure: the colour and the blinking border alone would not be read. */
  alarm: 'Alarme',
  alarmLevel: { low: 'basse', high: 'haute' },
  waveforms: { ecg: 'Tracé ECG', pleth: 'Courbe de pléthysmographie' },
} as const;

/** The tile's labels: the accessible name is the abbreviation (docs/product.md §14), as on a real monitor. */
export const VITAL_SIGN_LABELS: Readonly<Record<VitalSign, string>> = {
  FC: 'FC',
  PA: 'PA',
  'SpO₂': 'SpO₂',
  FR: 'FR',
  'T°': 'T°',
};

/** Each sign's value with its unit, in French notation (« 38,2 °C », « 94 % »). */
export const vitalValueText = {
  FC: (fc: number) => `${fc}${NBSP}bpm`,
  PA: (pa: string) => `${pa.replace(/\s+/g, '')}${NBSP}mmHg`,
  'SpO₂': (spo2: number) => `${spo2}${NBSP}%`,
  FR: (fr: number) => `${fr}${NBSP}/min`,
  'T°': (temperature: number) => `${decimal(temperature, 1)}${NBSP}°C`,
} as const;
