/**
 * How sessions are laid out for people: which list a session belongs to, grouped by week with French
 * dates. Pure (the clock is an argument), so that the wording and the grouping are tested as tables.
 */
import dayjs from 'dayjs';
import 'dayjs/locale/fr';
import type { SessionStatus } from '../../../contract/roles';
import type { SessionSummary } from '../../../contract/schemas/sessions';
import { sessionsMessages } from '../../config/messages/sessions';

export type Bucket = 'upcoming' | 'ongoing' | 'past';

/** A session being run or debriefed is « En cours »; a finished or cancelled one « Passée »; a planned one « À venir ». */
export function bucketOf(status: SessionStatus): Bucket {
  if (status === 'en cours' || status === 'débriefing') return 'ongoing';
  if (status === 'terminée' || status === 'annulée') return 'past';
  return 'upcoming';
}

export type WeekGroup<T> = { key: string; label: string; sessions: T[] };

/** The Monday of the session's week (local time), as YYYY-MM-DD. */
export function weekOf(startsAt: string): string {
  const date = dayjs(startsAt);
  return date.subtract((date.day() + 6) % 7, 'day').format('YYYY-MM-DD');
}

/**
 * Sessions of one list grouped by week: the coming ones soonest first, the past ones latest first
 * (what people look for first in each).
 */
export function weekGroups<T extends Pick<SessionSummary, 'starts_at'>>(sessions: readonly T[], order: 'soonest' | 'latest'): WeekGroup<T>[] {
  const sorted = [...sessions].sort((a, b) => (order === 'soonest' ? 1 : -1) * (Date.parse(a.starts_at) - Date.parse(b.starts_at)));
  const groups: WeekGroup<T>[] = [];
  for (const session of sorted) {
    const key = weekOf(session.starts_at);
    let group = groups.find((candidate) => candidate.key === key);
    if (!group) {
      group = { key, label: sessionsMessages.week(dayjs(key).locale('fr').format(sessionsMessages.dayFormat)), sessions: [] };
      groups.push(group);
    }
    group.sessions.push(session);
  }
  return groups;
}

/** The sessions of each list, ready to show. */
export function sessionLists<T extends Pick<SessionSummary, 'starts_at' | 'status'>>(sessions: readonly T[]): Record<Bucket, WeekGroup<T>[]> {
  const of = (bucket: Bucket) => sessions.filter((session) => bucketOf(session.status) === bucket);
  return { upcoming: weekGroups(of('upcoming'), 'soonest'), ongoing: weekGroups(of('ongoing'), 'soonest'), past: weekGroups(of('past'), 'latest') };
}
