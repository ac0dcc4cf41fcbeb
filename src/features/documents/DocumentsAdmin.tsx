/**
 * `/auth/config`, the documents part (features.md §2): for the charte and the autorisation
 * d'enregistrement, the version in force, how many of the people it concerns accepted it and who did
 * not, the versions published, and « Publier une nouvelle version ».
 */
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { DocumentAcceptance } from '../../../contract/schemas/documents';
import { roleLabels } from '../../config/messages/common';
import { configMessages as t, documentLabels } from '../../config/messages/config';
import { refusalMessage } from '../../lib/api';
import { Actions, Button } from '../../ui/buttons';
import { Callout, Section, TextList } from '../../ui/content';
import { formatFrench } from '../../ui/dates';
import { Field, Form, FormAlert, SubmitButton, TextAreaField } from '../../ui/forms';
import { Notice, useNotice } from '../../ui/Notice';
import { LoadFailure, Loading } from '../../ui/states';
import { ScrollingTable } from '../../ui/table';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import { useGetDocumentsAcceptanceQuery, usePublishDocumentMutation } from './documentsApi';
import { draftProblems, type DocumentDraft } from './documentDraft';

const DocumentText = styled.div`
  white-space: pre-wrap;
  max-height: 20rem;
  overflow-y: auto;
  padding: ${({ theme }) => theme.space.sm};
  border: ${({ theme }) => theme.border.thin} solid ${({ theme }) => theme.colors.border};
`;

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
      onDone(t.published(label, published.version));
    } catch (error) {
      // The draft stays as typed: only the message is new.
      setFailure(refusalMessage(error, t.failed));
    }
  };

  return (
    <Form noValidate onSubmit={(event) => void submit(event)} aria-labelledby={titleId}>
      <h3 id={titleId}>{t.publishTitle(label)}</h3>
      <Callout $tone="warning">
        <p>{t.publishWarning}</p>
      </Callout>
      <div aria-live="polite">{failure && <FormAlert $tone="error">{failure}</FormAlert>}</div>
      <Field label={t.titleLabel} value={draft.title} error={errors.title} onChange={(event) => setDraft({ ...draft, title: event.target.value })} />
      <TextAreaField label={t.bodyLabel} rows={12} value={draft.body} error={errors.body} onChange={(event) => setDraft({ ...draft, body: event.target.value })} />
      <Actions>
        <SubmitButton disabled={isLoading}>{isLoading ? t.publishing : t.confirmPublish}</SubmitButton>
        <Button type="button" $variant="secondary" onClick={onCancel}>
          {t.cancel}
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

  return (
    <Section aria-labelledby={`document-${document.kind}`}>
      <h2 id={`document-${document.kind}`}>{label}</h2>
      <p>{t.audience[document.kind]}</p>
      {current ? (
        <>
          <p>{t.currentVersion(current.version, formatFrench(current.published_at, t.dateFormat) ?? '')}</p>
          <details>
            <summary>{t.showText}</summary>
            <h3>{current.title}</h3>
            <DocumentText>{current.body}</DocumentText>
          </details>
          <p>
            <strong>{t.acceptedCount(document.accepted_count, document.concerned_count)}</strong>
          </p>
          <h3>{t.pendingTitle}</h3>
          {document.pending.length === 0 ? (
            <p>{t.pendingNone}</p>
          ) : (
            <>
              <TextList>
                {document.pending.map((person) => (
                  <li key={person.uid}>
                    {`${person.firstname} ${person.name}`.trim()} — {person.email} ({roleLabels[person.role]})
                  </li>
                ))}
              </TextList>
              {hidden > 0 && <p>{t.pendingMore(document.pending.length, document.pending.length + hidden)}</p>}
            </>
          )}
        </>
      ) : (
        <p>{t.neverPublished}</p>
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
            {t.publish}
            <VisuallyHidden> ({label})</VisuallyHidden>
          </Button>
        </Actions>
      )}
      {document.versions.length > 0 && (
        <ScrollingTable
          label={`${t.historyTitle} (${label})`}
          caption={t.historyTitle}
          columns={[{ label: t.historyColumns.version, phone: 'labelled' }, { label: t.historyColumns.title, phone: 'title' }, { label: t.historyColumns.published, phone: 'labelled' }, { label: t.historyColumns.by, phone: 'labelled' }, { label: t.historyColumns.accepted, phone: 'labelled' }]}
        >
          <tbody>
            {document.versions.map((version) => (
              <tr key={version.id}>
                <td>{version.version}</td>
                <td>{version.title}</td>
                <td>{formatFrench(version.published_at, t.dateTimeFormat)}</td>
                <td>{version.published_by ?? t.unknownPublisher}</td>
                <td>{version.accepted_count}</td>
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
  if (isLoading) return <Loading>{t.documentsLoading}</Loading>;
  if (isError || !data) return <LoadFailure message={t.documentsFailed} retryLabel={t.retry} onRetry={() => void refetch()} />;
  return (
    <>
      {data.map((document) => (
        <DocumentPanel key={document.kind} document={document} organisation={organisation} />
      ))}
    </>
  );
}
