import type { MonitorAlarm } from '../../../contract/vitals';
import { monitorMessages } from '../../config/messages/monitor';
import { VisuallyHidden } from '../../ui/VisuallyHidden';

/**
 * What an alarm's badge says, on the monitor and on the trainer's tiles alike: the priority's mark (« !!! », « !! »,
 * drawn, not read), « Alarme haute / basse », and the priority in words for screen readers — so the priority never
 * rests on a colour or a flash alone. Each badge draws its own frame around these words.
 */
export function AlarmWords({ alarm }: { alarm: MonitorAlarm }) {
  return (
    <>
      <span aria-hidden="true">{`${monitorMessages.alarmMark[alarm.priority]} `}</span>
      {`${monitorMessages.alarm} ${monitorMessages.alarmLevel[alarm.level]}`}
      <VisuallyHidden>{`, ${monitorMessages.alarmPriority[alarm.priority]}`}</VisuallyHidden>
    </>
  );
}
