/**
 * `/auth/users` (features.md §2): the organisation's accounts for its admin — search, filters, pages
 * served by the API, invitation, role, deactivation, deletion, « Renvoyer l’invitation ».
 * The hyperadmin works on the organisation it chooses.
 */
import { useState, type FormEvent } from 'react';
import { useSelector } from 'react-redux';
import styled from 'styled-components';
import { ROLES, USER_SORTS, USER_STATUSES, type UserSort, type UserStatus } from '../../../contract/roles';
import type { UserSummary } from '../../../contract/schemas/users';
import { ASSIGNABLE_ROLES, type AssignableRole } from '../../../contract/schemas/users';
import { roleLabels } from '../../config/messages/common';
import { usersMessages as t } from '../../config/messages/users';
import { refusalMessage } from '../../lib/api';
import { selectCurrentUser } from '../auth';
import { OrganisationPicker } from '../organisation';
import { ActionsMenu, type MenuAction } from '../../ui/ActionsMenu';
import { Actions, Button, LinkButton } from '../../ui/buttons';
import { ConfirmDialog, FormDialog } from '../../ui/dialogs';
import { Section, WideSection } from '../../ui/content';
import { Field, FilterBar, RadioGroup, SelectField } from '../../ui/forms';
import { Notice, useNotice, type NoticeMessage, type ShowNotice } from '../../ui/Notice';
import { PagedRows } from '../../ui/PagedRows';
import { StatusChip } from '../../ui/StatusChip';
import { PersonCell, ScrollingTable, ValueList, type Column } from '../../ui/table';
import { GroupsPanel } from './GroupsPanel';
import { ImportPanel } from './ImportPanel';
import { InviteForm } from './InviteForm';
import {
  useDeleteUserMutation,
  useListGroupsQuery,
  useListUsersQuery,
  useResendInvitationMutation,
  useUpdateUserMutation,
} from './usersApi';
import { assignableRole, bulkTargets, fullNameOf, groupNames, lastSignInText, namesToConfirm, rowActions, STATUS_TONES, type BulkAction } from './usersView';

type Filters = { search?: string; role?: (typeof ROLES)[number]; status?: UserStatus; tag?: string; sort?: UserSort };

/**
 * The person (name, e-mail under it) first; on a phone, the status chip and « ⋯ » on the name's line, the
 * e-mail under it, then role · groups · « Dernière connexion : … ».
 */
const USER_COLUMNS: readonly Column[] = [
  { label: t.columns.name, phone: 'person' },
  { label: t.columns.role, phone: 'meta', nowrap: true },
  { label: t.columns.groups, phone: 'meta' },
  { label: t.columns.lastSignIn, phone: 'labelled', nowrap: true },
  { label: t.columns.status, phone: 'badge', nowrap: true },
  { label: t.columns.actions, phone: 'menu' },
];

/** A cell that never wraps (the row's menu). */
const Nowrap = styled.td`
  white-space: nowrap;
`;

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

type Dialog = 'role' | 'disable' | 'remove' | null;

function UserRow({ user, groups, viewerUid, organisation, onNotice, selected, onSelect }: {
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
  const [dialog, setDialog] = useState<Dialog>(null);
  const current = assignableRole(user.role);
  const [role, setRole] = useState<AssignableRole>(current ?? 'etudiant');
  const [refusal, setRefusal] = useState<string | null>(null);
  const person = fullNameOf(user);
  const actions = rowActions(user, viewerUid);
  const busy = updating.isLoading || removing.isLoading || resending.isLoading;
  const selectable = actions.disable || actions.remove;

  const open = (next: Dialog) => {
    setRefusal(null);
    setRole(current ?? 'etudiant');
    setDialog(next);
  };

  /** A row action: its outcome in the page's notice, or, from a dialog, its refusal inside the dialog. */
  const run = async (work: () => Promise<NoticeMessage>) => {
    try {
      const outcome = await work();
      setDialog(null);
      onNotice(outcome);
    } catch (error) {
      const text = refusalMessage(error, t.failed);
      if (dialog) setRefusal(text);
      else onNotice({ tone: 'error', text });
    }
  };

  const menu: MenuAction[] = [
    ...(actions.changeRole ? [{ key: 'role', label: t.changeRoleItem, onSelect: () => open('role') }] : []),
    ...(actions.resend
      ? [
          {
            key: 'resend',
            label: t.resend,
            onSelect: () =>
              void run(async () => {
                const result = await resend({ uid: user.uid, organisation }).unwrap();
                return result.invitation_sent ? { tone: 'success', text: t.resent(person) } : { tone: 'error', text: t.notResent(person) };
              }),
          },
        ]
      : []),
    ...(actions.enable
      ? [
          {
            key: 'enable',
            label: t.enable,
            onSelect: () =>
              void run(async () => {
                await update({ uid: user.uid, disabled: false, organisation }).unwrap();
                return { tone: 'success', text: t.enabledDone(person) };
              }),
          },
        ]
      : []),
    ...(actions.disable ? [{ key: 'disable', label: t.disableItem, tone: 'danger' as const, onSelect: () => open('disable') }] : []),
    ...(actions.remove ? [{ key: 'remove', label: t.removeItem, tone: 'danger' as const, onSelect: () => open('remove') }] : []),
  ];

  return (
    <tr>
      <th scope="row">
        <PersonCell
          name={person}
          email={user.email}
          before={selectable && <input type="checkbox" aria-label={t.select(person)} checked={selected} onChange={(event) => onSelect(user, event.target.checked)} />}
          after={user.uid === viewerUid ? t.you : undefined}
        />
      </th>
      <td>{roleLabels[user.role]}</td>
      <td>
        <ValueList values={groupNames(user, groups)} empty={t.noGroup} />
      </td>
      <td>{lastSignInText(user.last_sign_in_at)}</td>
      <td>
        <span title={user.status === 'unverified' ? t.unverifiedHint : undefined}>
          <StatusChip tone={STATUS_TONES[user.status]}>{t.statuses[user.status]}</StatusChip>
        </span>
      </td>
      <Nowrap>
        <ActionsMenu label={t.rowActions(person)} actions={menu} disabled={busy} />
        <FormDialog
          open={dialog === 'role'}
          onOpenChange={(next) => !next && setDialog(null)}
          title={t.changeRoleTitle(person)}
          description={t.changeRoleHint}
          cancelLabel={t.cancel}
          submitLabel={t.saveRole}
          busyLabel={t.savingRole}
          busy={updating.isLoading}
          error={refusal}
          onSubmit={() =>
            void run(async () => {
              if (role !== user.role) await update({ uid: user.uid, role, organisation }).unwrap();
              return { tone: 'success', text: t.roleDone(person) };
            })
          }
        >
          <RadioGroup
            legend={t.newRole}
            name={`role-${user.uid}`}
            value={role}
            options={ASSIGNABLE_ROLES.map((value) => ({ value, label: roleLabels[value] }))}
            onChange={setRole}
          />
        </FormDialog>
        <ConfirmDialog
          open={dialog === 'disable' || dialog === 'remove'}
          onOpenChange={(next) => !next && setDialog(null)}
          title={dialog === 'remove' ? t.confirmRemoveTitle(person) : t.confirmDisableTitle(person)}
          description={dialog === 'remove' ? t.confirmRemove(person) : t.confirmDisable}
          cancelLabel={t.cancel}
          confirmLabel={dialog === 'remove' ? t.confirm : t.confirmDisableButton}
          busyLabel={dialog === 'remove' ? t.removing : t.disabling}
          busy={busy}
          error={refusal}
          onConfirm={() =>
            void run(async () => {
              if (dialog === 'remove') {
                await remove({ uid: user.uid, organisation }).unwrap();
                onSelect(user, false);
                return { tone: 'success', text: t.removedDone(person) };
              }
              await update({ uid: user.uid, disabled: true, organisation }).unwrap();
              onSelect(user, false);
              return { tone: 'success', text: t.disabledDone(person) };
            })
          }
        />
      </Nowrap>
    </tr>
  );
}

/**
 * The selection's bar and its two bulk actions, each behind a confirmation listing the people. The
 * accounts are changed one after the other with the row's own requests, so each gets the server's rules
 * (the last admin, oneself) and a refusal names who was refused and why.
 */
function BulkActions({ selected, viewerUid, organisation, onClear, onNotice }: {
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
        refused.push(t.bulkRefused(fullNameOf(user), refusalMessage(error, t.failed)));
      }
    }
    setProgress(null);
    setAction(null);
    onClear();
    const text = action === 'remove' ? t.bulkRemovedDone(done) : t.bulkDisabledDone(done);
    onNotice(refused.length > 0 ? { tone: 'error', text, details: refused } : { tone: 'success', text });
  };

  return (
    <SelectionBar role="region" aria-label={t.selectionBar}>
      <strong aria-live="polite">{t.selected(selected.length)}</strong>
      <Button type="button" $variant="secondary" onClick={() => setAction('disable')}>
        {t.bulkDisable}
      </Button>
      <Button type="button" $variant="danger" onClick={() => setAction('remove')}>
        {t.bulkRemove}
      </Button>
      <LinkButton type="button" onClick={onClear}>
        {t.clearSelection}
      </LinkButton>
      <ConfirmDialog
        open={action !== null}
        onOpenChange={(next) => !next && setAction(null)}
        title={action === 'remove' ? t.bulkRemoveTitle(targets.length) : t.bulkDisableTitle(targets.length)}
        description={action === 'remove' ? t.bulkRemoveLead : t.bulkDisableLead}
        cancelLabel={t.cancel}
        confirmLabel={action === 'remove' ? t.bulkConfirmRemove(targets.length) : t.bulkConfirmDisable(targets.length)}
        busyLabel={progress === null ? undefined : t.bulkWorking(progress + 1, targets.length)}
        busy={progress !== null}
        onConfirm={() => void confirm()}
      >
        <NameList>
          {namesToConfirm(targets.map(fullNameOf)).map((name) => (
            <li key={name}>{name}</li>
          ))}
        </NameList>
        {skipped > 0 && <p>{t.bulkSkipped(skipped)}</p>}
      </ConfirmDialog>
    </SelectionBar>
  );
}

export function UsersAdmin() {
  const viewer = useSelector(selectCurrentUser);
  const [chosenOrganisation, setChosenOrganisation] = useState('');
  const isOperator = viewer?.role === 'hyperadmin';
  const organisation = isOperator ? chosenOrganisation || undefined : undefined;
  const [filters, setFilters] = useState<Filters>({});
  const [draftSearch, setDraftSearch] = useState('');
  const [inviting, setInviting] = useState(false);
  const [importing, setImporting] = useState(false);
  const [notice, setNotice] = useNotice();
  // Kept by uid with the row it was ticked on: a bulk action names the people, whatever page they are on.
  const [selection, setSelection] = useState<ReadonlyMap<string, UserSummary>>(new Map());
  const select = (user: UserSummary, chosen: boolean) =>
    setSelection((current) => {
      const next = new Map(current);
      if (chosen) next.set(user.uid, user);
      else next.delete(user.uid);
      return next;
    });
  const groups = useListGroupsQuery(organisation ? { organisation } : {}, { skip: isOperator && !organisation });

  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    setFilters({ ...filters, search: draftSearch.trim() || undefined });
  };
  if (!viewer) return null;
  const ready = !isOperator || Boolean(organisation);

  return (
    <>
      {isOperator && (
        <Section>
          <OrganisationPicker
            value={chosenOrganisation}
            onChange={setChosenOrganisation}
          />
        </Section>
      )}
      {ready && (
        <>
          <Section>
            {inviting ? (
              <InviteForm
                organisation={organisation}
                groups={groups.data ?? []}
                onDone={(text, tone) => {
                  setNotice({ text, tone });
                  if (tone === 'success') setInviting(false);
                }}
                onCancel={() => setInviting(false)}
              />
            ) : (
              !importing && (
                <Actions>
                  <Button type="button" onClick={() => setInviting(true)}>
                    {t.invite}
                  </Button>
                  <Button type="button" $variant="secondary" onClick={() => setImporting(true)}>
                    {t.importButton}
                  </Button>
                </Actions>
              )
            )}
          </Section>
          {importing && <ImportPanel organisation={organisation} onClose={() => setImporting(false)} />}
          <Notice notice={notice} />
          <WideSection>
            <h2>{t.filtersTitle}</h2>
            <FilterBar onSubmit={submitSearch} role="search">
              <Field label={t.search} type="search" value={draftSearch} onChange={(event) => setDraftSearch(event.target.value)} />
              <SelectField
                label={t.role}
                value={filters.role ?? ''}
                onChange={(event) => setFilters({ ...filters, role: (event.target.value || undefined) as Filters['role'] })}
              >
                <option value="">{t.anyRole}</option>
                {ROLES.map((role) => (
                  <option key={role} value={role}>
                    {roleLabels[role]}
                  </option>
                ))}
              </SelectField>
              <SelectField
                label={t.status}
                value={filters.status ?? ''}
                onChange={(event) => setFilters({ ...filters, status: (event.target.value || undefined) as UserStatus | undefined })}
              >
                <option value="">{t.anyStatus}</option>
                {USER_STATUSES.map((status) => (
                  <option key={status} value={status}>
                    {t.statuses[status]}
                  </option>
                ))}
              </SelectField>
              <SelectField label={t.group} value={filters.tag ?? ''} onChange={(event) => setFilters({ ...filters, tag: event.target.value || undefined })}>
                <option value="">{t.anyGroup}</option>
                {(groups.data ?? []).map((group) => (
                  <option key={group.id} value={group.id}>
                    {group.name}
                  </option>
                ))}
              </SelectField>
              <SelectField label={t.sort} value={filters.sort ?? 'name'} onChange={(event) => setFilters({ ...filters, sort: event.target.value as UserSort })}>
                {USER_SORTS.map((sort) => (
                  <option key={sort} value={sort}>
                    {t.sorts[sort]}
                  </option>
                ))}
              </SelectField>
              <div>
                <Button type="submit">{t.searchButton}</Button>
              </div>
            </FilterBar>
          </WideSection>
          <BulkActions selected={[...selection.values()]} viewerUid={viewer.uid} organisation={organisation} onClear={() => setSelection(new Map())} onNotice={setNotice} />
          <ScrollingTable label={t.tableCaption} caption={t.tableCaption} columns={USER_COLUMNS}>
            <PagedRows
              usePage={useListUsersQuery}
              args={{ ...filters, limit: 25, ...(organisation ? { organisation } : {}) }}
              span={USER_COLUMNS.length}
              messages={t}
              empty={
                <>
                  <strong>{t.empty}</strong> {t.emptyHint}
                </>
              }
              row={(user) => (
                <UserRow
                  key={user.uid}
                  user={user}
                  groups={groups.data ?? []}
                  viewerUid={viewer.uid}
                  organisation={organisation}
                  onNotice={setNotice}
                  selected={selection.has(user.uid)}
                  onSelect={select}
                />
              )}
            />
          </ScrollingTable>
          <GroupsPanel groups={groups.data ?? []} organisation={organisation} />
        </>
      )}
    </>
  );
}
