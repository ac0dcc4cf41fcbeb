import { useState, type FormEvent } from 'react';
import { useDispatch } from 'react-redux';
import { PURGE_CONFIRMATION } from '../../../contract/purge';
import { deleteAccountMessages } from '../../config/messages/personalData';
import { refusalMessage } from '../../lib/api';
import { signOutRequested } from '../../lib/session';
import { Field, Form, FormAlert, SubmitButton } from '../../ui/forms';
import { useDeleteMeMutation } from './personalDataApi';

/**
 * « Supprimer mon compte »: the person types SUPPRIMER, the API erases the account (refused for an
 * organisation's last admin, with the reason), then the person is signed out.
 */
export function DeleteAccount() {
  const dispatch = useDispatch();
  const [confirmation, setConfirmation] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [deleteMe, { isLoading }] = useDeleteMeMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setRefusal(null);
    if (confirmation.trim() !== PURGE_CONFIRMATION) return setFieldError(deleteAccountMessages.mismatch);
    setFieldError(null);
    try {
      await deleteMe().unwrap();
      dispatch(signOutRequested());
    } catch (error) {
      setRefusal(refusalMessage(error, deleteAccountMessages.failed));
    }
  };

  return (
    <Form noValidate onSubmit={(event) => void submit(event)} aria-labelledby="delete-account-title">
      <h2 id="delete-account-title">{deleteAccountMessages.title}</h2>
      <p>{deleteAccountMessages.lead}</p>
      <div aria-live="polite">{refusal && <FormAlert $tone="error">{refusal}</FormAlert>}</div>
      <Field label={deleteAccountMessages.confirmLabel} autoComplete="off" value={confirmation} error={fieldError} onChange={(event) => setConfirmation(event.target.value)} />
      {/* Red, never the blue of « Enregistrer »: this one erases the account. */}
      <SubmitButton $variant="danger" disabled={isLoading}>
        {isLoading ? deleteAccountMessages.submitting : deleteAccountMessages.submit}
      </SubmitButton>
    </Form>
  );
}
