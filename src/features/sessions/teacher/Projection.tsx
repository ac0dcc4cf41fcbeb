/**
 * « Projeter » (docs/product.md, « Débriefing »): the debriefing for the learners, on the room's screen. A full-screen
 * dialog over the session's page (Radix: focus kept inside, Escape leaves, the page behind inert), the browser's full
 * screen asked for when it allows it. Large type, dark text on white, read from the back of a room. It shows the path
 * on the graph, the expected states and the timeline — and nothing else: no note, no score, no comment (projection.ts
 * decides what is shown).
 */
import * as Dialog from '@radix-ui/react-dialog';
import { useMemo } from 'react';
import styled from 'styled-components';
import type { DebriefFacts } from '../../../../contract/debriefFacts';
import type { SessionScenario } from '../../../../contract/schemas/sessions';
import { debriefMessages } from '../../../config/messages/debrief';
import { Button } from '../../../ui/buttons';
import { media } from '../../../ui/theme';
import { projectedMarks, projectedTimeline, type ProjectedLine } from './projection';
import { RunGraph } from './RunGraph';

type Graph = SessionScenario['graph'];

/** The whole screen, white, its own scroll: the room's screen shows nothing of the page behind. */
const Screen = styled(Dialog.Content)`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.dialog};
  overflow-y: auto;
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.xl};
  ${media.belowMd} {
    padding: ${({ theme }) => theme.space.md};
  }
  /* Read from the back of the room: 24 px text at least, headings larger. */
  font-size: 1.5rem;
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
  &:focus {
    outline: none;
  }
  h2 {
    font-size: ${({ theme }) => theme.font.size.xxl};
    line-height: ${({ theme }) => theme.font.lineHeight.tight};
    margin: 0 0 ${({ theme }) => theme.space.md};
  }
  h3 {
    font-size: ${({ theme }) => theme.font.size.xl};
    margin: ${({ theme }) => theme.space.md} 0 ${({ theme }) => theme.space.sm};
  }
`;

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

const Title = styled(Dialog.Title)`
  margin: 0;
  font-size: clamp(2rem, 1.2rem + 2vw, 3rem);
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
`;

const Leave = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.font.size.md};
  color: ${({ theme }) => theme.colors.mutedText};
`;

/** The graph and the path beside the expected states and the timeline on a wide screen; one column below. */
const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  @media (min-width: 1000px) {
    grid-template-columns: minmax(0, 1.2fr) minmax(0, 1fr);
    align-items: start;
  }
`;

const PathText = styled.p`
  font-weight: ${({ theme }) => theme.font.weight.bold};
  margin: ${({ theme }) => theme.space.md} 0 0;
`;

const Marks = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0 0 ${({ theme }) => theme.space.xl};
  li {
    padding: ${({ theme }) => theme.space.sm} 0;
    border-bottom: ${({ theme }) => theme.border.thin} solid ${({ theme }) => theme.colors.border};
  }
`;

const Verdict = styled.span<{ $good: boolean }>`
  display: block;
  color: ${({ theme, $good }) => ($good ? theme.colors.success : theme.colors.danger)};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const Lines = styled.ol`
  list-style: none;
  padding: 0;
  margin: 0;
  li {
    display: grid;
    grid-template-columns: 6.5rem 1fr;
    gap: ${({ theme }) => theme.space.md};
    padding: ${({ theme }) => theme.space.xs} 0;
    border-bottom: ${({ theme }) => theme.border.thin} solid ${({ theme }) => theme.colors.border};
  }
  time {
    font-variant-numeric: tabular-nums;
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;

function TimelinePart({ title, lines, label }: { title: string; lines: readonly ProjectedLine[]; label: string }) {
  return (
    <>
      <h3>{title}</h3>
      {lines.length === 0 ? (
        <p>{debriefMessages.projection.noEvent}</p>
      ) : (
        <Lines aria-label={label}>
          {lines.map((line) => (
            <li key={line.id}>
              {line.time === null ? <span aria-hidden="true">•</span> : <time dateTime={line.dateTime}>{line.time}</time>}
              <span>{line.text}</span>
            </li>
          ))}
        </Lines>
      )}
    </>
  );
}

type Props = { open: boolean; onOpen: () => void; onClose: () => void; scenarioTitle: string; facts: DebriefFacts; graph: Graph };

/**
 * « Projeter » and the projection it opens (`open`). Escape or « Quitter la projection » calls `onClose`; the focus
 * then comes back to « Projeter ».
 */
export function Projection({ open, onOpen, onClose, scenarioTitle, facts, graph }: Props) {
  const timeline = useMemo(() => projectedTimeline(facts, graph), [facts, graph]);
  const marks = useMemo(() => projectedMarks(facts, graph), [facts, graph]);
  const nameOf = (id: string) => graph.states.find((state) => state.id === id)?.name ?? id;
  const messages = debriefMessages.projection;
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? onOpen() : onClose())}>
      <Dialog.Trigger asChild>
        <Button type="button" $variant="secondary" title={messages.openHint}>
          {messages.open}
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Screen aria-describedby={undefined} data-testid="projection">
          <Header>
            <Title>{messages.title(scenarioTitle)}</Title>
            <Leave>
              <span>{messages.closeHint}</span>
              <Dialog.Close asChild>
                <Button type="button" $variant="secondary">
                  {messages.close}
                </Button>
              </Dialog.Close>
            </Leave>
          </Header>
          {!facts.started ? (
            <p>{debriefMessages.notStarted}</p>
          ) : (
            <Columns>
              <section aria-labelledby="projection-path">
                <h2 id="projection-path">{messages.pathTitle}</h2>
                <RunGraph graph={graph} current={facts.path.at(-1)?.state ?? null} path={facts.path.map((step) => step.state)} expected ended onTransition={() => undefined} label={messages.pathTitle} />
                <PathText aria-label={debriefMessages.pathLabel}>{debriefMessages.pathText(facts.path.map((step) => nameOf(step.state)))}</PathText>
                <p>{debriefMessages.duration(facts.duration)}</p>
              </section>
              <div>
                <section aria-labelledby="projection-expected">
                  <h2 id="projection-expected">{messages.expectedTitle}</h2>
                  {marks.length === 0 ? (
                    <p>{debriefMessages.noMarks}</p>
                  ) : (
                    <Marks aria-labelledby="projection-expected">
                      {marks.map((mark) => (
                        <li key={mark.state}>
                          <strong>{mark.name}</strong> — {mark.expected}
                          {/* The icon is for a glance; the words say it, colour is never alone. */}
                          <Verdict $good={mark.good}>
                            <span aria-hidden="true">{mark.good ? '✓ ' : '✗ '}</span>
                            {mark.outcome}
                          </Verdict>
                        </li>
                      ))}
                    </Marks>
                  )}
                </section>
                <section aria-labelledby="projection-timeline">
                  <h2 id="projection-timeline">{messages.timelineTitle}</h2>
                  {timeline.briefing.length > 0 && <TimelinePart title={messages.briefing} lines={timeline.briefing} label={messages.briefing} />}
                  <TimelinePart title={messages.scenario} lines={timeline.scenario} label={messages.timelineLabel} />
                </section>
              </div>
            </Columns>
          )}
        </Screen>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
