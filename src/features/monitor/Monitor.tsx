import { useEffect, type ReactNode } from 'react';
import styled, { css, keyframes } from 'styled-components';
import type { Population } from '../../../contract/roles';
import type { Vitals } from '../../../contract/schemas/scenarios';
import { vitalAlarms, type AlarmLevel, type VitalSign } from '../../../contract/vitals';
import { monitorMessages, VITAL_SIGN_LABELS, vitalValueText } from '../../config/messages/monitor';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import { isFinalRefusal, useMonitorVitalsQuery, type MonitorFeed } from './monitorApi';
import { MONITOR_PALETTE as colours } from './palette';
import { useFullScreen, useWakeLock } from './screen';
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
  display: flex;
  justify-content: flex-end;
  align-items: center;
  gap: 1rem;
  min-height: 2.25rem;
  color: ${colours.muted};
`;

const FullScreenButton = styled.button`
  padding: 0.35rem 0.9rem;
  border: 1px solid ${colours.border};
  border-radius: 6px;
  background: ${colours.tile};
  color: ${colours.text};
  font: inherit;
  cursor: pointer;
`;

const Grid = styled.div`
  flex: 1;
  min-height: 0;
  display: grid;
  gap: 0.5rem;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  grid-template-rows: minmax(8rem, 1.3fr) minmax(8rem, 1.3fr) minmax(7rem, 1fr);
  grid-template-areas:
    'fc fc fc'
    'spo2 spo2 spo2'
    'pa fr t';
  @media (max-width: 40rem) {
    grid-template-columns: minmax(0, 1fr);
    grid-template-rows: none;
    grid-auto-rows: minmax(7rem, auto);
    grid-template-areas: 'fc' 'spo2' 'pa' 'fr' 't';
  }
`;

const AREA: Readonly<Record<VitalSign, string>> = { FC: 'fc', 'SpO₂': 'spo2', PA: 'pa', FR: 'fr', 'T°': 't' };
const COLOUR: Readonly<Record<VitalSign, string>> = { FC: colours.fc, 'SpO₂': colours.spo2, PA: colours.pa, FR: colours.fr, 'T°': colours.temperature };

const Tile = styled.section<{ $sign: VitalSign; $alarm: boolean; $wave: boolean }>`
  grid-area: ${({ $sign }) => AREA[$sign]};
  display: grid;
  grid-template-columns: ${({ $wave }) => ($wave ? 'minmax(0, 1fr) auto' : 'minmax(0, 1fr)')};
  grid-template-rows: auto minmax(0, 1fr);
  column-gap: 1rem;
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
      border-color: ${colours.alarmBand};
      /* The blinking border: a bright red frame over the dark red one, shown and hidden. */
      &::after {
        content: '';
        position: absolute;
        inset: -4px;
        border: 4px solid ${colours.alarm};
        border-radius: 10px;
        pointer-events: none;
        will-change: opacity;
        animation: ${blink} 1s steps(1, end) infinite;
      }
      @media (prefers-reduced-motion: reduce) {
        &::after {
          animation: none;
        }
      }
    `}
`;

const Label = styled.span`
  grid-column: 1 / -1;
  display: flex;
  align-items: center;
  gap: 0.75rem;
  font-size: clamp(1.1rem, 2.4vw, 2rem);
  font-weight: 700;
`;

const AlarmBadge = styled.span`
  padding: 0.05rem 0.5rem;
  border-radius: 4px;
  background: ${colours.alarmBand};
  color: ${colours.text};
  font-size: 0.7em;
  text-transform: uppercase;
  letter-spacing: 0.05em;
`;

const Wave = styled.div`
  min-height: 0;
  min-width: 0;
`;

const Value = styled.span<{ $wave: boolean }>`
  align-self: center;
  justify-self: ${({ $wave }) => ($wave ? 'end' : 'start')};
  font-size: ${({ $wave }) => ($wave ? 'clamp(2.5rem, 9vw, 8rem)' : 'clamp(2.25rem, 6vw, 5.5rem)')};
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

/** « 112 bpm » drawn as a large figure and a smaller unit; read as one text. */
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

function VitalTile({ sign, text, alarm, wave }: { sign: VitalSign; text: string; alarm: AlarmLevel | undefined; wave?: ReactNode }) {
  return (
    <Tile role="group" aria-label={VITAL_SIGN_LABELS[sign]} $sign={sign} $alarm={alarm !== undefined} $wave={wave !== undefined} data-alarm={alarm}>
      <Label>
        <span aria-hidden="true">{VITAL_SIGN_LABELS[sign]}</span>
        {alarm && <AlarmBadge>{`${monitorMessages.alarm} ${monitorMessages.alarmLevel[alarm]}`}</AlarmBadge>}
      </Label>
      {wave && <Wave>{wave}</Wave>}
      <Figure text={text} wave={wave !== undefined} />
    </Tile>
  );
}

/** The five tiles of one state's vitals, with the alarms of `population`'s normal ranges. */
function VitalTiles({ vitals, population }: { vitals: Vitals; population: Population }) {
  const alarms = vitalAlarms(vitals, population);
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

/**
 * The patient monitor of one link (docs/product.md §14): the current state's vitals, live, and nothing
 * else — no name, no title, no note.
 */
export function Monitor({ token }: { token: string }) {
  const { data: feed, error, isLoading, refetch } = useMonitorVitalsQuery(token);
  useWakeLock();
  const { fullScreen, enter } = useFullScreen();
  const finalRefusal = isFinalRefusal(error);
  const dead = finalRefusal || feed?.status === 'revoked' || feed?.status === 'ended';

  // A failure that may pass: ask again until the answer comes (nobody is at the room's screen to click).
  useEffect(() => {
    if (!error || finalRefusal) return undefined;
    const timer = setTimeout(() => void refetch(), MONITOR_RETRY_MS);
    return () => clearTimeout(timer);
  }, [error, finalRefusal, refetch]);

  const said = notice(feed, error, isLoading);
  const reconnecting = !dead && feed !== undefined && (feed.status === 'reconnecting' || error !== undefined);

  return (
    <Screen>
      <VisuallyHidden as="h1">{monitorMessages.heading}</VisuallyHidden>
      <TopBar>
        <span role="status">{reconnecting ? monitorMessages.reconnecting : ''}</span>
        {enter && !fullScreen && !dead && (
          <FullScreenButton type="button" onClick={enter}>
            {monitorMessages.fullScreen}
          </FullScreenButton>
        )}
      </TopBar>
      {said !== null || !feed?.vitals ? (
        <Message role={dead ? 'alert' : 'status'}>{said}</Message>
      ) : (
        <VitalTiles vitals={feed.vitals} population={feed.population} />
      )}
    </Screen>
  );
}
