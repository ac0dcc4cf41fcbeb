import { useCallback, useEffect, useRef, useState } from 'react';
import type { AlarmPriority } from '../../../contract/vitals';
import { burstPulses, nextBurst, SILENCE_MS, silenceSecondsLeft, webAudioSpeaker, type AlarmSpeaker, type LastBurst, type SoundInput } from './alarmSound';

/** How often the sound's decision is taken again: a new alarm sounds within this delay. */
export const SOUND_TICK_MS = 250;

export type AlarmSound = {
  /** Whether the screen was touched or clicked once (the browser then lets the page sound). */
  enabled: boolean;
  /** To call inside a gesture: lets the page sound. */
  enable: () => void;
  /** **Silence alarme**: no sound for two minutes. */
  silence: () => void;
  /** Seconds of silence left, 0 when not silenced. */
  silenceLeft: number;
};

/**
 * Sounds `priority`'s alarm (the most urgent on the screen) through `makeSpeaker`'s seam, as `nextBurst` decides;
 * React holds only what is shown (enabled, the silence's seconds left), the rest lives in refs.
 */
export function useAlarmSound(priority: AlarmPriority | undefined, makeSpeaker: () => AlarmSpeaker | null = webAudioSpeaker): AlarmSound {
  const [enabled, setEnabled] = useState(false);
  const [silencedUntil, setSilencedUntil] = useState<number | null>(null);
  const [silenceLeft, setSilenceLeft] = useState(0);
  const speaker = useRef<AlarmSpeaker | null>(null);
  const input = useRef<SoundInput>({ priority, enabled, silencedUntil });
  const last = useRef<LastBurst>(null);

  useEffect(() => {
    input.current = { priority, enabled, silencedUntil };
  }, [priority, enabled, silencedUntil]);

  useEffect(() => {
    const made = makeSpeaker();
    speaker.current = made;
    const tick = () => {
      const now = Date.now();
      const decision = nextBurst(input.current, last.current, now);
      last.current = decision.last;
      if (decision.play) speaker.current?.play(burstPulses(decision.play));
      // The same number again renders nothing.
      setSilenceLeft(silenceSecondsLeft(input.current.silencedUntil, now));
    };
    const timer = setInterval(tick, SOUND_TICK_MS);
    return () => {
      clearInterval(timer);
      made?.close();
      speaker.current = null;
    };
  }, [makeSpeaker]);

  const enable = useCallback(() => {
    speaker.current?.unlock();
    setEnabled(true);
  }, []);
  const silence = useCallback(() => {
    const until = Date.now() + SILENCE_MS;
    input.current = { ...input.current, silencedUntil: until };
    setSilencedUntil(until);
    setSilenceLeft(SILENCE_MS / 1000);
  }, []);
  return { enabled, enable, silence, silenceLeft };
}
