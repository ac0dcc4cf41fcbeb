/**
 * The checklist ticks this device has sent and the server has not answered yet. A list that arrives meanwhile
 * (another device's tick pushed by the stream, or the answer to an earlier tick) was read before they were
 * written: shown as it came, it would untick for a moment what the trainer has just ticked. So each item keeps
 * the value of its latest tick until the answer to that very tick; an answer to an older one changes nothing.
 */
import type { ChecklistItem } from '../../../contract/schemas/sessions';

type Pending = { done: boolean; tick: number };

export function pendingTicks() {
  const bySession = new Map<string, Map<number, Pending>>();
  let lastTick = 0;

  return {
    /** A tick sent: returns its number, to say which answer settles it. */
    sent(sessionId: string, index: number, done: boolean): number {
      lastTick += 1;
      const pending = bySession.get(sessionId) ?? new Map<number, Pending>();
      pending.set(index, { done, tick: lastTick });
      bySession.set(sessionId, pending);
      return lastTick;
    },

    /** Its answer came (or its failure): the item shows what the server has from now on. */
    settled(sessionId: string, index: number, tick: number): void {
      const pending = bySession.get(sessionId);
      if (pending?.get(index)?.tick !== tick) return;
      pending.delete(index);
      if (pending.size === 0) bySession.delete(sessionId);
    },

    /** `checklist` as this device shows it: the items with a tick on the way keep that tick's value. */
    shown(sessionId: string, checklist: ChecklistItem[]): ChecklistItem[] {
      const pending = bySession.get(sessionId);
      if (!pending) return checklist;
      return checklist.map((item, index) => {
        const tick = pending.get(index);
        return tick === undefined || tick.done === item.done ? item : { ...item, done: tick.done };
      });
    },
  };
}

export type PendingTicks = ReturnType<typeof pendingTicks>;
