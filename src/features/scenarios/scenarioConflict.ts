import type { ScenarioContent, ScenarioState, ScenarioTransition, EvaluationCriterion } from '../../../contract/schemas/scenarios';
import { decimal } from '../../config/messages/french';
import { editorMessages } from '../../config/messages/scenarios';
import type { Difference } from '../../ui/ConflictCallout';

const lines = (items: readonly string[]) => items.join('\n');
const durations = (content: ScenarioContent) =>
  `${editorMessages.briefingDuration} ${content.phase_durations.briefing} · ${editorMessages.scenarioDuration} ${content.phase_durations.scenario} · ${editorMessages.debriefingDuration} ${content.phase_durations.debriefing}`;
const keyPoints = (content: ScenarioContent) =>
  lines(content.debriefing_guide.key_points.map((phase) => `${phase.phase}\u00a0: ${phase.points.join(' · ')}`));

function stateText(state: ScenarioState): string {
  const { fc, pa, spo2, fr, temperature, conscience } = state.vitals;
  return [
    `${state.name} (${editorMessages.kinds[state.kind] ?? state.kind})`,
    `FC ${fc} · PA ${pa} · SpO₂ ${spo2}\u00a0% · FR ${fr} · T° ${decimal(temperature)}\u00a0°C${conscience ? ` · ${conscience}` : ''}`,
    state.expected ? editorMessages.expectedLine(state.expected.kind, state.expected.within_seconds) : '',
    state.description,
  ]
    .filter(Boolean)
    .join('\n');
}

function transitionText(transition: ScenarioTransition, nameOf: (id: string) => string): string {
  const delay = transition.trigger === 'délai' && transition.delay_seconds !== undefined ? ` — ${transition.delay_seconds}\u00a0s` : '';
  return `${transition.label}\n${editorMessages.transitionSummary(nameOf(transition.from), nameOf(transition.to), transition.trigger)}${delay}`;
}

const criterionText = (criterion: EvaluationCriterion) => `${criterion.label}\n${criterion.scale.map((step) => `${step.value}\u00a0: ${step.label}`).join(' · ')}`;

/**
 * The items of two lists matched by id (mine's order first, then theirs' new ones), each side's text or
 * absent. Compared as data, not as text: a transition whose state was renamed has not changed itself.
 */
function keyed<T extends { id: string }>(mine: readonly T[], theirs: readonly T[], label: (item: T) => string, text: (item: T, side: 'mine' | 'theirs') => string): Difference[] {
  const ids = [...new Set([...mine.map((item) => item.id), ...theirs.map((item) => item.id)])];
  return ids.flatMap((id) => {
    const a = mine.find((item) => item.id === id);
    const b = theirs.find((item) => item.id === id);
    if (a && b && JSON.stringify(a) === JSON.stringify(b)) return [];
    const left = a ? text(a, 'mine') : editorMessages.conflictAbsent;
    const right = b ? text(b, 'theirs') : editorMessages.conflictAbsent;
    const named = a ?? b;
    return left === right || !named ? [] : [{ field: label(named), mine: left, theirs: right }];
  });
}

/**
 * What differs between the teacher's draft and the version another tab saved, field by field and in the
 * editor's own words: the states, transitions and criteria matched by id (renamed, changed, added, removed).
 * Pure; the conflict callout shows it.
 */
export function scenarioDifferences(mine: ScenarioContent, theirs: ScenarioContent): Difference[] {
  const plain: [string, (content: ScenarioContent) => string][] = [
    [editorMessages.title, (content) => content.title],
    [editorMessages.public, (content) => content.public],
    [editorMessages.population, (content) => editorMessages.populations[content.population ?? 'adulte']],
    [editorMessages.durations, durations],
    [editorMessages.objectives, (content) => lines(content.objectives)],
    [editorMessages.prerequisites, (content) => lines(content.prerequisites)],
    [editorMessages.context, (content) => content.context],
    [editorMessages.briefing, (content) => content.briefing],
    [editorMessages.material, (content) => lines(content.material)],
    [editorMessages.rolesNeeded, (content) => lines(content.roles_needed)],
    [editorMessages.model, (content) => content.debriefing_guide.model],
    [editorMessages.conflictKeyPoints, keyPoints],
  ];
  const names = { mine: new Map(mine.graph.states.map((state) => [state.id, state.name])), theirs: new Map(theirs.graph.states.map((state) => [state.id, state.name])) };
  return [
    ...plain.flatMap(([field, read]) => (read(mine) === read(theirs) ? [] : [{ field, mine: read(mine), theirs: read(theirs) }])),
    ...keyed(mine.graph.states, theirs.graph.states, (state) => editorMessages.conflictState(state.name), stateText),
    ...keyed(mine.graph.transitions, theirs.graph.transitions, (transition) => editorMessages.conflictTransition(transition.label), (transition, side) =>
      transitionText(transition, (id) => names[side].get(id) ?? id),
    ),
    ...keyed(mine.evaluation_grid.criteria, theirs.evaluation_grid.criteria, (criterion) => editorMessages.conflictCriterion(criterion.label), criterionText),
  ];
}
