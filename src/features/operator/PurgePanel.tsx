/**
 * The purge of inactive accounts (`/auth/deleteOldUsers`, below the organisations and the audit log):
 * the accounts inactive for a threshold (a phone's list items), chosen with the checkbox before each name; « Prévenir » e-mails them; « Supprimer »
 * (eligible rows only) shows the dry run, asks for the typed word, then deletes and says what happened.
 */
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { DEFAULT_INACTIVITY_MONTHS, PURGE_CONFIRMATION } from '../../../contract/purge';
import type { InactiveUser, PurgeResult } from '../../../contract/schemas/personalData';
import { roleLabels } from '../../config/messages/common';
import { purgeMessages } from '../../config/messages/personalData';
import { refusalMessage } from '../../lib/api';
import { Actions, Button } from '../../ui/buttons';
import { Callout, TextList, WideSection } from '../../ui/content';
import { formatFrench } from '../../ui/dates';
import { Field, FilterBar, Form, FormAlert, SubmitButton } from '../../ui/forms';
import { Notice, useNotice } from '../../ui/Notice';
import { PagedRows } from '../../ui/PagedRows';
import { PersonCell, ScrollingTable, type Column } from '../../ui/table';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import { useListInactiveUsersQuery, usePurgeInactiveUsersMutation, useWarnInactiveUsersMutation } from './purgeApi';

/**
 * The person first (the checkbox before the name, the e-mail under it); on a phone: name, e-mail, then
 * organisation · role · the dates, each said.
 */
const COLUMNS: readonly Column[] = [
  { label: purgeMessages.columns.name, phone: 'person' },
  { label: purgeMessages.columns.organisation, phone: 'meta' },
  { label: purgeMessages.columns.role, phone: 'meta', nowrap: true },
  { label: purgeMessages.columns.lastSignIn, phone: 'labelled', nowrap: true },
  { label: purgeMessages.columns.warned, phone: 'labelled', nowrap: true },
  { label: purgeMessages.columns.purgeable, phone: 'labelled' },
];
const nameOf = (person: { firstname: string; name: string }) => `${person.firstname} ${person.name}`.trim();
const dateText = (value: string | null) => formatFrench(value, 'D MMM YYYY') ?? null;

/** The threshold and its button on one line, at a form's width. */
const Threshold = styled(FilterBar).attrs({ method: 'post' })`
  max-width: ${({ theme }) => theme.layout.formWidth};
`;

/**
 * A row's checkbox, its label the whole target (44 px square): « Choisir Julien Morel », said to screen readers,
 * the row showing the name. The browser's own box, at a size a finger finds, in the product's blue.
 */
const Pick = styled.label`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: ${({ theme }) => theme.size.control};
  min-height: ${({ theme }) => theme.size.control};
  margin: -${({ theme }) => theme.space.sm} 0;
  cursor: pointer;
  input {
    width: 1.25rem;
    height: 1.25rem;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.primary};
    cursor: pointer;
  }
  &:has(input:focus-visible) {
    outline: ${({ theme }) => theme.border.thick} solid ${({ theme }) => theme.colors.primary};
    border-radius: ${({ theme }) => theme.radius.sm};
  }
`;

function InactiveRow({ person, selected, onToggle }: { person: InactiveUser; selected: boolean; onToggle: (person: InactiveUser) => void }) {
  return (
    <tr>
      <th scope="row">
        <PersonCell
          name={nameOf(person) || '—'}
          email={person.email}
          before={
            <Pick>
              <input type="checkbox" checked={selected} onChange={() => onToggle(person)} />
              <VisuallyHidden>{purgeMessages.select(nameOf(person) || person.email)}</VisuallyHidden>
            </Pick>
          }
        />
      </th>
      <td>{person.organisation_name ?? '—'}</td>
      <td>{roleLabels[person.role]}</td>
      <td>{dateText(person.last_sign_in_at) ?? purgeMessages.never}</td>
      <td>{dateText(person.purge_warned_at) ?? purgeMessages.notWarned}</td>
      <td>{person.purgeable ? purgeMessages.purgeable : person.refusal}</td>
    </tr>
  );
}

function DryRun({ result, months, onCancel, onDone }: { result: PurgeResult; months: number; onCancel: () => void; onDone: (result: PurgeResult) => void }) {
  const [confirmation, setConfirmation] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [purge, { isLoading }] = usePurgeInactiveUsersMutation();
  const uids = result.deleted.map((person) => person.uid);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (confirmation.trim() !== PURGE_CONFIRMATION) return setError(purgeMessages.mismatch);
    setError(null);
    try {
      onDone(await purge({ uids, dryRun: false, confirmation: confirmation.trim(), months }).unwrap());
    } catch (caught) {
      setFailure(refusalMessage(caught, purgeMessages.failed));
    }
  };

  return (
    <Callout $tone="warning">
      <h3 id="dry-run-title">{purgeMessages.dryRunTitle}</h3>
      <p>
        <strong>{purgeMessages.wouldDelete(result.count)}</strong>
        {result.count > 0 && '\u00a0:'}
      </p>
      {result.count > 0 && (
        <TextList>
          {result.deleted.map((person) => (
            <li key={person.uid}>{[person.name, person.email].filter(Boolean).join(' — ')}</li>
          ))}
        </TextList>
      )}
      {result.refused.length > 0 && (
        <>
          <p>{purgeMessages.refusedTitle}</p>
          <TextList>
            {result.refused.map((person) => (
              <li key={person.uid}>{`${person.name ?? person.email ?? person.uid}\u00a0: ${person.reason}`}</li>
            ))}
          </TextList>
        </>
      )}
      {result.count > 0 ? (
        <Form noValidate onSubmit={(event) => void submit(event)} aria-labelledby="dry-run-title">
          <div aria-live="polite">{failure && <FormAlert $tone="error">{failure}</FormAlert>}</div>
          <Field label={purgeMessages.confirmLabel} autoComplete="off" value={confirmation} error={error} onChange={(event) => setConfirmation(event.target.value)} />
          <Actions>
            <SubmitButton $variant="danger" disabled={isLoading}>
              {isLoading ? purgeMessages.deleting : purgeMessages.confirm}
            </SubmitButton>
            <Button type="button" $variant="secondary" onClick={onCancel}>
              {purgeMessages.cancel}
            </Button>
          </Actions>
        </Form>
      ) : (
        <Button type="button" $variant="secondary" onClick={onCancel}>
          {purgeMessages.cancel}
        </Button>
      )}
    </Callout>
  );
}

export function PurgePanel() {
  const [monthsText, setMonthsText] = useState(String(DEFAULT_INACTIVITY_MONTHS));
  const [months, setMonths] = useState(DEFAULT_INACTIVITY_MONTHS);
  const [monthsError, setMonthsError] = useState<string | null>(null);
  const [generation, setGeneration] = useState(0);
  const [selected, setSelected] = useState<ReadonlyMap<string, InactiveUser>>(new Map());
  const [notice, setNotice] = useNotice();
  const [dryRun, setDryRun] = useState<PurgeResult | null>(null);
  const [warn, warning] = useWarnInactiveUsersMutation();
  const [check, checking] = usePurgeInactiveUsersMutation();

  // A new threshold or a change: fresh pages from the first, nothing chosen.
  const refresh = () => {
    setGeneration((value) => value + 1);
    setSelected(new Map());
  };

  const eligible = [...selected.values()].filter((person) => person.purgeable);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const value = Number(monthsText);
    if (!Number.isInteger(value) || value < 1 || value > 600) return setMonthsError(purgeMessages.monthsInvalid);
    setMonthsError(null);
    setMonths(value);
    refresh();
  };

  const toggle = (person: InactiveUser) =>
    setSelected((current) => {
      const next = new Map(current);
      if (next.has(person.uid)) next.delete(person.uid);
      else next.set(person.uid, person);
      return next;
    });

  const sendWarnings = async () => {
    setNotice(null);
    setDryRun(null);
    try {
      const result = await warn({ uids: [...selected.keys()], months }).unwrap();
      const failures = result.items.filter((item) => !item.warned).map((item) => `${item.email ?? item.uid}\u00a0: ${item.message ?? ''}`);
      setNotice({
        tone: result.failed > 0 ? 'error' : 'success',
        text: result.failed > 0 ? `${purgeMessages.warned(result.warned)} ${purgeMessages.warnFailed(result.failed)}\u00a0:` : purgeMessages.warned(result.warned),
        details: failures,
      });
      refresh();
    } catch (error) {
      setNotice({ tone: 'error', text: refusalMessage(error, purgeMessages.failed) });
    }
  };

  const startPurge = async () => {
    setNotice(null);
    try {
      setDryRun(await check({ uids: eligible.map((person) => person.uid), dryRun: true, months }).unwrap());
    } catch (error) {
      setNotice({ tone: 'error', text: refusalMessage(error, purgeMessages.failed) });
    }
  };

  const purged = (result: PurgeResult) => {
    setDryRun(null);
    const details = [
      ...result.refused.map((person) => `${person.name ?? person.email ?? person.uid}\u00a0: ${person.reason}`),
      ...result.failed.map((person) => `${person.name ?? person.email ?? person.uid}\u00a0: ${person.reason}`),
    ];
    setNotice({ tone: result.failed.length > 0 ? 'error' : 'success', text: purgeMessages.deleted(result.count), details });
    refresh();
  };

  return (
    <WideSection aria-labelledby="purge-title">
      <h2 id="purge-title">{purgeMessages.title}</h2>
      <p>{purgeMessages.lead}</p>
      <Threshold noValidate onSubmit={apply} aria-label={purgeMessages.thresholdForm}>
        <Field label={purgeMessages.months} type="number" inputMode="numeric" min={1} max={600} value={monthsText} error={monthsError} onChange={(event) => setMonthsText(event.target.value)} />
        <SubmitButton $variant="secondary">{purgeMessages.apply}</SubmitButton>
      </Threshold>
      <Notice notice={notice} />
      <ScrollingTable label={purgeMessages.caption} caption={purgeMessages.caption} columns={COLUMNS}>
        {/* A new generation drops the pages on screen: after a change they are not the list any more. */}
        <PagedRows
          key={generation}
          usePage={useListInactiveUsersQuery}
          args={{ months, generation }}
          span={COLUMNS.length}
          messages={purgeMessages}
          empty={purgeMessages.empty}
          row={(person) => <InactiveRow key={person.uid} person={person} selected={selected.has(person.uid)} onToggle={toggle} />}
        />
      </ScrollingTable>
      <p role="status">{purgeMessages.selected(selected.size)}</p>
      <Actions>
        <Button type="button" disabled={selected.size === 0 || warning.isLoading} onClick={() => void sendWarnings()}>
          {warning.isLoading ? purgeMessages.warning : purgeMessages.warn}
        </Button>
        <Button type="button" $variant="dangerSecondary" disabled={eligible.length === 0 || checking.isLoading} aria-describedby="purge-hint" onClick={() => void startPurge()}>
          {checking.isLoading ? purgeMessages.checking : purgeMessages.remove}
        </Button>
      </Actions>
      <p id="purge-hint">{purgeMessages.removeHint}</p>
      {dryRun && <DryRun result={dryRun} months={months} onCancel={() => setDryRun(null)} onDone={purged} />}
    </WideSection>
  );
}
