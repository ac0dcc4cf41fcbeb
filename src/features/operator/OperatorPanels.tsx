/**
 * The operator's page (hyperadmin, `/auth/deleteOldUsers`): every organisation with its status, seats
 * used / total and subscription end, changed in place (seats, a new end); and the audit log.
 */
import { useState, type FormEvent } from 'react';
import type { AuditEntry } from '../../../contract/schemas/operator';
import type { Organisation } from '../../../contract/schemas/organisation';
import { operatorMessages as t } from '../../config/messages/operator';
import { refusalMessage } from '../../lib/api';
import { Button } from '../../ui/buttons';
import { WideSection } from '../../ui/content';
import { formatFrench } from '../../ui/dates';
import { Field } from '../../ui/forms';
import { Notice, useNotice, type ShowNotice } from '../../ui/Notice';
import { PagedRows } from '../../ui/PagedRows';
import { EmptyNote, LoadFailure, Loading } from '../../ui/states';
import { StatusChip } from '../../ui/StatusChip';
import { NoWrapCell, ScrollingTable } from '../../ui/table';
import { useListOrganisationsQuery } from '../organisation';
import { useListAuditQuery, useUpdateOrganisationByOperatorMutation } from './operatorApi';

const AUDIT_COLUMNS = Object.values(t.auditColumns);

function OrganisationRow({ organisation, onNotice }: { organisation: Organisation; onNotice: ShowNotice }) {
  const [editing, setEditing] = useState(false);
  const [seats, setSeats] = useState(String(organisation.seats));
  const [end, setEnd] = useState(organisation.subscription_end ?? '');
  const [update, { isLoading }] = useUpdateOrganisationByOperatorMutation();

  const save = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await update({
        id: organisation.id,
        ...(Number(seats) !== organisation.seats ? { seats: Number(seats) } : {}),
        ...(end && end !== organisation.subscription_end ? { subscription_end: end } : {}),
      }).unwrap();
      onNotice({ tone: 'success', text: t.saved(organisation.name) });
      setEditing(false);
    } catch (error) {
      onNotice({ tone: 'error', text: refusalMessage(error, t.failed) });
    }
  };

  return (
    <tr>
      <th scope="row">{organisation.name}</th>
      <td>
        <StatusChip tone={organisation.is_active ? 'success' : 'neutral'}>{organisation.is_active ? t.active : t.inactive}</StatusChip>
      </td>
      <td>{t.seatsOf(organisation.seats_used, organisation.seats)}</td>
      <NoWrapCell>{formatFrench(organisation.subscription_end, 'D MMMM YYYY') ?? t.noEnd}</NoWrapCell>
      <td>
        {editing ? (
          <form onSubmit={(event) => void save(event)} aria-label={t.edit(organisation.name)}>
            <Field label={t.seats} type="number" min={1} max={100000} value={seats} onChange={(event) => setSeats(event.target.value)} />
            <Field label={t.end} type="date" value={end} onChange={(event) => setEnd(event.target.value)} />
            <Button type="submit" disabled={isLoading}>
              {t.save}
            </Button>{' '}
            <Button type="button" $variant="secondary" onClick={() => setEditing(false)}>
              {t.cancel}
            </Button>
          </form>
        ) : (
          <Button type="button" $variant="secondary" aria-label={t.edit(organisation.name)} onClick={() => setEditing(true)}>
            {t.editShort}
          </Button>
        )}
      </td>
    </tr>
  );
}

function AuditRow({ entry }: { entry: AuditEntry }) {
  return (
    <tr>
      <NoWrapCell>{formatFrench(entry.at, 'D MMM YYYY à HH:mm')}</NoWrapCell>
      <td>{entry.actor_name ?? t.someone}</td>
      <td>{entry.organisation_name ?? '—'}</td>
      <td>{t.actions[entry.action] ?? entry.action}</td>
      <td>{entry.target ?? '—'}</td>
    </tr>
  );
}

export function OperatorPanels() {
  const organisations = useListOrganisationsQuery();
  const [notice, setNotice] = useNotice();
  return (
    <>
      <WideSection aria-labelledby="organisations-title">
        <h2 id="organisations-title">{t.organisationsTitle}</h2>
        <Notice notice={notice} />
        {organisations.isLoading && <Loading>{t.loading}</Loading>}
        {organisations.isError && (
          <LoadFailure message={t.loadFailed} retryLabel={t.retry} onRetry={() => void organisations.refetch()} />
        )}
        {organisations.data && organisations.data.length === 0 && <EmptyNote>{t.empty}</EmptyNote>}
        {organisations.data && organisations.data.length > 0 && (
          <ScrollingTable label={t.organisationsCaption} caption={t.organisationsCaption} columns={Object.values(t.columns)}>
            <tbody>
              {organisations.data.map((organisation) => (
                <OrganisationRow key={organisation.id} organisation={organisation} onNotice={setNotice} />
              ))}
            </tbody>
          </ScrollingTable>
        )}
      </WideSection>
      <WideSection aria-labelledby="audit-title">
        <h2 id="audit-title">{t.auditTitle}</h2>
        <ScrollingTable label={t.auditCaption} caption={t.auditCaption} columns={AUDIT_COLUMNS}>
          <PagedRows
            usePage={useListAuditQuery}
            args={{}}
            span={AUDIT_COLUMNS.length}
            messages={t}
            empty={t.auditEmpty}
            row={(entry) => <AuditRow key={entry.id} entry={entry} />}
          />
        </ScrollingTable>
      </WideSection>
    </>
  );
}
