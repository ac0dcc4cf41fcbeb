import { QRCodeSVG } from 'qrcode.react';
import { useState } from 'react';
import styled from 'styled-components';
import type { ActiveMonitorLink } from '../../../../../contract/schemas/monitor';
import { roomMessages } from '../../../../config/messages/room';
import { sessionsMessages } from '../../../../config/messages/sessions';
import { refusalMessage } from '../../../../lib/api';
import { Actions, Button } from '../../../../ui/buttons';
import { ConfirmAction, type ConfirmTexts } from '../../../../ui/confirmAction';
import { formatFrench } from '../../../../ui/dates';
import { FormAlert } from '../../../../ui/forms';
import { LoadFailure } from '../../../../ui/states';
import { useCreateMonitorLinkMutation, useGetMonitorLinkQuery, useRevokeMonitorLinkMutation } from '../../sessionsApi';

/** « jeudi 3 décembre 2026 à 14:05 »: when the active link was made. */
const DATE_TIME = 'dddd D MMMM YYYY [à] HH:mm';

const Panel = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  align-items: start;
`;

const Code = styled.div`
  justify-self: start;
  padding: ${({ theme }) => theme.space.sm};
  background: ${({ theme }) => theme.colors.background};
  border: ${({ theme }) => theme.border.thin} solid ${({ theme }) => theme.colors.border};
`;

/** What the trainer's panel shows of the link: nothing yet, none, one shown, or one active that cannot be shown. Pure. */
export type MonitorLinkView =
  | { kind: 'loading' }
  | { kind: 'failed' }
  | { kind: 'none' }
  | { kind: 'shown'; url: string; since: string }
  | { kind: 'hidden'; since: string };

export function monitorLinkView(query: { data?: ActiveMonitorLink | null; isLoading: boolean; isError: boolean }): MonitorLinkView {
  if (query.data === undefined) return query.isError ? { kind: 'failed' } : { kind: 'loading' };
  if (query.data === null) return { kind: 'none' };
  return query.data.url ? { kind: 'shown', url: query.data.url, since: query.data.created_at } : { kind: 'hidden', since: query.data.created_at };
}

/**
 * The patient monitor's link for the room's screen (docs/product.md §14): created on demand (a link is a way into the session,
 * so none exists until the trainer asks), shown as a link and a QR code — again after a reload, read from
 * the API — and replaced or revoked only after a confirmation, since either darkens the screen showing it.
 * `canCreate`: the trainer's panel; without it (the organisation's admin, whom the policy lets revoke but not
 * create nor read), only the revocation is offered, and revoking a link that no longer exists is the same success.
 */
export function MonitorPanel({ sessionId, canCreate }: { sessionId: string; canCreate: boolean }) {
  const active = useGetMonitorLinkQuery(sessionId, { skip: !canCreate });
  const [create, creation] = useCreateMonitorLinkMutation();
  const [revoke, revocation] = useRevokeMonitorLinkMutation();
  const view = monitorLinkView(active);
  const [confirming, setConfirming] = useState<'revoke' | 'replace' | null>(null);
  const [notice, setNotice] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const replaceTexts: ConfirmTexts = { title: roomMessages.replaceLink, description: roomMessages.confirmReplace, cancel: roomMessages.keepLink, confirm: roomMessages.confirmReplaceButton, busy: roomMessages.creatingMonitorLink };
  const revokeTexts: ConfirmTexts = { title: roomMessages.revokeLink, description: roomMessages.confirmRevoke, cancel: roomMessages.keepLink, confirm: roomMessages.confirmRevokeButton };

  const ask = (replace: boolean) => {
    setNotice(null);
    create({ id: sessionId, replace })
      .unwrap()
      .then(() => {
        setConfirming(null);
        if (replace) setNotice({ tone: 'success', text: roomMessages.replaced });
      })
      .catch((error: unknown) => {
        setConfirming(null);
        setNotice({ tone: 'error', text: refusalMessage(error, sessionsMessages.failed) });
      });
  };
  const copy = () => {
    if (view.kind !== 'shown') return;
    navigator.clipboard
      .writeText(view.url)
      .then(() => setNotice({ tone: 'success', text: roomMessages.copied }))
      .catch(() => setNotice({ tone: 'error', text: roomMessages.copyFailed }));
  };
  const confirmRevoke = () => {
    setNotice(null);
    revoke(sessionId)
      .unwrap()
      .then(() => {
        setConfirming(null);
        setNotice({ tone: 'success', text: canCreate ? roomMessages.revoked : roomMessages.revokedByOrganisation });
      })
      .catch((error: unknown) => setNotice({ tone: 'error', text: refusalMessage(error, sessionsMessages.failed) }));
  };

  // Replacing or revoking darkens the screen showing the link: asked in the panel, in place of its buttons.
  const confirmation = (
    <ConfirmAction
      inline
      open={confirming !== null}
      onOpenChange={(open) => !open && setConfirming(null)}
      texts={confirming === 'replace' ? replaceTexts : revokeTexts}
      busy={confirming === 'replace' ? creation.isLoading : revocation.isLoading}
      onConfirm={confirming === 'replace' ? () => ask(true) : confirmRevoke}
    />
  );
  const revokeButton = (
    <Button type="button" $variant="dangerSecondary" onClick={() => setConfirming('revoke')}>
      {roomMessages.revokeLink}
    </Button>
  );
  const replaceButton = (
    <Button type="button" $variant="secondary" onClick={() => setConfirming('replace')}>
      {roomMessages.replaceLink}
    </Button>
  );
  const since = (date: string) => roomMessages.monitorLinkSince(formatFrench(date, DATE_TIME) ?? date);

  if (!canCreate) {
    return (
      <Panel aria-labelledby="moniteur-titre">
        <h2 id="moniteur-titre">{roomMessages.monitorTitle}</h2>
        <p>{roomMessages.monitorLeadOrganisation}</p>
        <div aria-live="polite">{notice && <FormAlert $tone={notice.tone}>{notice.text}</FormAlert>}</div>
        {confirming ? confirmation : <Actions>{revokeButton}</Actions>}
      </Panel>
    );
  }

  return (
    <Panel aria-labelledby="moniteur-titre">
      <h2 id="moniteur-titre">{roomMessages.monitorTitle}</h2>
      <p>{roomMessages.monitorLead}</p>
      <div aria-live="polite">{notice && <FormAlert $tone={notice.tone}>{notice.text}</FormAlert>}</div>
      {view.kind === 'loading' && <p role="status">{roomMessages.loadingMonitorLink}</p>}
      {view.kind === 'failed' && <LoadFailure message={roomMessages.monitorLinkFailed} retryLabel={roomMessages.retryMonitorLink} onRetry={() => void active.refetch()} />}
      {view.kind === 'shown' && (
        <>
          <a href={view.url} target="_blank" rel="noreferrer">
            {roomMessages.monitorLink}
          </a>
          <Code>
            <QRCodeSVG value={view.url} size={160} role="img" aria-label={roomMessages.monitorQr} title={roomMessages.monitorQr} />
          </Code>
          <p>{since(view.since)}</p>
          {confirming ? (
            confirmation
          ) : (
            <Actions>
              <Button type="button" $variant="secondary" onClick={copy}>
                {roomMessages.copyLink}
              </Button>
              {replaceButton}
              {revokeButton}
            </Actions>
          )}
        </>
      )}
      {view.kind === 'hidden' && (
        <>
          <p>{roomMessages.monitorLinkHidden}</p>
          <p>{since(view.since)}</p>
          {confirming ? (
            confirmation
          ) : (
            <Actions>
              {replaceButton}
              {revokeButton}
            </Actions>
          )}
        </>
      )}
      {view.kind === 'none' && (
        <Actions>
          <Button type="button" disabled={creation.isLoading} onClick={() => ask(false)}>
            {creation.isLoading ? roomMessages.creatingMonitorLink : roomMessages.createMonitorLink}
          </Button>
        </Actions>
      )}
    </Panel>
  );
}
