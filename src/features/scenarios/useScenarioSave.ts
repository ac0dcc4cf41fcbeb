/**
 * Saving a scenario: « Enregistrer » makes a new version based on the one loaded. Another tab's save first is a
 * 409: the version it saved is read and shown beside the draft, and nothing typed is lost until the author keeps
 * theirs (saved after it) or takes the other. Leaving with unsaved changes asks first (route change, tab closed).
 */
import { useEffect, useState } from 'react';
import { useBlocker } from 'react-router-dom';
import type { Scenario, ScenarioContent } from '../../../contract/schemas/scenarios';
import { editorMessages } from '../../config/messages/scenarios';
import { refusalMessage } from '../../lib/api';
import type { ShowNotice } from '../../ui/Notice';
import { normalised, sameContent } from './scenarioDraft';
import { useSaveScenarioMutation } from './scenariosApi';

const isConflict = (error: unknown) => typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 409;

export function useScenarioSave({ scenario, refetch, readOnly, setNotice }: {
  scenario: Scenario;
  refetch: () => Promise<Scenario>;
  readOnly: boolean;
  setNotice: ShowNotice;
}) {
  const [base, setBase] = useState(scenario);
  const [draft, setDraft] = useState<ScenarioContent>(scenario.content);
  // Another tab saved first: the version it saved (null while it is read), shown beside the draft.
  const [conflict, setConflict] = useState<{ theirs: Scenario | null } | null>(null);
  const [save, saving] = useSaveScenarioMutation();
  const dirty = !readOnly && !sameContent(draft, base.content);

  // Never lose typing silently: a route change asks first, and so does closing or reloading the tab.
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname);
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  /** The 409's other side: the version saved elsewhere, read to show what differs (the draft stays as it is). */
  const readTheirs = async () => {
    setConflict({ theirs: null });
    try {
      setConflict({ theirs: await refetch() });
    } catch (error) {
      setConflict(null);
      setNotice({ tone: 'error', text: refusalMessage(error, editorMessages.loadFailed) });
    }
  };

  const saveContent = async (content: ScenarioContent, success: (saved: Scenario) => string, from: Scenario = base) => {
    setNotice(null);
    try {
      const saved = await save({ ...from, id: from.id, version: from.version, content }).unwrap();
      setBase(saved);
      setDraft(saved.content);
      setConflict(null);
      setNotice({ tone: 'success', text: success(saved) });
    } catch (error) {
      if (isConflict(error)) void readTheirs();
      else setNotice({ tone: 'error', text: refusalMessage(error, editorMessages.failed) });
    }
  };

  /** Mine, saved as the version after theirs. */
  const keepMine = (theirs: Scenario) => void saveContent(normalised(draft), (saved) => editorMessages.saved(saved.version), theirs);

  /** Theirs, in the form: the draft's changes are dropped. */
  const takeTheirs = (theirs: Scenario) => {
    setBase(theirs);
    setDraft(theirs.content);
    setConflict(null);
  };

  return { base, draft, setDraft, dirty, conflict, saving: saving.isLoading, blocker, saveContent, keepMine, takeTheirs };
}
