/**
 * The dossiers page's own dialogs (`Dossiers.tsx`), each opened from its toolbar or a dossier's « ⋯ »: a new
 * dossier, a new scenario, a scenario imported from its exported file, the last two into the dossier chosen.
 */
import { useRef, useState, type ChangeEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Folder } from '../../../contract/schemas/folders';
import { PATHS, pathTo } from '../../config/routes';
import { dossiersMessages } from '../../config/messages/scenarios';
import { FormDialog } from '../../ui/dialogs';
import { FilePicker, type FilePickerHandle } from '../../ui/FilePicker';
import { Field, FieldError, SelectField } from '../../ui/forms';
import type { ShowNotice } from '../../ui/Notice';
import { useOutcome } from '../../ui/useOutcome';
import { readScenarioFile } from './scenarioFile';
import { useCreateFolderMutation, useCreateScenarioMutation } from './scenariosApi';

/** The dossier select of the page's dialogs. */
function FolderSelect({ label, folders, value, onChange }: { label: string; folders: readonly Folder[]; value: string; onChange: (id: string) => void }) {
  return (
    <SelectField label={label} value={value} onChange={(event) => onChange(event.target.value)}>
      {folders.map((folder) => (
        <option key={folder.id} value={folder.id}>
          {folder.name}
        </option>
      ))}
    </SelectField>
  );
}

export function NewFolderDialog({ onClose, onNotice }: { onClose: () => void; onNotice: ShowNotice }) {
  const [create, creating] = useCreateFolderMutation();
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const { refusal, setRefusal, run } = useOutcome(onNotice, dossiersMessages.failed);
  const submit = () => {
    setRefusal(null);
    if (!name.trim()) return setNameError(dossiersMessages.folderNameRequired);
    setNameError(null);
    void run(
      async () => {
        const folder = await create({ name: name.trim() }).unwrap();
        return { tone: 'success', text: dossiersMessages.folderCreated(folder.name) };
      },
      { inDialog: true, done: onClose },
    );
  };
  return (
    <FormDialog
      open
      onOpenChange={(next) => !next && onClose()}
      title={dossiersMessages.newFolderTitle}
      cancelLabel={dossiersMessages.cancel}
      submitLabel={dossiersMessages.createFolder}
      busyLabel={dossiersMessages.creatingFolder}
      busy={creating.isLoading}
      error={refusal}
      onSubmit={submit}
    >
      <Field label={dossiersMessages.folderName} value={name} maxLength={120} error={nameError} onChange={(event) => setName(event.target.value)} />
    </FormDialog>
  );
}

export function NewScenarioDialog({ folders, initialFolder, onClose, onNotice }: { folders: readonly Folder[]; initialFolder: string; onClose: () => void; onNotice: ShowNotice }) {
  const [create, creating] = useCreateScenarioMutation();
  const navigate = useNavigate();
  const [title, setTitle] = useState('');
  const [titleError, setTitleError] = useState<string | null>(null);
  const [folder, setFolder] = useState(initialFolder);
  const { refusal, setRefusal, run } = useOutcome(onNotice, dossiersMessages.failed);
  const submit = () => {
    setRefusal(null);
    if (!title.trim()) return setTitleError(dossiersMessages.titleRequired);
    setTitleError(null);
    void run(
      async () => {
        const created = await create({ folder_id: folder, title: title.trim() }).unwrap();
        void navigate(pathTo(PATHS.scenario, { id: created.id }));
        return null;
      },
      { inDialog: true, done: onClose },
    );
  };
  return (
    <FormDialog
      open
      onOpenChange={(next) => !next && onClose()}
      title={dossiersMessages.newScenarioTitle}
      description={dossiersMessages.newScenarioLead}
      cancelLabel={dossiersMessages.cancel}
      submitLabel={dossiersMessages.createScenario}
      busyLabel={dossiersMessages.creatingScenario}
      busy={creating.isLoading}
      error={refusal}
      onSubmit={submit}
    >
      <Field label={dossiersMessages.scenarioTitle} value={title} maxLength={200} error={titleError} onChange={(event) => setTitle(event.target.value)} />
      <FolderSelect label={dossiersMessages.scenarioFolder} folders={folders} value={folder} onChange={setFolder} />
    </FormDialog>
  );
}

export function ImportDialog({ folders, initialFolder, onClose, onNotice }: { folders: readonly Folder[]; initialFolder: string; onClose: () => void; onNotice: ShowNotice }) {
  const [create, creating] = useCreateScenarioMutation();
  const [folder, setFolder] = useState(initialFolder);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [reading, setReading] = useState(false);
  const picker = useRef<FilePickerHandle>(null);
  const { refusal, setRefusal, run } = useOutcome(onNotice, dossiersMessages.failed);
  const fileErrorId = 'import-file-error';

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    setFile(event.target.files?.[0] ?? null);
    setFileError(null);
    setRefusal(null);
  };

  const submit = async () => {
    setRefusal(null);
    if (!file) return setFileError(dossiersMessages.fileRequired);
    setFileError(null);
    setReading(true);
    try {
      const read = await readScenarioFile(file);
      if ('refusal' in read) return setRefusal(read.refusal);
      await run(
        async () => {
          const imported = await create({ folder_id: folder, content: read.content }).unwrap();
          return { tone: 'success', text: dossiersMessages.imported(imported.title) };
        },
        { inDialog: true, done: onClose },
      );
    } finally {
      // Empty again after each try, so that the same file, corrected, can be chosen again.
      setReading(false);
      setFile(null);
      picker.current?.clear();
    }
  };

  return (
    <FormDialog
      open
      onOpenChange={(next) => !next && onClose()}
      title={dossiersMessages.importTitle}
      description={dossiersMessages.importLead}
      cancelLabel={dossiersMessages.cancel}
      submitLabel={dossiersMessages.importSubmit}
      busyLabel={dossiersMessages.importing}
      busy={reading || creating.isLoading}
      error={refusal}
      onSubmit={() => void submit()}
    >
      <FolderSelect label={dossiersMessages.scenarioFolder} folders={folders} value={folder} onChange={setFolder} />
      <FilePicker
        ref={picker}
        id="import-file"
        label={dossiersMessages.importFile}
        accept="application/json,.json"
        disabled={reading || creating.isLoading}
        aria-describedby={fileError ? fileErrorId : undefined}
        onChange={choose}
      />
      {fileError && (
        <FieldError id={fileErrorId} role="alert">
          {fileError}
        </FieldError>
      )}
    </FormDialog>
  );
}
