/**
 * The monitor's colours: a bedside monitor's conventions (ECG green, SpO₂ cyan, pressure red,
 * respiration yellow) on black, each at least 4.5:1 against the screen's black and the alarm's red
 * band (test/app/pages/monitor.test.tsx checks it), since the room reads them from afar.
 */
export const MONITOR_PALETTE = {
  screen: '#000000',
  tile: '#0b0f14',
  text: '#ffffff',
  muted: '#b8c2cc',
  border: '#2a323c',
  fc: '#3dff7a',
  pa: '#ff8a8a',
  spo2: '#4fd8ff',
  fr: '#ffe066',
  temperature: '#ffffff',
  alarm: '#ff3b3b',
  alarmBand: '#8f0000',
} as const;
