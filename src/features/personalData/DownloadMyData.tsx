import { useState } from 'react';
import { exportMessages } from '../../config/messages/personalData';
import { refusalMessage } from '../../lib/api';
import { Button } from '../../ui/buttons';
import { FormAlert } from '../../ui/forms';
import { useHydrated } from '../../ui/hydration';
import { useExportMyDataMutation } from './personalDataApi';
import { saveFile } from './saveFile';

/** « Télécharger mes données »: the export through the API (with the token), then saved as a file. */
export function DownloadMyData() {
  const started = useHydrated();
  const [exportMyData, { isLoading, reset }] = useExportMyDataMutation();
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const download = async () => {
    setOutcome(null);
    try {
      const file = await exportMyData().unwrap();
      saveFile(file.fileName, file.text);
      setOutcome({ tone: 'success', text: exportMessages.done(file.fileName) });
    } catch (error) {
      setOutcome({ tone: 'error', text: refusalMessage(error, exportMessages.failed) });
    } finally {
      // The file's text need not stay in the store.
      reset();
    }
  };

  return (
    <>
      <Button type="button" disabled={!started || isLoading} aria-busy={isLoading} onClick={() => void download()}>
        {isLoading ? exportMessages.preparing : exportMessages.download}
      </Button>
      <div aria-live="polite">{outcome && <FormAlert $tone={outcome.tone}>{outcome.text}</FormAlert>}</div>
    </>
  );
}
