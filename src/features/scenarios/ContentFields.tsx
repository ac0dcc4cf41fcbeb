/** Every field of a scenario's content but the graph (features.md §1, the SoFraSimS template). */
import { useState } from 'react';
import styled from 'styled-components';
import { DEBRIEF_MODELS } from '../../../contract/roles';
import type { EvaluationCriterion, ScenarioContent } from '../../../contract/schemas/scenarios';
import { editorMessages as t } from '../../config/messages/scenarios';
import { Button } from '../../ui/buttons';
import { Section } from '../../ui/content';
import { Field, SelectField, TextAreaField } from '../../ui/forms';
import { linesOfText, nextId, parseScale, scaleText, textOfLines } from './scenarioDraft';

const Columns = styled.div`
  display: grid;
  gap: 0 ${({ theme }) => theme.space.md};
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
`;

const Box = styled.fieldset`
  min-width: 0;
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  border: ${({ theme }) => theme.border.thin} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  legend {
    font-weight: ${({ theme }) => theme.font.weight.bold};
    overflow-wrap: anywhere;
  }
`;

type Edit = (change: (content: ScenarioContent) => ScenarioContent) => void;

const numberOf = (value: string) => (value.trim() === '' ? Number.NaN : Number(value));
const shown = (value: number) => (Number.isFinite(value) ? String(value) : '');

function Lines({ label, lines, max, onChange }: { label: string; lines: readonly string[]; max: number; onChange: (lines: string[]) => void }) {
  return <TextAreaField label={t.linesLabel(label)} rows={Math.min(8, Math.max(3, lines.length + 1))} value={textOfLines(lines)} onChange={(event) => onChange(linesOfText(event.target.value).slice(0, max))} />;
}

function CriterionForm({
  criterion,
  index,
  onChange,
  onRemove,
  onScaleValidity,
}: {
  criterion: EvaluationCriterion;
  index: number;
  onChange: (criterion: EvaluationCriterion) => void;
  onRemove: () => void;
  onScaleValidity: (valid: boolean) => void;
}) {
  const [text, setText] = useState(() => scaleText(criterion.scale));
  const parsed = parseScale(text);
  return (
    <Box>
      <legend>{t.criterionLegend(index + 1, criterion.label)}</legend>
      <Field label={t.criterion} value={criterion.label} maxLength={300} onChange={(event) => onChange({ ...criterion, label: event.target.value })} />
      <TextAreaField
        label={t.scale}
        rows={4}
        value={text}
        error={parsed === null ? t.problems.scale(criterion.label) : null}
        onChange={(event) => {
          setText(event.target.value);
          const scale = parseScale(event.target.value);
          onScaleValidity(scale !== null);
          if (scale) onChange({ ...criterion, scale });
        }}
      />
      <Button type="button" $variant="secondary" onClick={onRemove}>
        {t.removeCriterion(criterion.label)}
      </Button>
    </Box>
  );
}

export function GeneralFields({ content, edit }: { content: ScenarioContent; edit: Edit }) {
  const durations = content.phase_durations;
  const duration = (phase: keyof ScenarioContent['phase_durations'], value: string) =>
    edit((c) => ({ ...c, phase_durations: { ...c.phase_durations, [phase]: numberOf(value) } }));
  return (
    <Section aria-labelledby="editor-general">
      <h2 id="editor-general">{t.general}</h2>
      <Field label={t.title} value={content.title} maxLength={200} onChange={(event) => edit((c) => ({ ...c, title: event.target.value }))} />
      <Field label={t.public} value={content.public} maxLength={500} onChange={(event) => edit((c) => ({ ...c, public: event.target.value }))} />
      <Box>
        <legend>{t.durations}</legend>
        <Columns>
          <Field label={t.briefingDuration} type="number" inputMode="numeric" min={1} max={240} value={shown(durations.briefing)} onChange={(event) => duration('briefing', event.target.value)} />
          <Field label={t.scenarioDuration} type="number" inputMode="numeric" min={1} max={240} value={shown(durations.scenario)} onChange={(event) => duration('scenario', event.target.value)} />
          <Field label={t.debriefingDuration} type="number" inputMode="numeric" min={1} max={240} value={shown(durations.debriefing)} onChange={(event) => duration('debriefing', event.target.value)} />
        </Columns>
      </Box>
      <h2 id="editor-pedagogy">{t.pedagogy}</h2>
      <Lines label={t.objectives} lines={content.objectives} max={30} onChange={(objectives) => edit((c) => ({ ...c, objectives }))} />
      <Lines label={t.prerequisites} lines={content.prerequisites} max={30} onChange={(prerequisites) => edit((c) => ({ ...c, prerequisites }))} />
      <Lines label={t.material} lines={content.material} max={60} onChange={(material) => edit((c) => ({ ...c, material }))} />
      <Lines label={t.rolesNeeded} lines={content.roles_needed} max={30} onChange={(roles_needed) => edit((c) => ({ ...c, roles_needed }))} />
      <h2 id="editor-narrative">{t.narrative}</h2>
      <TextAreaField label={t.context} rows={5} maxLength={10_000} value={content.context} onChange={(event) => edit((c) => ({ ...c, context: event.target.value }))} />
      <TextAreaField label={t.briefing} rows={5} maxLength={10_000} value={content.briefing} onChange={(event) => edit((c) => ({ ...c, briefing: event.target.value }))} />
    </Section>
  );
}

export function DebriefAndGridFields({ content, edit, onScaleValidity }: { content: ScenarioContent; edit: Edit; onScaleValidity: (id: string, valid: boolean) => void }) {
  const guide = content.debriefing_guide;
  const phases = guide.key_points;
  const criteria = content.evaluation_grid.criteria;
  const setPhases = (key_points: typeof phases) => edit((c) => ({ ...c, debriefing_guide: { ...c.debriefing_guide, key_points } }));
  const setCriteria = (list: EvaluationCriterion[]) => edit((c) => ({ ...c, evaluation_grid: { criteria: list } }));
  return (
    <>
      <Section aria-labelledby="editor-debrief">
        <h2 id="editor-debrief">{t.debriefTitle}</h2>
        <SelectField label={t.model} value={guide.model} onChange={(event) => edit((c) => ({ ...c, debriefing_guide: { ...c.debriefing_guide, model: event.target.value as typeof guide.model } }))}>
          {DEBRIEF_MODELS.map((model) => (
            <option key={model} value={model}>
              {model}
            </option>
          ))}
        </SelectField>
        {phases.map((phase, index) => (
          <Box key={index}>
            <legend>{t.phaseLegend(phase.phase)}</legend>
            <Field label={t.phaseName} value={phase.phase} maxLength={60} onChange={(event) => setPhases(phases.map((other, at) => (at === index ? { ...other, phase: event.target.value } : other)))} />
            <TextAreaField
              label={t.phasePoints}
              rows={3}
              value={textOfLines(phase.points)}
              onChange={(event) => setPhases(phases.map((other, at) => (at === index ? { ...other, points: linesOfText(event.target.value).slice(0, 30) } : other)))}
            />
            <Button type="button" $variant="secondary" onClick={() => setPhases(phases.filter((_other, at) => at !== index))}>
              {t.removePhase(phase.phase)}
            </Button>
          </Box>
        ))}
        {phases.length < 10 && (
          <Button type="button" $variant="secondary" onClick={() => setPhases([...phases, { phase: t.newPhase, points: [] }])}>
            {t.addPhase}
          </Button>
        )}
      </Section>
      <Section aria-labelledby="editor-grid">
        <h2 id="editor-grid">{t.gridTitle}</h2>
        {criteria.map((criterion, index) => (
          <CriterionForm
            key={criterion.id}
            criterion={criterion}
            index={index}
            onChange={(changed) => setCriteria(criteria.map((other) => (other.id === criterion.id ? changed : other)))}
            onRemove={() => {
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
            onClick={() =>
              setCriteria([
                ...criteria,
                {
                  id: nextId('critere', criteria.map((criterion) => criterion.id)),
                  label: t.newCriterion,
                  scale: [
                    { value: 0, label: 'Non fait' },
                    { value: 1, label: 'Partiel' },
                    { value: 2, label: 'Fait' },
                  ],
                },
              ])
            }
          >
            {t.addCriterion}
          </Button>
        )}
      </Section>
    </>
  );
}
