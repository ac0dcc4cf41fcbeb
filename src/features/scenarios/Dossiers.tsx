/**
 * `/session/dossiers/Dossiers` (docs/product.md §11): the teacher's own dossiers (create, rename, delete
 * once empty), the scenarios in each (create, open, duplicate, move, share, export, import, delete),
 * and the organisation's library, from which a shared scenario is copied into one of my dossiers.
 *
 * Read like a file list: the page's few actions on one line at the top (« Nouveau scénario »,
 * « Importer un scénario (JSON) », « Nouveau dossier »), each opening its one dialog; a dossier's
 * heading with its « ⋯ » menu (the same dialogs for that dossier, rename, delete); one line per
 * scenario, its title opening it, its rare actions behind its own « ⋯ » (dossierRows.tsx).
 */
import { useRef, useState } from 'react';
import styled from 'styled-components';
import { scenarioMessages } from '../../../contract/messages';
import type { Folder } from '../../../contract/schemas/folders';
import { dossiersMessages } from '../../config/messages/scenarios';
import { ActionsMenu, type MenuAction } from '../../ui/ActionsMenu';
import { Button } from '../../ui/buttons';
import { Section } from '../../ui/content';
import { ConfirmAction, useFocusReturn, useRowDialogs } from '../../ui/confirmAction';
import { FormDialog } from '../../ui/dialogs';
import { Field, FormAlert } from '../../ui/forms';
import { Notice, useNotice, type ShowNotice } from '../../ui/Notice';
import { EmptyNote, EmptyState, LoadFailure, Loading } from '../../ui/states';
import { ImportDialog, NewFolderDialog, NewScenarioDialog } from './dossierDialogs';
import { deleteTexts, LibraryRow, menuButtonIn, Muted, RowList, ScenarioRow, useRefocusWhenGone } from './dossierRows';
import {
  useDeleteFolderMutation,
  useListFoldersQuery,
  useListScenariosQuery,
  useRenameFolderMutation,
} from './scenariosApi';

/** The page's actions, on one line that wraps on a phone. */
const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0 0 ${({ theme }) => theme.space.lg};
`;

const Folders = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

const FolderCard = styled.section`
  min-width: 0;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.md};
  border: ${({ theme }) => theme.border.thin} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
`;

/** A dossier's name and count, its « ⋯ » at the right. */
const FolderHeader = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  /* The rows' inner margin: the dossier's « ⋯ » lines up with theirs. */
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  border-bottom: ${({ theme }) => theme.border.thin} solid ${({ theme }) => theme.colors.border};
  > div {
    flex: 1 1 auto;
    min-width: 0;
    padding-top: ${({ theme }) => theme.space.xs};
  }
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
    line-height: ${({ theme }) => theme.font.lineHeight.tight};
    overflow-wrap: anywhere;
  }
`;

function FolderSection({ folder, folders, onNotice, onNewScenario, onImport, onGone }: {
  folder: Folder;
  folders: readonly Folder[];
  onNotice: ShowNotice;
  onNewScenario: (folder: string, from: HTMLElement | null) => void;
  onImport: (folder: string, from: HTMLElement | null) => void;
  onGone: () => void;
}) {
  const scenarios = useListScenariosQuery({ folder: folder.id });
  const dialogs = useRowDialogs<'rename' | 'delete'>(onNotice, dossiersMessages.failed);
  // Asked to delete a dossier that still holds scenarios: the reason, under its heading, until its count changes.
  const [notEmptyAt, setNotEmptyAt] = useState<number | null>(null);
  const [name, setName] = useState(folder.name);
  const [nameError, setNameError] = useState<string | null>(null);
  const [rename, renaming] = useRenameFolderMutation();
  const [removeFolder, removing] = useDeleteFolderMutation();
  const heading = useRef<HTMLHeadingElement>(null);
  const header = useRef<HTMLDivElement>(null);
  const refocus = useRefocusWhenGone(scenarios.data);
  const headingId = `folder-${folder.id}`;
  const blocked = folder.scenario_count > 0 && notEmptyAt === folder.scenario_count;

  const menu: MenuAction[] = [
    { key: 'new', label: dossiersMessages.newScenarioHere, onSelect: () => onNewScenario(folder.id, menuButtonIn(header.current)) },
    { key: 'import', label: dossiersMessages.importHere, onSelect: () => onImport(folder.id, menuButtonIn(header.current)) },
    {
      key: 'rename',
      label: dossiersMessages.renameItem,
      onSelect: () => {
        setName(folder.name);
        setNameError(null);
        dialogs.open('rename', menuButtonIn(header.current));
      },
    },
    {
      key: 'delete',
      label: dossiersMessages.deleteFolderItem,
      tone: 'danger',
      onSelect: () => {
        dialogs.setRefusal(null);
        if (folder.scenario_count > 0) return setNotEmptyAt(folder.scenario_count);
        dialogs.open('delete', menuButtonIn(header.current));
      },
    },
  ];

  const submitRename = () => {
    dialogs.setRefusal(null);
    if (!name.trim()) return setNameError(dossiersMessages.folderNameRequired);
    setNameError(null);
    dialogs.confirm(async () => {
      const renamed = await rename({ id: folder.id, name: name.trim() }).unwrap();
      return { tone: 'success', text: dossiersMessages.renamed(renamed.name) };
    });
  };

  const list = scenarios.data ?? [];
  return (
    <FolderCard aria-labelledby={headingId}>
      <FolderHeader ref={header}>
        <div>
          <h2 id={headingId} ref={heading} tabIndex={-1} data-folder-heading>
            {folder.name}
          </h2>
          <Muted>{dossiersMessages.scenarioCount(folder.scenario_count)}</Muted>
        </div>
        <ActionsMenu label={dossiersMessages.folderActions(folder.name)} actions={menu} disabled={renaming.isLoading || removing.isLoading} />
      </FolderHeader>
      {blocked && <FormAlert role="alert">{scenarioMessages.folderNotEmpty(folder.scenario_count)}</FormAlert>}

      {scenarios.isLoading ? (
        <Loading>{dossiersMessages.scenariosLoading}</Loading>
      ) : scenarios.isError ? (
        <LoadFailure message={dossiersMessages.scenariosFailed} retryLabel={dossiersMessages.retry} onRetry={() => void scenarios.refetch()} />
      ) : list.length === 0 ? (
        <EmptyNote>{dossiersMessages.noScenario}</EmptyNote>
      ) : (
        <RowList>
          {list.map((scenario) => (
            <ScenarioRow key={scenario.id} scenario={scenario} folder={folder} folders={folders} onNotice={onNotice} onGone={() => refocus(() => heading.current)} />
          ))}
        </RowList>
      )}

      <FormDialog {...dialogs.props('rename')} title={dossiersMessages.renameTitle(folder.name)} cancelLabel={dossiersMessages.cancel} submitLabel={dossiersMessages.save} busyLabel={dossiersMessages.saving} busy={renaming.isLoading} onSubmit={submitRename}>
        <Field label={dossiersMessages.newName} value={name} maxLength={120} error={nameError} onChange={(event) => setName(event.target.value)} />
      </FormDialog>
      <ConfirmAction
        {...dialogs.props('delete')}
        texts={deleteTexts(dossiersMessages.deleteFolderTitle(folder.name), dossiersMessages.deleteFolderText)}
        busy={removing.isLoading}
        onConfirm={() =>
          dialogs.confirm(async () => {
            await removeFolder({ id: folder.id }).unwrap();
            onGone();
            return { tone: 'success', text: dossiersMessages.folderDeleted(folder.name) };
          })
        }
      />
    </FolderCard>
  );
}

function Library({ folders, onNotice }: { folders: readonly Folder[]; onNotice: ShowNotice }) {
  const library = useListScenariosQuery({ library: true });
  return (
    <Section aria-labelledby="library-title">
      <h2 id="library-title">{dossiersMessages.libraryTitle}</h2>
      <p>{dossiersMessages.libraryLead}</p>
      {library.isLoading ? (
        <Loading>{dossiersMessages.libraryLoading}</Loading>
      ) : library.isError ? (
        <LoadFailure message={dossiersMessages.libraryFailed} retryLabel={dossiersMessages.retry} onRetry={() => void library.refetch()} />
      ) : (library.data ?? []).length === 0 ? (
        <EmptyNote>{dossiersMessages.libraryEmpty}</EmptyNote>
      ) : (
        <RowList>
          {(library.data ?? []).map((scenario) => (
            <LibraryRow key={scenario.id} scenario={scenario} folders={folders} onNotice={onNotice} />
          ))}
        </RowList>
      )}
    </Section>
  );
}

/** The page's one dialog at a time: a new dossier, or a new or imported scenario (in the dossier given). */
type PageDialog = { kind: 'folder' } | { kind: 'scenario' | 'import'; folder: string } | null;

export function Dossiers() {
  const folders = useListFoldersQuery();
  const [notice, setNotice] = useNotice();
  const [dialog, setDialog] = useState<PageDialog>(null);
  const list = folders.data ?? [];
  const first = list[0]?.id;
  const container = useRef<HTMLDivElement>(null);
  const newFolder = useRef<HTMLButtonElement>(null);
  // A dossier deleted: the focus goes to the heading of the one now in its place (or the last), else « Nouveau dossier ».
  const refocus = useRefocusWhenGone(folders.data);
  const returnFocus = useFocusReturn(dialog !== null);
  const open = (next: NonNullable<PageDialog>, from: HTMLElement | null) => {
    returnFocus(from);
    setDialog(next);
  };
  const close = () => setDialog(null);

  return (
    <>
      <Toolbar>
        {first && (
          <>
            <Button type="button" onClick={(event) => open({ kind: 'scenario', folder: first }, event.currentTarget)}>
              {dossiersMessages.newScenarioButton}
            </Button>
            <Button type="button" $variant="secondary" onClick={(event) => open({ kind: 'import', folder: first }, event.currentTarget)}>
              {dossiersMessages.importButton}
            </Button>
          </>
        )}
        <Button ref={newFolder} type="button" $variant={first ? 'secondary' : 'primary'} onClick={(event) => open({ kind: 'folder' }, event.currentTarget)}>
          {dossiersMessages.newFolderTitle}
        </Button>
      </Toolbar>
      <Notice notice={notice} role="status" />
      {folders.isLoading ? (
        <Loading>{dossiersMessages.loading}</Loading>
      ) : folders.isError ? (
        <LoadFailure message={dossiersMessages.loadFailed} retryLabel={dossiersMessages.retry} onRetry={() => void folders.refetch()} />
      ) : list.length === 0 ? (
        <EmptyState title={dossiersMessages.emptyTitle}>
          <p>{dossiersMessages.emptyText}</p>
        </EmptyState>
      ) : (
        <Folders ref={container}>
          {list.map((folder, index) => (
            <FolderSection
              key={folder.id}
              folder={folder}
              folders={list}
              onNotice={setNotice}
              onNewScenario={(id, from) => open({ kind: 'scenario', folder: id }, from)}
              onImport={(id, from) => open({ kind: 'import', folder: id }, from)}
              onGone={() =>
                refocus(() => {
                  const headings = [...(container.current?.querySelectorAll<HTMLElement>('[data-folder-heading]') ?? [])];
                  return headings[Math.min(index, headings.length - 1)] ?? newFolder.current;
                })
              }
            />
          ))}
        </Folders>
      )}
      {!folders.isLoading && !folders.isError && <Library folders={list} onNotice={setNotice} />}

      {dialog?.kind === 'folder' && <NewFolderDialog onClose={close} onNotice={setNotice} />}
      {dialog?.kind === 'scenario' && <NewScenarioDialog folders={list} initialFolder={dialog.folder} onClose={close} onNotice={setNotice} />}
      {dialog?.kind === 'import' && <ImportDialog folders={list} initialFolder={dialog.folder} onClose={close} onNotice={setNotice} />}
    </>
  );
}
