/**
 * « Importer un fichier CSV »: the file is checked by the server first (a dry run that writes
 * nothing), each line's errors are shown, then the admin imports all lines or only the valid ones.
 */
import { useState, type ChangeEvent } from 'react';
import type { ImportResult } from '../../../contract/schemas/users';
import { MAX_IMPORT_BYTES } from '../../../contract/userAdmin';
import { usersMessages } from '../../config/messages/users';
import { refusalMessage } from '../../lib/api';
import { Actions, Button } from '../../ui/buttons';
import { Section } from '../../ui/content';
import { FormAlert } from '../../ui/forms';
import { FilePicker } from '../../ui/FilePicker';
import { ScrollingTable } from '../../ui/table';
import { useImportUsersMutation } from './usersApi';
import { Loading } from '../../ui/states';

type Outcome = { tone: 'success' | 'error'; text: string } | null;

/** FileReader rather than `file.text()`: older Safari and the test DOM lack the latter. */
function readText(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error ?? new Error('lecture impossible'));
    reader.readAsText(file, 'utf-8');
  });
}

export function ImportPanel({ organisation, onClose }: { organisation?: string; onClose: () => void }) {
  const [csv, setCsv] = useState<string | null>(null);
  const [preview, setPreview] = useState<ImportResult | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [run, { isLoading }] = useImportUsersMutation();

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    setPreview(null);
    setOutcome(null);
    if (!file) return;
    if (file.size > MAX_IMPORT_BYTES) return setOutcome({ tone: 'error', text: usersMessages.importTooLarge });
    try {
      const text = await readText(file);
      setCsv(text);
      setPreview(await run({ csv: text, dryRun: true, organisation }).unwrap());
    } catch (error) {
      setOutcome({ tone: 'error', text: refusalMessage(error, usersMessages.failed) });
    }
  };

  const importLines = async (onlyValid: boolean) => {
    if (!csv) return;
    try {
      const result = await run({ csv, dryRun: false, onlyValid, organisation }).unwrap();
      setPreview(null);
      setCsv(null);
      setOutcome({ tone: result.invitations_not_sent > 0 ? 'error' : 'success', text: usersMessages.importDone(result.imported, result.invitations_not_sent) });
    } catch (error) {
      setOutcome({ tone: 'error', text: refusalMessage(error, usersMessages.failed) });
    }
  };

  return (
    <Section aria-labelledby="import-title">
      <h2 id="import-title">{usersMessages.importTitle}</h2>
      <p id="import-hint">{usersMessages.importHint}</p>
      <FilePicker id="import-file" label={usersMessages.importFile} accept=".csv,text/csv" aria-describedby="import-hint" onChange={(event) => void choose(event)} />
      <div aria-live="polite">
        {isLoading && <Loading>{preview ? usersMessages.importing : usersMessages.importChecking}</Loading>}
        {outcome && <FormAlert $tone={outcome.tone}>{outcome.text}</FormAlert>}
      </div>
      {preview && (
        <>
          <p>
            <strong>{usersMessages.importSummary(preview.valid, preview.invalid)}</strong>
            {preview.invalid > 0 && ` ${usersMessages.importErrorsHint}`}
          </p>
          <ScrollingTable label={usersMessages.previewCaption} caption={usersMessages.previewCaption} columns={[{ label: usersMessages.previewColumns.line, phone: 'labelled' }, { label: usersMessages.previewColumns.email, phone: 'title' }, { label: usersMessages.previewColumns.name, phone: 'meta' }, { label: usersMessages.previewColumns.role, phone: 'meta' }, { label: usersMessages.previewColumns.groups, phone: 'meta' }, { label: usersMessages.previewColumns.errors, phone: 'field' }]}>
            <tbody>
              {preview.lines.map((line) => (
                <tr key={line.line}>
                  <td>{line.line}</td>
                  <td>{line.email}</td>
                  <td>{`${line.firstname} ${line.name}`.trim()}</td>
                  <td>{line.role}</td>
                  <td>{line.groups.join(', ')}</td>
                  <td>{line.errors.length > 0 ? line.errors.join(' · ') : usersMessages.lineOk}</td>
                </tr>
              ))}
            </tbody>
          </ScrollingTable>
          <Actions>
            {preview.invalid === 0 && preview.valid > 0 && (
              <Button type="button" disabled={isLoading} onClick={() => void importLines(false)}>
                {usersMessages.importAll(preview.valid)}
              </Button>
            )}
            {preview.invalid > 0 && preview.valid > 0 && (
              <Button type="button" disabled={isLoading} onClick={() => void importLines(true)}>
                {usersMessages.importValid(preview.valid)}
              </Button>
            )}
          </Actions>
        </>
      )}
      <Button type="button" $variant="secondary" onClick={onClose}>
        {usersMessages.cancel}
      </Button>
    </Section>
  );
}
