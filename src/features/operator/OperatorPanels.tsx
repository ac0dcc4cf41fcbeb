/**
 * The operator's page (hyperadmin, `/auth/deleteOldUsers`): every organisation with its status, seats used /
 * total and subscription end, each row's actions behind one « ⋯ » menu (change seats or the end in a dialog,
 * extend by a year — or reactivate — after a confirmation naming the organisation); and the audit log.
 */
import dayjs from 'dayjs';
import { useState } from 'react';
import type { AuditEntry } from '../../../contract/schemas/operator';
import type { Organisation } from '../../../contract/schemas/organisation';
import { operatorMessages } from '../../config/messages/operator';
import { refusalMessage } from '../../lib/api';
import { ActionsMenu } from '../../ui/ActionsMenu';
import { WideSection } from '../../ui/content';
import { formatFrench } from '../../ui/dates';
import { ConfirmDialog, FormDialog } from '../../ui/dialogs';
import { Field } from '../../ui/forms';
import { Notice, useNotice, type ShowNotice } from '../../ui/Notice';
import { PagedRows } from '../../ui/PagedRows';
import { EmptyNote, LoadFailure, Loading } from '../../ui/states';
import { StatusChip } from '../../ui/StatusChip';
import { NoWrapCell, ScrollingTable, type Column } from '../../ui/table';
import { useListOrganisationsQuery } from '../organisation';
import { useListAuditQuery, useUpdateOrganisationByOperatorMutation } from './operatorApi';

/** On a phone, the action first, then when, who, where and on what on a muted line. */
const AUDIT_COLUMNS: readonly Column[] = [
  { label: operatorMessages.auditColumns.at, phone: 'meta', nowrap: true },
  { label: operatorMessages.auditColumns.who, phone: 'meta' },
  { label: operatorMessages.auditColumns.organisation, phone: 'meta' },
  { label: operatorMessages.auditColumns.action, phone: 'title' },
  { label: operatorMessages.auditColumns.target, phone: 'meta' },
];
/** On a phone, the organisation, its chip and « ⋯ » on one line, then its seats and its end. */
const ORGANISATION_COLUMNS: readonly Column[] = [
  { label: operatorMessages.columns.name, phone: 'title', nowrap: true },
  { label: operatorMessages.columns.status, phone: 'badge', nowrap: true },
  { label: operatorMessages.columns.seats, phone: 'labelled', nowrap: true },
  { label: operatorMessages.columns.end, phone: 'labelled', nowrap: true },
  { label: operatorMessages.columns.actions, phone: 'menu' },
];
const ISO_DAY = 'YYYY-MM-DD';
const day = (value: string | null) => formatFrench(value, 'D MMMM YYYY');

/** A year after the end still to come, or after today when it has passed (or there is none). */
export function endAfterAYear(end: string | null, today: string): string {
  const from = end && end >= today ? end : today;
  return dayjs(from).add(1, 'year').format(ISO_DAY);
}

type Open = 'edit' | 'extend' | null;

function OrganisationRow({ organisation, onNotice }: { organisation: Organisation; onNotice: ShowNotice }) {
  const [open, setOpen] = useState<Open>(null);
  const [seats, setSeats] = useState(String(organisation.seats));
  const [end, setEnd] = useState(organisation.subscription_end ?? '');
  const [error, setError] = useState<string | null>(null);
  const [update, { isLoading }] = useUpdateOrganisationByOperatorMutation();
  const name = organisation.name;
  const nextEnd = endAfterAYear(organisation.subscription_end, dayjs().format(ISO_DAY));

  const show = (which: Open) => {
    // The form starts from the organisation as listed now, not from an earlier, abandoned try.
    setSeats(String(organisation.seats));
    setEnd(organisation.subscription_end ?? '');
    setError(null);
    setOpen(which);
  };

  const send = async (change: { seats?: number; subscription_end?: string }) => {
    setError(null);
    try {
      await update({ id: organisation.id, ...change }).unwrap();
      onNotice({ tone: 'success', text: operatorMessages.saved(name) });
      setOpen(null);
    } catch (caught) {
      setError(refusalMessage(caught, operatorMessages.failed));
    }
  };

  const save = () => {
    const change = {
      ...(Number(seats) !== organisation.seats ? { seats: Number(seats) } : {}),
      ...(end && end !== organisation.subscription_end ? { subscription_end: end } : {}),
    };
    // Nothing changed: nothing to send (the API wants at least one change).
    if (Object.keys(change).length === 0) return setOpen(null);
    void send(change);
  };

  const close = (next: boolean) => {
    if (!next) setOpen(null);
  };

  return (
    <tr>
      <th scope="row">{name}</th>
      <td>
        <StatusChip tone={organisation.is_active ? 'success' : 'neutral'}>{organisation.is_active ? operatorMessages.active : operatorMessages.inactive}</StatusChip>
      </td>
      <td>{operatorMessages.seatsOf(organisation.seats_used, organisation.seats)}</td>
      <NoWrapCell>{day(organisation.subscription_end) ?? operatorMessages.noEnd}</NoWrapCell>
      <td>
        <ActionsMenu
          label={operatorMessages.rowActions(name)}
          disabled={isLoading}
          actions={[
            { key: 'edit', label: operatorMessages.editItem, onSelect: () => show('edit') },
            // An active subscription without an end has nothing to extend.
            ...(organisation.is_active && !organisation.subscription_end
              ? []
              : [{ key: 'extend', label: organisation.is_active ? operatorMessages.extendItem : operatorMessages.reactivateItem, onSelect: () => show('extend') }]),
          ]}
        />
        <FormDialog
          open={open === 'edit'}
          onOpenChange={close}
          title={operatorMessages.edit(name)}
          description={operatorMessages.editLead}
          error={error}
          cancelLabel={operatorMessages.cancel}
          submitLabel={operatorMessages.save}
          busyLabel={operatorMessages.saving}
          busy={isLoading}
          onSubmit={save}
        >
          <Field label={operatorMessages.seats} type="number" min={1} max={100000} value={seats} onChange={(event) => setSeats(event.target.value)} />
          <Field label={operatorMessages.end} type="date" value={end} onChange={(event) => setEnd(event.target.value)} />
        </FormDialog>
        <ConfirmDialog
          open={open === 'extend'}
          onOpenChange={close}
          variant="primary"
          title={organisation.is_active ? operatorMessages.extendTitle(name) : operatorMessages.reactivateTitle(name)}
          description={
            organisation.is_active
              ? operatorMessages.extendText(day(organisation.subscription_end) ?? operatorMessages.noEnd, day(nextEnd) ?? nextEnd)
              : operatorMessages.reactivateText(day(nextEnd) ?? nextEnd)
          }
          error={error}
          cancelLabel={operatorMessages.cancel}
          confirmLabel={organisation.is_active ? operatorMessages.extendConfirm : operatorMessages.reactivateConfirm}
          busyLabel={operatorMessages.saving}
          busy={isLoading}
          onConfirm={() => void send({ subscription_end: nextEnd })}
        />
      </td>
    </tr>
  );
}

function AuditRow({ entry }: { entry: AuditEntry }) {
  return (
    <tr>
      <NoWrapCell>{formatFrench(entry.at, 'D MMM YYYY à HH:mm')}</NoWrapCell>
      <td>{entry.actor_name ?? operatorMessages.someone}</td>
      <td>{entry.organisation_name ?? '—'}</td>
      <td>{operatorMessages.actions[entry.action] ?? entry.action}</td>
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
        <h2 id="organisations-title">{operatorMessages.organisationsTitle}</h2>
        <Notice notice={notice} />
        {organisations.isLoading && <Loading>{operatorMessages.loading}</Loading>}
        {organisations.isError && (
          <LoadFailure message={operatorMessages.loadFailed} retryLabel={operatorMessages.retry} onRetry={() => void organisations.refetch()} />
        )}
        {organisations.data && organisations.data.length === 0 && <EmptyNote>{operatorMessages.empty}</EmptyNote>}
        {organisations.data && organisations.data.length > 0 && (
          <ScrollingTable label={operatorMessages.organisationsCaption} caption={operatorMessages.organisationsCaption} captionHidden columns={ORGANISATION_COLUMNS}>
            <tbody>
              {organisations.data.map((organisation) => (
                <OrganisationRow key={organisation.id} organisation={organisation} onNotice={setNotice} />
              ))}
            </tbody>
          </ScrollingTable>
        )}
      </WideSection>
      <WideSection aria-labelledby="audit-title">
        <h2 id="audit-title">{operatorMessages.auditTitle}</h2>
        <ScrollingTable label={operatorMessages.auditCaption} caption={operatorMessages.auditCaption} columns={AUDIT_COLUMNS}>
          <PagedRows
            usePage={useListAuditQuery}
            args={{}}
            span={AUDIT_COLUMNS.length}
            messages={operatorMessages}
            empty={operatorMessages.auditEmpty}
            row={(entry) => <AuditRow key={entry.id} entry={entry} />}
          />
        </ScrollingTable>
      </WideSection>
    </>
  );
}
