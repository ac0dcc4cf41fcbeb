/** The room's clock: the time of day as the room's wall clock reads it. */
import { useEffect, useState } from 'react';

/** The room is in France: its clock is Paris's, whatever the zone the screen's computer was set to. */
export const ROOM_TIME_ZONE = 'Europe/Paris';

const FORMAT = new Intl.DateTimeFormat('fr-FR', { timeZone: ROOM_TIME_ZONE, hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' });

/** « 18:28:43 » (HH:MM:SS, 24 h) at `time` (ms since the epoch), in the room's zone. */
export function roomClockText(time: number): string {
  return FORMAT.format(time);
}

/** The current time, renewed at each second's turn (only the component that shows it renders again). */
export function useSecondTicks(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      const time = Date.now();
      setNow(time);
      // At the next whole second, so that the clock turns with the room's, not up to a second late.
      timer = setTimeout(tick, 1000 - (time % 1000));
    };
    timer = setTimeout(tick, 1000 - (Date.now() % 1000));
    return () => clearTimeout(timer);
  }, []);
  return now;
}
