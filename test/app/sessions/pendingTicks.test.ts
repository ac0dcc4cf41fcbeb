/**
 * @jest-environment node
 */
import { pendingTicks } from '../../../src/features/sessions/pendingTicks';

const list = (...done: boolean[]) => done.map((value, index) => ({ label: `Item ${index + 1}`, done: value }));
const doneOf = (items: { done: boolean }[]) => items.map((item) => item.done);

describe('a checklist read before this device’s ticks does not undo them', () => {
  it.each<[string, (ticks: ReturnType<typeof pendingTicks>) => void, boolean[]]>([
    ['no tick on the way: the list as it came', () => undefined, [false, true, false]],
    ['item 1 ticked, not answered: it stays ticked in a pushed list', (ticks) => void ticks.sent('s', 0, true), [true, true, false]],
    ['item 2 unticked, not answered: it stays unticked', (ticks) => void ticks.sent('s', 1, false), [false, false, false]],
    ['its answer came: the list as the server has it', (ticks) => ticks.settled('s', 0, ticks.sent('s', 0, true)), [false, true, false]],
    [
      'ticked then unticked: the answer to the first leaves the second on the way',
      (ticks) => {
        const first = ticks.sent('s', 0, true);
        ticks.sent('s', 0, false);
        ticks.settled('s', 0, first);
      },
      [false, true, false],
    ],
    [
      'unticked then ticked: the answer to the first leaves it ticked',
      (ticks) => {
        const first = ticks.sent('s', 0, false);
        ticks.sent('s', 0, true);
        ticks.settled('s', 0, first);
      },
      [true, true, false],
    ],
    [
      'ticked, then unticked and still on the way: a list with the first tick keeps it unticked',
      (ticks) => {
        const first = ticks.sent('s', 1, true);
        ticks.sent('s', 1, false);
        ticks.settled('s', 1, first);
      },
      [false, false, false],
    ],
    ['another session’s tick changes nothing here', (ticks) => void ticks.sent('other', 0, true), [false, true, false]],
  ])('%s', (_case, act, expected) => {
    const ticks = pendingTicks();
    act(ticks);
    expect(doneOf(ticks.shown('s', list(false, true, false)))).toEqual(expected);
  });

  it('keeps the items’ labels and leaves a list with nothing on the way as it is', () => {
    const ticks = pendingTicks();
    const pushed = list(false, false);
    expect(ticks.shown('s', pushed)).toBe(pushed);
    ticks.sent('s', 1, true);
    expect(ticks.shown('s', pushed)).toEqual([{ label: 'Item 1', done: false }, { label: 'Item 2', done: true }]);
  });
});
