/**
 * Lists edited a row at a time (instead of lines typed in a text area): a scale (a value and a label per
 * level) and the scenario's quick actions (a label per action, « Ajouter une action », each row removed or
 * moved). Each row's fields are named by its place, so a screen reader tells « Libellé du niveau 2 » apart.
 */
import styled from 'styled-components';
import type { EvaluationCriterion, QuickAction } from '../../../contract/schemas/scenarios';
import { TEXT_LIMITS } from '../../../contract/textLimits';
import { editorMessages } from '../../config/messages/scenarios';
import { Button } from '../../ui/buttons';
import { Field, FieldError, FieldHint } from '../../ui/forms';
import { IconButton } from '../../ui/IconButton';
import { TrashIcon } from '../../ui/icons';
import { fieldBox, numberOf, shown } from './editorFields';
import { addQuickAction, addScaleStep, MAX_QUICK_ACTIONS, moveQuickAction } from './scenarioDraft';

type Scale = EvaluationCriterion['scale'];

const Box = styled.fieldset`
  ${fieldBox}
  margin: 0 0 ${({ theme }) => theme.space.md};
`;

const Rows = styled.ol`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  padding: 0;
  list-style: none;
`;

// The value narrow, the label taking the rest, the buttons after them; on a phone the row wraps, never scrolls sideways.
const Row = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 0 ${({ theme }) => theme.space.sm};
  > .value {
    flex: 0 0 10rem;
  }
  > .label {
    flex: 1 1 12rem;
    min-width: 0;
  }
  input {
    width: 100%;
  }
  > .buttons {
    display: flex;
    gap: ${({ theme }) => theme.space.xs};
    margin-bottom: ${({ theme }) => theme.space.md};
  }
`;

const Arrow = ({ up }: { up: boolean }) => <span aria-hidden="true">{up ? '↑' : '↓'}</span>;

/** A scale as rows: value (0–100) and label per level, 2 to 10 levels; `error` is said once under the rows. */
export function ScaleRows({ legend, hint, scale, error, onChange }: { legend: string; hint?: string; scale: Scale; error: string | null; onChange: (scale: Scale) => void }) {
  const set = (index: number, step: Scale[number]) => onChange(scale.map((other, at) => (at === index ? step : other)));
  return (
    <Box>
      <legend>{legend}</legend>
      {hint && <FieldHint>{hint}</FieldHint>}
      <Rows>
        {scale.map((step, index) => (
          <Row key={index}>
            <div className="value">
              <Field
                label={editorMessages.scaleStepValue(index + 1)}
                type="number"
                inputMode="numeric"
                min={0}
                max={100}
                value={shown(step.value)}
                onChange={(event) => set(index, { ...step, value: numberOf(event.target.value) })}
              />
            </div>
            <div className="label">
              <Field label={editorMessages.scaleStepLabel(index + 1)} value={step.label} maxLength={100} onChange={(event) => set(index, { ...step, label: event.target.value })} />
            </div>
            <div className="buttons">
              <IconButton label={editorMessages.removeScaleStep(index + 1)} tone="danger" icon={<TrashIcon />} onClick={() => onChange(scale.filter((_other, at) => at !== index))} />
            </div>
          </Row>
        ))}
      </Rows>
      {error && <FieldError role="alert">{error}</FieldError>}
      {scale.length < 10 && (
        <Button type="button" $variant="secondary" onClick={() => onChange(addScaleStep(scale))}>
          {editorMessages.addScaleStep}
        </Button>
      )}
    </Box>
  );
}

/** The scenario's quick actions in the order the room shows them; new ones get an id of their own, existing ones keep theirs. */
export function QuickActionsFields({ actions, onChange }: { actions: readonly QuickAction[]; onChange: (actions: QuickAction[]) => void }) {
  const set = (index: number, label: string) => onChange(actions.map((action, at) => (at === index ? { ...action, label } : action)));
  return (
    <>
      <p>{editorMessages.quickActionsLead}</p>
      {actions.length === 0 && <FieldHint>{editorMessages.quickActionsNone}</FieldHint>}
      <Rows data-quick-actions="">
        {actions.map((action, index) => (
          <Row key={action.id}>
            <div className="label">
              <Field label={editorMessages.quickActionLabel(index + 1)} value={action.label} limit={TEXT_LIMITS.quickActionLabel} onChange={(event) => set(index, event.target.value)} />
            </div>
            <div className="buttons">
              <IconButton label={editorMessages.moveQuickActionUp(index + 1)} icon={<Arrow up />} disabled={index === 0} onClick={() => onChange(moveQuickAction(actions, index, -1))} />
              <IconButton label={editorMessages.moveQuickActionDown(index + 1)} icon={<Arrow up={false} />} disabled={index === actions.length - 1} onClick={() => onChange(moveQuickAction(actions, index, 1))} />
              <IconButton label={editorMessages.removeQuickAction(index + 1, action.label)} tone="danger" icon={<TrashIcon />} onClick={() => onChange(actions.filter((other) => other.id !== action.id))} />
            </div>
          </Row>
        ))}
      </Rows>
      {actions.length < MAX_QUICK_ACTIONS ? (
        <Button
          type="button"
          $variant="secondary"
          onClick={() => {
            onChange(addQuickAction(actions));
            // The new row's field takes the focus, ready to type (drawn on the next frame).
            requestAnimationFrame(() => document.querySelector<HTMLInputElement>('[data-quick-actions] li:last-child input')?.focus());
          }}
        >
          {editorMessages.addQuickAction}
        </Button>
      ) : (
        <FieldHint>{editorMessages.quickActionsFull(MAX_QUICK_ACTIONS)}</FieldHint>
      )}
    </>
  );
}
