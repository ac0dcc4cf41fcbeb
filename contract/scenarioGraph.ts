/**
 * The rules a scenario graph obeys before it is saved (docs/product.md §10): one initial state, at least one
 * final state, every state reachable from the initial one, transitions between existing states, a
 * timer on every `délai` transition, unique ids, a time limit only on a state to reach (docs/product.md §14). A pure function, in French, used by the server on
 * every save or import and by the editor before it offers « Enregistrer ».
 */
import type { ScenarioContent } from './schemas/scenarios';
import { MAX_DELAY_SECONDS } from './delays';
import { frenchCount } from './textLimits';
import { BLOOD_PRESSURE_BOUNDS, bloodPressureProblem } from './vitals';


export type ScenarioGraph = ScenarioContent['graph'];

const quoted = (text: string) => `«\u00a0${text}\u00a0»`;

export const graphMessages = {
  noInitial: 'Le graphe n’a pas d’état initial\u00a0: marquez un état comme «\u00a0initial\u00a0».',
  manyInitials: (names: readonly string[]) =>
    `Le graphe a ${names.length}\u00a0états initiaux (${names.map(quoted).join(', ')})\u00a0: gardez-en un seul.`,
  noFinal: 'Le graphe n’a pas d’état final\u00a0: marquez au moins un état comme «\u00a0final\u00a0».',
  duplicateState: (id: string) => `Deux états portent l’identifiant ${quoted(id)}.`,
  duplicateTransition: (id: string) => `Deux transitions portent l’identifiant ${quoted(id)}.`,
  unknownFrom: (label: string, id: string) => `La transition ${quoted(label)} part d’un état inconnu (${quoted(id)}).`,
  unknownTo: (label: string, id: string) => `La transition ${quoted(label)} mène à un état inconnu (${quoted(id)}).`,
  missingDelay: (label: string) => `La transition ${quoted(label)} est déclenchée par un délai\u00a0: indiquez sa durée en secondes.`,
  unreachable: (name: string) => `L’état ${quoted(name)} n’est pas atteignable depuis l’état initial.`,
  bloodPressureFormat: (name: string, pa: string) =>
    `L’état ${quoted(name)}\u00a0: la PA ${quoted(pa)} doit s’écrire systolique/diastolique en mmHg, par exemple 120/80.`,
  bloodPressureBounds: (name: string, pa: string) =>
    `L’état ${quoted(name)}\u00a0: la PA ${quoted(pa)} sort des bornes admises (systolique de ${BLOOD_PRESSURE_BOUNDS.systolic.min} à ${BLOOD_PRESSURE_BOUNDS.systolic.max}\u00a0mmHg, diastolique de ${BLOOD_PRESSURE_BOUNDS.diastolic.min} à ${BLOOD_PRESSURE_BOUNDS.diastolic.max}\u00a0mmHg\u00a0; 0/0 pour un arrêt cardiaque).`,
  bloodPressureOrder: (name: string, pa: string) =>
    `L’état ${quoted(name)}\u00a0: dans la PA ${quoted(pa)}, la systolique (le premier nombre) doit être au-dessus de la diastolique.`,
  delayTooLong: (label: string, seconds: number) =>
    `La transition ${quoted(label)}\u00a0: un délai de ${frenchCount(seconds)}\u00a0s dépasse le maximum de ${frenchCount(MAX_DELAY_SECONDS)}\u00a0s (24\u00a0h).`,
  delayInvalid: (label: string) => `La transition ${quoted(label)}\u00a0: le délai est un nombre entier de secondes, 1 au moins.`,
  limitTooLong: (name: string, seconds: number) =>
    `L’état ${quoted(name)}\u00a0: un délai maximal de ${frenchCount(seconds)}\u00a0s dépasse le maximum de ${frenchCount(MAX_DELAY_SECONDS)}\u00a0s (24\u00a0h).`,
  limitOnAvoided: (name: string) => `L’état ${quoted(name)} est à éviter\u00a0: un délai maximal ne vaut que pour un état à atteindre, retirez-le.`,
} as const;

function duplicates(ids: readonly string[]): string[] {
  const seen = new Set<string>();
  const twice = new Set<string>();
  for (const id of ids) (seen.has(id) ? twice : seen).add(id);
  return [...twice];
}

/** What is wrong with this graph, in French, in a stable order; empty when it may be saved. */
export function graphProblems(graph: ScenarioGraph): string[] {
  const problems: string[] = [];
  const { states, transitions } = graph;

  for (const id of duplicates(states.map((state) => state.id))) problems.push(graphMessages.duplicateState(id));
  for (const id of duplicates(transitions.map((transition) => transition.id))) problems.push(graphMessages.duplicateTransition(id));

  const initials = states.filter((state) => state.kind === 'initial');
  if (initials.length === 0) problems.push(graphMessages.noInitial);
  if (initials.length > 1) problems.push(graphMessages.manyInitials(initials.map((state) => state.name)));
  if (!states.some((state) => state.kind === 'final')) problems.push(graphMessages.noFinal);

  for (const state of states) {
    const pa = bloodPressureProblem(state.vitals.pa);
    if (pa === 'format') problems.push(graphMessages.bloodPressureFormat(state.name, state.vitals.pa));
    if (pa === 'bounds') problems.push(graphMessages.bloodPressureBounds(state.name, state.vitals.pa));
    if (pa === 'order') problems.push(graphMessages.bloodPressureOrder(state.name, state.vitals.pa));
    const within = state.expected?.within_seconds;
    if (within !== undefined && within > MAX_DELAY_SECONDS) problems.push(graphMessages.limitTooLong(state.name, within));
  }

  // A limit says « reach it by then »: on a state to avoid it would mean nothing the debriefing could report.
  for (const state of states) {
    if (state.expected?.kind === 'à éviter' && state.expected.within_seconds !== undefined) problems.push(graphMessages.limitOnAvoided(state.name));
  }

  const known = new Set(states.map((state) => state.id));
  for (const transition of transitions) {
    if (!known.has(transition.from)) problems.push(graphMessages.unknownFrom(transition.label, transition.from));
    if (!known.has(transition.to)) problems.push(graphMessages.unknownTo(transition.label, transition.to));
    if (transition.trigger === 'délai' && transition.delay_seconds === undefined) problems.push(graphMessages.missingDelay(transition.label));
    const delay = transition.delay_seconds;
    if (transition.trigger === 'délai' && delay !== undefined) {
      if (!Number.isInteger(delay) || delay < 1) problems.push(graphMessages.delayInvalid(transition.label));
      else if (delay > MAX_DELAY_SECONDS) problems.push(graphMessages.delayTooLong(transition.label, delay));
    }
  }

  // Reachability: only meaningful from one initial state.
  const [initial] = initials;
  if (initials.length === 1 && initial) {
    const next = new Map<string, string[]>();
    for (const transition of transitions) next.set(transition.from, [...(next.get(transition.from) ?? []), transition.to]);
    const reached = new Set([initial.id]);
    const queue = [initial.id];
    for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
      for (const to of next.get(id) ?? []) {
        if (!reached.has(to)) {
          reached.add(to);
          queue.push(to);
        }
      }
    }
    const reported = new Set<string>();
    for (const state of states) {
      if (!reached.has(state.id) && !reported.has(state.id)) {
        reported.add(state.id);
        problems.push(graphMessages.unreachable(state.name));
      }
    }
  }
  return problems;
}

/** The content of a new scenario: valid as it is (one initial state, one final state, one transition). */
export function newScenarioContent(title: string): ScenarioContent {
  const vitals = { fc: 80, pa: '120/80', spo2: 98, fr: 16, temperature: 37, conscience: 'Conscient, orienté' };
  return {
    title,
    public: '',
    phase_durations: { briefing: 15, scenario: 20, debriefing: 30 },
    objectives: [],
    prerequisites: [],
    context: '',
    briefing: '',
    material: [],
    roles_needed: [],
    debriefing_guide: { model: 'PEARLS', key_points: [] },
    evaluation_grid: { criteria: [] },
    graph: {
      states: [
        { id: 'etat-1', name: 'Début', kind: 'initial', vitals, description: '' },
        { id: 'etat-2', name: 'Fin', kind: 'final', vitals, description: '' },
      ],
      transitions: [{ id: 'transition-1', from: 'etat-1', to: 'etat-2', label: 'Prise en charge adaptée', trigger: 'action des apprenants' }],
    },
  };
}
