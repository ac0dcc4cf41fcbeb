/**
 * The editor's pure model: a scenario's content as the form edits it (lists kept line by line while
 * typing), what must be fixed before saving (besides the graph rules of the contract), new ids, the
 * graph as vis-network draws it, the grid's shared scale, and the exported file.
 */
import { graphProblems } from '../../../contract/scenarioGraph';
import { TEXT_LIMITS, textLimitProblem } from '../../../contract/textLimits';
import type { EvaluationCriterion, QuickAction, ScenarioContent, ScenarioState, ScenarioTransition } from '../../../contract/schemas/scenarios';
import { editorMessages } from '../../config/messages/scenarios';
import { downloadFile } from '../../lib/download';

export type Graph = ScenarioContent['graph'];

/** One line per item; blank lines kept while typing, dropped by `normalised`. */
export const textOfLines = (lines: readonly string[]) => lines.join('\n');
export const linesOfText = (text: string) => text.split('\n');
const cleanLines = (lines: readonly string[]) => lines.map((line) => line.trim()).filter(Boolean);

type Scale = EvaluationCriterion['scale'];

/** A new grid's scale, until the author writes their own. */
export const DEFAULT_SCALE: Scale = [
  { value: 0, label: 'Non fait' },
  { value: 1, label: 'Partiel' },
  { value: 2, label: 'Fait' },
];

/** The key `badScales` uses for the shared scale's text (a criterion id never holds a space). */
export const SHARED_SCALE = 'échelle commune';

/** What the schema accepts for a scale: 2 to 10 steps, whole values 0–100, labels of 1–100 characters (saved trimmed). */
export const scaleValid = (scale: Scale) =>
  scale.length >= 2 &&
  scale.length <= 10 &&
  scale.every((step) => Number.isInteger(step.value) && step.value >= 0 && step.value <= 100 && step.label.trim().length >= 1 && step.label.trim().length <= 100);

/**
 * The schema's `MAX_QUICK_ACTIONS` (20): the browser imports no value from contract/schemas (TypeBox stays
 * on the server), so it is repeated here and test/app/scenarios/scenarioDraft.test.ts checks the two agree.
 */
export const MAX_QUICK_ACTIONS = 20;

/** A new step at the end of a scale: one more than the highest value (an empty label, the author names it). */
export function addScaleStep(scale: Scale): Scale {
  const values = scale.map((step) => step.value).filter(Number.isFinite);
  return [...scale, { value: values.length ? Math.min(100, Math.max(...values) + 1) : 0, label: '' }];
}

/** A new quick action: an id of its own (`action-N`, never one in use), an empty label to type; the others keep theirs. */
export function addQuickAction(actions: readonly QuickAction[]): QuickAction[] {
  return [...actions, { id: nextId('action', actions.map((action) => action.id)), label: '' }];
}

/** The action at `index` swapped with its neighbour (`by` −1 up, +1 down); out of range, the list unchanged. */
export function moveQuickAction(actions: readonly QuickAction[], index: number, by: -1 | 1): QuickAction[] {
  const to = index + by;
  if (index < 0 || to < 0 || to >= actions.length) return [...actions];
  const next = [...actions];
  [next[index], next[to]] = [next[to] as QuickAction, next[index] as QuickAction];
  return next;
}

/** What the server would refuse in the quick actions (labels as saved, trimmed), in French, the first duplicate named once. */
export function quickActionProblems(actions: readonly QuickAction[]): string[] {
  const problems: string[] = [];
  if (actions.length > MAX_QUICK_ACTIONS) problems.push(editorMessages.problems.quickActionsTooMany(MAX_QUICK_ACTIONS));
  const seen = new Set<string>();
  const repeated = new Set<string>();
  actions.forEach((action, index) => {
    const label = action.label.trim();
    if (!label) problems.push(editorMessages.problems.quickActionEmpty(index + 1));
    else if (label.length > TEXT_LIMITS.quickActionLabel) problems.push(editorMessages.problems.quickActionTooLong(index + 1, TEXT_LIMITS.quickActionLabel));
    // Two buttons with one label in the room could not be told apart: compared without case or outer spaces.
    const key = label.toLocaleLowerCase('fr');
    if (label && seen.has(key) && !repeated.has(key)) {
      repeated.add(key);
      problems.push(editorMessages.problems.quickActionDuplicate(label));
    }
    seen.add(key);
  });
  return problems;
}

export const sameScale = (a: Scale, b: Scale) => a.length === b.length && a.every((step, index) => step.value === b[index]?.value && step.label === b[index]?.label);

/**
 * The grid's shared scale, as the stored grid tells it (each criterion stores its own): the scale most
 * criteria hold, the first one's among equals; the default scale for an empty grid.
 */
export function sharedScaleOf(criteria: readonly EvaluationCriterion[]): Scale {
  let best: { scale: Scale; count: number } | null = null;
  for (const criterion of criteria) {
    const count = criteria.filter((other) => sameScale(other.scale, criterion.scale)).length;
    if (!best || count > best.count) best = { scale: criterion.scale, count };
  }
  return best?.scale ?? DEFAULT_SCALE;
}

/** The criteria with a scale of their own: those whose scale differs from the shared one. */
export const specificCriteria = (criteria: readonly EvaluationCriterion[], shared: Scale): Set<string> =>
  new Set(criteria.filter((criterion) => !sameScale(criterion.scale, shared)).map((criterion) => criterion.id));

/** The shared scale written into every criterion that follows it (the stored shape stays per criterion). */
export function withSharedScale(criteria: readonly EvaluationCriterion[], shared: Scale, specific: ReadonlySet<string>): EvaluationCriterion[] {
  return criteria.map((criterion) => (specific.has(criterion.id) || sameScale(criterion.scale, shared) ? criterion : { ...criterion, scale: shared.map((step) => ({ ...step })) }));
}

/** The content as it is saved: list items trimmed, blank ones dropped. */
export function normalised(content: ScenarioContent): ScenarioContent {
  // No actions is no key: a scenario that never had any compares equal to one whose last action was removed.
  const { quick_actions: actions, ...rest } = content;
  return {
    ...rest,
    ...(actions?.length ? { quick_actions: actions.map((action) => ({ id: action.id, label: action.label.trim() })) } : {}),
    evaluation_grid: { criteria: content.evaluation_grid.criteria.map((criterion) => ({ ...criterion, scale: criterion.scale.map((step) => ({ value: step.value, label: step.label.trim() })) })) },
    title: content.title.trim(),
    objectives: cleanLines(content.objectives),
    prerequisites: cleanLines(content.prerequisites),
    material: cleanLines(content.material),
    roles_needed: cleanLines(content.roles_needed),
    debriefing_guide: {
      ...content.debriefing_guide,
      key_points: content.debriefing_guide.key_points.map((phase) => ({ phase: phase.phase.trim(), points: cleanLines(phase.points) })),
    },
  };
}

const between = (value: number, min: number, max: number) => Number.isFinite(value) && value >= min && value <= max;
const wholeBetween = (value: number, min: number, max: number) => Number.isInteger(value) && between(value, min, max);

/** What the schema would refuse that the form lets through, in French. `badScales`: criteria whose scale text does not parse. */
export function fieldProblems(content: ScenarioContent, badScales: ReadonlySet<string> = new Set()): string[] {
  const problems: string[] = [];
  if (!content.title.trim()) problems.push(editorMessages.problems.title);
  // A text over its field's limit: named with the limit (the server would refuse it; nothing is cut).
  const tooLong = (label: string, text: string, limit: number) => {
    const problem = textLimitProblem(label, text, limit);
    if (problem) problems.push(problem);
  };
  tooLong(editorMessages.title, content.title, TEXT_LIMITS.scenarioTitle);
  tooLong(editorMessages.public, content.public, TEXT_LIMITS.scenarioPublic);
  tooLong(editorMessages.context, content.context, TEXT_LIMITS.scenarioContext);
  tooLong(editorMessages.briefing, content.briefing, TEXT_LIMITS.scenarioBriefing);
  const durations = content.phase_durations;
  if (!wholeBetween(durations.briefing, 1, 240)) problems.push(editorMessages.problems.duration('briefing'));
  if (!wholeBetween(durations.scenario, 1, 240)) problems.push(editorMessages.problems.duration('scénario'));
  if (!wholeBetween(durations.debriefing, 1, 240)) problems.push(editorMessages.problems.duration('débriefing'));
  content.graph.states.forEach((state, index) => {
    if (!state.name.trim()) problems.push(editorMessages.problems.stateName(index + 1));
    tooLong(editorMessages.stateName, state.name, TEXT_LIMITS.stateName);
    tooLong(editorMessages.description, state.description, TEXT_LIMITS.stateDescription);
    tooLong(editorMessages.conscience, state.vitals.conscience, TEXT_LIMITS.stateConscience);
    const v = state.vitals;
    if (!wholeBetween(v.fc, 0, 300) || !wholeBetween(v.spo2, 0, 100) || !wholeBetween(v.fr, 0, 120) || !between(v.temperature, 20, 45)) {
      problems.push(editorMessages.problems.vitals(state.name || String(index + 1)));
    }
  });
  content.graph.transitions.forEach((transition, index) => {
    if (!transition.label.trim()) problems.push(editorMessages.problems.transitionLabel(index + 1));
    tooLong(editorMessages.transitionLabel, transition.label, TEXT_LIMITS.transitionLabel);
  });
  content.debriefing_guide.key_points.forEach((phase, index) => {
    if (!phase.phase.trim()) problems.push(editorMessages.problems.phaseName(index + 1));
  });
  if (badScales.has(SHARED_SCALE)) problems.push(editorMessages.problems.sharedScale);
  content.evaluation_grid.criteria.forEach((criterion, index) => {
    if (!criterion.label.trim()) problems.push(editorMessages.problems.criterionLabel(index + 1));
    tooLong(editorMessages.criterion, criterion.label, TEXT_LIMITS.criterionLabel);
    if (badScales.has(criterion.id) || !scaleValid(criterion.scale)) problems.push(editorMessages.problems.scale(criterion.label || String(index + 1)));
  });
  problems.push(...quickActionProblems(content.quick_actions ?? []));
  return problems;
}

/** Everything that stands between this draft and a save the server accepts. */
export function saveProblems(content: ScenarioContent, badScales?: ReadonlySet<string>): string[] {
  const clean = normalised(content);
  return [...fieldProblems(clean, badScales), ...graphProblems(clean.graph)];
}

/** JSON with sorted keys: the database gives keys back in its own order. */
export function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)))
      : inner,
  );
}

export const sameContent = (a: ScenarioContent, b: ScenarioContent) => stableJson(normalised(a)) === stableJson(normalised(b));

/** `prefix-N`, N one more than the highest in use. */
export function nextId(prefix: string, ids: readonly string[]): string {
  const numbers = ids.map((id) => (id.startsWith(`${prefix}-`) ? Number(id.slice(prefix.length + 1)) : 0)).filter(Number.isFinite);
  return `${prefix}-${Math.max(0, ...numbers) + 1}`;
}

const DEFAULT_VITALS: ScenarioState['vitals'] = { fc: 80, pa: '120/80', spo2: 98, fr: 16, temperature: 37, conscience: '' };

export function addState(graph: Graph): { graph: Graph; id: string } {
  const id = nextId('etat', graph.states.map((state) => state.id));
  const state: ScenarioState = { id, name: editorMessages.newStateName(graph.states.length + 1), kind: graph.states.length === 0 ? 'initial' : 'intermédiaire', vitals: { ...DEFAULT_VITALS }, description: '' };
  return { graph: { ...graph, states: [...graph.states, state] }, id };
}

export function addTransition(graph: Graph, from?: string, to?: string): { graph: Graph; id: string } {
  const id = nextId('transition', graph.transitions.map((transition) => transition.id));
  const first = graph.states[0]?.id ?? '';
  const last = graph.states[graph.states.length - 1]?.id ?? '';
  const transition: ScenarioTransition = { id, from: from ?? first, to: to ?? last, label: editorMessages.newTransitionLabel(graph.transitions.length + 1), trigger: 'action des apprenants' };
  return { graph: { ...graph, transitions: [...graph.transitions, transition] }, id };
}

/** Removing a state removes the transitions that touch it. */
export function removeElements(graph: Graph, remove: { states?: readonly string[]; transitions?: readonly string[] }): Graph {
  const states = new Set(remove.states ?? []);
  const transitions = new Set(remove.transitions ?? []);
  return {
    states: graph.states.filter((state) => !states.has(state.id)),
    transitions: graph.transitions.filter((transition) => !transitions.has(transition.id) && !states.has(transition.from) && !states.has(transition.to)),
  };
}

export type VisNode = { id: string; label: string; group: ScenarioState['kind'] };
export type VisEdge = { id: string; from: string; to: string; label: string };

/** The graph as the canvas draws it: the kind written in each label (not told by colour alone). */
export function toVisData(graph: Graph): { nodes: VisNode[]; edges: VisEdge[] } {
  const known = new Set(graph.states.map((state) => state.id));
  return {
    nodes: graph.states.map((state) => ({ id: state.id, label: `${state.name}\n(${editorMessages.kinds[state.kind] ?? state.kind})`, group: state.kind })),
    edges: graph.transitions
      .filter((transition) => known.has(transition.from) && known.has(transition.to))
      .map((transition) => ({
        id: transition.id,
        from: transition.from,
        to: transition.to,
        label: transition.trigger === 'délai' && transition.delay_seconds ? `${transition.label}\n(délai ${transition.delay_seconds}\u00a0s)` : `${transition.label}\n(${transition.trigger})`,
      })),
  };
}

/** The exported file's name: the title, plain. */
export function exportFileName(title: string): string {
  const plain = title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${plain || 'scenario'}.json`;
}

/** Downloads the content as a `.json` file (the browser's own download). */
export function downloadContent(content: ScenarioContent): string {
  const name = exportFileName(content.title);
  downloadFile(name, new Blob([JSON.stringify(content, null, 2)], { type: 'application/json' }));
  return name;
}
