import { useState, type FormEvent } from 'react';
import type { Tag } from '../../../contract/schemas/tags';
import { ASSIGNABLE_ROLES } from '../../../contract/roles';
import { roleLabels } from '../../config/messages/common';
import { usersMessages } from '../../config/messages/users';
import { refusalMessage } from '../../lib/api';
import { Actions, Button } from '../../ui/buttons';
import { Field, Form, FormAlert, SelectField, SubmitButton } from '../../ui/forms';
import { useInviteUserMutation } from './usersApi';
import { inviteErrors, type InviteDraft, type InviteErrors } from './usersView';

const EMPTY: InviteDraft = { email: '', firstname: '', name: '', role: 'etudiant', groups: [] };

/** « Inviter un utilisateur »: checked here with the contract's rules, then by the server; what was typed stays on a refusal. */
export function InviteForm({ organisation, groups, onDone, onCancel }: {
  organisation?: string;
  groups: readonly Tag[];
  onDone: (text: string, tone: 'success' | 'error') => void;
  onCancel: () => void;
}) {
  const [draft, setDraft] = useState<InviteDraft>(EMPTY);
  const [errors, setErrors] = useState<InviteErrors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [invite, { isLoading }] = useInviteUserMutation();

  const set = <K extends keyof InviteDraft>(key: K, value: InviteDraft[K]) => setDraft((previous) => ({ ...previous, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = inviteErrors(draft);
    setErrors(found);
    setRefusal(null);
    if (Object.keys(found).length > 0) return;
    try {
      const invited = await invite({
        email: draft.email.trim(),
        firstname: draft.firstname.trim(),
        name: draft.name.trim(),
        role: draft.role,
        ...(draft.groups.length > 0 ? { groups: draft.groups } : {}),
        ...(organisation ? { organisation } : {}),
      }).unwrap();
      setDraft(EMPTY);
      onDone(invited.invitation_sent ? usersMessages.invited(invited.email) : usersMessages.invitedWithoutMail(invited.email), invited.invitation_sent ? 'success' : 'error');
    } catch (error) {
      setRefusal(refusalMessage(error, usersMessages.failed));
    }
  };

  return (
    <Form onSubmit={(event) => void submit(event)} noValidate aria-labelledby="invite-title">
      <h2 id="invite-title">{usersMessages.inviteTitle}</h2>
      <p>{usersMessages.inviteHint}</p>
      {refusal && (
        <FormAlert role="alert" $tone="error">
          {refusal}
        </FormAlert>
      )}
      <Field label={usersMessages.email} type="email" autoComplete="off" value={draft.email} error={errors.email} onChange={(event) => set('email', event.target.value)} />
      <Field label={usersMessages.firstname} value={draft.firstname} error={errors.firstname} onChange={(event) => set('firstname', event.target.value)} />
      <Field label={usersMessages.name} value={draft.name} error={errors.name} onChange={(event) => set('name', event.target.value)} />
      <SelectField label={usersMessages.role} value={draft.role} onChange={(event) => set('role', event.target.value as InviteDraft['role'])}>
        {ASSIGNABLE_ROLES.map((role) => (
          <option key={role} value={role}>
            {roleLabels[role]}
          </option>
        ))}
      </SelectField>
      {groups.length > 0 && (
        <fieldset>
          <legend>{usersMessages.groups}</legend>
          {groups.map((group) => (
            <label key={group.id}>
              <input
                type="checkbox"
                checked={draft.groups.includes(group.id)}
                onChange={(event) =>
                  set('groups', event.target.checked ? [...draft.groups, group.id] : draft.groups.filter((id) => id !== group.id))
                }
              />{' '}
              {group.name}
            </label>
          ))}
        </fieldset>
      )}
      <Actions>
        <SubmitButton disabled={isLoading}>{isLoading ? usersMessages.sending : usersMessages.send}</SubmitButton>
        <Button type="button" $variant="secondary" onClick={onCancel}>
          {usersMessages.cancel}
        </Button>
      </Actions>
    </Form>
  );
}
