/** @jest-environment node */
/** How the trainer's run log settles: each event once, the server's copy in place of the one this device showed. */
import type { RunLogEvent } from '../../../contract/schemas/sessions';
import { dropPending, pendingEvent, settleEvents } from '../../../src/features/sessions/runLogCache';

const at = '2026-11-26T08:00:00.000Z';
const a: RunLogEvent = { id: 'a', kind: 'note', text: 'A', at };
const b: RunLogEvent = { id: 'b', kind: 'note', text: 'B', at };
const note = pendingEvent({ kind: 'note', text: 'Désobstruction faite.' }, new Date(at), 1);
const noteLogged: RunLogEvent = { id: 'n', kind: 'note', text: 'Désobstruction faite.', at: '2026-11-26T08:00:01.000Z' };
const tagged = pendingEvent({ kind: 'note', text: 'Geste', tags: ['geste'] }, new Date(at), 2);
const take = pendingEvent({ kind: 'transition_taken', transition: 't1' }, new Date(at), 3);
const taken: RunLogEvent = { id: 't', kind: 'transition_taken', transition: 't1', from: 's0', to: 's1', at };
const reached: RunLogEvent = { id: 'r', kind: 'state_reached', state: 's1', at };

describe('settleEvents', () => {
  it.each<[string, RunLogEvent[], RunLogEvent[], string[]]>([
    ['a new event is added', [a], [b], ['a', 'b']],
    ['the pushed copy of an event already there is not', [a, b], [b], ['a', 'b']],
    ['a replay adds only what was missed', [a], [a, b], ['a', 'b']],
    ['the same event twice in one batch, once', [], [b, b], ['b']],
    ['the server’s note takes the pending note’s place', [a, note, b], [noteLogged], ['a', 'n', 'b']],
    ['…and its POST answer after the push adds nothing', [a, noteLogged], [noteLogged], ['a', 'n']],
    ['a note with other text does not replace it', [note], [b], [note.id, 'b']],
    ['a note with other tags does not replace it', [tagged], [{ id: 'g', kind: 'note', text: 'Geste', tags: ['communication'], at }], [tagged.id, 'g']],
    ['a transition and the state it led to settle the pending transition', [a, take], [taken, reached], ['a', 't', 'r']],
    ['two identical pending notes are settled one by one', [note, { ...note, id: `${note.id}-bis` }], [noteLogged], ['n', `${note.id}-bis`]],
    ['a double click’s second answer takes its own pending copy away too', [a, taken, reached, { ...take, id: `${take.id}-bis` }], [taken, reached], ['a', 't', 'r']],
    ['an event taken offline earlier than the last ones takes its place in time', [a, noteLogged], [{ ...b, at: '2026-11-26T08:00:00.500Z' }], ['a', 'b', 'n']],
  ])('%s', (_case, log, incoming, ids) => {
    const draft = [...log];
    settleEvents(draft, incoming);
    expect(draft.map((event) => event.id)).toEqual(ids);
  });
});

describe('dropPending', () => {
  it('takes out only the refused pending event, keeping what was pushed after it', () => {
    const draft = [a, note, b];
    dropPending(draft, note.id);
    expect(draft.map((event) => event.id)).toEqual(['a', 'b']);
  });
});
