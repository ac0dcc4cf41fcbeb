/**
 * Every field of a scenario's content but the graph (docs/product.md §10, the SoFraSimS template), by
 * section of the editor (the editor draws each section's heading), and a state's « Parcours attendu »
 * (docs/product.md §14) that the graph's list shows in each state's form.
 */
import { graphMessages } from '../../../contract/scenarioGraph';
import { TEXT_LIMITS } from '../../../contract/textLimits';
import { useState } from 'react';
import styled from 'styled-components';
import { DEBRIEF_MODELS, EXPECTATIONS, POPULATIONS, type Expectation, type Population } from '../../../contract/roles';
import type { EvaluationCriterion, ScenarioContent, ScenarioState } from '../../../contract/schemas/scenarios';
import { editorMessages } from '../../config/messages/scenarios';
import { Button } from '../../ui/buttons';
import { Field, SelectField, TextAreaField } from '../../ui/forms';
import { IconButton } from '../../ui/IconButton';
import { TrashIcon } from '../../ui/icons';
import { fieldBox, numberOf, SecondsField, shown } from './editorFields';
import { ScaleRows } from './rowFields';
import { linesOfText, nextId, sameScale, scaleValid, SHARED_SCALE, sharedScaleOf, specificCriteria, textOfLines, withSharedScale } from './scenarioDraft';

const Columns = styled.div`
  display: grid;
  gap: 0 ${({ theme }) => theme.space.md};
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
`;

const Check = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: ${({ theme }) => theme.size.control};
  margin-bottom: ${({ theme }) => theme.space.sm};
  input {
    width: 1.25rem;
    height: 1.25rem;
  }
`;

const Removable = styled.div`
  display: flex;
  justify-content: flex-end;
`;

const Box = styled.fieldset`
  ${fieldBox}
  margin: 0 0 ${({ theme }) => theme.space.md};
`;

type Edit = (change: (content: ScenarioContent) => ScenarioContent) => void;


function Lines({ label, lines, max, onChange }: { label: string; lines: readonly string[]; max: number; onChange: (lines: string[]) => void }) {
  return <TextAreaField label={editorMessages.linesLabel(label)} rows={Math.min(8, Math.max(3, lines.length + 1))} value={textOfLines(lines)} onChange={(event) => onChange(linesOfText(event.target.value).slice(0, max))} />;
}

type Scale = EvaluationCriterion['scale'];

const stepsText = (scale: Scale) => scale.map((step) => `${step.value}\u00a0${step.label}`).join(' · ');

function CriterionForm({
  criterion,
  index,
  shared,
  specific,
  onChange,
  onSpecific,
  onRemove,
  onScaleValidity,
}: {
  criterion: EvaluationCriterion;
  index: number;
  shared: Scale;
  specific: boolean;
  onChange: (criterion: EvaluationCriterion) => void;
  onSpecific: (specific: boolean) => void;
  onRemove: () => void;
  onScaleValidity: (valid: boolean) => void;
}) {
  return (
    <Box>
      <legend>{editorMessages.criterionLegend(index + 1, criterion.label)}</legend>
      <Field label={editorMessages.criterion} value={criterion.label} limit={TEXT_LIMITS.criterionLabel} onChange={(event) => onChange({ ...criterion, label: event.target.value })} />
      <Check>
        <input
          type="checkbox"
          checked={specific}
          onChange={(event) => {
            // Its own scale starts from the shared one; back to the shared one, its own is dropped.
            onScaleValidity(true);
            onSpecific(event.target.checked);
          }}
        />
        {editorMessages.ownScale}
      </Check>
      {specific ? (
        <ScaleRows
          legend={editorMessages.scale}
          scale={criterion.scale}
          error={scaleValid(criterion.scale) ? null : editorMessages.problems.scale(criterion.label)}
          onChange={(scale) => onChange({ ...criterion, scale })}
        />
      ) : (
        <p>{editorMessages.followsShared(stepsText(shared))}</p>
      )}
      <Removable>
        <IconButton label={editorMessages.removeCriterion(criterion.label)} tone="danger" icon={<TrashIcon />} onClick={onRemove} />
      </Removable>
    </Box>
  );
}

export function GeneralFields({ content, edit }: { content: ScenarioContent; edit: Edit }) {
  const durations = content.phase_durations;
  const duration = (phase: keyof ScenarioContent['phase_durations'], value: string) =>
    edit((c) => ({ ...c, phase_durations: { ...c.phase_durations, [phase]: numberOf(value) } }));
  return (
    <>
      <Field label={editorMessages.title} value={content.title} limit={TEXT_LIMITS.scenarioTitle} onChange={(event) => edit((c) => ({ ...c, title: event.target.value }))} />
      <Field label={editorMessages.public} value={content.public} limit={TEXT_LIMITS.scenarioPublic} onChange={(event) => edit((c) => ({ ...c, public: event.target.value }))} />
      <SelectField label={editorMessages.population} value={content.population ?? 'adulte'} onChange={(event) => edit((c) => ({ ...c, population: event.target.value as Population }))}>
        {POPULATIONS.map((population) => (
          <option key={population} value={population}>
            {editorMessages.populations[population]}
          </option>
        ))}
      </SelectField>
      <Box>
        <legend>{editorMessages.durations}</legend>
        <Columns>
          <Field label={editorMessages.briefingDuration} type="number" inputMode="numeric" min={1} max={240} value={shown(durations.briefing)} onChange={(event) => duration('briefing', event.target.value)} />
          <Field label={editorMessages.scenarioDuration} type="number" inputMode="numeric" min={1} max={240} value={shown(durations.scenario)} onChange={(event) => duration('scenario', event.target.value)} />
          <Field label={editorMessages.debriefingDuration} type="number" inputMode="numeric" min={1} max={240} value={shown(durations.debriefing)} onChange={(event) => duration('debriefing', event.target.value)} />
        </Columns>
      </Box>
      <h3 id="editor-pedagogy">{editorMessages.pedagogy}</h3>
      <Lines label={editorMessages.objectives} lines={content.objectives} max={30} onChange={(objectives) => edit((c) => ({ ...c, objectives }))} />
      <Lines label={editorMessages.prerequisites} lines={content.prerequisites} max={30} onChange={(prerequisites) => edit((c) => ({ ...c, prerequisites }))} />
      <Lines label={editorMessages.material} lines={content.material} max={60} onChange={(material) => edit((c) => ({ ...c, material }))} />
      <Lines label={editorMessages.rolesNeeded} lines={content.roles_needed} max={30} onChange={(roles_needed) => edit((c) => ({ ...c, roles_needed }))} />
      <h3 id="editor-narrative">{editorMessages.narrative}</h3>
      <TextAreaField label={editorMessages.context} rows={5} limit={TEXT_LIMITS.scenarioContext} value={content.context} onChange={(event) => edit((c) => ({ ...c, context: event.target.value }))} />
      <TextAreaField label={editorMessages.briefing} rows={5} limit={TEXT_LIMITS.scenarioBriefing} value={content.briefing} onChange={(event) => edit((c) => ({ ...c, briefing: event.target.value }))} />
    </>
  );
}

/** A state's place in the expected course: none, to reach (maybe within a limit), to avoid. */
export function ExpectedFields({ state, onChange }: { state: ScenarioState; onChange: (state: ScenarioState) => void }) {
  const { expected, ...rest } = state;
  return (
    <Columns>
      <SelectField
        label={editorMessages.expected}
        value={expected?.kind ?? ''}
        onChange={(event) => {
          const kind = event.target.value as Expectation | '';
          // A limit only means something for a state to reach: it is dropped with the mark.
          onChange(kind === '' ? rest : { ...rest, expected: kind === 'à atteindre' && expected?.within_seconds !== undefined ? { kind, within_seconds: expected.within_seconds } : { kind } });
        }}
      >
        <option value="">{editorMessages.expectedNone}</option>
        {EXPECTATIONS.map((kind) => (
          <option key={kind} value={kind}>
            {editorMessages.expectations[kind]}
          </option>
        ))}
      </SelectField>
      {expected && (expected.kind === 'à atteindre' || expected.within_seconds !== undefined) && (
        <SecondsField
          label={editorMessages.withinSeconds}
          hint={editorMessages.withinHint}
          seconds={expected.within_seconds}
          tooLong={(seconds) => graphMessages.limitTooLong(state.name, seconds)}
          onSeconds={(seconds) => onChange({ ...rest, expected: seconds === undefined ? { kind: expected.kind } : { kind: expected.kind, within_seconds: seconds } })}
        />
      )}
    </Columns>
  );
}

export function DebriefFields({ content, edit }: { content: ScenarioContent; edit: Edit }) {
  const guide = content.debriefing_guide;
  const phases = guide.key_points;
  const setPhases = (key_points: typeof phases) => edit((c) => ({ ...c, debriefing_guide: { ...c.debriefing_guide, key_points } }));
  return (
    <>
      <SelectField label={editorMessages.model} value={guide.model} onChange={(event) => edit((c) => ({ ...c, debriefing_guide: { ...c.debriefing_guide, model: event.target.value as typeof guide.model } }))}>
        {DEBRIEF_MODELS.map((model) => (
          <option key={model} value={model}>
            {model}
          </option>
        ))}
      </SelectField>
      {phases.map((phase, index) => (
        <Box key={index}>
          <legend>{editorMessages.phaseLegend(index + 1, phase.phase)}</legend>
          <Field label={editorMessages.phaseName} value={phase.phase} maxLength={60} onChange={(event) => setPhases(phases.map((other, at) => (at === index ? { ...other, phase: event.target.value } : other)))} />
          <TextAreaField
            label={editorMessages.phasePoints}
            rows={3}
            value={textOfLines(phase.points)}
            onChange={(event) => setPhases(phases.map((other, at) => (at === index ? { ...other, points: linesOfText(event.target.value).slice(0, 30) } : other)))}
          />
          <Removable>
            <IconButton label={editorMessages.removePhase(phase.phase)} tone="danger" icon={<TrashIcon />} onClick={() => setPhases(phases.filter((_other, at) => at !== index))} />
          </Removable>
        </Box>
      ))}
      {phases.length < 10 && (
        <Button type="button" $variant="secondary" onClick={() => setPhases([...phases, { phase: editorMessages.newPhase, points: [] }])}>
          {editorMessages.addPhase}
        </Button>
      )}
    </>
  );
}

/**
 * The grid: one scale edited once for the criteria that follow it, written into each of them (the
 * stored shape keeps a scale per criterion); a criterion may have its own. Which criteria follow is
 * read from the stored grid when the form opens (the editor remounts it on each version it loads).
 */
export function GridFields({ content, edit, onScaleValidity }: { content: ScenarioContent; edit: Edit; onScaleValidity: (id: string, valid: boolean) => void }) {
  const criteria = content.evaluation_grid.criteria;
  const [shared, setShared] = useState(() => sharedScaleOf(criteria));
  // The rows as typed; the shared scale written into the criteria is the last valid one.
  const [sharedRows, setSharedRows] = useState(shared);
  const [specific, setSpecific] = useState<ReadonlySet<string>>(() => specificCriteria(criteria, shared));
  const sharedBad = !scaleValid(sharedRows);
  const setCriteria = (list: EvaluationCriterion[]) => edit((c) => ({ ...c, evaluation_grid: { criteria: list } }));
  return (
    <>
      <ScaleRows
        legend={editorMessages.sharedScaleTitle}
        hint={editorMessages.sharedScaleHint}
        scale={sharedRows}
        error={sharedBad ? editorMessages.problems.sharedScale : null}
        onChange={(rows) => {
          setSharedRows(rows);
          const valid = scaleValid(rows);
          onScaleValidity(SHARED_SCALE, valid);
          // Written trimmed: a label typed with a trailing space is the same level.
          const scale = rows.map((step) => ({ value: step.value, label: step.label.trim() }));
          if (!valid || sameScale(scale, shared)) return;
          setShared(scale);
          edit((c) => ({ ...c, evaluation_grid: { criteria: withSharedScale(c.evaluation_grid.criteria, scale, specific) } }));
        }}
      />
      {criteria.map((criterion, index) => (
        <CriterionForm
          key={criterion.id}
          criterion={criterion}
          index={index}
          shared={shared}
          specific={specific.has(criterion.id)}
          onChange={(changed) => setCriteria(criteria.map((other) => (other.id === criterion.id ? changed : other)))}
          onSpecific={(own) => {
            const next = new Set(specific);
            if (own) next.add(criterion.id);
            else next.delete(criterion.id);
            setSpecific(next);
            onScaleValidity(criterion.id, true);
            if (!own) edit((c) => ({ ...c, evaluation_grid: { criteria: withSharedScale(c.evaluation_grid.criteria, shared, next) } }));
          }}
          onRemove={() => {
            // A new criterion may take this id again: it must not inherit « its own scale ».
            setSpecific(new Set([...specific].filter((id) => id !== criterion.id)));
            onScaleValidity(criterion.id, true);
            setCriteria(criteria.filter((other) => other.id !== criterion.id));
          }}
          onScaleValidity={(valid) => onScaleValidity(criterion.id, valid)}
        />
      ))}
      {criteria.length < 40 && (
        <Button
          type="button"
          $variant="secondary"
          onClick={() => setCriteria([...criteria, { id: nextId('critere', criteria.map((criterion) => criterion.id)), label: editorMessages.newCriterion, scale: shared.map((step) => ({ ...step })) }])}
        >
          {editorMessages.addCriterion}
        </Button>
      )}
    </>
  );
}
