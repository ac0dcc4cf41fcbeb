/**
 * The monitor's sound and clock (src/features/monitor/alarmSound.ts, useAlarmSound.ts, clock.ts): when a burst is
 * due, what it is made of, Silence alarme's two minutes (fake timers), and the room's clock in Paris's time.
 */
import { act, renderHook } from '@testing-library/react';
import type { AlarmPriority } from '../../contract/vitals';
import { burstPulses, nextBurst, REPEAT_MS, SILENCE_MS, silenceSecondsLeft, type AlarmSpeaker, type LastBurst, type Pulse } from '../../src/features/monitor/alarmSound';
import { roomClockText } from '../../src/features/monitor/clock';
import { useAlarmSound } from '../../src/features/monitor/useAlarmSound';
import { monitorMessages } from '../../src/config/messages/monitor';

const T = 1_000_000;
const on = { enabled: true, silencedUntil: null };

test.each<[string, { priority: AlarmPriority | undefined; enabled: boolean; silencedUntil: number | null }, LastBurst, number, AlarmPriority | null, LastBurst]>([
  ['no alarm: silence, and the last burst forgotten', { ...on, priority: undefined }, { priority: 'high', at: T - 1000 }, T, null, null],
  ['a new high alarm sounds at once', { ...on, priority: 'high' }, null, T, 'high', { priority: 'high', at: T }],
  ['a new medium alarm sounds at once', { ...on, priority: 'medium' }, null, T, 'medium', { priority: 'medium', at: T }],
  ['high, repeated before its pace: nothing yet', { ...on, priority: 'high' }, { priority: 'high', at: T - REPEAT_MS.high + 1 }, T, null, { priority: 'high', at: T - REPEAT_MS.high + 1 }],
  ['high, at its pace: again', { ...on, priority: 'high' }, { priority: 'high', at: T - REPEAT_MS.high }, T, 'high', { priority: 'high', at: T }],
  ['medium 8 s after the last: not yet (every 16 s)', { ...on, priority: 'medium' }, { priority: 'medium', at: T - 8_000 }, T, null, { priority: 'medium', at: T - 8_000 }],
  ['medium becomes high: at once', { ...on, priority: 'high' }, { priority: 'medium', at: T - 1000 }, T, 'high', { priority: 'high', at: T }],
  ['high becomes medium: at the medium pace', { ...on, priority: 'medium' }, { priority: 'high', at: T - 1000 }, T, null, { priority: 'high', at: T - 1000 }],
  ['before a gesture on the screen: nothing', { priority: 'high', enabled: false, silencedUntil: null }, null, T, null, null],
  ['silenced: nothing, the memory kept', { priority: 'high', enabled: true, silencedUntil: T + 1 }, { priority: 'high', at: T - 60_000 }, T, null, { priority: 'high', at: T - 60_000 }],
  ['the silence over, the alarm still on: at once', { priority: 'high', enabled: true, silencedUntil: T }, { priority: 'high', at: T - SILENCE_MS }, T, 'high', { priority: 'high', at: T }],
])('nextBurst: %s', (_case, input, last, now, play, kept) => {
  expect(nextBurst(input, last, now)).toEqual({ play, last: kept });
});

test('a high burst is ten pulses (3 + 2, twice), higher and shorter than the medium’s three', () => {
  const high = burstPulses('high');
  const medium = burstPulses('medium');
  expect(high).toHaveLength(10);
  expect(medium).toHaveLength(3);
  expect(high[0]!.frequency).toBeGreaterThan(medium[0]!.frequency);
  // IEC 60601-1-8: pulses of 75–200 ms (high), 125–250 ms (medium), never overlapping.
  for (const [burst, shortest, longest] of [[high, 0.075, 0.2], [medium, 0.125, 0.25]] as const) {
    burst.forEach((pulse, i) => {
      expect(pulse.duration).toBeGreaterThanOrEqual(shortest);
      expect(pulse.duration).toBeLessThanOrEqual(longest);
      if (i > 0) expect(pulse.at).toBeGreaterThan(burst[i - 1]!.at + burst[i - 1]!.duration);
    });
  }
  // The burst's 3 + 2 rhythm: a longer gap after the third pulse than between the first three.
  const gap = (i: number) => high[i + 1]!.at - high[i]!.at;
  expect(gap(2)).toBeGreaterThan(gap(0));
});

test.each<[number | null, number, number]>([
  [null, T, 0],
  [T + SILENCE_MS, T, 120],
  [T + 500, T, 1],
  [T + 61_200, T, 62],
  [T, T, 0],
])('silenceSecondsLeft(%p, %i) is %i', (until, now, seconds) => {
  expect(silenceSecondsLeft(until, now)).toBe(seconds);
});

test.each<[number, string]>([
  [120, 'Son des alarmes coupé\u00a0: 2:00'],
  [61, 'Son des alarmes coupé\u00a0: 1:01'],
  [9, 'Son des alarmes coupé\u00a0: 0:09'],
])('the silence’s time left, %i s, reads « %s »', (seconds, text) => {
  expect(monitorMessages.silenced(seconds)).toBe(text);
});

test.each<[string, string]>([
  ['2026-12-07T17:28:43Z', '18:28:43'], // winter: UTC+1
  ['2026-07-01T12:00:05Z', '14:00:05'], // summer: UTC+2
  ['2026-03-29T00:59:59Z', '01:59:59'], // the last second before the change to summer time
  ['2026-03-29T01:00:00Z', '03:00:00'],
  ['2026-12-31T23:00:00Z', '00:00:00'], // midnight is 00, not 24
])('the room’s clock at %s reads %s (Europe/Paris)', (iso, text) => {
  expect(roomClockText(Date.parse(iso))).toBe(text);
});

describe('useAlarmSound', () => {
  let played: Pulse[][];
  let unlocked: number;
  const speaker: AlarmSpeaker = { unlock: () => (unlocked += 1), play: (burst) => played.push([...burst]), close: () => undefined };
  const makeSpeaker = () => speaker;

  beforeEach(() => {
    jest.useFakeTimers();
    played = [];
    unlocked = 0;
  });
  afterEach(() => jest.useRealTimers());

  it('is silent until enabled, then sounds the alarm at its pace; Silence alarme mutes two minutes, then it sounds again', () => {
    const { result } = renderHook(({ priority }) => useAlarmSound(priority, makeSpeaker), { initialProps: { priority: 'high' as AlarmPriority | undefined } });
    act(() => jest.advanceTimersByTime(5_000));
    expect(played).toEqual([]);
    expect(result.current.enabled).toBe(false);

    act(() => result.current.enable());
    expect(unlocked).toBe(1);
    act(() => jest.advanceTimersByTime(300));
    expect(played).toHaveLength(1);
    expect(played[0]).toHaveLength(10);
    act(() => jest.advanceTimersByTime(REPEAT_MS.high));
    expect(played).toHaveLength(2);

    act(() => result.current.silence());
    expect(result.current.silenceLeft).toBe(120);
    // The time left is read every 250 ms.
    act(() => jest.advanceTimersByTime(60_200));
    expect(result.current.silenceLeft).toBe(60);
    act(() => jest.advanceTimersByTime(59_000));
    expect(result.current.silenceLeft).toBe(1);
    expect(played).toHaveLength(2);
    // Two minutes after the press, the alarm still on: the sound is back at once.
    act(() => jest.advanceTimersByTime(1_250));
    expect(result.current.silenceLeft).toBe(0);
    expect(played).toHaveLength(3);
  });

  it('says nothing when the alarm clears, and sounds a new one at once', () => {
    const { result, rerender } = renderHook(({ priority }) => useAlarmSound(priority, makeSpeaker), { initialProps: { priority: 'medium' as AlarmPriority | undefined } });
    act(() => result.current.enable());
    act(() => jest.advanceTimersByTime(300));
    expect(played.map((burst) => burst.length)).toEqual([3]);
    rerender({ priority: undefined });
    act(() => jest.advanceTimersByTime(30_000));
    expect(played).toHaveLength(1);
    rerender({ priority: 'high' });
    act(() => jest.advanceTimersByTime(300));
    expect(played.map((burst) => burst.length)).toEqual([3, 10]);
  });
});
