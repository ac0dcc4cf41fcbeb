/**
 * The scenario graph as forms: every state and every transition, editable with a keyboard or a screen
 * reader, with everything the canvas offers (add, edit, connect, delete). The canvas and this list
 * edit the same draft. Each item is one line until opened (« Modifier »): a graph of 60 states and 120
 * transitions would otherwise put some 15 000 form controls on the page.
 */
import { graphMessages } from '../../../contract/scenarioGraph';
import { bloodPressureProblem } from '../../../contract/vitals';
import { TEXT_LIMITS } from '../../../contract/textLimits';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { STATE_KINDS, TRIGGERS } from '../../../contract/roles';
import type { ScenarioState, ScenarioTransition } from '../../../contract/schemas/scenarios';
import { vitalsLine } from '../../config/messages/graph';
import { editorMessages } from '../../config/messages/scenarios';
import { Actions, Button } from '../../ui/buttons';
import { Field, SelectField, TextAreaField } from '../../ui/forms';
import { IconButton } from '../../ui/IconButton';
import { PencilIcon, TrashIcon } from '../../ui/icons';
import { fieldBox, listLine, numberOf, SecondsField, shown } from './editorFields';
import type { Graph } from './scenarioDraft';

/** Beside the PA field, the rule the save will apply (two numbers, systolic above diastolic, within bounds). */
function bloodPressureError(name: string, pa: string): string | null {
  switch (bloodPressureProblem(pa)) {
    case 'format':
      return graphMessages.bloodPressureFormat(name, pa);
    case 'bounds':
      return graphMessages.bloodPressureBounds(name, pa);
    case 'order':
      return graphMessages.bloodPressureOrder(name, pa);
    default:
      return null;
  }
}

export const stateElementId = (id: string) => `etat-form-${id}`;
export const transitionElementId = (id: string) => `transition-form-${id}`;

const Items = styled.ol`
  list-style: none;
  padding: 0;
  margin: 0;
  > li + li {
    margin-top: ${({ theme }) => theme.space.md};
  }
`;

const Box = styled.fieldset`
  ${fieldBox}
  margin: 0;
  /* A flex summary loses the browser's disclosure triangle: its own marker says whether it is open. */
  details summary {
    cursor: pointer;
    min-height: ${({ theme }) => theme.size.control};
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
  details summary::before {
    content: '▸' / '';
    display: inline-block;
    transition: transform 0.15s ease;
  }
  details[open] > summary::before {
    transform: rotate(90deg);
  }
  details summary small {
    font-weight: ${({ theme }) => theme.font.weight.regular};
  }
  @media (prefers-reduced-motion: reduce) {
    details summary::before {
      transition: none;
    }
  }
`;

const Line = styled.div`
  ${listLine}
  h4 {
    flex: 1 1 12rem;
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.md};
    overflow-wrap: anywhere;
  }
`;

const Columns = styled.div`
  display: grid;
  gap: 0 ${({ theme }) => theme.space.md};
  grid-template-columns: repeat(auto-fit, minmax(10rem, 1fr));
`;

type Props = {
  graph: Graph;
  /** The states and transitions whose form is open; the others are one line each (a long graph stays light). */
  open: ReadonlySet<string>;
  onToggle: (id: string) => void;
  onChange: (graph: Graph) => void;
  onAddState: () => void;
  onAddTransition: () => void;
  onRemove: (remove: { states?: string[]; transitions?: string[] }) => void;
  /** More fields in an open state's form (the editor's « Parcours attendu »). */
  stateFields?: (state: ScenarioState, onChange: (state: ScenarioState) => void) => ReactNode;
};


function StateForm({
  state,
  index,
  onChange,
  onRemove,
  onClose,
  fields,
}: {
  state: ScenarioState;
  index: number;
  onChange: (state: ScenarioState) => void;
  onRemove: () => void;
  onClose: () => void;
  fields?: Props['stateFields'];
}) {
  const vitals = (change: Partial<ScenarioState['vitals']>) => onChange({ ...state, vitals: { ...state.vitals, ...change } });
  return (
    <Box id={stateElementId(state.id)} tabIndex={-1}>
      <legend>{editorMessages.stateLegend(index + 1, state.name)}</legend>
      <Columns>
        <Field label={editorMessages.stateName} value={state.name} limit={TEXT_LIMITS.stateName} onChange={(event) => onChange({ ...state, name: event.target.value })} />
        <SelectField label={editorMessages.kind} value={state.kind} onChange={(event) => onChange({ ...state, kind: event.target.value as ScenarioState['kind'] })}>
          {STATE_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {editorMessages.kinds[kind]}
            </option>
          ))}
        </SelectField>
      </Columns>
      {fields?.(state, onChange)}
      <details>
        <summary>
          {editorMessages.vitals}
          {/* What is inside, without opening it: « FC 112 · SpO₂ 94 % ». */}
          <small>{vitalsLine(state.vitals)}</small>
        </summary>
        <Columns>
          <Field label={editorMessages.fc} type="number" inputMode="numeric" min={0} max={300} value={shown(state.vitals.fc)} onChange={(event) => vitals({ fc: numberOf(event.target.value) })} />
          <Field label={editorMessages.pa} value={state.vitals.pa} maxLength={20} error={bloodPressureError(state.name, state.vitals.pa)} onChange={(event) => vitals({ pa: event.target.value })} />
          <Field label={editorMessages.spo2} type="number" inputMode="numeric" min={0} max={100} value={shown(state.vitals.spo2)} onChange={(event) => vitals({ spo2: numberOf(event.target.value) })} />
          <Field label={editorMessages.fr} type="number" inputMode="numeric" min={0} max={120} value={shown(state.vitals.fr)} onChange={(event) => vitals({ fr: numberOf(event.target.value) })} />
          <Field
            label={editorMessages.temperature}
            type="number"
            inputMode="decimal"
            step="0.1"
            min={20}
            max={45}
            value={shown(state.vitals.temperature)}
            onChange={(event) => vitals({ temperature: numberOf(event.target.value) })}
          />
          <Field label={editorMessages.conscience} value={state.vitals.conscience} limit={TEXT_LIMITS.stateConscience} onChange={(event) => vitals({ conscience: event.target.value })} />
        </Columns>
        <TextAreaField label={editorMessages.description} value={state.description} limit={TEXT_LIMITS.stateDescription} rows={3} onChange={(event) => onChange({ ...state, description: event.target.value })} />
      </details>
      <Actions>
        <Button type="button" $variant="secondary" onClick={onClose}>
          {editorMessages.closeItem}
        </Button>
        <IconButton label={editorMessages.removeState(state.name)} tone="danger" icon={<TrashIcon />} onClick={onRemove} />
      </Actions>
    </Box>
  );
}

function TransitionForm({
  transition,
  index,
  states,
  onChange,
  onRemove,
  onClose,
}: {
  transition: ScenarioTransition;
  index: number;
  states: readonly ScenarioState[];
  onChange: (transition: ScenarioTransition) => void;
  onRemove: () => void;
  onClose: () => void;
}) {
  const options = states.map((state) => (
    <option key={state.id} value={state.id}>
      {state.name} ({editorMessages.kinds[state.kind]})
    </option>
  ));
  const unknown = (id: string) => (states.some((state) => state.id === id) ? null : <option value={id}>?</option>);
  return (
    <Box id={transitionElementId(transition.id)} tabIndex={-1}>
      <legend>{editorMessages.transitionLegend(index + 1, transition.label)}</legend>
      <Columns>
        <Field label={editorMessages.transitionLabel} value={transition.label} limit={TEXT_LIMITS.transitionLabel} onChange={(event) => onChange({ ...transition, label: event.target.value })} />
        <SelectField label={editorMessages.from} value={transition.from} onChange={(event) => onChange({ ...transition, from: event.target.value })}>
          {unknown(transition.from)}
          {options}
        </SelectField>
        <SelectField label={editorMessages.to} value={transition.to} onChange={(event) => onChange({ ...transition, to: event.target.value })}>
          {unknown(transition.to)}
          {options}
        </SelectField>
        <SelectField
          label={editorMessages.trigger}
          value={transition.trigger}
          onChange={(event) => {
            const trigger = event.target.value as ScenarioTransition['trigger'];
            const { delay_seconds: delay, ...rest } = transition;
            onChange(trigger === 'délai' ? { ...rest, trigger, delay_seconds: delay ?? 60 } : { ...rest, trigger });
          }}
        >
          {TRIGGERS.map((trigger) => (
            <option key={trigger} value={trigger}>
              {trigger}
            </option>
          ))}
        </SelectField>
        {transition.trigger === 'délai' && (
          <SecondsField
            label={editorMessages.delay}
            seconds={transition.delay_seconds}
            tooLong={(seconds) => graphMessages.delayTooLong(transition.label, seconds)}
            onSeconds={(seconds) => {
              const { delay_seconds: _old, ...rest } = transition;
              onChange(seconds === undefined ? rest : { ...rest, delay_seconds: seconds });
            }}
          />
        )}
      </Columns>
      <Actions>
        <Button type="button" $variant="secondary" onClick={onClose}>
          {editorMessages.closeItem}
        </Button>
        <IconButton label={editorMessages.removeTransition(transition.label)} tone="danger" icon={<TrashIcon />} onClick={onRemove} />
      </Actions>
    </Box>
  );
}

const nameOf = (states: readonly ScenarioState[], id: string) => states.find((state) => state.id === id)?.name ?? '?';

/** Under the full-width schema: the states beside the transitions where there is room, one after the other on a phone. */
const Lists = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  align-items: start;
  @media (min-width: 1100px) {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  }
  & > div > h3:first-child {
    margin-top: 0;
  }
`;

export function GraphList({ graph, open, onToggle, onChange, onAddState, onAddTransition, onRemove, stateFields }: Props) {
  return (
    <Lists>
      <div>
        <h3 id="graph-states">{editorMessages.statesTitle}</h3>
        <Items aria-labelledby="graph-states">
          {graph.states.map((state, index) => (
            <li key={state.id}>
              {open.has(state.id) ? (
                <StateForm
                  state={state}
                  index={index}
                  onChange={(changed) => onChange({ ...graph, states: graph.states.map((other) => (other.id === state.id ? changed : other)) })}
                  onRemove={() => onRemove({ states: [state.id] })}
                  onClose={() => onToggle(state.id)}
                  fields={stateFields}
                />
              ) : (
                <Line id={stateElementId(state.id)}>
                  <h4>
                    {editorMessages.stateLegend(index + 1, state.name)} ({editorMessages.kinds[state.kind]})
                    {state.expected && ` · ${editorMessages.expectedLine(state.expected.kind, state.expected.within_seconds)}`}
                  </h4>
                  <IconButton label={editorMessages.editState(state.name)} icon={<PencilIcon />} aria-expanded={false} onClick={() => onToggle(state.id)} />
                  <IconButton label={editorMessages.removeState(state.name)} tone="danger" icon={<TrashIcon />} onClick={() => onRemove({ states: [state.id] })} />
                </Line>
              )}
            </li>
          ))}
        </Items>
        <p>
          <Button type="button" onClick={onAddState}>
            {editorMessages.addState}
          </Button>
        </p>
      </div>
      <div>
        <h3 id="graph-transitions">{editorMessages.transitionsTitle}</h3>
        <Items aria-labelledby="graph-transitions">
          {graph.transitions.map((transition, index) => (
            <li key={transition.id}>
              {open.has(transition.id) ? (
                <TransitionForm
                  transition={transition}
                  index={index}
                  states={graph.states}
                  onChange={(changed) => onChange({ ...graph, transitions: graph.transitions.map((other) => (other.id === transition.id ? changed : other)) })}
                  onRemove={() => onRemove({ transitions: [transition.id] })}
                  onClose={() => onToggle(transition.id)}
                />
              ) : (
                <Line id={transitionElementId(transition.id)}>
                  <h4>
                    {editorMessages.transitionLegend(index + 1, transition.label)} — {editorMessages.transitionSummary(nameOf(graph.states, transition.from), nameOf(graph.states, transition.to), transition.trigger)}
                  </h4>
                  <IconButton label={editorMessages.editTransition(transition.label)} icon={<PencilIcon />} aria-expanded={false} onClick={() => onToggle(transition.id)} />
                  <IconButton label={editorMessages.removeTransition(transition.label)} tone="danger" icon={<TrashIcon />} onClick={() => onRemove({ transitions: [transition.id] })} />
                </Line>
              )}
            </li>
          ))}
        </Items>
        <p>
          {graph.states.length === 0 ? (
            <span>{editorMessages.noTransitionWithoutStates}</span>
          ) : (
            <Button type="button" onClick={onAddTransition}>
              {editorMessages.addTransition}
            </Button>
          )}
        </p>
      </div>
    </Lists>
  );
}
