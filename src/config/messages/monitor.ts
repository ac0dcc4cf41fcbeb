/** The patient monitor (`/moniteur/:token`, docs/product.md §14): what the simulation room's screen says. */
import type { AlarmPriority, MonitorSign } from '../../../contract/vitals';
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
  /**
   * The priority's mark, as IEC 60601-1-8 writes it (« !!! » high, « !! » medium), and its words for screen readers:
   * the mark stays when reduced motion stops the flashing, so the priority never rests on the flashing alone.
   */
  alarmMark: { high: '!!!', medium: '!!' } satisfies Record<AlarmPriority, string>,
  alarmPriority: { high: 'priorité haute', medium: 'priorité moyenne' } satisfies Record<AlarmPriority, string>,
  /** A figure that cannot be computed (PAM of a PA that cannot be read). */
  noValue: '--',
  /** The room's clock, read as « Heure ». */
  clock: 'Heure',
  /** Browsers let a page sound only after a gesture on it: offered until the screen is touched or clicked once. */
  enableSound: 'Activer le son',
  silence: 'Silence alarme',
  /** While **Silence alarme** lasts: the time left before the sound comes back. */
  silenced: (seconds: number) => `Son des alarmes coupé\u00a0: ${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`,
  waveforms: { ecg: 'Tracé ECG', pleth: 'Courbe de pléthysmographie' },
} as const;

/** The tile's labels: the accessible name is the abbreviation (docs/product.md §14), as on a real monitor. */
export const VITAL_SIGN_LABELS: Readonly<Record<MonitorSign, string>> = {
  FC: 'FC',
  PA: 'PA',
  PAM: 'PAM',
  'SpO₂': 'SpO₂',
  FR: 'FR',
  'T°': 'T°',
};

/** Each sign's value with its unit, in French notation (« 38,2 °C », « 94 % »); rates in « /min », as French monitors write them. */
export const vitalValueText = {
  FC: (fc: number) => `${fc}${NBSP}/min`,
  PA: (pa: string) => `${pa.replace(/\s+/g, '')}${NBSP}mmHg`,
  PAM: (map: number) => `${map}${NBSP}mmHg`,
  'SpO₂': (spo2: number) => `${spo2}${NBSP}%`,
  FR: (fr: number) => `${fr}${NBSP}/min`,
  'T°': (temperature: number) => `${decimal(temperature, 1)}${NBSP}°C`,
} as const;
