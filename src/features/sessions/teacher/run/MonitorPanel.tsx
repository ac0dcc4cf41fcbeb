import { QRCodeSVG } from 'qrcode.react';
import { useState } from 'react';
import styled from 'styled-components';
import type { MonitorLink } from '../../../../../contract/schemas/monitor';
import { roomMessages as r } from '../../../../config/messages/room';
import { sessionsMessages as s } from '../../../../config/messages/sessions';
import { refusalMessage } from '../../../../lib/api';
import { Actions, Button } from '../../../../ui/buttons';
import { FormAlert } from '../../../../ui/forms';
import { useCreateMonitorLinkMutation, useRevokeMonitorLinkMutation } from '../../sessionsApi';

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

/**
 * The patient monitor's link for the room's screen (docs/product.md §14): created on demand (a link is a
 * way into the session, so none exists until the trainer asks), shown as a link and a QR code, revoked
 * after a confirmation. `canCreate`: the trainer's panel; without it (the organisation's admin, whom the
 * policy lets revoke but not create), only the revocation is offered — the link itself is never shown
 * again (the server keeps its hash only), and revoking a link that no longer exists is the same success.
 */
export function MonitorPanel({ sessionId, canCreate }: { sessionId: string; canCreate: boolean }) {
  // The link lives in the mutation's shared result, not in this component: the panel is drawn again when
  // the session starts or the tab changes, and the link (shown once: the server keeps only its hash)
  // must stay on screen until it is revoked.
  const [create, creation] = useCreateMonitorLinkMutation({ fixedCacheKey: `monitor-link-${sessionId}` });
  const [revoke, revocation] = useRevokeMonitorLinkMutation();
  const link: MonitorLink | null = creation.data ?? null;
  const [confirming, setConfirming] = useState(false);
  const [notice, setNotice] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);

  const ask = () => {
    setNotice(null);
    create(sessionId)
      .unwrap()
      .catch((error: unknown) => setNotice({ tone: 'error', text: refusalMessage(error, s.failed) }));
  };
  const copy = () => {
    if (!link) return;
    navigator.clipboard
      .writeText(link.url)
      .then(() => setNotice({ tone: 'success', text: r.copied }))
      .catch(() => setNotice({ tone: 'error', text: r.copyFailed }));
  };
  const confirmRevoke = () => {
    setNotice(null);
    revoke(sessionId)
      .unwrap()
      .then(() => {
        creation.reset();
        setConfirming(false);
        setNotice({ tone: 'success', text: canCreate ? r.revoked : r.revokedByOrganisation });
      })
      .catch((error: unknown) => setNotice({ tone: 'error', text: refusalMessage(error, s.failed) }));
  };

  const confirmation = (
    <div role="group" aria-label={r.revokeLink}>
      <p>{r.confirmRevoke}</p>
      <Actions>
        <Button type="button" disabled={revocation.isLoading} onClick={confirmRevoke}>
          {r.confirmRevokeButton}
        </Button>
        <Button type="button" $variant="secondary" onClick={() => setConfirming(false)}>
          {r.keepLink}
        </Button>
      </Actions>
    </div>
  );
  const revokeButton = (
    <Button type="button" $variant="secondary" onClick={() => setConfirming(true)}>
      {r.revokeLink}
    </Button>
  );

  if (!canCreate) {
    return (
      <Panel aria-labelledby="moniteur-titre">
        <h2 id="moniteur-titre">{r.monitorTitle}</h2>
        <p>{r.monitorLeadOrganisation}</p>
        <div aria-live="polite">{notice && <FormAlert $tone={notice.tone}>{notice.text}</FormAlert>}</div>
        {confirming ? confirmation : <Actions>{revokeButton}</Actions>}
      </Panel>
    );
  }

  return (
    <Panel aria-labelledby="moniteur-titre">
      <h2 id="moniteur-titre">{r.monitorTitle}</h2>
      <p>{r.monitorLead}</p>
      <div aria-live="polite">{notice && <FormAlert $tone={notice.tone}>{notice.text}</FormAlert>}</div>
      {link ? (
        <>
          <a href={link.url} target="_blank" rel="noreferrer">
            {r.monitorLink}
          </a>
          <Code>
            <QRCodeSVG value={link.url} size={160} role="img" aria-label={r.monitorQr} title={r.monitorQr} />
          </Code>
          {confirming ? (
            confirmation
          ) : (
            <Actions>
              <Button type="button" $variant="secondary" onClick={copy}>
                {r.copyLink}
              </Button>
              {revokeButton}
            </Actions>
          )}
        </>
      ) : (
        <Actions>
          <Button type="button" disabled={creation.isLoading} onClick={ask}>
            {creation.isLoading ? r.creatingMonitorLink : r.createMonitorLink}
          </Button>
        </Actions>
      )}
    </Panel>
  );
}
