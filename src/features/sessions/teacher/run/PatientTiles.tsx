import styled, { css } from 'styled-components';
import type { Population } from '../../../../../contract/roles';
import type { Vitals } from '../../../../../contract/schemas/scenarios';
import { DEFAULT_POPULATION, monitorAlarms, type MonitorAlarm, type VitalSign } from '../../../../../contract/vitals';
import { roomMessages } from '../../../../config/messages/room';
import { ALARM_COLOURS, AlarmWords, MONITOR_PALETTE as colours } from '../../../monitor';
import { vitalTiles, type VitalTile } from './runScreen';

/** Each tile's sign as the monitor names it, and its colour there: the trainer reads what the room's screen shows. */
const SIGN: Readonly<Record<Exclude<VitalTile['key'], 'conscience'>, { sign: VitalSign; colour: string }>> = {
  fc: { sign: 'FC', colour: colours.fc },
  pa: { sign: 'PA', colour: colours.pa },
  spo2: { sign: 'SpO₂', colour: colours.spo2 },
  fr: { sign: 'FR', colour: colours.fr },
  temperature: { sign: 'T°', colour: colours.temperature },
};

/** The monitor's own layout in small: heart rate and pressure wide, the three others below. */
const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(6, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${colours.screen};
  list-style: none;
  /* The figures are sized on the whole grid's width, not each tile's: every value the same size, whatever its tile. */
  container: patient-tiles / inline-size;
  & > li:nth-child(-n + 2) {
    grid-column: span 3;
  }
  & > li:nth-child(n + 3) {
    grid-column: span 2;
  }
`;

/**
 * The frame takes the priority's colour (red high, yellow medium) and keeps it steady: the flashing belongs to the
 * room's screen, where it must catch the eye; on the trainer's tablet it would only pull the eye from the learners.
 */
const Tile = styled.li<{ $colour: string; $alarm: MonitorAlarm | undefined }>`
  display: flex;
  flex-direction: column;
  gap: 0.15rem;
  min-width: 0;
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  border: 3px solid ${colours.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${colours.tile};
  color: ${({ $colour }) => $colour};
  ${({ $alarm }) =>
    $alarm &&
    css`
      border-color: ${ALARM_COLOURS[$alarm.priority].bright};
    `}
  & > span {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  /* The values sit on one baseline across a row of tiles, whether or not a badge took a line above them. */
  & strong {
    margin-top: auto;
    font-size: 2rem;
    line-height: ${({ theme }) => theme.font.lineHeight.tight};
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
    @container patient-tiles (max-width: 26rem) {
      font-size: 1.5rem;
    }
  }
  & strong > small {
    font-size: 0.55em;
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
`;

/** Said beside an out-of-range figure, as on the monitor (its mark « !!! » or « !! », its band): the frame alone would not be read. */
const AlarmBadge = styled.span<{ $priority: MonitorAlarm['priority'] }>`
  padding: 0 0.4rem;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ $priority }) => ALARM_COLOURS[$priority].band};
  color: ${({ $priority }) => ALARM_COLOURS[$priority].bandText};
  font-size: ${({ theme }) => theme.font.size.xs};
  /* A badge is one piece: it may go under the sign's name, never break inside. */
  white-space: nowrap;
`;

/** The scenario's population (the alarms' ranges); an adult's when its version names none. */
export function populationOf(scenario: { population?: Population } | null | undefined): Population {
  return scenario?.population ?? DEFAULT_POPULATION;
}

/**
 * The patient's five vital tiles, on « Déroulement » and in « Mode salle » alike: the patient monitor's colours,
 * alarms and priorities (contract/vitals.ts `monitorAlarms`, the same ranges), so the trainer reads what the room's
 * screen shows. Each tile is named by its abbreviation (`FC`, `PA`, `SpO₂`, `FR`, `T°`) and holds the value with its
 * unit; the state of consciousness is words, not a figure, and is said beside the tiles by the page.
 */
export function PatientTiles({ vitals, population }: { vitals: Vitals; population: Population }) {
  const alarms = monitorAlarms(vitals, population);
  return (
    <Grid aria-label={roomMessages.vitalsLabel}>
      {vitalTiles(vitals).flatMap((tile) => {
        if (tile.key === 'conscience') return [];
        const { sign, colour } = SIGN[tile.key];
        const alarm = alarms[sign];
        return [
          <Tile key={tile.key} aria-label={tile.label} $colour={colour} $alarm={alarm} data-alarm={alarm?.level} data-priority={alarm?.priority}>
            <span>
              <span aria-hidden="true">{tile.label}</span>
              {alarm && (
                <AlarmBadge $priority={alarm.priority}>
                  <AlarmWords alarm={alarm} />
                </AlarmBadge>
              )}
            </span>
            <strong>
              {tile.value}
              {tile.unit && <small>{`\u00a0${tile.unit}`}</small>}
            </strong>
          </Tile>,
        ];
      })}
    </Grid>
  );
}
