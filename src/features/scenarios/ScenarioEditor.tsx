/**
 * `/session/dossiers/scenarios/:id` (docs/product.md §11): every field of the scenario in five sections
 * (Informations, Graphe, Actions rapides, Débriefing, Grille d’évaluation) shown one at a time from tabs,
 * a save bar kept in view saying whether the draft is saved, its graph on a
 * canvas and as an accessible list, the checks before saving (the contract's graph rules and what the
 * schema would refuse), « Enregistrer » = a new version based on the one loaded (another tab's save
 * first is a 409: nothing typed is lost), the history with French dates, an older version viewed and
 * restored. Leaving with unsaved changes asks first.
 */
import { useCallback, useEffect, useMemo, useRef, useState, type MouseEvent } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { Scenario, ScenarioContent, ScenarioState } from '../../../contract/schemas/scenarios';
import { PATHS } from '../../config/routes';
import { editorMessages } from '../../config/messages/scenarios';
import { Actions, Button } from '../../ui/buttons';
import { ConflictCallout } from '../../ui/ConflictCallout';
import { Callout } from '../../ui/content';
import { ConfirmDialog } from '../../ui/dialogs';
import { Notice, useNotice } from '../../ui/Notice';
import { EmptyState, LoadFailure, Loading } from '../../ui/states';
import { media } from '../../ui/theme';
import { preloadVisNetwork } from '../../ui/useVisNetwork';
import { DebriefFields, ExpectedFields, GeneralFields, GridFields } from './ContentFields';
import { GraphList, stateElementId, transitionElementId } from './GraphList';
import { scenarioDifferences } from './scenarioConflict';
import { ScenarioGraphCanvas } from './ScenarioGraphCanvas';
import { addState, addTransition, downloadContent, normalised, removeElements, saveProblems, type Graph } from './scenarioDraft';
import { EditorSection, SectionTabs, Sections, sectionId, useCurrentSection, type SectionKey } from './editorSections';
import { QuickActionsFields } from './rowFields';
import { dateOf, Versions } from './ScenarioVersions';
import { useGetScenarioQuery } from './scenariosApi';
import { useScenarioSave } from './useScenarioSave';

const expectedFields = (state: ScenarioState, onChange: (state: ScenarioState) => void) => <ExpectedFields state={state} onChange={onChange} />;

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

const GraphStack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

// Kept in view while editing, on a phone too (one section at a time keeps the page short enough for it): there just
// above the bottom bar, compact: the buttons at their own width, the draft's state beside them.
const SaveBar = styled.div`
  position: sticky;
  bottom: 0;
  z-index: 1;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.background};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  > div {
    margin: ${({ theme }) => theme.space.xs} 0;
  }
  ${media.belowMd} {
    bottom: ${({ theme }) => theme.layout.barHeight};
    margin: 0 -${({ theme }) => theme.space.md};
    padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
    > div {
      gap: ${({ theme }) => theme.space.xs};
    }
    > div > button {
      flex: 0 1 auto;
      width: auto;
      min-width: 0;
    }
  }
`;

const Problems = styled.section`
  margin: ${({ theme }) => theme.space.md} 0;
  padding: ${({ theme }) => theme.space.md};
  border: ${({ theme }) => theme.border.thin} solid ${({ theme }) => theme.colors.danger};
  border-left-width: ${({ theme }) => theme.border.accent};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.dangerSurface};
  color: ${({ theme }) => theme.colors.danger};
  h2 {
    font-size: ${({ theme }) => theme.font.size.md};
    margin: 0 0 ${({ theme }) => theme.space.xs};
  }
  ul {
    margin: 0;
    padding-left: ${({ theme }) => theme.space.lg};
  }
`;

/** Beside the buttons: « Version 4 enregistrée. », or how many problems stand in the way (a link to their list). */
const SaveStatus = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  align-items: center;
  min-height: ${({ theme }) => theme.size.control};
  > div > p {
    margin: 0;
  }
  a {
    color: ${({ theme }) => theme.colors.danger};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  ${media.belowMd} {
    min-height: 0;
  }
`;

/** « Modifications non enregistrées » in the warning colour, « Enregistré » muted: told by the words, not the colour. */
const DraftState = styled.span<{ $dirty: boolean }>`
  color: ${({ $dirty, theme }) => ($dirty ? theme.colors.warning : theme.colors.mutedText)};
  font-weight: ${({ $dirty, theme }) => ($dirty ? theme.font.weight.bold : theme.font.weight.regular)};
`;


/** A section as a tab's panel: named by its heading, hidden while another tab is open. */
const panel = (key: SectionKey, current: SectionKey) => ({
  id: sectionId(key),
  role: 'tabpanel',
  tabIndex: -1,
  hidden: key !== current,
  'aria-labelledby': `editor-${key}`,
});

function Editor({ scenario, refetch }: { scenario: Scenario; refetch: () => Promise<Scenario> }) {
  const [notice, setNotice] = useNotice();
  // Whose scenario it is does not change from one version to the next.
  const readOnly = !scenario.own;
  const { base, draft, setDraft, dirty, conflict, saving, blocker, saveContent, keepMine, takeTheirs } = useScenarioSave({ scenario, refetch, readOnly, setNotice });
  const [badScales, setBadScales] = useState<ReadonlySet<string>>(new Set());
  const problemsRef = useRef<HTMLElement>(null);
  /** From the save bar's count to the list above the form, focus included (a keyboard lands on it). */
  const showProblems = (event: MouseEvent) => {
    event.preventDefault();
    // Focusing scrolls it into view as well.
    problemsRef.current?.focus();
  };
  // The element to focus once drawn (a state or transition just added, or opened from the canvas).
  const pendingFocus = useRef<string | null>(null);
  const [, setFocusRequest] = useState(0);
  const setFocusTarget = useCallback((id: string) => {
    pendingFocus.current = id;
    setFocusRequest((n) => n + 1);
  }, []);
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const toggle = useCallback((id: string) => setOpen((current) => {
    const next = new Set(current);
    if (!next.delete(id)) next.add(id);
    return next;
  }), []);
  const openItem = useCallback((id: string) => setOpen((current) => (current.has(id) ? current : new Set([...current, id]))), []);
  const [currentSection, setCurrentSection] = useCurrentSection();
  const problems = useMemo(() => (readOnly ? [] : saveProblems(draft, badScales)), [draft, badScales, readOnly]);

  useEffect(() => {
    const target = pendingFocus.current;
    if (!target) return;
    pendingFocus.current = null;
    const element = document.getElementById(target);
    const input = element?.querySelector<HTMLElement>('input, select');
    (input ?? element)?.focus();
    element?.scrollIntoView?.({ block: 'center' });
  });

  const edit = useCallback((change: (content: ScenarioContent) => ScenarioContent) => setDraft((current) => change(current)), [setDraft]);
  const setGraph = useCallback((graph: Graph) => setDraft((current) => ({ ...current, graph })), [setDraft]);
  const newState = useCallback(() => {
    const added = addState(draft.graph);
    setGraph(added.graph);
    openItem(added.id);
    setFocusTarget(stateElementId(added.id));
  }, [draft.graph, setGraph, setFocusTarget, openItem]);
  const newTransition = useCallback(
    (from?: string, to?: string) => {
      const added = addTransition(draft.graph, from, to);
      setGraph(added.graph);
      openItem(added.id);
      setFocusTarget(transitionElementId(added.id));
    },
    [draft.graph, setGraph, setFocusTarget, openItem],
  );

  const submit = () => {
    if (problems.length > 0) return;
    if (!dirty) return setNotice({ tone: 'success', text: editorMessages.unchanged });
    void saveContent(normalised(draft), (saved) => editorMessages.saved(saved.version));
  };
  const keepMineChecked = (theirs: Scenario) => {
    if (problems.length === 0) keepMine(theirs);
  };
  const takeTheirsReset = (theirs: Scenario) => {
    setBadScales(new Set());
    takeTheirs(theirs);
  };

  return (
    <>
      <p>
        <Link to={PATHS.dossiers}>{editorMessages.back}</Link>
      </p>
      <p>{editorMessages.versionLine(base.version, dateOf(base.updated_at))}</p>
      {readOnly && <Callout>{<p>{editorMessages.readOnly}</p>}</Callout>}
      {conflict && (
        <div role="alert">
          {conflict.theirs ? (
            <ConflictCallout
              title={editorMessages.conflictTitle}
              text={editorMessages.conflictText}
              differences={scenarioDifferences(normalised(draft), conflict.theirs.content)}
              busy={saving}
              onKeepMine={() => conflict.theirs && keepMineChecked(conflict.theirs)}
              onTakeTheirs={() => conflict.theirs && takeTheirsReset(conflict.theirs)}
            />
          ) : (
            <Callout $tone="warning">
              <p>
                <strong>{editorMessages.conflictTitle}</strong>
              </p>
              <Loading>{editorMessages.conflictLoading}</Loading>
            </Callout>
          )}
        </div>
      )}
      {/* In the page's flow, above the form: however long, it never covers the fields being corrected. */}
      {problems.length > 0 && (
        <Problems ref={problemsRef} id="save-problems" tabIndex={-1} aria-labelledby="save-problems-title">
          <h2 id="save-problems-title">{editorMessages.problemsTitle}</h2>
          <ul id="save-problems-list">
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </Problems>
      )}
      <Sections>
        <SectionTabs current={currentSection} onGo={setCurrentSection} />
        {/* Every section stays mounted, the others hidden: what is typed in one is kept while another is open. */}
        <fieldset disabled={readOnly} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
          <EditorSection {...panel('informations', currentSection)}>
            <h2 id="editor-informations">{editorMessages.sections.informations}</h2>
            <Layout>
              <div>
                <GeneralFields content={draft} edit={edit} />
              </div>
              <div>
                <Versions id={base.id} current={base.version} canRestore={!readOnly && !dirty} busy={saving} onRestore={(old) => void saveContent(old.content, (saved) => editorMessages.restored(old.version, saved.version))} />
              </div>
            </Layout>
          </EditorSection>
          <EditorSection {...panel('graph', currentSection)}>
            <h2 id="editor-graph">{editorMessages.graphTitle}</h2>
            <p>{editorMessages.graphLead}</p>
            {/* The schema across the section's whole width (its labels read at 12 px or more), its list under it. */}
            <GraphStack>
              <div>
                <ScenarioGraphCanvas
                  graph={draft.graph}
                  readOnly={readOnly}
                  onConnect={(from, to) => newTransition(from, to)}
                  onDelete={(selection) => setGraph(removeElements(draft.graph, selection))}
                  onOpen={(kind, id) => {
                    openItem(id);
                    setFocusTarget(kind === 'state' ? stateElementId(id) : transitionElementId(id));
                  }}
                />
              </div>
              <div>
                <GraphList
                  graph={draft.graph}
                  open={open}
                  onToggle={toggle}
                  onChange={setGraph}
                  onAddState={newState}
                  onAddTransition={() => newTransition()}
                  onRemove={(remove) => setGraph(removeElements(draft.graph, remove))}
                  stateFields={expectedFields}
                />
              </div>
            </GraphStack>
          </EditorSection>
          <EditorSection {...panel('actions', currentSection)}>
            <h2 id="editor-actions">{editorMessages.quickActionsTitle}</h2>
            <QuickActionsFields actions={draft.quick_actions ?? []} onChange={(quick_actions) => edit((c) => ({ ...c, quick_actions }))} />
          </EditorSection>
          <EditorSection {...panel('debrief', currentSection)}>
            <h2 id="editor-debrief">{editorMessages.debriefTitle}</h2>
            <DebriefFields content={draft} edit={edit} />
          </EditorSection>
          <EditorSection {...panel('grid', currentSection)}>
            <h2 id="editor-grid">{editorMessages.gridTitle}</h2>
            {/* Remounted with each version loaded: which criteria follow the shared scale is read from it. */}
            <GridFields
              key={base.version}
              content={draft}
              edit={edit}
              onScaleValidity={(id, valid) =>
                setBadScales((current) => {
                  const next = new Set(current);
                  if (valid) next.delete(id);
                  else next.add(id);
                  return next;
                })
              }
            />
          </EditorSection>
        </fieldset>
      </Sections>
      {/* Kept in view: the button, and beside it what it did or why it is not offered yet, on one line. */}
      <SaveBar>
        <Actions>
          {!readOnly && (
            <Button type="button" disabled={saving || problems.length > 0} aria-describedby={problems.length > 0 ? 'save-problems-list' : undefined} onClick={submit}>
              {saving ? editorMessages.saving : editorMessages.save}
            </Button>
          )}
          <Button type="button" $variant="secondary" onClick={() => downloadContent(normalised(draft))}>
            {editorMessages.export}
          </Button>
          <SaveStatus>
            {!readOnly && <DraftState $dirty={dirty}>{dirty ? editorMessages.draftDirty : editorMessages.draftSaved}</DraftState>}
            {problems.length > 0 ? (
              <a href="#save-problems" onClick={showProblems}>
                {editorMessages.problemsCount(problems.length)}
              </a>
            ) : (
              <Notice notice={notice} role="status" />
            )}
          </SaveStatus>
        </Actions>
      </SaveBar>
      {/* « Rester sur la page » has the focus: the harmless answer. */}
      <ConfirmDialog
        open={blocker.state === 'blocked'}
        onOpenChange={(open) => !open && blocker.reset?.()}
        title={editorMessages.leaveTitle}
        description={editorMessages.leaveText}
        cancelLabel={editorMessages.stay}
        confirmLabel={editorMessages.leave}
        onConfirm={() => blocker.proceed?.()}
      />
    </>
  );
}

/** The scenario's saved title, for the page's heading and the tab's title (undefined until it loads). */
export function useScenarioTitle(id: string): string | undefined {
  return useGetScenarioQuery(id).data?.title;
}

export function ScenarioEditor({ id }: { id: string }) {
  const scenario = useGetScenarioQuery(id, { refetchOnMountOrArgChange: true });
  // The graph is shown as soon as the editor opens: its library loads alongside the scenario.
  useEffect(preloadVisNetwork, []);
  if (scenario.isLoading) return <Loading>{editorMessages.loading}</Loading>;
  if (scenario.isError || !scenario.data) {
    const status = (scenario.error as { status?: unknown } | undefined)?.status;
    if (status === 404 || status === 400) {
      return (
        <EmptyState title={editorMessages.notFoundTitle}>
          <p>
            {editorMessages.notFoundText} <Link to={PATHS.dossiers}>{editorMessages.back}</Link>
          </p>
        </EmptyState>
      );
    }
    return <LoadFailure message={editorMessages.loadFailed} retryLabel={editorMessages.retry} onRetry={() => void scenario.refetch()} />;
  }
  return <Editor key={id} scenario={scenario.data} refetch={() => scenario.refetch().unwrap()} />;
}
