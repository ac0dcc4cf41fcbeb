/**
 * `/auth/config`, the documents part (docs/product.md §11): for the charte and the autorisation
 * d'enregistrement, the version in force, how many of the people it concerns accepted it and who did
 * not, the versions published, and « Publier une nouvelle version ».
 */
import { useState, type FormEvent } from 'react';
import { useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { DocumentAcceptance } from '../../../contract/schemas/documents';
import { roleLabels } from '../../config/messages/common';
import { configMessages, documentLabels } from '../../config/messages/config';
import { PATHS } from '../../config/routes';
import { refusalMessage } from '../../lib/api';
import { Actions, Button } from '../../ui/buttons';
import { Callout, Section, TextList } from '../../ui/content';
import { formatFrench } from '../../ui/dates';
import { Field, Form, FormAlert, SubmitButton, TextAreaField } from '../../ui/forms';
import { Notice, useNotice } from '../../ui/Notice';
import { LoadFailure, Loading } from '../../ui/states';
import { ScrollingTable } from '../../ui/table';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import { selectCurrentUser } from '../auth';
import { useGetDocumentsAcceptanceQuery, usePublishDocumentMutation } from './documentsApi';
import { draftProblems, type DocumentDraft } from './documentDraft';

const DocumentText = styled.div`
  white-space: pre-wrap;
  max-height: 20rem;
  overflow-y: auto;
  padding: ${({ theme }) => theme.space.sm};
  border: ${({ theme }) => theme.border.thin} solid ${({ theme }) => theme.colors.border};
`;

/**
 * « 2 / 3 acceptées » over a bar: one figure for the current version (the versions table no longer repeats
 * it). A native `<progress>`, so that a screen reader names it and reads how far along it is.
 */
const Acceptance = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  max-width: ${({ theme }) => theme.layout.formWidth};
  margin: ${({ theme }) => theme.space.md} 0;
  > p {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  progress {
    width: 100%;
    height: 0.5rem;
    appearance: none;
    border: 0;
    border-radius: ${({ theme }) => theme.radius.round};
    /* The track in the border's grey: visible beside the white page, as the part still to accept. */
    background: ${({ theme }) => theme.colors.border};
    overflow: hidden;
  }
  progress::-webkit-progress-bar {
    background: ${({ theme }) => theme.colors.border};
  }
  progress::-webkit-progress-value {
    background: ${({ theme }) => theme.colors.primary};
  }
  progress::-moz-progress-bar {
    background: ${({ theme }) => theme.colors.primary};
  }
`;

function AcceptanceMeter({ document, label }: { document: DocumentAcceptance; label: string }) {
  const { accepted_count: accepted, concerned_count: concerned } = document;
  if (concerned === 0) return <p>{configMessages.nobodyConcerned}</p>;
  return (
    <Acceptance>
      <p>{configMessages.acceptedCount(accepted, concerned)}</p>
      <progress value={accepted} max={concerned} aria-label={configMessages.acceptanceLabel(label, accepted, concerned)} />
    </Acceptance>
  );
}

function PublishForm({ document, organisation, onDone, onCancel }: {
  document: DocumentAcceptance;
  organisation?: string;
  onDone: (text: string) => void;
  onCancel: () => void;
}) {
  const label = documentLabels[document.kind];
  const [draft, setDraft] = useState<DocumentDraft>({ title: document.current?.title ?? label, body: document.current?.body ?? '' });
  const [errors, setErrors] = useState<Partial<Record<keyof DocumentDraft, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [publish, { isLoading }] = usePublishDocumentMutation();
  const titleId = `publish-${document.kind}`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const problems = draftProblems(draft);
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    try {
      const published = await publish({ kind: document.kind, title: draft.title.trim(), body: draft.body.trim(), organisation }).unwrap();
      onDone(configMessages.published(label, published.version));
    } catch (error) {
      // The draft stays as typed: only the message is new.
      setFailure(refusalMessage(error, configMessages.failed));
    }
  };

  return (
    <Form noValidate onSubmit={(event) => void submit(event)} aria-labelledby={titleId}>
      <h3 id={titleId}>{configMessages.publishTitle(label)}</h3>
      <Callout $tone="warning">
        <p>{configMessages.publishWarning}</p>
      </Callout>
      <div aria-live="polite">{failure && <FormAlert $tone="error">{failure}</FormAlert>}</div>
      <Field label={configMessages.titleLabel} value={draft.title} error={errors.title} onChange={(event) => setDraft({ ...draft, title: event.target.value })} />
      <TextAreaField label={configMessages.bodyLabel} rows={12} value={draft.body} error={errors.body} onChange={(event) => setDraft({ ...draft, body: event.target.value })} />
      <Actions>
        <SubmitButton disabled={isLoading}>{isLoading ? configMessages.publishing : configMessages.confirmPublish}</SubmitButton>
        <Button type="button" $variant="secondary" onClick={onCancel}>
          {configMessages.cancel}
        </Button>
      </Actions>
    </Form>
  );
}

function DocumentPanel({ document, organisation }: { document: DocumentAcceptance; organisation?: string }) {
  const [publishing, setPublishing] = useState(false);
  const [notice, setNotice] = useNotice();
  const label = documentLabels[document.kind];
  const { current } = document;
  const hidden = document.concerned_count - document.accepted_count - document.pending.length;
  const viewer = useSelector(selectCurrentUser);

  return (
    <Section aria-labelledby={`document-${document.kind}`}>
      <h2 id={`document-${document.kind}`}>{label}</h2>
      <p>{configMessages.audience[document.kind]}</p>
      {current ? (
        <>
          <p>{configMessages.currentVersion(current.version, formatFrench(current.published_at, configMessages.dateFormat) ?? '')}</p>
          <details>
            <summary>{configMessages.showText}</summary>
            <h3>{current.title}</h3>
            <DocumentText>{current.body}</DocumentText>
          </details>
          <AcceptanceMeter document={document} label={label} />
          <h3>{configMessages.pendingTitle}</h3>
          {document.pending.length === 0 ? (
            <p>{configMessages.pendingNone}</p>
          ) : (
            <>
              <TextList>
                {document.pending.map((person) => (
                  <li key={person.uid}>
                    {`${person.firstname} ${person.name}`.trim()} — {person.email} ({roleLabels[person.role]})
                    {/* The document concerns its publisher too (a consent is personal): where to give it. */}
                    {person.uid === viewer?.uid && (
                      <>
                        {' — '}
                        <Link to={PATHS.account}>{configMessages.acceptYourself}</Link>
                      </>
                    )}
                  </li>
                ))}
              </TextList>
              {hidden > 0 && <p>{configMessages.pendingMore(document.pending.length, document.pending.length + hidden)}</p>}
            </>
          )}
        </>
      ) : (
        <p>{configMessages.neverPublished}</p>
      )}
      <Notice notice={notice} />
      {publishing ? (
        <PublishForm
          document={document}
          organisation={organisation}
          onDone={(text) => {
            setNotice({ tone: 'success', text });
            setPublishing(false);
          }}
          onCancel={() => setPublishing(false)}
        />
      ) : (
        <Actions>
          <Button
            type="button"
            onClick={() => {
              setNotice(null);
              setPublishing(true);
            }}
          >
            {configMessages.publish}
            <VisuallyHidden> ({label})</VisuallyHidden>
          </Button>
        </Actions>
      )}
      {document.versions.length > 0 && (
        <ScrollingTable
          label={`${configMessages.historyTitle} (${label})`}
          caption={configMessages.historyTitle}
          columns={[{ label: configMessages.historyColumns.version, phone: 'labelled' }, { label: configMessages.historyColumns.title, phone: 'title' }, { label: configMessages.historyColumns.published, phone: 'labelled', nowrap: true }, { label: configMessages.historyColumns.by, phone: 'labelled', nowrap: true }]}
        >
          <tbody>
            {document.versions.map((version) => (
              <tr key={version.id}>
                <td>{version.version}</td>
                <td>{version.title}</td>
                <td>{formatFrench(version.published_at, configMessages.dateTimeFormat)}</td>
                <td>{version.published_by ?? configMessages.unknownPublisher}</td>
              </tr>
            ))}
          </tbody>
        </ScrollingTable>
      )}
    </Section>
  );
}

export function DocumentsAdmin({ organisation }: { organisation?: string }) {
  const { data, isLoading, isError, refetch } = useGetDocumentsAcceptanceQuery(organisation ? { organisation } : {});
  if (isLoading) return <Loading>{configMessages.documentsLoading}</Loading>;
  if (isError || !data) return <LoadFailure message={configMessages.documentsFailed} retryLabel={configMessages.retry} onRetry={() => void refetch()} />;
  return (
    <>
      {data.map((document) => (
        <DocumentPanel key={document.kind} document={document} organisation={organisation} />
      ))}
    </>
  );
}
