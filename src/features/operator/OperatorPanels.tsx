/**
 * The operator's page (hyperadmin, `/auth/deleteOldUsers`): every organisation with its status, seats
 * used / total and subscription end, changed in place (seats, a new end); and the audit log.
 */
import { useState, type FormEvent } from 'react';
import type { Organisation } from '../../../contract/schemas/organisation';
import { operatorMessages as t } from '../../config/messages/operator';
import { refusalMessage } from '../../lib/api';
import { Button } from '../../ui/buttons';
import { Section } from '../../ui/content';
import { formatFrench } from '../../ui/dates';
import { Field, FormAlert } from '../../ui/forms';
import { LoadFailure } from '../../ui/LoadFailure';
import { ScrollingTable } from '../../ui/table';
import { useListOrganisationsQuery } from '../organisation';
import { useListAuditQuery, useUpdateOrganisationByOperatorMutation } from './operatorApi';

type Notice = { tone: 'success' | 'error'; text: string } | null;

function OrganisationRow({ organisation, onNotice }: { organisation: Organisation; onNotice: (notice: Notice) => void }) {
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
      <td>{organisation.is_active ? t.active : t.inactive}</td>
      <td>{t.seatsOf(organisation.seats_used, organisation.seats)}</td>
      <td>{formatFrench(organisation.subscription_end, 'D MMMM YYYY') ?? t.noEnd}</td>
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

function AuditChunk({ cursor, isLast, onMore }: { cursor?: string; isLast: boolean; onMore: (cursor: string) => void }) {
  const { data, isLoading, isError, refetch } = useListAuditQuery({ cursor });
  if (isLoading) return <tbody><tr><td colSpan={5} role="status">{t.loading}</td></tr></tbody>;
  if (isError || !data) {
    return (
      <tbody>
        <tr>
          <td colSpan={5}>
            <LoadFailure message={t.loadFailed} retryLabel={t.retry} onRetry={() => void refetch()} />
          </td>
        </tr>
      </tbody>
    );
  }
  return (
    <tbody>
      {cursor === undefined && data.items.length === 0 && (
        <tr>
          <td colSpan={5}>{t.auditEmpty}</td>
        </tr>
      )}
      {data.items.map((entry) => (
        <tr key={entry.id}>
          <td>{formatFrench(entry.at, 'D MMM YYYY à HH:mm')}</td>
          <td>{entry.actor_name ?? t.someone}</td>
          <td>{entry.organisation_name ?? '—'}</td>
          <td>{t.actions[entry.action] ?? entry.action}</td>
          <td>{entry.target ?? '—'}</td>
        </tr>
      ))}
      {isLast && data.nextCursor && (
        <tr>
          <td colSpan={5}>
            <Button type="button" $variant="secondary" onClick={() => onMore(data.nextCursor as string)}>
              {t.loadMore}
            </Button>
          </td>
        </tr>
      )}
    </tbody>
  );
}

export function OperatorPanels() {
  const organisations = useListOrganisationsQuery();
  const [notice, setNotice] = useState<Notice>(null);
  const [cursors, setCursors] = useState<(string | undefined)[]>([undefined]);
  return (
    <>
      <Section aria-labelledby="organisations-title">
        <h2 id="organisations-title">{t.organisationsTitle}</h2>
        <div aria-live="polite">{notice && <FormAlert $tone={notice.tone}>{notice.text}</FormAlert>}</div>
        {organisations.isLoading && <p role="status">{t.loading}</p>}
        {organisations.isError && (
          <LoadFailure message={t.loadFailed} retryLabel={t.retry} onRetry={() => void organisations.refetch()} />
        )}
        {organisations.data && organisations.data.length === 0 && <p>{t.empty}</p>}
        {organisations.data && organisations.data.length > 0 && (
          <ScrollingTable label={t.organisationsCaption} caption={t.organisationsCaption} columns={Object.values(t.columns)}>
            <tbody>
              {organisations.data.map((organisation) => (
                <OrganisationRow key={organisation.id} organisation={organisation} onNotice={setNotice} />
              ))}
            </tbody>
          </ScrollingTable>
        )}
      </Section>
      <Section aria-labelledby="audit-title">
        <h2 id="audit-title">{t.auditTitle}</h2>
        <ScrollingTable label={t.auditCaption} caption={t.auditCaption} columns={Object.values(t.auditColumns)}>
          {cursors.map((cursor, index) => (
            <AuditChunk key={cursor ?? 'first'} cursor={cursor} isLast={index === cursors.length - 1} onMore={(next) => setCursors((all) => [...all, next])} />
          ))}
        </ScrollingTable>
      </Section>
    </>
  );
}
