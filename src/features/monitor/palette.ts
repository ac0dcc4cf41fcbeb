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
  /** The high-priority alarm's red (bright: the flashing frame; band: behind the badge's white words). */
  alarm: '#ff3b3b',
  alarmBand: '#8f0000',
  /** The medium-priority alarm's yellow (IEC 60601-1-8), its dim frame, and the black words on its band. */
  alarmMedium: '#ffd400',
  alarmMediumDim: '#6b5a00',
  alarmMediumText: '#000000',
} as const;

/** Each priority's colours: the flashing frame (`bright`) over its `dim` one, the badge's `band` and its words. */
export const ALARM_COLOURS = {
  high: { bright: MONITOR_PALETTE.alarm, dim: MONITOR_PALETTE.alarmBand, band: MONITOR_PALETTE.alarmBand, bandText: MONITOR_PALETTE.text },
  medium: { bright: MONITOR_PALETTE.alarmMedium, dim: MONITOR_PALETTE.alarmMediumDim, band: MONITOR_PALETTE.alarmMedium, bandText: MONITOR_PALETTE.alarmMediumText },
} as const;

/**
 * One flash's period in seconds, half on, half off: IEC 60601-1-8 asks 1.4–2.8 Hz for high priority (2 Hz here),
 * 0.4–0.8 Hz for medium (0.625 Hz), duty cycle 20–60 %. With reduced motion asked for, the frame is steady.
 */
export const ALARM_FLASH_SECONDS = { high: 0.5, medium: 1.6 } as const;
