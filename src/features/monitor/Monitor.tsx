import { useEffect, useMemo, type ReactNode } from 'react';
import styled, { css, keyframes } from 'styled-components';
import type { Vitals } from '../../../contract/schemas/scenarios';
import { meanArterialPressure, monitorAlarms, parseBloodPressure, topPriority, type MonitorAlarm, type MonitorAlarms, type MonitorSign } from '../../../contract/vitals';
import { monitorMessages, VITAL_SIGN_LABELS, vitalValueText } from '../../config/messages/monitor';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import type { AlarmSpeaker } from './alarmSound';
import { roomClockText, useSecondTicks } from './clock';
import { isFinalRefusal, useMonitorVitalsQuery, type MonitorFeed } from './monitorApi';
import { AlarmWords } from './AlarmWords';
import { ALARM_COLOURS, ALARM_FLASH_SECONDS, MONITOR_PALETTE as colours } from './palette';
import { useFullScreen, useWakeLock } from './screen';
import { useAlarmSound } from './useAlarmSound';
import { useTrendingVitals } from './trends';
import { Waveform } from './Waveform';

/** After a failed first answer that may pass (the API restarting, the network), the monitor asks again this often. */
export const MONITOR_RETRY_MS = 5_000;

// Opacity only: the browser's compositor runs it, with no style or paint work per frame beside the traces.
const blink = keyframes`
  50% { opacity: 0; }
`;

// Fixed over the whole viewport: the room's screen shows the monitor and nothing else.
const Screen = styled.div`
  position: fixed;
  inset: 0;
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  padding: 0.5rem;
  background: ${colours.screen};
  color: ${colours.text};
  font-variant-numeric: tabular-nums;
  overflow: auto;
`;

const TopBar = styled.div`
  flex: none;
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  align-items: center;
  gap: 0.5rem 1rem;
  min-height: 2.25rem;
  color: ${colours.muted};
`;

const Clock = styled.span`
  margin-right: auto;
  color: ${colours.text};
  font-size: clamp(1.1rem, 2.2vw, 1.8rem);
  font-weight: 700;
`;

const ControlButton = styled.button`
  padding: 0.35rem 0.9rem;
  border: 1px solid ${colours.border};
  border-radius: 6px;
  background: ${colours.tile};
  color: ${colours.text};
  font: inherit;
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid ${colours.text};
    outline-offset: 2px;
  }
`;

const Grid = styled.div`
  flex: 1;
  min-height: 0;
  display: grid;
  gap: 0.5rem;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  grid-template-rows: minmax(8rem, 1.3fr) minmax(8rem, 1.3fr) minmax(7rem, 1fr);
  grid-template-areas:
    'fc fc fc fc'
    'spo2 spo2 spo2 spo2'
    'pa pam fr t';
  /* A phone: one tile a line, so that « 105/65 mmHg » never pushes the page sideways. */
  @media (max-width: 40rem) {
    /* As tall as its tiles: the screen scrolls down rather than squeezing the traces. */
    flex: none;
    grid-template-columns: minmax(0, 1fr);
    grid-template-rows: none;
    grid-auto-rows: minmax(7rem, auto);
    grid-template-areas: 'fc' 'spo2' 'pa' 'pam' 'fr' 't';
  }
`;

const AREA: Readonly<Record<MonitorSign, string>> = { FC: 'fc', 'SpO₂': 'spo2', PA: 'pa', PAM: 'pam', FR: 'fr', 'T°': 't' };
const COLOUR: Readonly<Record<MonitorSign, string>> = {
  FC: colours.fc,
  'SpO₂': colours.spo2,
  PA: colours.pa,
  PAM: colours.pa,
  FR: colours.fr,
  'T°': colours.temperature,
};

/**
 * A tile with a trace: its label and figure on one line, the trace below across the whole tile's width (the
 * sweep's width is the tile's). Without a trace: the label, then the figure.
 */
const Tile = styled.section<{ $sign: MonitorSign; $alarm: MonitorAlarm | undefined; $wave: boolean }>`
  grid-area: ${({ $sign }) => AREA[$sign]};
  display: grid;
  grid-template-columns: ${({ $wave }) => ($wave ? 'minmax(0, 1fr) auto' : 'minmax(0, 1fr)')};
  grid-template-rows: auto minmax(0, 1fr);
  column-gap: 1rem;
  min-width: 0;
  min-height: 0;
  padding: 0.5rem 1rem;
  border: 4px solid ${colours.border};
  border-radius: 10px;
  background: ${colours.tile};
  color: ${({ $sign }) => COLOUR[$sign]};
  position: relative;
  ${({ $alarm }) =>
    $alarm &&
    css`
      border-color: ${ALARM_COLOURS[$alarm.priority].dim};
      /* The flashing border: the priority's bright frame over its dim one, shown and hidden (IEC 60601-1-8: high ~2 Hz, medium slower). */
      &::after {
        content: '';
        position: absolute;
        inset: -4px;
        border: 4px solid ${ALARM_COLOURS[$alarm.priority].bright};
        border-radius: 10px;
        pointer-events: none;
        will-change: opacity;
        animation: ${blink} ${ALARM_FLASH_SECONDS[$alarm.priority]}s steps(1, end) infinite;
      }
      @media (prefers-reduced-motion: reduce) {
        &::after {
          animation: none;
        }
      }
    `}
`;

const Label = styled.span`
  grid-column: 1;
  grid-row: 1;
  min-width: 0;
  flex-wrap: wrap;
  display: flex;
  align-items: center;
  gap: 0.75rem;
  font-size: clamp(1.1rem, 2.4vw, 2rem);
  font-weight: 700;
`;

const AlarmBadge = styled.span<{ $priority: MonitorAlarm['priority'] }>`
  padding: 0.05rem 0.5rem;
  border-radius: 4px;
  background: ${({ $priority }) => ALARM_COLOURS[$priority].band};
  color: ${({ $priority }) => ALARM_COLOURS[$priority].bandText};
  font-size: 0.7em;
  text-transform: uppercase;
  letter-spacing: 0.05em;
`;

const Wave = styled.div`
  grid-column: 1 / -1;
  grid-row: 2;
  min-height: 0;
  min-width: 0;
  /* A phone's tiles take their content's height: the trace keeps a readable one. */
  @media (max-width: 40rem) {
    min-height: 6rem;
  }
`;

const Value = styled.span<{ $wave: boolean }>`
  grid-column: ${({ $wave }) => ($wave ? 2 : 1)};
  grid-row: ${({ $wave }) => ($wave ? 1 : 2)};
  align-self: center;
  justify-self: ${({ $wave }) => ($wave ? 'end' : 'start')};
  font-size: ${({ $wave }) => ($wave ? 'clamp(2.25rem, 6.5vw, 6.5rem)' : 'clamp(2rem, 4.6vw, 5rem)')};
  font-weight: 700;
  line-height: 1;
  white-space: nowrap;
`;

const Unit = styled.span`
  font-size: 0.4em;
  font-weight: 600;
`;

const Message = styled.p`
  margin: auto;
  max-width: 40rem;
  padding: 1rem;
  font-size: clamp(1.5rem, 4vw, 3rem);
  text-align: center;
`;

/** « 112 /min » drawn as a large figure and a smaller unit; read as one text. */
function Figure({ text, wave }: { text: string; wave: boolean }) {
  const space = text.indexOf('\u00a0');
  return (
    <Value $wave={wave}>
      {space < 0 ? (
        text
      ) : (
        <>
          {text.slice(0, space + 1)}
          <Unit>{text.slice(space + 1)}</Unit>
        </>
      )}
    </Value>
  );
}

function VitalTile({ sign, text, alarm, wave }: { sign: MonitorSign; text: string; alarm: MonitorAlarm | undefined; wave?: ReactNode }) {
  return (
    <Tile
      role="group"
      aria-label={VITAL_SIGN_LABELS[sign]}
      $sign={sign}
      $alarm={alarm}
      $wave={wave !== undefined}
      data-alarm={alarm?.level}
      data-priority={alarm?.priority}
    >
      <Label>
        <span aria-hidden="true">{VITAL_SIGN_LABELS[sign]}</span>
        {alarm && (
          <AlarmBadge $priority={alarm.priority}>
            <AlarmWords alarm={alarm} />
          </AlarmBadge>
        )}
      </Label>
      {wave && <Wave>{wave}</Wave>}
      <Figure text={text} wave={wave !== undefined} />
    </Tile>
  );
}

/** The tiles of one state's vitals (PAM computed from PA, beside it), with their alarms. */
function VitalTiles({ vitals, alarms }: { vitals: Vitals; alarms: MonitorAlarms }) {
  const pressure = parseBloodPressure(vitals.pa);
  return (
    <Grid>
      <VitalTile
        sign="FC"
        text={vitalValueText.FC(vitals.fc)}
        alarm={alarms.FC}
        wave={<Waveform trace="ecg" beatsPerMinute={vitals.fc} colour={colours.fc} label={monitorMessages.waveforms.ecg} />}
      />
      <VitalTile
        sign="SpO₂"
        text={vitalValueText['SpO₂'](vitals.spo2)}
        alarm={alarms['SpO₂']}
        // The pulse oximeter's curve beats with the pulse; none without one (or without a saturation to read).
        wave={<Waveform trace="pleth" beatsPerMinute={vitals.spo2 > 0 ? vitals.fc : 0} colour={colours.spo2} label={monitorMessages.waveforms.pleth} />}
      />
      <VitalTile sign="PA" text={vitalValueText.PA(vitals.pa)} alarm={alarms.PA} />
      {/* A PA that cannot be read has no mean: the tile says « -- », as a monitor without a measure does. */}
      <VitalTile sign="PAM" text={pressure ? vitalValueText.PAM(meanArterialPressure(pressure.systolic, pressure.diastolic)) : monitorMessages.noValue} alarm={alarms.PAM} />
      <VitalTile sign="FR" text={vitalValueText.FR(vitals.fr)} alarm={alarms.FR} />
      <VitalTile sign="T°" text={vitalValueText['T°'](vitals.temperature)} alarm={alarms['T°']} />
    </Grid>
  );
}

/** What the screen says instead of the figures, if anything: the link's end, a failure, the wait. */
function notice(feed: MonitorFeed | undefined, error: unknown, loading: boolean): string | null {
  if (isFinalRefusal(error)) return error.status === 410 ? monitorMessages.ended : monitorMessages.unknown;
  if (feed?.status === 'revoked') return monitorMessages.revoked;
  if (feed?.status === 'ended') return monitorMessages.ended;
  if (feed) return feed.vitals ? null : monitorMessages.waiting;
  if (loading) return monitorMessages.loading;
  return error ? monitorMessages.failed : monitorMessages.loading;
}

/** The room's clock, HH:MM:SS: only this renders again each second. */
function RoomClock() {
  const now = useSecondTicks();
  return (
    <Clock role="timer" aria-label={monitorMessages.clock}>
      {roomClockText(now)}
    </Clock>
  );
}

const NO_ALARMS: MonitorAlarms = {};
const NO_TRENDS: MonitorFeed['trends'] = [];

/**
 * The patient monitor of one link (docs/product.md §14): the live vitals (a trend moving smoothly), and nothing
 * else — no name, no title, no note. Its alarms sound through `speaker` (Web Audio by default) once the screen
 * was touched or clicked; **Silence alarme** mutes them for two minutes. In full screen no control is left: a
 * tap anywhere first lets the page sound, then silences a sounding alarm.
 */
export function Monitor({ token, speaker }: { token: string; speaker?: () => AlarmSpeaker | null }) {
  const { data: feed, error, isLoading, refetch } = useMonitorVitalsQuery(token);
  useWakeLock();
  const { fullScreen, enter } = useFullScreen();
  const finalRefusal = isFinalRefusal(error);
  const dead = finalRefusal || feed?.status === 'revoked' || feed?.status === 'ended';
  // The figures shown: the last frame's, a running trend's signs where they have got to (the alarms follow them).
  const vitals = useTrendingVitals(dead ? null : (feed?.vitals ?? null), feed?.trends ?? NO_TRENDS);
  const population = feed?.population;
  const alarms = useMemo(() => (vitals && population ? monitorAlarms(vitals, population) : NO_ALARMS), [vitals, population]);
  const priority = topPriority(alarms);
  const sound = useAlarmSound(priority, speaker);
  const { enabled: soundEnabled, enable: enableSound, silence } = sound;

  // A failure that may pass: ask again until the answer comes (nobody is at the room's screen to click).
  useEffect(() => {
    if (!error || finalRefusal) return undefined;
    const timer = setTimeout(() => void refetch(), MONITOR_RETRY_MS);
    return () => clearTimeout(timer);
  }, [error, finalRefusal, refetch]);

  // The first touch or click anywhere lets the page sound (the browser's rule); in full screen, where no button is
  // left, a later tap silences a sounding alarm, as the silence key of a bedside monitor.
  useEffect(() => {
    const tapped = () => {
      if (!soundEnabled) enableSound();
      else if (fullScreen && priority) silence();
    };
    document.addEventListener('pointerdown', tapped);
    return () => document.removeEventListener('pointerdown', tapped);
  }, [soundEnabled, enableSound, fullScreen, priority, silence]);

  const said = notice(feed, error, isLoading);
  const reconnecting = !dead && feed !== undefined && (feed.status === 'reconnecting' || error !== undefined);

  return (
    <Screen>
      <VisuallyHidden as="h1">{monitorMessages.heading}</VisuallyHidden>
      <TopBar>
        {!dead && <RoomClock />}
        <span role="status">{reconnecting ? monitorMessages.reconnecting : ''}</span>
        {sound.silenceLeft > 0 && <span role="timer">{monitorMessages.silenced(sound.silenceLeft)}</span>}
        {!fullScreen && !dead && (
          <>
            {!soundEnabled && (
              <ControlButton type="button" onClick={enableSound}>
                {monitorMessages.enableSound}
              </ControlButton>
            )}
            {soundEnabled && priority && (
              <ControlButton type="button" onClick={silence}>
                {monitorMessages.silence}
              </ControlButton>
            )}
            {enter && (
              <ControlButton type="button" onClick={enter}>
                {monitorMessages.fullScreen}
              </ControlButton>
            )}
          </>
        )}
      </TopBar>
      {said !== null || !vitals ? (
        <Message role={dead ? 'alert' : 'status'}>{said}</Message>
      ) : (
        <VitalTiles vitals={vitals} alarms={alarms} />
      )}
    </Screen>
  );
}
