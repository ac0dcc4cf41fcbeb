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
import { ASSIGNABLE_ROLES } from '../../../contract/schemas/users';
import { roleLabels } from '../../config/messages/common';
import { usersMessages as t } from '../../config/messages/users';
import { refusalMessage } from '../../lib/api';
import { selectCurrentUser } from '../auth';
import { OrganisationPicker } from '../organisation';
import { Actions, Button } from '../../ui/buttons';
import { Section } from '../../ui/content';
import { Field, SelectField } from '../../ui/forms';
import { Notice, useNotice, type NoticeMessage, type ShowNotice } from '../../ui/Notice';
import { PagedRows } from '../../ui/PagedRows';
import { ScrollingTable } from '../../ui/table';
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
import { fullNameOf, groupNames, lastSignInText, rowActions } from './usersView';

type Filters = { search?: string; role?: (typeof ROLES)[number]; status?: UserStatus; tag?: string; sort?: UserSort };

const Filters = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
  align-items: end;
`;

const RowButtons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  button {
    padding: 0 ${({ theme }) => theme.space.sm};
  }
`;

function UserRow({ user, groups, viewerUid, organisation, onNotice }: {
  user: UserSummary;
  groups: Parameters<typeof groupNames>[1];
  viewerUid: string;
  organisation?: string;
  onNotice: ShowNotice;
}) {
  const [update, updating] = useUpdateUserMutation();
  const [remove, removing] = useDeleteUserMutation();
  const [resend, resending] = useResendInvitationMutation();
  const [confirming, setConfirming] = useState<'remove' | 'disable' | null>(null);
  const person = fullNameOf(user);
  const actions = rowActions(user, viewerUid);
  const busy = updating.isLoading || removing.isLoading || resending.isLoading;

  const run = async (work: () => Promise<NoticeMessage>) => {
    try {
      onNotice(await work());
    } catch (error) {
      onNotice({ tone: 'error', text: refusalMessage(error, t.failed) });
    }
  };

  return (
    <tr>
      <td>
        {person} {user.uid === viewerUid && t.you}
      </td>
      <td>{user.email}</td>
      <td>
        {actions.changeRole ? (
          <select
            aria-label={t.changeRole(person)}
            value={user.role}
            disabled={busy}
            onChange={(event) => {
              const role = event.target.value as (typeof ASSIGNABLE_ROLES)[number];
              void run(async () => {
                await update({ uid: user.uid, role, organisation }).unwrap();
                return { tone: 'success', text: t.roleDone(person) };
              });
            }}
          >
            {ASSIGNABLE_ROLES.map((role) => (
              <option key={role} value={role}>
                {roleLabels[role]}
              </option>
            ))}
          </select>
        ) : (
          roleLabels[user.role]
        )}
      </td>
      <td>{groupNames(user, groups)}</td>
      <td>{lastSignInText(user.last_sign_in_at)}</td>
      <td>{t.statuses[user.status]}</td>
      <td>
        {confirming ? (
          // Both lock the person out: the confirmation names them, beside the row's own buttons.
          <div role="group" aria-label={confirming === 'remove' ? t.remove : t.disable}>
            <p>{confirming === 'remove' ? t.confirmRemove(person) : t.confirmDisable(person)}</p>
            <RowButtons>
              <Button
                type="button"
                disabled={busy}
                onClick={() =>
                  void run(async () => {
                    if (confirming === 'remove') {
                      await remove({ uid: user.uid, organisation }).unwrap();
                      return { tone: 'success', text: t.removedDone(person) };
                    }
                    await update({ uid: user.uid, disabled: true, organisation }).unwrap();
                    setConfirming(null);
                    return { tone: 'success', text: t.disabledDone(person) };
                  })
                }
              >
                {confirming === 'remove' ? t.confirm : t.confirmDisableButton}
              </Button>
              <Button type="button" $variant="secondary" onClick={() => setConfirming(null)}>
                {t.cancel}
              </Button>
            </RowButtons>
          </div>
        ) : (
          <RowButtons>
            {actions.resend && (
              <Button
                type="button"
                $variant="secondary"
                disabled={busy}
                onClick={() =>
                  void run(async () => {
                    const result = await resend({ uid: user.uid, organisation }).unwrap();
                    return result.invitation_sent ? { tone: 'success', text: t.resent(person) } : { tone: 'error', text: t.notResent(person) };
                  })
                }
              >
                {t.resend}
              </Button>
            )}
            {(actions.disable || actions.enable) && (
              <Button
                type="button"
                $variant="secondary"
                disabled={busy}
                aria-label={`${actions.disable ? t.disable : t.enable} ${person}`}
                onClick={() =>
                  actions.disable
                    ? setConfirming('disable')
                    : void run(async () => {
                        await update({ uid: user.uid, disabled: false, organisation }).unwrap();
                        return { tone: 'success', text: t.enabledDone(person) };
                      })
                }
              >
                {actions.disable ? t.disable : t.enable}
              </Button>
            )}
            {actions.remove && (
              <Button type="button" $variant="secondary" disabled={busy} aria-label={`${t.remove} ${person}`} onClick={() => setConfirming('remove')}>
                {t.remove}
              </Button>
            )}
          </RowButtons>
        )}
      </td>
    </tr>
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
          <Section>
            <h2>{t.filtersTitle}</h2>
            <Filters onSubmit={submitSearch} role="search">
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
            </Filters>
          </Section>
          <ScrollingTable label={t.tableCaption} caption={t.tableCaption} columns={[t.columns.name, t.columns.email, t.columns.role, t.columns.groups, t.columns.lastSignIn, t.columns.status, t.columns.actions]} stacked>
            <PagedRows
              usePage={useListUsersQuery}
              args={{ ...filters, limit: 25, ...(organisation ? { organisation } : {}) }}
              span={7}
              messages={t}
              empty={
                <>
                  <strong>{t.empty}</strong> {t.emptyHint}
                </>
              }
              row={(user) => <UserRow key={user.uid} user={user} groups={groups.data ?? []} viewerUid={viewer.uid} organisation={organisation} onNotice={setNotice} />}
            />
          </ScrollingTable>
          <GroupsPanel groups={groups.data ?? []} organisation={organisation} />
        </>
      )}
    </>
  );
}
