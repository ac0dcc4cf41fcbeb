/**
 * `/teacher/sessions/:id` (docs/product.md §11): the session's tabs — Préparation, Participants, Déroulement,
 * Débriefing, Évaluation — and the moves along its status machine. The trainer conducts it; an admin of
 * the organisation reads it (every control is then absent, as the server would refuse it).
 */
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useSelector } from 'react-redux';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import type { SessionStatus } from '../../../../contract/roles';
import { SESSION_MOVES } from '../../../../contract/sessionRules';
import { PATHS } from '../../../config/routes';
import { roomMessages } from '../../../config/messages/room';
import { sessionMovesMessages } from '../../../config/messages/sessionMoves';
import { sessionsMessages, teacherSessionMessages } from '../../../config/messages/sessions';
import { SessionStatusChip } from '../SessionStatusChip';
import { refusalMessage } from '../../../lib/api';
import { selectBannerVisible } from '../../consent';
import { CharterBanner } from '../../documents';
import { ActionsMenu } from '../../../ui/ActionsMenu';
import { Actions, Button, ButtonLink } from '../../../ui/buttons';
import { Callout, Facts, Section } from '../../../ui/content';
import { ConfirmAction, type ConfirmTexts } from '../../../ui/confirmAction';
import { LoadFailure, Loading } from '../../../ui/states';
import { media } from '../../../ui/theme';
import { useGetSessionQuery, useRunLogQuery, useUpdateSessionMutation } from '../sessionsApi';
import { frenchDate } from '../../../ui/dates';
import { DebriefTab } from './DebriefTab';
import { EvaluationTab } from './EvaluationTab';
import { ParticipantsTab } from './ParticipantsTab';
import { PreparationTab } from './PreparationTab';
import { RunTab } from './RunTab';
import { useOutboxSender } from './run/outboxStore';
import { startsTooEarlyNow } from './run/runScreen';

const TABS = ['preparation', 'participants', 'run', 'debrief', 'evaluation'] as const;

/** `?mode=salle` on « Déroulement »: the room's layout (docs/guide/enseignant.md). */
const ROOM_MODE = 'salle';
type Tab = (typeof TABS)[number];

/** A tab's sections are the page's second level: headed like the other pages' sections, not the browser's large h2. */
const TabPanel = styled.div`
  h2 {
    font-size: ${({ theme }) => theme.font.size.lg};
    line-height: ${({ theme }) => theme.font.lineHeight.tight};
  }
  h3 {
    font-size: ${({ theme }) => theme.font.size.md};
  }
`;

/**
 * One row from the tablet width; on a phone, a grid of equal cells (three, then two) where every label is whole:
 * a row scrolled sideways cut a tab's name at the edge (« éroulement »), which read as a clipped label.
 */
const TabList = styled.div`
  /* The tabs' offsets are measured from the row (the chosen one is scrolled into its view, should it overflow). */
  position: relative;
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  overflow-x: auto;
  scrollbar-width: thin;
  border-bottom: ${({ theme }) => theme.border.thick} solid ${({ theme }) => theme.colors.border};
  /* Apart from the facts (or the status buttons) above, as from the panel below. */
  margin: ${({ theme }) => theme.space.lg} 0 ${({ theme }) => theme.space.md};
  ${media.belowMd} {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(6.5rem, 1fr));
    gap: 0;
    overflow-x: visible;
  }
`;

const TabButton = styled.button<{ $selected: boolean }>`
  flex: none;
  white-space: nowrap;
  min-height: ${({ theme }) => theme.size.control};
  padding: 0 ${({ theme }) => theme.space.md};
  border: 0;
  border-bottom: ${({ theme }) => theme.border.accent} solid ${({ theme, $selected }) => ($selected ? theme.colors.primary : 'transparent')};
  background: none;
  color: ${({ theme, $selected }) => ($selected ? theme.colors.primary : theme.colors.text)};
  font: inherit;
  font-weight: ${({ theme }) => theme.font.weight.bold};
  cursor: pointer;
  ${media.belowMd} {
    /* Each cell its own underline (the list's rule is under the last row only); the chosen one tinted too. */
    padding: 0 ${({ theme }) => theme.space.xs};
    border-bottom-color: ${({ theme, $selected }) => ($selected ? theme.colors.primary : theme.colors.border)};
    background: ${({ theme, $selected }) => ($selected ? theme.colors.surface : 'none')};
  }
`;

/** How much of the previous tab shows when the chosen one is scrolled into the row's view. */
const TAB_PEEK_PX = 32;

/** The tab each move opens: the new phase's. */
const TAB_AFTER: Partial<Record<SessionStatus, Tab>> = { 'en cours': 'run', débriefing: 'debrief' };

/** The next step's buttons, then the « ⋯ » menu that holds the cancellation. */
const MovesBar = styled(Actions)`
  align-items: center;
`;

/**
 * How long the moves stay disabled after one has been made: the next phase's button takes the place of the one
 * just tapped, and a hurried second tap (600 ms later, a tablet's lag) must find it inert.
 */
export const MOVE_SETTLE_MS = 2_000;

/**
 * The session's phase moves. Each asks first in a dialog (the early start says so in it), whose buttons are not
 * where the move's was, and which a tap outside never confirms; after a move the next one is disabled for a
 * moment. A hurried double or quadruple tap on the bar thus opens one dialog, and never skips a phase.
 */
/** `inRoom`: « Mode salle »'s header, without the « ⋯ » menu (a cancellation is not for the room's pressure). */
function StatusMoves({ id, title, status, startsAt, settling, inRoom = false, onMoved }: { id: string; title: string; status: SessionStatus; startsAt: string; settling: boolean; inRoom?: boolean; onMoved: (to: SessionStatus) => void }) {
  const [update, { isLoading }] = useUpdateSessionMutation();
  const [asking, setAsking] = useState<SessionStatus | null>(null);
  const [early, setEarly] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const move = (to: SessionStatus) => {
    setFailure(null);
    update({ id, status: to })
      .unwrap()
      .then(() => {
        setAsking(null);
        onMoved(to);
      })
      // The dialog stays open and shows the refusal inside.
      .catch((error: unknown) => setFailure(refusalMessage(error, sessionsMessages.failed)));
  };
  const ask = (to: SessionStatus) => {
    if (asking !== null) return;
    setFailure(null);
    // A session dated next week started by mistake would run now: the dialog says when it was planned.
    setEarly(to === 'en cours' && startsTooEarlyNow(startsAt));
    setAsking(to);
  };
  const moves = SESSION_MOVES[status];
  const forward = moves.filter((to) => to !== 'annulée');
  if (moves.length === 0) return null;
  const heading = asking && asking !== 'annulée' ? sessionMovesMessages.title[asking] : undefined;
  const cancelTexts: ConfirmTexts = {
    title: teacherSessionMessages.cancelTitle(title),
    description: teacherSessionMessages.confirmCancel,
    cancel: teacherSessionMessages.keep,
    confirm: teacherSessionMessages.confirmCancelButton,
    busy: teacherSessionMessages.cancelling,
  };
  const moveTexts: ConfirmTexts = {
    title: typeof heading === 'function' ? heading(title) : (heading ?? ''),
    description: asking && early ? roomMessages.confirmEarlyStart(frenchDate(startsAt, sessionsMessages.dateTimeFormat)) : asking ? sessionMovesMessages.description[asking] : undefined,
    cancel: (asking && sessionMovesMessages.cancel[asking]) ?? teacherSessionMessages.keep,
    confirm: (asking && sessionMovesMessages.confirm[asking]) ?? '',
    busy: sessionMovesMessages.busy,
  };
  return (
    <>
      <MovesBar role="group" aria-label={sessionMovesMessages.movesLabel}>
        {/* During the scenario the transitions are the room's main actions: moving on is secondary, and asks first. */}
        {forward.map((to) => (
          <Button key={to} type="button" $variant={status === 'en cours' ? 'secondary' : 'primary'} disabled={isLoading || settling} onClick={() => ask(to)}>
            {teacherSessionMessages.moves[to]}
          </Button>
        ))}
        {/* Cancelling ends the session for everyone: away from the next step's button, behind a menu and a dialog. */}
        {!inRoom && (
          <ActionsMenu
            label={teacherSessionMessages.otherMoves}
            disabled={isLoading || settling}
            actions={moves.includes('annulée') ? [{ key: 'cancel', label: teacherSessionMessages.cancelItem, tone: 'danger', onSelect: () => ask('annulée') }] : []}
          />
        )}
      </MovesBar>
      <ConfirmAction
        open={asking === 'annulée'}
        onOpenChange={(open) => !open && setAsking(null)}
        texts={cancelTexts}
        busy={isLoading}
        error={asking === 'annulée' ? failure : null}
        onConfirm={() => move('annulée')}
      />
      <ConfirmAction
        open={asking !== null && asking !== 'annulée'}
        onOpenChange={(open) => !open && setAsking(null)}
        texts={moveTexts}
        busy={isLoading}
        variant="primary"
        error={asking !== 'annulée' ? failure : null}
        onConfirm={() => asking && move(asking)}
      />
    </>
  );
}

export function TeacherSession({ id }: { id: string }) {
  const [params, setParams] = useSearchParams();
  const requested = params.get('onglet') as Tab | null;
  const tab: Tab = requested && TABS.includes(requested) ? requested : 'preparation';
  const tabRefs = useRef<Record<Tab, HTMLButtonElement | null>>({ preparation: null, participants: null, run: null, debrief: null, evaluation: null });
  const { data: session, isLoading, isError, error, refetch } = useGetSessionQuery(id);
  // « Mode salle » lives in the address (`?onglet=run&mode=salle`): a reload of the room's tablet keeps it.
  const roomAsked = tab === 'run' && params.get('mode') === ROOM_MODE;
  // Not over the cookie banner: the room opens once it is answered, and closes if it is asked again.
  const bannerVisible = useSelector(selectBannerVisible);
  // Back from the room, the focus goes to « Mode salle », where it was.
  const [leftRoom, setLeftRoom] = useState(false);
  // Just after a phase move, a second tap of a hurried double tap lands on whatever took the confirmed button's
  // place — the next move, or the scenario's first transition: both stay inert for a moment.
  const [settling, setSettling] = useState(false);
  useEffect(() => {
    if (!settling) return undefined;
    const timer = setTimeout(() => setSettling(false), MOVE_SETTLE_MS);
    return () => clearTimeout(timer);
  }, [settling]);
  // The session's stream lives with its run log's cache entry: held here, it keeps the status (a start or
  // a move from the trainer's other device) and the log live on every tab, with no polling.
  useRunLogQuery(id, { skip: !session || session.viewer === 'participant' || session.status === 'terminée' || session.status === 'annulée' });
  // What the trainer did in the room while offline goes when the connection is back, whichever tab is open.
  useOutboxSender(id, session?.viewer === 'trainer');
  // On a phone the tabs scroll sideways: the chosen one (by the address, a move, the arrow keys) is brought
  // into the row's view — the row only, never the page.
  const tabList = useRef<HTMLDivElement>(null);
  const loaded = session !== undefined;
  useEffect(() => {
    const list = tabList.current;
    const selected = tabRefs.current[tab];
    if (!list || !selected) return;
    if (selected.offsetLeft < list.scrollLeft || selected.offsetLeft + selected.offsetWidth > list.scrollLeft + list.clientWidth) {
      // The end of the tab before it stays in view: a cut word at the edge says the row goes on that way.
      list.scrollLeft = Math.max(0, selected.offsetLeft - TAB_PEEK_PX);
    }
  }, [tab, loaded]);

  if (isLoading) return <Loading>{sessionsMessages.loading}</Loading>;
  if (isError || !session) {
    const missing = (error as { status?: unknown } | undefined)?.status === 404;
    return missing ? <p>{teacherSessionMessages.notFound}</p> : <LoadFailure message={sessionsMessages.loadFailed} retryLabel={sessionsMessages.retry} onRetry={() => void refetch()} />;
  }
  const canLead = session.viewer === 'trainer';
  const choose = (next: Tab) => setParams((current) => {
    const copy = new URLSearchParams(current);
    copy.set('onglet', next);
    if (next !== 'run') copy.delete('mode');
    return copy;
  }, { replace: true });
  const chooseTab = (next: Tab) => {
    setLeftRoom(false);
    choose(next);
  };
  // Entering and leaving the room are steps of their own in the history: the browser's Back leaves the room.
  const setRoom = (on: boolean) => setParams((current) => {
    const copy = new URLSearchParams(current);
    copy.set('onglet', 'run');
    if (on) copy.set('mode', ROOM_MODE);
    else copy.delete('mode');
    return copy;
  });
  const onMoved = (to: SessionStatus) => {
    setSettling(true);
    if (TAB_AFTER[to]) choose(TAB_AFTER[to]);
  };
  // The room is the trainer's, while the scenario runs; asked for otherwise (an old address), the ordinary page shows.
  const roomOpen = canLead && session.status === 'en cours';
  if (roomAsked && roomOpen && !bannerVisible) {
    return (
      <RunTab
        session={session}
        canLead={canLead}
        settling={settling}
        room={{
          title: session.title,
          moves: <StatusMoves id={session.id} title={session.title} status={session.status} startsAt={session.starts_at} settling={settling} inRoom onMoved={onMoved} />,
          onLeave: () => {
            setLeftRoom(true);
            setRoom(false);
          },
        }}
      />
    );
  }
  const onKeyDown = (event: KeyboardEvent) => {
    const at = TABS.indexOf(tab);
    const next = event.key === 'ArrowRight' ? TABS[(at + 1) % TABS.length] : event.key === 'ArrowLeft' ? TABS[(at + TABS.length - 1) % TABS.length] : undefined;
    if (!next) return;
    event.preventDefault();
    choose(next);
    tabRefs.current[next]?.focus();
  };

  return (
    <>
      {canLead && <CharterBanner />}
      {/* The session's title heads the page (its h1, `useSessionTitle`); the tabs' headings are its h2. */}
      <Section>
        {/* Inline: on a tablet in the room, the running screen's transitions stay above the fold. */}
        <Facts
          inline
          rows={[
            { label: teacherSessionMessages.columns.date, value: frenchDate(session.starts_at, sessionsMessages.dateTimeFormat) },
            { label: teacherSessionMessages.durationFact, value: sessionsMessages.minutes(session.duration_minutes) },
            { label: teacherSessionMessages.place, value: session.place || sessionsMessages.noPlace },
            { label: teacherSessionMessages.scenario, value: `${session.scenario_title ?? ''} (version ${session.scenario_version ?? '—'})` },
            { label: teacherSessionMessages.status, value: <SessionStatusChip status={session.status} /> },
          ]}
        />
        {canLead ? <StatusMoves id={session.id} title={session.title} status={session.status} startsAt={session.starts_at} settling={settling} onMoved={onMoved} /> : <Callout>{teacherSessionMessages.readOnly}</Callout>}
      </Section>
      <TabList ref={tabList} role="tablist" aria-label={teacherSessionMessages.tabsLabel} onKeyDown={onKeyDown}>
        {TABS.map((name) => (
          <TabButton
            key={name}
            ref={(element) => {
              tabRefs.current[name] = element;
            }}
            type="button"
            role="tab"
            id={`tab-${name}`}
            aria-selected={tab === name}
            aria-controls={`panel-${name}`}
            tabIndex={tab === name ? 0 : -1}
            $selected={tab === name}
            onClick={() => chooseTab(name)}
          >
            {teacherSessionMessages.tabs[name]}
          </TabButton>
        ))}
      </TabList>
      <TabPanel role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`} tabIndex={0}>
        {tab === 'preparation' && <PreparationTab session={session} canLead={canLead} />}
        {tab === 'participants' && <ParticipantsTab key={session.participant_count} session={session} canLead={canLead} />}
        {tab === 'run' && <RunTab session={session} canLead={canLead} settling={settling} roomEntry={roomOpen ? { onEnter: () => setRoom(true), blocked: bannerVisible, focus: leftRoom } : undefined} />}
        {tab === 'debrief' && <DebriefTab session={session} canLead={canLead} />}
        {tab === 'evaluation' && <EvaluationTab session={session} canLead={canLead} />}
      </TabPanel>
      {canLead && (
        <Actions>
          <ButtonLink to={PATHS.teacherSessions} $variant="secondary">
            {teacherSessionMessages.back}
          </ButtonLink>
        </Actions>
      )}
    </>
  );
}
