/**
 * The organisation's groups: create; rename (in a dialog) and delete (after a dialog naming the group and its
 * member count) from each group's « ⋯ ».
 */
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { Tag } from '../../../contract/schemas/tags';
import { usersMessages } from '../../config/messages/users';
import { refusalMessage } from '../../lib/api';
import { ActionsMenu } from '../../ui/ActionsMenu';
import { Button } from '../../ui/buttons';
import { ConfirmAction, useRowDialogs } from '../../ui/confirmAction';
import { FormDialog } from '../../ui/dialogs';
import { Section } from '../../ui/content';
import { Field } from '../../ui/forms';
import { Notice, useNotice, type ShowNotice } from '../../ui/Notice';
import { EmptyNote } from '../../ui/states';
import { useCreateGroupMutation, useDeleteGroupMutation, useRenameGroupMutation } from './usersApi';

const List = styled.ul`
  list-style: none;
  padding: 0;
  li {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    padding: ${({ theme }) => theme.space.xs} 0;
    border-bottom: ${({ theme }) => theme.border.thin} solid ${({ theme }) => theme.colors.border};
  }
  /* The group's name and size on the left, its « ⋯ » at the row's end. */
  li > span {
    color: ${({ theme }) => theme.colors.mutedText};
    margin-right: auto;
  }
`;

const Inline = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${({ theme }) => theme.space.sm};
  /* A field keeps a margin under it: the buttons take the same, so that they line up with the input, not below it. */
  > button {
    margin-bottom: ${({ theme }) => theme.space.md};
  }
`;

/** A group's row: its name and size, and one « ⋯ » (rename in a dialog, delete after a confirmation), as a user's row. */
function GroupItem({ group, organisation, onNotice }: { group: Tag; organisation?: string; onNotice: ShowNotice }) {
  const [name, setName] = useState(group.name);
  const [rename, renaming] = useRenameGroupMutation();
  const [remove, removing] = useDeleteGroupMutation();
  const dialogs = useRowDialogs<'rename' | 'delete'>(onNotice, usersMessages.failed);

  const open = (next: 'rename' | 'delete') => {
    setName(group.name);
    dialogs.open(next);
  };

  const submitRename = () => {
    if (!name.trim()) return dialogs.setRefusal(usersMessages.groupNameRequired);
    dialogs.confirm(async () => {
      const renamed = await rename({ id: group.id, name: name.trim(), organisation }).unwrap();
      return { tone: 'success', text: usersMessages.groupRenamed(renamed.name) };
    });
  };

  return (
    <li>
      <strong>{group.name}</strong> <span>{usersMessages.members(group.member_count)}</span>
      <ActionsMenu
        label={usersMessages.groupActions(group.name)}
        disabled={renaming.isLoading || removing.isLoading}
        actions={[
          { key: 'rename', label: usersMessages.renameItem, onSelect: () => open('rename') },
          { key: 'remove', label: usersMessages.removeItem, tone: 'danger', onSelect: () => open('delete') },
        ]}
      />
      <FormDialog {...dialogs.props('rename')} title={usersMessages.renameTitle(group.name)} cancelLabel={usersMessages.cancel} submitLabel={usersMessages.save} busyLabel={usersMessages.renaming} busy={renaming.isLoading} onSubmit={submitRename}>
        <Field label={usersMessages.renameLabel(group.name)} value={name} onChange={(event) => setName(event.target.value)} />
      </FormDialog>
      <ConfirmAction
        {...dialogs.props('delete')}
        texts={{ title: usersMessages.confirmGroupDeleteTitle(group.name), description: usersMessages.confirmGroupDelete(group.member_count), cancel: usersMessages.cancel, confirm: usersMessages.confirmGroupDeleteButton, busy: usersMessages.removing }}
        busy={removing.isLoading}
        onConfirm={() =>
          dialogs.confirm(async () => {
            await remove({ id: group.id, organisation }).unwrap();
            return { tone: 'success', text: usersMessages.groupDeleted(group.name) };
          })
        }
      />
    </li>
  );
}

export function GroupsPanel({ groups, organisation }: { groups: readonly Tag[]; organisation?: string }) {
  const [name, setName] = useState('');
  const [notice, onNotice] = useNotice();
  const [create, creating] = useCreateGroupMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return onNotice({ tone: 'error', text: usersMessages.groupNameRequired });
    try {
      const created = await create({ name: name.trim(), organisation }).unwrap();
      setName('');
      onNotice({ tone: 'success', text: usersMessages.groupCreated(created.name) });
    } catch (error) {
      onNotice({ tone: 'error', text: refusalMessage(error, usersMessages.failed) });
    }
  };

  return (
    <Section aria-labelledby="groups-title">
      <h2 id="groups-title">{usersMessages.groupsTitle}</h2>
      <Notice notice={notice} />
      {groups.length === 0 ? (
        <EmptyNote>{usersMessages.groupsEmpty}</EmptyNote>
      ) : (
        <List>
          {groups.map((group) => (
            <GroupItem key={group.id} group={group} organisation={organisation} onNotice={onNotice} />
          ))}
        </List>
      )}
      <Inline onSubmit={(event) => void submit(event)}>
        <Field label={usersMessages.newGroup} value={name} onChange={(event) => setName(event.target.value)} />
        <Button type="submit" disabled={creating.isLoading}>
          {usersMessages.create}
        </Button>
      </Inline>
    </Section>
  );
}
