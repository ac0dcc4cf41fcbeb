/** What the organisation settings form checks before sending (the contract's limits, French messages). Pure. */
import type { OrganisationSettingsBody, PhaseDurations } from '../../../contract/schemas/organisation';
import { configMessages } from '../../config/messages/config';

export const PHASES = ['briefing', 'scenario', 'debriefing'] as const;
export type Phase = (typeof PHASES)[number];

export type SettingsDraft = { name: string; durations: Record<Phase, string> };
export type SettingsErrors = Partial<Record<'name' | Phase, string>>;

const MINUTES = /^\d{1,3}$/;

/** The body to send, or the errors to show (each field named). */
export function settingsFromDraft(draft: SettingsDraft): { body: OrganisationSettingsBody } | { errors: SettingsErrors } {
  const errors: SettingsErrors = {};
  const name = draft.name.trim();
  if (name.length < 2 || name.length > 200) errors.name = configMessages.nameRequired;
  const durations = {} as PhaseDurations;
  for (const phase of PHASES) {
    const text = draft.durations[phase].trim();
    const minutes = Number(text);
    if (!MINUTES.test(text) || minutes < 1 || minutes > 240) errors[phase] = configMessages.durationInvalid;
    else durations[phase] = minutes;
  }
  return Object.keys(errors).length > 0 ? { errors } : { body: { name, phase_durations: durations } };
}
