import { useState } from 'react';
import styled from 'styled-components';
import type { UserSummary } from '../../../contract/schemas/users';
import { usersMessages } from '../../config/messages/users';
import { refusalMessage } from '../../lib/api';
import { Button, LinkButton } from '../../ui/buttons';
import { ConfirmDialog } from '../../ui/dialogs';
import type { ShowNotice } from '../../ui/Notice';
import { useDeleteUserMutation, useUpdateUserMutation } from './usersApi';
import { bulkTargets, fullNameOf, namesToConfirm, type BulkAction } from './usersView';

/** Shown while accounts are selected, above the table: what can be done to all of them at once. */
const SelectionBar = styled.div`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndex.bannerUnderBar};
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border: ${({ theme }) => theme.border.thin} solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.primarySurface};
  strong {
    margin-right: auto;
  }
`;

const NameList = styled.ul`
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding-left: ${({ theme }) => theme.space.lg};
`;

/**
 * The selection's bar and its two bulk actions, each behind a confirmation listing the people. The
 * accounts are changed one after the other with the row's own requests, so each gets the server's rules
 * (the last admin, oneself) and a refusal names who was refused and why.
 */
export function BulkActions({ selected, viewerUid, organisation, onClear, onNotice }: {
  selected: readonly UserSummary[];
  viewerUid: string;
  organisation?: string;
  onClear: () => void;
  onNotice: ShowNotice;
}) {
  const [update] = useUpdateUserMutation();
  const [remove] = useDeleteUserMutation();
  const [action, setAction] = useState<BulkAction | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  if (selected.length === 0) return null;
  const { targets, skipped } = bulkTargets(selected, viewerUid, action ?? 'disable');

  const confirm = async () => {
    if (!action) return;
    const refused: string[] = [];
    let done = 0;
    for (const [index, user] of targets.entries()) {
      setProgress(index);
      try {
        if (action === 'remove') await remove({ uid: user.uid, organisation }).unwrap();
        else await update({ uid: user.uid, disabled: true, organisation }).unwrap();
        done += 1;
      } catch (error) {
        refused.push(usersMessages.bulkRefused(fullNameOf(user), refusalMessage(error, usersMessages.failed)));
      }
    }
    setProgress(null);
    setAction(null);
    onClear();
    const text = action === 'remove' ? usersMessages.bulkRemovedDone(done) : usersMessages.bulkDisabledDone(done);
    onNotice(refused.length > 0 ? { tone: 'error', text, details: refused } : { tone: 'success', text });
  };

  return (
    <SelectionBar role="region" aria-label={usersMessages.selectionBar}>
      <strong aria-live="polite">{usersMessages.selected(selected.length)}</strong>
      <Button type="button" $variant="secondary" onClick={() => setAction('disable')}>
        {usersMessages.bulkDisable}
      </Button>
      <Button type="button" $variant="danger" onClick={() => setAction('remove')}>
        {usersMessages.bulkRemove}
      </Button>
      <LinkButton type="button" onClick={onClear}>
        {usersMessages.clearSelection}
      </LinkButton>
      <ConfirmDialog
        open={action !== null}
        onOpenChange={(next) => !next && setAction(null)}
        title={action === 'remove' ? usersMessages.bulkRemoveTitle(targets.length) : usersMessages.bulkDisableTitle(targets.length)}
        description={action === 'remove' ? usersMessages.bulkRemoveLead : usersMessages.bulkDisableLead}
        cancelLabel={usersMessages.cancel}
        confirmLabel={action === 'remove' ? usersMessages.bulkConfirmRemove(targets.length) : usersMessages.bulkConfirmDisable(targets.length)}
        busyLabel={progress === null ? undefined : usersMessages.bulkWorking(progress + 1, targets.length)}
        busy={progress !== null}
        onConfirm={() => void confirm()}
      >
        <NameList>
          {namesToConfirm(targets.map(fullNameOf)).map((name) => (
            <li key={name}>{name}</li>
          ))}
        </NameList>
        {skipped > 0 && <p>{usersMessages.bulkSkipped(skipped)}</p>}
      </ConfirmDialog>
    </SelectionBar>
  );
}
