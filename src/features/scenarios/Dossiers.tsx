/**
 * `/session/dossiers/Dossiers` (features.md §2): the teacher's own dossiers (create, rename, delete
 * once empty), the scenarios in each (create, open, duplicate, move, share, export, import, delete),
 * and the organisation's library, from which a shared scenario is copied into one of my dossiers.
 */
import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { scenarioMessages } from '../../../contract/messages';
import type { Folder } from '../../../contract/schemas/folders';
import type { ScenarioSummary } from '../../../contract/schemas/scenarios';
import { PATHS, pathTo } from '../../config/routes';
import { dossiersMessages as t } from '../../config/messages/scenarios';
import { refusalMessage } from '../../lib/api';
import { Button } from '../../ui/buttons';
import { Section } from '../../ui/content';
import { FilePicker, type FilePickerHandle } from '../../ui/FilePicker';
import { formatFrench } from '../../ui/dates';
import { Field, FormAlert } from '../../ui/forms';
import { Notice, useNotice, type NoticeMessage, type ShowNotice } from '../../ui/Notice';
import { EmptyNote, EmptyState, LoadFailure, Loading } from '../../ui/states';
import { downloadContent } from './scenarioDraft';
import {
  useCreateFolderMutation,
  useCreateScenarioMutation,
  useDeleteFolderMutation,
  useDeleteScenarioMutation,
  useDuplicateScenarioMutation,
  useLazyGetScenarioQuery,
  useListFoldersQuery,
  useListScenariosQuery,
  useRenameFolderMutation,
  useUpdateScenarioMutation,
} from './scenariosApi';

/** An exported scenario is ~10 kB; the API takes up to 1 MiB. */
const MAX_IMPORT_BYTES = 1024 * 1024;

const Inline = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${({ theme }) => theme.space.sm};
  > div {
    flex: 1 1 14rem;
    margin-bottom: 0;
  }
`;

const FolderCard = styled.section`
  margin: ${({ theme }) => theme.space.lg} 0;
  padding: ${({ theme }) => theme.space.md};
  border: ${({ theme }) => theme.border.thin} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
    overflow-wrap: anywhere;
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin: ${({ theme }) => theme.space.sm} 0;
`;

const ScenarioList = styled.ul`
  list-style: none;
  padding: 0;
  margin: ${({ theme }) => theme.space.md} 0;
  > li {
    padding: ${({ theme }) => theme.space.sm} 0;
    border-top: ${({ theme }) => theme.border.thin} solid ${({ theme }) => theme.colors.border};
  }
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.md};
    overflow-wrap: anywhere;
  }
`;

const Muted = styled.p`
  margin: ${({ theme }) => theme.space.xs} 0;
  color: ${({ theme }) => theme.colors.mutedText};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const SmallSelect = styled.select`
  min-height: ${({ theme }) => theme.size.control};
  max-width: 100%;
  padding: 0 ${({ theme }) => theme.space.sm};
  border: ${({ theme }) => theme.border.thin} solid ${({ theme }) => theme.colors.mutedText};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.background};
  font: inherit;
`;

/** A chosen file's text (FileReader: `Blob.text()` is missing from older browsers). */
function readText(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error ?? new Error('lecture impossible'));
    reader.readAsText(file);
  });
}

const dateOf = (value: string) => formatFrench(value, 'D MMMM YYYY à HH:mm') ?? value;

function ScenarioItem({ scenario, folder, folders, onNotice }: { scenario: ScenarioSummary; folder: Folder; folders: readonly Folder[]; onNotice: ShowNotice }) {
  const [duplicate, duplicating] = useDuplicateScenarioMutation();
  const [update, updating] = useUpdateScenarioMutation();
  const [remove, removing] = useDeleteScenarioMutation();
  const [fetchScenario, fetching] = useLazyGetScenarioQuery();
  const [confirming, setConfirming] = useState(false);
  const busy = duplicating.isLoading || updating.isLoading || removing.isLoading || fetching.isFetching;
  const others = folders.filter((other) => other.id !== folder.id);
  const title = scenario.title;

  const run = async (work: () => Promise<NoticeMessage | null>) => {
    try {
      onNotice(await work());
    } catch (error) {
      onNotice({ tone: 'error', text: refusalMessage(error, t.failed) });
    }
  };

  return (
    <li>
      <h3>
        <Link to={pathTo(PATHS.scenario, { id: scenario.id })} aria-label={t.open(title)}>
          {title}
        </Link>
      </h3>
      <Muted>
        {t.version(scenario.version)} · {t.updated(dateOf(scenario.updated_at))}
        {scenario.shared && ` · ${t.shared}`}
      </Muted>
      {confirming ? (
        <div role="group" aria-label={t.deleteScenario(title)}>
          <p>{t.confirmDeleteScenario(title)}</p>
          <Row>
            <Button
              type="button"
              $variant="danger"
              disabled={busy}
              onClick={() =>
                void run(async () => {
                  await remove({ id: scenario.id, folder_id: folder.id }).unwrap();
                  return { tone: 'success', text: t.scenarioDeleted(title) };
                })
              }
            >
              {t.confirmDelete}
            </Button>
            <Button type="button" $variant="secondary" onClick={() => setConfirming(false)}>
              {t.cancel}
            </Button>
          </Row>
        </div>
      ) : (
        <Row>
          <Button
            type="button"
            $variant="secondary"
            aria-label={t.duplicate(title)}
            disabled={busy}
            onClick={() =>
              void run(async () => {
                const copy = await duplicate({ id: scenario.id, folder_id: folder.id }).unwrap();
                return { tone: 'success', text: t.duplicated(copy.title) };
              })
            }
          >
            {t.duplicateShort}
          </Button>
          <Button
            type="button"
            $variant="secondary"
            aria-label={t.export(title)}
            disabled={busy}
            onClick={() =>
              void run(async () => {
                const full = await fetchScenario(scenario.id).unwrap();
                return { tone: 'success', text: t.exported(downloadContent(full.content)) };
              })
            }
          >
            {t.exportShort}
          </Button>
          <Button
            type="button"
            $variant="secondary"
            aria-label={scenario.shared ? t.unshare(title) : t.share(title)}
            disabled={busy}
            onClick={() =>
              void run(async () => {
                await update({ id: scenario.id, from_folder: folder.id, shared: !scenario.shared }).unwrap();
                return { tone: 'success', text: scenario.shared ? t.unsharedDone(title) : t.sharedDone(title) };
              })
            }
          >
            {scenario.shared ? t.unshareShort : t.shareShort}
          </Button>
          {others.length > 0 && (
            <SmallSelect
              aria-label={t.moveTo(title)}
              value=""
              disabled={busy}
              onChange={(event) => {
                const target = others.find((other) => other.id === event.target.value);
                if (!target) return;
                void run(async () => {
                  await update({ id: scenario.id, from_folder: folder.id, folder_id: target.id }).unwrap();
                  return { tone: 'success', text: t.moved(title, target.name) };
                });
              }}
            >
              <option value="">{t.moveChoose}</option>
              {others.map((other) => (
                <option key={other.id} value={other.id}>
                  {other.name}
                </option>
              ))}
            </SmallSelect>
          )}
          <Button type="button" $variant="dangerSecondary" aria-label={t.deleteScenario(title)} disabled={busy} onClick={() => setConfirming(true)}>
            {t.deleteShort}
          </Button>
        </Row>
      )}
    </li>
  );
}

function FolderSection({ folder, folders, onNotice }: { folder: Folder; folders: readonly Folder[]; onNotice: ShowNotice }) {
  const scenarios = useListScenariosQuery({ folder: folder.id });
  const [mode, setMode] = useState<'view' | 'rename' | 'delete'>('view');
  const [name, setName] = useState(folder.name);
  const [title, setTitle] = useState('');
  const [titleError, setTitleError] = useState<string | null>(null);
  const [rename, renaming] = useRenameFolderMutation();
  const [removeFolder, removing] = useDeleteFolderMutation();
  const [create, creating] = useCreateScenarioMutation();
  const [importing, setImporting] = useState(false);
  const file = useRef<FilePickerHandle>(null);
  const navigate = useNavigate();
  const headingId = `folder-${folder.id}`;

  const run = async (work: () => Promise<NoticeMessage | null>) => {
    try {
      onNotice(await work());
    } catch (error) {
      onNotice({ tone: 'error', text: refusalMessage(error, t.failed) });
    }
  };

  const submitRename = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return onNotice({ tone: 'error', text: t.folderNameRequired });
    void run(async () => {
      const renamed = await rename({ id: folder.id, name: name.trim() }).unwrap();
      setMode('view');
      return { tone: 'success', text: t.renamed(renamed.name) };
    });
  };

  const submitScenario = (event: FormEvent) => {
    event.preventDefault();
    if (!title.trim()) return setTitleError(t.titleRequired);
    setTitleError(null);
    void run(async () => {
      const created = await create({ folder_id: folder.id, title: title.trim() }).unwrap();
      setTitle('');
      void navigate(pathTo(PATHS.scenario, { id: created.id }));
      return null;
    });
  };

  const importFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    if (!chosen) return;
    setImporting(true);
    try {
      if (chosen.size > MAX_IMPORT_BYTES) return onNotice({ tone: 'error', text: t.fileTooLarge });
      let content: unknown;
      try {
        content = JSON.parse(await readText(chosen));
      } catch {
        return onNotice({ tone: 'error', text: t.unreadableFile });
      }
      await run(async () => {
        const imported = await create({ folder_id: folder.id, content }).unwrap();
        return { tone: 'success', text: t.imported(imported.title) };
      });
    } finally {
      setImporting(false);
      file.current?.clear();
    }
  };

  return (
    <FolderCard aria-labelledby={headingId}>
      <h2 id={headingId}>{folder.name}</h2>
      <Muted>{t.scenarioCount(folder.scenario_count)}</Muted>
      {mode === 'rename' && (
        <Inline onSubmit={submitRename}>
          <Field label={t.renameLabel(folder.name)} value={name} maxLength={120} onChange={(event) => setName(event.target.value)} />
          <Button type="submit" disabled={renaming.isLoading}>
            {t.save}
          </Button>
          <Button type="button" $variant="secondary" onClick={() => setMode('view')}>
            {t.cancel}
          </Button>
        </Inline>
      )}
      {mode === 'delete' && (
        <div role="group" aria-label={t.deleteFolder(folder.name)}>
          {folder.scenario_count > 0 ? (
            <FormAlert role="alert">{scenarioMessages.folderNotEmpty(folder.scenario_count)}</FormAlert>
          ) : (
            <p>{t.confirmDeleteFolder(folder.name)}</p>
          )}
          <Row>
            {folder.scenario_count === 0 && (
              <Button
                type="button"
                $variant="danger"
                disabled={removing.isLoading}
                onClick={() =>
                  void run(async () => {
                    await removeFolder({ id: folder.id }).unwrap();
                    return { tone: 'success', text: t.folderDeleted(folder.name) };
                  })
                }
              >
                {t.confirmDelete}
              </Button>
            )}
            <Button type="button" $variant="secondary" onClick={() => setMode('view')}>
              {t.cancel}
            </Button>
          </Row>
        </div>
      )}
      {mode === 'view' && (
        <Row>
          <Button type="button" $variant="secondary" aria-label={t.rename(folder.name)} onClick={() => (setName(folder.name), setMode('rename'))}>
            {t.renameShort}
          </Button>
          <Button type="button" $variant="dangerSecondary" aria-label={t.deleteFolder(folder.name)} onClick={() => setMode('delete')}>
            {t.deleteShort}
          </Button>
        </Row>
      )}

      {scenarios.isLoading ? (
        <Loading>{t.scenariosLoading}</Loading>
      ) : scenarios.isError ? (
        <LoadFailure message={t.scenariosFailed} retryLabel={t.retry} onRetry={() => void scenarios.refetch()} />
      ) : (scenarios.data ?? []).length === 0 ? (
        <EmptyNote>{t.noScenario}</EmptyNote>
      ) : (
        <ScenarioList>
          {(scenarios.data ?? []).map((scenario) => (
            <ScenarioItem key={scenario.id} scenario={scenario} folder={folder} folders={folders} onNotice={onNotice} />
          ))}
        </ScenarioList>
      )}

      <Inline onSubmit={submitScenario} noValidate>
        <Field label={t.newScenario(folder.name)} value={title} maxLength={200} error={titleError} onChange={(event) => setTitle(event.target.value)} />
        <Button type="submit" disabled={creating.isLoading}>
          {t.createScenario}
        </Button>
      </Inline>
      <Row>
        <FilePicker
          ref={file}
          id={`import-${folder.id}`}
          label={t.importLabel(folder.name)}
          accept="application/json,.json"
          disabled={importing}
          onChange={(event) => void importFile(event)}
        />
        {importing && <Loading>{t.importing}</Loading>}
      </Row>
    </FolderCard>
  );
}

function LibraryItem({ scenario, folders, onNotice }: { scenario: ScenarioSummary; folders: readonly Folder[]; onNotice: ShowNotice }) {
  const [target, setTarget] = useState(folders[0]?.id ?? '');
  const [duplicate, duplicating] = useDuplicateScenarioMutation();
  const chosen = folders.find((folder) => folder.id === target) ?? folders[0];
  return (
    <li>
      <h3>
        <Link to={pathTo(PATHS.scenario, { id: scenario.id })} aria-label={t.read(scenario.title)}>
          {scenario.title}
        </Link>
      </h3>
      <Muted>
        {t.by(scenario.author)} · {t.version(scenario.version)} · {t.updated(dateOf(scenario.updated_at))}
      </Muted>
      {chosen ? (
        <Row>
          <SmallSelect aria-label={t.copyTo(scenario.title)} value={chosen.id} onChange={(event) => setTarget(event.target.value)}>
            {folders.map((folder) => (
              <option key={folder.id} value={folder.id}>
                {folder.name}
              </option>
            ))}
          </SmallSelect>
          <Button
            type="button"
            aria-label={t.copy(scenario.title)}
            disabled={duplicating.isLoading}
            onClick={() =>
              void (async () => {
                try {
                  await duplicate({ id: scenario.id, folder_id: chosen.id }).unwrap();
                  onNotice({ tone: 'success', text: t.copied(scenario.title, chosen.name) });
                } catch (error) {
                  onNotice({ tone: 'error', text: refusalMessage(error, t.failed) });
                }
              })()
            }
          >
            {t.copyShort}
          </Button>
        </Row>
      ) : (
        <Muted>{t.copyNeedsFolder}</Muted>
      )}
    </li>
  );
}

function Library({ folders, onNotice }: { folders: readonly Folder[]; onNotice: ShowNotice }) {
  const library = useListScenariosQuery({ library: true });
  return (
    <Section aria-labelledby="library-title">
      <h2 id="library-title">{t.libraryTitle}</h2>
      <p>{t.libraryLead}</p>
      {library.isLoading ? (
        <Loading>{t.libraryLoading}</Loading>
      ) : library.isError ? (
        <LoadFailure message={t.libraryFailed} retryLabel={t.retry} onRetry={() => void library.refetch()} />
      ) : (library.data ?? []).length === 0 ? (
        <EmptyNote>{t.libraryEmpty}</EmptyNote>
      ) : (
        <ScenarioList>
          {(library.data ?? []).map((scenario) => (
            <LibraryItem key={scenario.id} scenario={scenario} folders={folders} onNotice={onNotice} />
          ))}
        </ScenarioList>
      )}
    </Section>
  );
}

export function Dossiers() {
  const folders = useListFoldersQuery();
  const [create, creating] = useCreateFolderMutation();
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [notice, setNotice] = useNotice();

  const submitFolder = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setNameError(t.folderNameRequired);
    setNameError(null);
    try {
      const folder = await create({ name: name.trim() }).unwrap();
      setName('');
      setNotice({ tone: 'success', text: t.folderCreated(folder.name) });
    } catch (error) {
      setNotice({ tone: 'error', text: refusalMessage(error, t.failed) });
    }
  };

  const list = folders.data ?? [];
  return (
    <>
      <Notice notice={notice} role="status" />
      <Section aria-labelledby="new-folder-title">
        <h2 id="new-folder-title">{t.newFolderTitle}</h2>
        <Inline onSubmit={(event) => void submitFolder(event)} noValidate>
          <Field label={t.folderName} value={name} maxLength={120} error={nameError} onChange={(event) => setName(event.target.value)} />
          <Button type="submit" disabled={creating.isLoading}>
            {t.createFolder}
          </Button>
        </Inline>
      </Section>
      {folders.isLoading ? (
        <Loading>{t.loading}</Loading>
      ) : folders.isError ? (
        <LoadFailure message={t.loadFailed} retryLabel={t.retry} onRetry={() => void folders.refetch()} />
      ) : list.length === 0 ? (
        <EmptyState title={t.emptyTitle}>
          <p>{t.emptyText}</p>
        </EmptyState>
      ) : (
        list.map((folder) => <FolderSection key={folder.id} folder={folder} folders={list} onNotice={setNotice} />)
      )}
      {!folders.isLoading && !folders.isError && <Library folders={list} onNotice={setNotice} />}
    </>
  );
}
