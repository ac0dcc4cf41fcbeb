/**
 * `/auth/users`: the organisation's accounts for its admin — search, filters, pages
 * served by the API, invitation, role, deactivation, deletion, « Renvoyer l’invitation ».
 * The hyperadmin works on the organisation it chooses.
 */
import { useState, type FormEvent } from 'react';
import { useSelector } from 'react-redux';
import { ROLES, USER_SORTS, USER_STATUSES, type UserSort, type UserStatus } from '../../../contract/roles';
import type { UserSummary } from '../../../contract/schemas/users';
import { roleLabels } from '../../config/messages/common';
import { usersMessages } from '../../config/messages/users';
import { selectCurrentUser } from '../auth';
import { OrganisationPicker } from '../organisation';
import { Actions, Button } from '../../ui/buttons';
import { Section, WideSection } from '../../ui/content';
import { Field, FilterBar, SelectField } from '../../ui/forms';
import { Notice, useNotice } from '../../ui/Notice';
import { PagedRows } from '../../ui/PagedRows';
import { ScrollingTable, type Column } from '../../ui/table';
import { BulkActions } from './BulkActions';
import { GroupsPanel } from './GroupsPanel';
import { ImportPanel } from './ImportPanel';
import { InviteForm } from './InviteForm';
import { UserRow } from './UserRow';
import { useListGroupsQuery, useListUsersQuery } from './usersApi';

type Filters = { search?: string; role?: (typeof ROLES)[number]; status?: UserStatus; tag?: string; sort?: UserSort };

/**
 * The person (name, e-mail under it) first; on a phone, the status chip and « ⋯ » on the name's line, the
 * e-mail under it, then role · groups · « Dernière connexion : … ».
 */
const USER_COLUMNS: readonly Column[] = [
  { label: usersMessages.columns.name, phone: 'person' },
  { label: usersMessages.columns.role, phone: 'meta', nowrap: true },
  { label: usersMessages.columns.groups, phone: 'meta' },
  { label: usersMessages.columns.lastSignIn, phone: 'labelled', nowrap: true },
  { label: usersMessages.columns.status, phone: 'badge', nowrap: true },
  { label: usersMessages.columns.actions, phone: 'menu' },
];

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
                    {usersMessages.invite}
                  </Button>
                  <Button type="button" $variant="secondary" onClick={() => setImporting(true)}>
                    {usersMessages.importButton}
                  </Button>
                </Actions>
              )
            )}
          </Section>
          {importing && <ImportPanel organisation={organisation} onClose={() => setImporting(false)} />}
          <Notice notice={notice} />
          <WideSection>
            <h2>{usersMessages.filtersTitle}</h2>
            <FilterBar onSubmit={submitSearch} role="search">
              <Field label={usersMessages.search} type="search" value={draftSearch} onChange={(event) => setDraftSearch(event.target.value)} />
              <SelectField
                label={usersMessages.role}
                value={filters.role ?? ''}
                onChange={(event) => setFilters({ ...filters, role: (event.target.value || undefined) as Filters['role'] })}
              >
                <option value="">{usersMessages.anyRole}</option>
                {ROLES.map((role) => (
                  <option key={role} value={role}>
                    {roleLabels[role]}
                  </option>
                ))}
              </SelectField>
              <SelectField
                label={usersMessages.status}
                value={filters.status ?? ''}
                onChange={(event) => setFilters({ ...filters, status: (event.target.value || undefined) as UserStatus | undefined })}
              >
                <option value="">{usersMessages.anyStatus}</option>
                {USER_STATUSES.map((status) => (
                  <option key={status} value={status}>
                    {usersMessages.statuses[status]}
                  </option>
                ))}
              </SelectField>
              <SelectField label={usersMessages.group} value={filters.tag ?? ''} onChange={(event) => setFilters({ ...filters, tag: event.target.value || undefined })}>
                <option value="">{usersMessages.anyGroup}</option>
                {(groups.data ?? []).map((group) => (
                  <option key={group.id} value={group.id}>
                    {group.name}
                  </option>
                ))}
              </SelectField>
              <SelectField label={usersMessages.sort} value={filters.sort ?? 'name'} onChange={(event) => setFilters({ ...filters, sort: event.target.value as UserSort })}>
                {USER_SORTS.map((sort) => (
                  <option key={sort} value={sort}>
                    {usersMessages.sorts[sort]}
                  </option>
                ))}
              </SelectField>
              <div>
                <Button type="submit">{usersMessages.searchButton}</Button>
              </div>
            </FilterBar>
          </WideSection>
          <BulkActions selected={[...selection.values()]} viewerUid={viewer.uid} organisation={organisation} onClear={() => setSelection(new Map())} onNotice={setNotice} />
          <ScrollingTable label={usersMessages.tableCaption} caption={usersMessages.tableCaption} columns={USER_COLUMNS}>
            <PagedRows
              usePage={useListUsersQuery}
              args={{ ...filters, limit: 25, ...(organisation ? { organisation } : {}) }}
              span={USER_COLUMNS.length}
              messages={usersMessages}
              empty={
                <>
                  <strong>{usersMessages.empty}</strong> {usersMessages.emptyHint}
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
