import { useState } from 'react';
import styled from 'styled-components';
import { VITAL_KEYS, type VitalKey, type VitalsChange } from '../../../../../contract/liveVitals';
import type { Vitals } from '../../../../../contract/schemas/scenarios';
import { roomMessages } from '../../../../config/messages/room';
import { Button } from '../../../../ui/buttons';
import { FormDialog } from '../../../../ui/dialogs';
import { Field, SelectField } from '../../../../ui/forms';
import { fieldsFrom, fieldsWith, TREND_CHOICES, vitalsChangeFrom, type VitalsFields } from './vitalsForm';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(8rem, 1fr));
  gap: ${({ theme }) => theme.space.sm};
`;

const LABELS: Readonly<Record<VitalKey, string>> = {
  fc: `${roomMessages.vitals.fc} (${roomMessages.units.fc})`,
  pa: `${roomMessages.vitals.pa} (${roomMessages.units.pa})`,
  spo2: `${roomMessages.vitals.spo2} (${roomMessages.units.spo2})`,
  fr: `${roomMessages.vitals.fr} (${roomMessages.units.fr})`,
  temperature: `${roomMessages.vitals.temperature} (${roomMessages.units.temperature})`,
  conscience: roomMessages.vitals.conscience,
};

const trendChoiceLabel = (choice: (typeof TREND_CHOICES)[number]) =>
  choice === '' ? roomMessages.trendNone : choice === 'autre' ? roomMessages.trendCustom : roomMessages.trendLength(Number(choice));

/** A change the server refused (from the outbox): put back in the form when it opens again. */
export type RefusedChange = { vitals: VitalsChange; over_seconds?: number } | null;

/**
 * « Modifier les constantes »: a button and its dialog, filled with the live values; only the signs changed are
 * sent (`onSend`, through the room's outbox). A bad value is refused in French before anything goes, and what
 * was typed stays; a change the server refused comes back in the form (`refused`).
 */
export function VitalsChanger({ current, refused, onSend }: { current: Vitals; refused: RefusedChange; onSend: (change: { vitals: VitalsChange; over_seconds?: number }) => void }) {
  const [open, setOpen] = useState(false);
  const [fields, setFields] = useState<VitalsFields>(() => fieldsFrom(current));
  const [error, setError] = useState<string | null>(null);
  const openForm = () => {
    setFields(refused ? fieldsWith(current, refused.vitals, refused.over_seconds) : fieldsFrom(current));
    setError(null);
    setOpen(true);
  };
  const set = (key: keyof VitalsFields, value: string) => setFields((now) => ({ ...now, [key]: value }));
  const submit = () => {
    const result = vitalsChangeFrom(fields, current);
    if ('problem' in result) {
      setError(result.problem);
      return;
    }
    onSend(result);
    setOpen(false);
  };
  return (
    <>
      <Button type="button" $variant="secondary" onClick={openForm}>
        {roomMessages.changeVitals}
      </Button>
      <FormDialog
        open={open}
        onOpenChange={setOpen}
        title={roomMessages.changeVitals}
        description={roomMessages.changeVitalsLead}
        error={error}
        cancelLabel={roomMessages.changeVitalsCancel}
        submitLabel={roomMessages.changeVitalsSubmit}
        onSubmit={submit}
      >
        <Grid>
          {VITAL_KEYS.map((key) => (
            <Field
              key={key}
              label={LABELS[key]}
              value={fields[key]}
              inputMode={key === 'pa' || key === 'conscience' ? 'text' : 'decimal'}
              autoComplete="off"
              onChange={(event) => set(key, event.target.value)}
            />
          ))}
        </Grid>
        <SelectField label={roomMessages.trendOver} value={fields.over} onChange={(event) => set('over', event.target.value)}>
          {TREND_CHOICES.map((choice) => (
            <option key={choice} value={choice}>
              {trendChoiceLabel(choice)}
            </option>
          ))}
        </SelectField>
        {fields.over === 'autre' && <Field label={roomMessages.trendSeconds} inputMode="numeric" value={fields.customSeconds} onChange={(event) => set('customSeconds', event.target.value)} />}
      </FormDialog>
    </>
  );
}
