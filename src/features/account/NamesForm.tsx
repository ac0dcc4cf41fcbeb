import { useState, type FormEvent } from 'react';
import { useDispatch } from 'react-redux';
import { accountMessages } from '../../config/messages/account';
import { profileRenamed, useRenameMeMutation, type SignedInUser } from '../auth';
import { refusalMessage } from '../../lib/api';
import { Field, Form, FormAlert, SubmitButton } from '../../ui/forms';

/** « Prénom » and « Nom », saved with « Enregistrer »: the menus and the avatar's hover text follow at once. */
export function NamesForm({ user }: { user: SignedInUser }) {
  const dispatch = useDispatch();
  const [firstname, setFirstname] = useState(user.firstname ?? '');
  const [name, setName] = useState(user.name ?? '');
  const [errors, setErrors] = useState<{ firstname?: string | null; name?: string | null }>({});
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [rename, { isLoading }] = useRenameMeMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = { firstname: firstname.trim() ? null : accountMessages.firstnameRequired, name: name.trim() ? null : accountMessages.nameRequired };
    setErrors(found);
    setOutcome(null);
    if (found.firstname || found.name) return;
    try {
      const saved = await rename({ firstname: firstname.trim(), name: name.trim() }).unwrap();
      dispatch(profileRenamed(saved));
      setOutcome({ tone: 'success', text: accountMessages.saved });
    } catch (error) {
      setOutcome({ tone: 'error', text: refusalMessage(error, accountMessages.saveFailed) });
    }
  };

  return (
    <Form noValidate onSubmit={(event) => void submit(event)} aria-labelledby="names-title">
      <h2 id="names-title">{accountMessages.namesTitle}</h2>
      <div aria-live="polite">{outcome && <FormAlert $tone={outcome.tone}>{outcome.text}</FormAlert>}</div>
      <Field label={accountMessages.firstname} autoComplete="given-name" value={firstname} error={errors.firstname} onChange={(event) => setFirstname(event.target.value)} />
      <Field label={accountMessages.name} autoComplete="family-name" value={name} error={errors.name} onChange={(event) => setName(event.target.value)} />
      <SubmitButton disabled={isLoading}>{isLoading ? accountMessages.saving : accountMessages.save}</SubmitButton>
    </Form>
  );
}
