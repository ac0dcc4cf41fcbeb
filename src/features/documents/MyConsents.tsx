/**
 * The account page's « Documents et consentements » (docs/product.md §11.10 `/auth/user_account`, CNIL): each
 * document that concerns me, my answer to its current version, accept or withdraw, and my history.
 * Giving or withdrawing is a dated record; the profile's flags follow at once (`consentsChanged`).
 */
import { useDispatch } from 'react-redux';
import styled from 'styled-components';
import type { DocumentKind } from '../../../contract/roles';
import type { DocumentEntry } from '../../../contract/schemas/documents';
import { consentMessages, documentLabels } from '../../config/messages/config';
import { refusalMessage } from '../../lib/api';
import { consentsChanged } from '../auth';
import { Actions, Button } from '../../ui/buttons';
import { formatFrench } from '../../ui/dates';
import { Notice, useNotice, type ShowNotice } from '../../ui/Notice';
import { LoadFailure, Loading } from '../../ui/states';
import { ScrollingTable } from '../../ui/table';
import { useGetMyDocumentsQuery, useGiveConsentMutation, useWithdrawConsentMutation } from './documentsApi';
import { consentStanding } from './consentStanding';

const DocumentText = styled.div`
  white-space: pre-wrap;
  max-height: 16rem;
  overflow-y: auto;
`;

/** `titled` false: the page around it already heads it with the document's name (`only`). */
function ConsentItem({ entry, titled, onNotice }: { entry: DocumentEntry; titled: boolean; onNotice: ShowNotice }) {
  const dispatch = useDispatch();
  const [give, giving] = useGiveConsentMutation();
  const [withdraw, withdrawing] = useWithdrawConsentMutation();
  const label = documentLabels[entry.kind];
  const { current } = entry;
  const standing = consentStanding(entry);
  const busy = giving.isLoading || withdrawing.isLoading;

  const run = async (work: () => Promise<{ record_auth: boolean; charter_compliance: boolean | null }>, done: string) => {
    onNotice(null);
    try {
      dispatch(consentsChanged(await work()));
      onNotice({ tone: 'success', text: done });
    } catch (error) {
      onNotice({ tone: 'error', text: refusalMessage(error, consentMessages.failed) });
    }
  };

  const statusText =
    standing.kind === 'accepted'
      ? consentMessages.accepted(standing.version, formatFrench(standing.at, consentMessages.dateTimeFormat) ?? '')
      : standing.kind === 'withdrawn'
        ? consentMessages.withdrawn(standing.version, formatFrench(standing.at, consentMessages.dateTimeFormat) ?? '')
        : standing.kind === 'pending'
          ? consentMessages.pending(standing.version)
          : consentMessages.notPublished;

  return (
    <li>
      {titled && <h3>{label}</h3>}
      <p>{statusText}</p>
      {current && (
        <details>
          <summary>{`${consentMessages.read} (${label})`}</summary>
          <h4>{current.title}</h4>
          <DocumentText>{current.body}</DocumentText>
        </details>
      )}
      <Actions>
        {current && standing.kind !== 'accepted' && (
          <Button type="button" disabled={busy} onClick={() => void run(() => give({ documentId: current.id }).unwrap(), consentMessages.acceptedDone(label))}>
            {busy ? consentMessages.working : consentMessages.accept[entry.kind]}
          </Button>
        )}
        {standing.kind === 'accepted' && (
          <Button
            type="button"
            $variant="secondary"
            disabled={busy}
            aria-label={`${consentMessages.withdraw} (${label})`}
            onClick={() => void run(() => withdraw({ consentId: standing.consentId }).unwrap(), consentMessages.withdrawnDone(label))}
          >
            {busy ? consentMessages.working : consentMessages.withdraw}
          </Button>
        )}
      </Actions>
    </li>
  );
}

const Items = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
`;

/**
 * Every document that concerns me with my history (the account page), or just one of them without
 * the history (`only`: the recording authorisation on a student's session page, the charte's banner).
 */
export function MyConsents({ only }: { only?: DocumentKind } = {}) {
  const { data, isLoading, isError, refetch } = useGetMyDocumentsQuery();
  const [notice, setNotice] = useNotice();
  if (isLoading) return <Loading>{consentMessages.loading}</Loading>;
  if (isError || !data) return <LoadFailure message={consentMessages.loadFailed} retryLabel={consentMessages.retry} onRetry={() => void refetch()} />;
  const concerned = data.items.filter((entry) => entry.concerned && (only === undefined || entry.kind === only));
  if (concerned.length === 0) return <p>{consentMessages.none}</p>;
  return (
    <>
      {only === undefined && <p>{consentMessages.intro}</p>}
      <Notice notice={notice} />
      <Items>
        {concerned.map((entry) => (
          <ConsentItem key={entry.kind} entry={entry} titled={only === undefined} onNotice={setNotice} />
        ))}
      </Items>
      {only === undefined && data.history.length > 0 && (
        <ScrollingTable label={consentMessages.historyTitle} caption={consentMessages.historyTitle} columns={[{ label: consentMessages.historyColumns.document, phone: 'title' }, { label: consentMessages.historyColumns.version, phone: 'labelled' }, { label: consentMessages.historyColumns.granted, phone: 'labelled' }, { label: consentMessages.historyColumns.withdrawn, phone: 'labelled' }]}>
          <tbody>
            {data.history.map((consent) => (
              <tr key={consent.id}>
                <td>{documentLabels[consent.kind]}</td>
                <td>{consent.version}</td>
                <td>{formatFrench(consent.granted_at, consentMessages.dateTimeFormat)}</td>
                <td>{formatFrench(consent.withdrawn_at, consentMessages.dateTimeFormat) ?? consentMessages.stillValid}</td>
              </tr>
            ))}
          </tbody>
        </ScrollingTable>
      )}
    </>
  );
}
