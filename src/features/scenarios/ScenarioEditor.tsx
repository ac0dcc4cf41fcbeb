/**
 * `/session/dossiers/scenarios/:id` (docs/product.md §11): every field of the scenario in four sections
 * (Informations, Graphe, Débriefing, Grille d’évaluation) reached from a side navigation, its graph on a
 * canvas and as an accessible list, the checks before saving (the contract's graph rules and what the
 * schema would refuse), « Enregistrer » = a new version based on the one loaded (another tab's save
 * first is a 409: nothing typed is lost), the history with French dates, an older version viewed and
 * restored. Leaving with unsaved changes asks first.
 */
import { useCallback, useEffect, useMemo, useRef, useState, type MouseEvent } from 'react';
import { Link, useBlocker } from 'react-router-dom';
import styled from 'styled-components';
import type { Scenario, ScenarioContent, ScenarioState, ScenarioVersion } from '../../../contract/schemas/scenarios';
import { PATHS } from '../../config/routes';
import { editorMessages as t } from '../../config/messages/scenarios';
import { refusalMessage } from '../../lib/api';
import { Actions, Button } from '../../ui/buttons';
import { ConflictCallout } from '../../ui/ConflictCallout';
import { Callout, Section } from '../../ui/content';
import { formatFrench } from '../../ui/dates';
import { ConfirmDialog } from '../../ui/dialogs';
import { Notice, useNotice } from '../../ui/Notice';
import { EmptyState, LoadFailure, Loading } from '../../ui/states';
import { media } from '../../ui/theme';
import { preloadVisNetwork } from '../../ui/useVisNetwork';
import { DebriefFields, ExpectedFields, GeneralFields, GridFields } from './ContentFields';
import { GraphList, stateElementId, transitionElementId } from './GraphList';
import { scenarioDifferences } from './scenarioConflict';
import { ScenarioGraphCanvas } from './ScenarioGraphCanvas';
import { addState, addTransition, downloadContent, normalised, removeElements, sameContent, saveProblems, type Graph } from './scenarioDraft';
import { useGetScenarioQuery, useLazyGetVersionQuery, useListVersionsQuery, useSaveScenarioMutation } from './scenariosApi';

const dateOf = (value: string) => formatFrench(value, 'dddd D MMMM YYYY à HH:mm') ?? value;

const SECTIONS = ['informations', 'graph', 'debrief', 'grid'] as const;
type SectionKey = (typeof SECTIONS)[number];
const sectionId = (key: SectionKey) => `section-${key}`;

const Sections = styled.div`
  ${media.lg} {
    display: grid;
    grid-template-columns: 11rem minmax(0, 1fr);
    gap: ${({ theme }) => theme.space.lg};
    align-items: start;
  }
`;

// On a phone a row of short links kept at the top; on a wide screen a column kept in view beside the form.
const SideNav = styled.nav`
  position: sticky;
  top: 0;
  z-index: 1;
  margin: 0 -${({ theme }) => theme.space.md} ${({ theme }) => theme.space.md};
  padding: 0 ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.background};
  border-bottom: ${({ theme }) => theme.border.thin} solid ${({ theme }) => theme.colors.border};
  ul {
    display: flex;
    gap: ${({ theme }) => theme.space.xs};
    margin: 0;
    padding: 0;
    overflow-x: auto;
    list-style: none;
  }
  a {
    display: flex;
    align-items: center;
    min-height: ${({ theme }) => theme.size.control};
    padding: 0 ${({ theme }) => theme.space.sm};
    color: ${({ theme }) => theme.colors.primary};
    white-space: nowrap;
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
  a[aria-current='true'] {
    font-weight: ${({ theme }) => theme.font.weight.bold};
    background: ${({ theme }) => theme.colors.primarySurface};
    box-shadow: inset 0 -${({ theme }) => theme.border.thick} 0 ${({ theme }) => theme.colors.primary};
  }
  ${media.lg} {
    top: ${({ theme }) => theme.space.md};
    margin: 0;
    padding: 0;
    border-bottom: 0;
    ul {
      flex-direction: column;
    }
    a {
      white-space: normal;
    }
    a[aria-current='true'] {
      box-shadow: inset ${({ theme }) => theme.border.thick} 0 0 ${({ theme }) => theme.colors.primary};
    }
  }
`;

const EditorSection = styled(Section)`
  scroll-margin-top: ${({ theme }) => theme.space.xxl};
  &:focus {
    outline: none;
  }
`;

/**
 * The two sections laid out in two columns (the fields beside the versions, the graph beside its list) take
 * the page's width: at the reading width of running text, the graph was drawn 430 px wide beside empty space.
 */
const WideEditorSection = styled(EditorSection)`
  max-width: none;
  > p {
    max-width: ${({ theme }) => theme.layout.proseWidth};
  }
`;

/** The section being read: the first one in the top part of the window (none observed in a test browser). */
function useCurrentSection(): [SectionKey, (key: SectionKey) => void] {
  const [current, setCurrent] = useState<SectionKey>('informations');
  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return;
    const visible = new Map<string, boolean>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) visible.set(entry.target.id, entry.isIntersecting);
        const first = SECTIONS.find((key) => visible.get(sectionId(key)));
        if (first) setCurrent(first);
      },
      { rootMargin: '0px 0px -60% 0px' },
    );
    for (const key of SECTIONS) {
      const element = document.getElementById(sectionId(key));
      if (element) observer.observe(element);
    }
    return () => observer.disconnect();
  }, []);
  return [current, setCurrent];
}

function SectionNav({ current, onGo }: { current: SectionKey; onGo: (key: SectionKey) => void }) {
  return (
    <SideNav aria-label={t.sectionsLabel}>
      <ul>
        {SECTIONS.map((key) => (
          <li key={key}>
            <a
              href={`#${sectionId(key)}`}
              aria-current={key === current ? 'true' : undefined}
              onClick={(event) => {
                // In-page: the section is scrolled to and takes the focus, without a router navigation.
                event.preventDefault();
                const section = document.getElementById(sectionId(key));
                section?.scrollIntoView?.({ block: 'start' });
                section?.focus({ preventScroll: true });
                onGo(key);
              }}
            >
              {t.sections[key]}
            </a>
          </li>
        ))}
      </ul>
    </SideNav>
  );
}

const expectedFields = (state: ScenarioState, onChange: (state: ScenarioState) => void) => <ExpectedFields state={state} onChange={onChange} />;

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  @media (min-width: 1100px) {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
    align-items: start;
  }
`;

const GraphStack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

// Kept in view while editing on a wide screen; on a phone it would hide half the form: it ends the page.
const SaveBar = styled.div`
  ${media.md} {
    position: sticky;
    bottom: 0;
    z-index: 1;
  }
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.background};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  > div {
    margin: ${({ theme }) => theme.space.xs} 0;
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
  align-items: center;
  min-height: ${({ theme }) => theme.size.control};
  > div > p {
    margin: 0;
  }
  a {
    color: ${({ theme }) => theme.colors.danger};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;


const History = styled.ol`
  list-style: none;
  padding: 0;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    padding: ${({ theme }) => theme.space.xs} 0;
    border-bottom: ${({ theme }) => theme.border.thin} solid ${({ theme }) => theme.colors.border};
  }
`;

const isConflict = (error: unknown) => typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 409;

function OlderVersion({ version, canRestore, onRestore, onClose }: { version: ScenarioVersion; canRestore: boolean; onRestore: () => void; onClose: () => void }) {
  const { content } = version;
  return (
    <Callout role="region" aria-labelledby="older-version">
      <h3 id="older-version">{t.viewing(version.version, dateOf(version.created_at))}</h3>
      <p>
        <strong>{content.title}</strong> — {content.public}
      </p>
      <p>{t.statesTitle}&nbsp;: {content.graph.states.map((state) => `${state.name} (${t.kinds[state.kind]})`).join(', ')}</p>
      <p>
        {t.transitionsTitle}&nbsp;:{' '}
        {content.graph.transitions
          .map((transition) => `${content.graph.states.find((s) => s.id === transition.from)?.name ?? '?'} → ${content.graph.states.find((s) => s.id === transition.to)?.name ?? '?'} (${transition.label})`)
          .join(', ')}
      </p>
      {content.objectives.length > 0 && <p>{t.objectives}&nbsp;: {content.objectives.join(' ; ')}</p>}
      <Actions>
        {canRestore && (
          <Button type="button" onClick={onRestore}>
            {t.restore}
          </Button>
        )}
        <Button type="button" $variant="secondary" onClick={onClose}>
          {t.closeView}
        </Button>
      </Actions>
    </Callout>
  );
}

function Versions({ id, current, canRestore, busy, onRestore }: { id: string; current: number; canRestore: boolean; busy: boolean; onRestore: (version: ScenarioVersion) => void }) {
  const versions = useListVersionsQuery(id);
  const [load, loaded] = useLazyGetVersionQuery();
  const [viewing, setViewing] = useState<number | null>(null);
  const shown = viewing !== null && loaded.data?.version === viewing ? loaded.data : null;
  return (
    <Section aria-labelledby="editor-history">
      <h3 id="editor-history">{t.historyTitle}</h3>
      {versions.isLoading ? (
        <Loading>{t.historyLoading}</Loading>
      ) : versions.isError ? (
        <LoadFailure message={t.historyFailed} retryLabel={t.retry} onRetry={() => void versions.refetch()} />
      ) : (
        <History aria-labelledby="editor-history">
          {(versions.data ?? []).map((item) => (
            <li key={item.version}>
              <span>
                {t.historyLine(item.version, dateOf(item.created_at), item.author)} {item.version === current && t.current}
              </span>
              {item.version !== current && (
                <Button
                  type="button"
                  $variant="secondary"
                  onClick={() => {
                    setViewing(item.version);
                    void load({ id, version: item.version });
                  }}
                >
                  {t.view(item.version)}
                </Button>
              )}
            </li>
          ))}
        </History>
      )}
      {viewing !== null && loaded.isFetching && <Loading>{t.historyLoading}</Loading>}
      {shown && (
        <OlderVersion
          version={shown}
          canRestore={canRestore && !busy}
          onRestore={() => {
            onRestore(shown);
            setViewing(null);
          }}
          onClose={() => setViewing(null)}
        />
      )}
    </Section>
  );
}

function Editor({ scenario, refetch }: { scenario: Scenario; refetch: () => Promise<Scenario> }) {
  const [base, setBase] = useState(scenario);
  const [draft, setDraft] = useState<ScenarioContent>(scenario.content);
  const [badScales, setBadScales] = useState<ReadonlySet<string>>(new Set());
  const [notice, setNotice] = useNotice();
  const problemsRef = useRef<HTMLElement>(null);
  /** From the save bar's count to the list above the form, focus included (a keyboard lands on it). */
  const showProblems = (event: MouseEvent) => {
    event.preventDefault();
    // Focusing scrolls it into view as well.
    problemsRef.current?.focus();
  };
  // Another tab saved first: the version it saved (null while it is read), shown beside the draft.
  const [conflict, setConflict] = useState<{ theirs: Scenario | null } | null>(null);
  // The element to focus once drawn (a state or transition just added, or opened from the canvas).
  const pendingFocus = useRef<string | null>(null);
  const [, setFocusRequest] = useState(0);
  const setFocusTarget = useCallback((id: string) => {
    pendingFocus.current = id;
    setFocusRequest((n) => n + 1);
  }, []);
  const [save, saving] = useSaveScenarioMutation();
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const toggle = useCallback((id: string) => setOpen((current) => {
    const next = new Set(current);
    if (!next.delete(id)) next.add(id);
    return next;
  }), []);
  const openItem = useCallback((id: string) => setOpen((current) => (current.has(id) ? current : new Set([...current, id]))), []);
  const readOnly = !base.own;
  const [currentSection, setCurrentSection] = useCurrentSection();

  const dirty = !readOnly && !sameContent(draft, base.content);
  const problems = useMemo(() => (readOnly ? [] : saveProblems(draft, badScales)), [draft, badScales, readOnly]);

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

  useEffect(() => {
    const target = pendingFocus.current;
    if (!target) return;
    pendingFocus.current = null;
    const element = document.getElementById(target);
    const input = element?.querySelector<HTMLElement>('input, select');
    (input ?? element)?.focus();
    element?.scrollIntoView?.({ block: 'center' });
  });

  const edit = useCallback((change: (content: ScenarioContent) => ScenarioContent) => setDraft((current) => change(current)), []);
  const setGraph = useCallback((graph: Graph) => setDraft((current) => ({ ...current, graph })), []);
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
      else setNotice({ tone: 'error', text: refusalMessage(error, t.failed) });
    }
  };

  /** The 409's other side: the version saved elsewhere, read to show what differs (the draft stays as it is). */
  const readTheirs = async () => {
    setConflict({ theirs: null });
    try {
      setConflict({ theirs: await refetch() });
    } catch (error) {
      setConflict(null);
      setNotice({ tone: 'error', text: refusalMessage(error, t.loadFailed) });
    }
  };

  const submit = () => {
    if (problems.length > 0) return;
    if (!dirty) return setNotice({ tone: 'success', text: t.unchanged });
    void saveContent(normalised(draft), (saved) => t.saved(saved.version));
  };

  /** Mine, saved as the version after theirs. */
  const keepMine = (theirs: Scenario) => {
    if (problems.length > 0) return;
    void saveContent(normalised(draft), (saved) => t.saved(saved.version), theirs);
  };

  /** Theirs, in the form: the draft's changes are dropped. */
  const takeTheirs = (theirs: Scenario) => {
    setBase(theirs);
    setDraft(theirs.content);
    setBadScales(new Set());
    setConflict(null);
  };

  return (
    <>
      <p>
        <Link to={PATHS.dossiers}>{t.back}</Link>
      </p>
      <p>{t.versionLine(base.version, dateOf(base.updated_at))}</p>
      {readOnly && <Callout>{<p>{t.readOnly}</p>}</Callout>}
      {conflict && (
        <div role="alert">
          {conflict.theirs ? (
            <ConflictCallout
              title={t.conflictTitle}
              text={t.conflictText}
              differences={scenarioDifferences(normalised(draft), conflict.theirs.content)}
              busy={saving.isLoading}
              onKeepMine={() => conflict.theirs && keepMine(conflict.theirs)}
              onTakeTheirs={() => conflict.theirs && takeTheirs(conflict.theirs)}
            />
          ) : (
            <Callout $tone="warning">
              <p>
                <strong>{t.conflictTitle}</strong>
              </p>
              <Loading>{t.conflictLoading}</Loading>
            </Callout>
          )}
        </div>
      )}
      {/* In the page's flow, above the form: however long, it never covers the fields being corrected. */}
      {problems.length > 0 && (
        <Problems ref={problemsRef} id="save-problems" tabIndex={-1} aria-labelledby="save-problems-title">
          <h2 id="save-problems-title">{t.problemsTitle}</h2>
          <ul id="save-problems-list">
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </Problems>
      )}
      <Sections>
        <SectionNav current={currentSection} onGo={setCurrentSection} />
        <fieldset disabled={readOnly} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
          <WideEditorSection id={sectionId('informations')} tabIndex={-1} aria-labelledby="editor-informations">
            <h2 id="editor-informations">{t.sections.informations}</h2>
            <Layout>
              <div>
                <GeneralFields content={draft} edit={edit} />
              </div>
              <div>
                <Versions id={base.id} current={base.version} canRestore={!readOnly && !dirty} busy={saving.isLoading} onRestore={(old) => void saveContent(old.content, (saved) => t.restored(old.version, saved.version))} />
              </div>
            </Layout>
          </WideEditorSection>
          <WideEditorSection id={sectionId('graph')} tabIndex={-1} aria-labelledby="editor-graph">
            <h2 id="editor-graph">{t.graphTitle}</h2>
            <p>{t.graphLead}</p>
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
          </WideEditorSection>
          <EditorSection id={sectionId('debrief')} tabIndex={-1} aria-labelledby="editor-debrief">
            <h2 id="editor-debrief">{t.debriefTitle}</h2>
            <DebriefFields content={draft} edit={edit} />
          </EditorSection>
          <EditorSection id={sectionId('grid')} tabIndex={-1} aria-labelledby="editor-grid">
            <h2 id="editor-grid">{t.gridTitle}</h2>
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
            <Button type="button" disabled={saving.isLoading || problems.length > 0} aria-describedby={problems.length > 0 ? 'save-problems-list' : undefined} onClick={submit}>
              {saving.isLoading ? t.saving : t.save}
            </Button>
          )}
          <Button type="button" $variant="secondary" onClick={() => downloadContent(normalised(draft))}>
            {t.export}
          </Button>
          <SaveStatus>
            {problems.length > 0 ? (
              <a href="#save-problems" onClick={showProblems}>
                {t.problemsCount(problems.length)}
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
        title={t.leaveTitle}
        description={t.leaveText}
        cancelLabel={t.stay}
        confirmLabel={t.leave}
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
  if (scenario.isLoading) return <Loading>{t.loading}</Loading>;
  if (scenario.isError || !scenario.data) {
    const status = (scenario.error as { status?: unknown } | undefined)?.status;
    if (status === 404 || status === 400) {
      return (
        <EmptyState title={t.notFoundTitle}>
          <p>
            {t.notFoundText} <Link to={PATHS.dossiers}>{t.back}</Link>
          </p>
        </EmptyState>
      );
    }
    return <LoadFailure message={t.loadFailed} retryLabel={t.retry} onRetry={() => void scenario.refetch()} />;
  }
  return <Editor key={id} scenario={scenario.data} refetch={() => scenario.refetch().unwrap()} />;
}
