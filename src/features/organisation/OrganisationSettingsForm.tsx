import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { OrganisationDetails } from '../../../contract/schemas/organisation';
import { configMessages } from '../../config/messages/config';
import { refusalMessage } from '../../lib/api';
import { Field, Form, FormAlert, SubmitButton } from '../../ui/forms';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import { useUpdateOrganisationMutation } from './organisationApi';
import { PHASES, settingsFromDraft, type SettingsDraft, type SettingsErrors } from './settingsForm';

const Durations = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  grid-template-columns: repeat(auto-fit, minmax(10rem, 1fr));
`;

/** `/auth/config`: the organisation's name and the default duration of each phase (`PATCH /api/organisation`). */
export function OrganisationSettingsForm({ organisation, organisationId }: { organisation: OrganisationDetails; organisationId?: string }) {
  const [draft, setDraft] = useState<SettingsDraft>({
    name: organisation.name,
    durations: {
      briefing: String(organisation.phase_durations.briefing),
      scenario: String(organisation.phase_durations.scenario),
      debriefing: String(organisation.phase_durations.debriefing),
    },
  });
  const [errors, setErrors] = useState<SettingsErrors>({});
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [update, { isLoading }] = useUpdateOrganisationMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    const checked = settingsFromDraft(draft);
    if ('errors' in checked) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    try {
      await update({ ...checked.body, organisation: organisationId }).unwrap();
      setOutcome({ tone: 'success', text: configMessages.saved });
    } catch (error) {
      // What was typed stays in the fields: only the message changes.
      setOutcome({ tone: 'error', text: refusalMessage(error, configMessages.failed) });
    }
  };

  return (
    <Form noValidate onSubmit={(event) => void submit(event)} aria-labelledby="settings-title">
      <h2 id="settings-title">{configMessages.settingsTitle}</h2>
      <p>{configMessages.settingsHint}</p>
      <div aria-live="polite">{outcome && <FormAlert $tone={outcome.tone}>{outcome.text}</FormAlert>}</div>
      <Field label={configMessages.organisationName} autoComplete="organization" value={draft.name} error={errors.name} onChange={(event) => setDraft({ ...draft, name: event.target.value })} />
      <Durations>
        <VisuallyHidden as="legend">{configMessages.durationsLegend}</VisuallyHidden>
        {PHASES.map((phase) => (
          <Field
            key={phase}
            label={configMessages.durations[phase]}
            type="number"
            inputMode="numeric"
            min={1}
            max={240}
            value={draft.durations[phase]}
            error={errors[phase]}
            onChange={(event) => setDraft({ ...draft, durations: { ...draft.durations, [phase]: event.target.value } })}
          />
        ))}
      </Durations>
      <SubmitButton disabled={isLoading}>{isLoading ? configMessages.saving : configMessages.save}</SubmitButton>
    </Form>
  );
}
