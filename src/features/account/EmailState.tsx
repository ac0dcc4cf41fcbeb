import { useState } from 'react';
import { emailMessages } from '../../config/messages/personalData';
import { useIdentity, type SignedInUser } from '../auth';
import { Button } from '../../ui/buttons';
import { FormAlert } from '../../ui/forms';

/**
 * The address and whether it is verified. An unverified account is signed out (docs/product.md §4.1), so a
 * signed-in person almost always reads « Adresse vérifiée »; the button is there for the other case.
 */
export function EmailState({ user }: { user: SignedInUser }) {
  const identity = useIdentity();
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const resend = async () => {
    setSending(true);
    const result = await identity.sendEmailVerification();
    setSending(false);
    setOutcome(result.error === null ? { tone: 'success', text: emailMessages.sent } : { tone: 'error', text: emailMessages.failed });
  };

  return (
    <>
      <h2>{emailMessages.title}</h2>
      <p>{user.email_verified ? emailMessages.verified(user.email ?? '') : emailMessages.notVerified(user.email ?? '')}</p>
      {!user.email_verified && (
        <Button type="button" $variant="secondary" disabled={sending} onClick={() => void resend()}>
          {sending ? emailMessages.sending : emailMessages.resend}
        </Button>
      )}
      <div aria-live="polite">{outcome && <FormAlert $tone={outcome.tone}>{outcome.text}</FormAlert>}</div>
    </>
  );
}
