/** One account in the admin's list: its facts, its selection box and its « ⋯ » menu with the dialogs behind it. */
import { useState } from 'react';
import styled from 'styled-components';
import type { UserSummary } from '../../../contract/schemas/users';
import { ASSIGNABLE_ROLES, type AssignableRole } from '../../../contract/roles';
import { roleLabels } from '../../config/messages/common';
import { usersMessages } from '../../config/messages/users';
import { ActionsMenu, type MenuAction } from '../../ui/ActionsMenu';
import { ConfirmAction, useRowDialogs, type ConfirmTexts } from '../../ui/confirmAction';
import { FormDialog } from '../../ui/dialogs';
import { RadioGroup } from '../../ui/forms';
import type { ShowNotice } from '../../ui/Notice';
import { StatusChip } from '../../ui/StatusChip';
import { PersonCell, ValueList } from '../../ui/table';
import { useDeleteUserMutation, useResendInvitationMutation, useUpdateUserMutation } from './usersApi';
import { assignableRole, fullNameOf, groupNames, lastSignInText, rowActions, STATUS_TONES } from './usersView';

/** A cell that never wraps (the row's menu). */
const Nowrap = styled.td`
  white-space: nowrap;
`;

export function UserRow({ user, groups, viewerUid, organisation, onNotice, selected, onSelect }: {
  user: UserSummary;
  groups: Parameters<typeof groupNames>[1];
  viewerUid: string;
  organisation?: string;
  onNotice: ShowNotice;
  selected: boolean;
  onSelect: (user: UserSummary, selected: boolean) => void;
}) {
  const [update, updating] = useUpdateUserMutation();
  const [remove, removing] = useDeleteUserMutation();
  const [resend, resending] = useResendInvitationMutation();
  const dialogs = useRowDialogs<'role' | 'disable' | 'remove'>(onNotice, usersMessages.failed);
  const dialog = dialogs.shown;
  const current = assignableRole(user.role);
  const [role, setRole] = useState<AssignableRole>(current ?? 'etudiant');
  const person = fullNameOf(user);
  const actions = rowActions(user, viewerUid);
  const busy = updating.isLoading || removing.isLoading || resending.isLoading;
  const selectable = actions.disable || actions.remove;

  const open = (next: 'role' | 'disable' | 'remove') => {
    setRole(current ?? 'etudiant');
    dialogs.open(next);
  };
  const { run } = dialogs;
  const cancel = usersMessages.cancel;
  const disableTexts: ConfirmTexts = { title: usersMessages.confirmDisableTitle(person), description: usersMessages.confirmDisable, cancel, confirm: usersMessages.confirmDisableButton, busy: usersMessages.disabling };
  const removeTexts: ConfirmTexts = { title: usersMessages.confirmRemoveTitle(person), description: usersMessages.confirmRemove(person), cancel, confirm: usersMessages.confirm, busy: usersMessages.removing };

  const menu: MenuAction[] = [
    ...(actions.changeRole ? [{ key: 'role', label: usersMessages.changeRoleItem, onSelect: () => open('role') }] : []),
    ...(actions.resend
      ? [
          {
            key: 'resend',
            label: usersMessages.resend,
            onSelect: () =>
              void run(async () => {
                const result = await resend({ uid: user.uid, organisation }).unwrap();
                return result.invitation_sent ? { tone: 'success', text: usersMessages.resent(person) } : { tone: 'error', text: usersMessages.notResent(person) };
              }),
          },
        ]
      : []),
    ...(actions.enable
      ? [
          {
            key: 'enable',
            label: usersMessages.enable,
            onSelect: () =>
              void run(async () => {
                await update({ uid: user.uid, disabled: false, organisation }).unwrap();
                return { tone: 'success', text: usersMessages.enabledDone(person) };
              }),
          },
        ]
      : []),
    ...(actions.disable ? [{ key: 'disable', label: usersMessages.disableItem, tone: 'danger' as const, onSelect: () => open('disable') }] : []),
    ...(actions.remove ? [{ key: 'remove', label: usersMessages.removeItem, tone: 'danger' as const, onSelect: () => open('remove') }] : []),
  ];

  return (
    <tr>
      <th scope="row">
        <PersonCell
          name={person}
          email={user.email}
          before={selectable && <input type="checkbox" aria-label={usersMessages.select(person)} checked={selected} onChange={(event) => onSelect(user, event.target.checked)} />}
          after={user.uid === viewerUid ? usersMessages.you : undefined}
        />
      </th>
      <td>{roleLabels[user.role]}</td>
      <td>
        <ValueList values={groupNames(user, groups)} empty={usersMessages.noGroup} />
      </td>
      <td>{lastSignInText(user.last_sign_in_at)}</td>
      <td>
        <span title={user.status === 'unverified' ? usersMessages.unverifiedHint : undefined}>
          <StatusChip tone={STATUS_TONES[user.status]}>{usersMessages.statuses[user.status]}</StatusChip>
        </span>
      </td>
      <Nowrap>
        <ActionsMenu label={usersMessages.rowActions(person)} actions={menu} disabled={busy} />
        <FormDialog
          {...dialogs.props('role')}
          title={usersMessages.changeRoleTitle(person)}
          description={usersMessages.changeRoleHint}
          cancelLabel={usersMessages.cancel}
          submitLabel={usersMessages.saveRole}
          busyLabel={usersMessages.savingRole}
          busy={updating.isLoading}
          onSubmit={() =>
            dialogs.confirm(async () => {
              if (role !== user.role) await update({ uid: user.uid, role, organisation }).unwrap();
              return { tone: 'success', text: usersMessages.roleDone(person) };
            })
          }
        >
          <RadioGroup
            legend={usersMessages.newRole}
            name={`role-${user.uid}`}
            value={role}
            options={ASSIGNABLE_ROLES.map((value) => ({ value, label: roleLabels[value] }))}
            onChange={setRole}
          />
        </FormDialog>
        <ConfirmAction
          {...dialogs.props(dialog === 'remove' ? 'remove' : 'disable')}
          texts={dialog === 'remove' ? removeTexts : disableTexts}
          busy={busy}
          onConfirm={() =>
            dialogs.confirm(async () => {
              if (dialog === 'remove') {
                await remove({ uid: user.uid, organisation }).unwrap();
                onSelect(user, false);
                return { tone: 'success', text: usersMessages.removedDone(person) };
              }
              await update({ uid: user.uid, disabled: true, organisation }).unwrap();
              onSelect(user, false);
              return { tone: 'success', text: usersMessages.disabledDone(person) };
            })
          }
        />
      </Nowrap>
    </tr>
  );
}
