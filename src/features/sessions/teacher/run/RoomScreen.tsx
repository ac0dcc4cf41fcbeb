import { useEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { roomMessages } from '../../../../config/messages/room';
import { Actions, LinkButton } from '../../../../ui/buttons';
import { media } from '../../../../ui/theme';

/**
 * The whole window, over the app (its bar, the page's title, the session's facts and tabs): a tablet in
 * landscape (1024×768) and a laptop (1280×800) show every control and the five tiles at once. The rest of
 * the page is made inert meanwhile, so that neither the keyboard nor a screen reader wanders behind it.
 * Above the app's bars, under the cookie banner (whose z-index is higher): the room is only opened once the
 * banner was answered (TeacherSession.tsx), so nothing of it is covered.
 */
const Layer = styled.section`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.bar};
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  /* A phone's room is as tall as its content (the layer scrolls); from a tablet up, the body takes what the header leaves. */
  grid-template-rows: auto auto;
  align-content: start;
  ${media.md} {
    grid-template-rows: auto minmax(0, 1fr);
    align-content: stretch;
  }
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  /* A phone's room scrolls, in one column; from a tablet up everything fits (test/e2e/room.spec.ts). */
  overflow: auto;
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.md};
    line-height: ${({ theme }) => theme.font.lineHeight.tight};
  }
  p {
    margin: 0;
  }
  ${Actions} {
    margin: 0;
  }
`;

/** One line: the title (cut with « … » if it must), the clock, then the buttons. */
const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  padding-bottom: ${({ theme }) => theme.space.sm};
  border-bottom: ${({ theme }) => theme.border.thin} solid ${({ theme }) => theme.colors.border};
  /* Two lines at most, then « … »: on a tablet the buttons leave the title a third of the width. */
  & h1 {
    flex: 1 1 12rem;
    display: -webkit-box;
    -webkit-box-orient: vertical;
    -webkit-line-clamp: 2;
    min-width: 0;
    margin: 0;
    overflow: hidden;
    font-size: ${({ theme }) => theme.font.size.lg};
    line-height: ${({ theme }) => theme.font.lineHeight.tight};
    /* Focused by the room on opening (the keyboard's way in), never reached by Tab: no ring to draw around a title. */
    &:focus {
      outline: none;
    }
  }
  ${media.lg} {
    flex-wrap: nowrap;
  }
`;

const HeaderActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  & > * {
    margin: 0;
  }
`;

export const RoomClock = styled.p`
  display: flex;
  align-items: baseline;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  white-space: nowrap;
  & strong {
    font-size: ${({ theme }) => theme.font.size.xl};
    line-height: ${({ theme }) => theme.font.lineHeight.tight};
    font-variant-numeric: tabular-nums;
  }
`;

/** The controls on one side, the patient on the other; each column keeps its own overflow, never the page's. */
const Body = styled.div`
  display: grid;
  /* One column on a phone, as wide as the screen and no wider (an implicit column would take its content's width). */
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.md};
  ${media.md} {
    grid-template-columns: minmax(0, 1.1fr) minmax(0, 1fr);
    min-height: 0;
  }
`;

const Side = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
  ${media.md} {
    min-height: 0;
    overflow: auto;
    /* Room for the focus ring of what sits at the column's edge: a scrolling box clips what goes past it. */
    padding: ${({ theme }) => `calc(${theme.focusRing.width} + ${theme.focusRing.offset})`};
  }
`;

/** The run log under the patient: what space is left, scrolled within, newest first. */
const Journal = styled.section`
  flex: 1 1 6rem;
  min-height: 4rem;
  border-top: ${({ theme }) => theme.border.thin} solid ${({ theme }) => theme.colors.border};
  font-size: ${({ theme }) => theme.font.size.sm};
  /* From a tablet up it scrolls within its box (the room's page scrolls on a phone). */
  ${media.md} {
    overflow: auto;
  }
`;

/**
 * A zone's name in the room's controls (« Transitions possibles », « Actions rapides », « Note rapide »): small and
 * grey, so that the column reads as labelled groups rather than one stack of alike buttons, at little height.
 */
export const ZoneTitle = styled.h2`
  && {
    margin: 0;
    color: ${({ theme }) => theme.colors.mutedText};
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    line-height: ${({ theme }) => theme.font.lineHeight.tight};
  }
`;

/** The quiet « Annuler la dernière transition » of the room: a correction, not a move forward, so not drawn as one. */
export const QuietButton = styled(LinkButton)`
  min-height: ${({ theme }) => theme.size.control};
  padding: 0 ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

/** A state's description, three lines at most in the room (the whole of it is on the ordinary page). */
export const Clamped = styled.p`
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 3;
  overflow: hidden;
`;

/** Marks everything beside `layer` inert while it is shown, and gives back only what it marked. */
function useInertRest(layer: HTMLElement | null) {
  useEffect(() => {
    if (!layer) return undefined;
    const marked = Array.from(document.body.children).filter((element): element is HTMLElement => element instanceof HTMLElement && element !== layer && !element.inert);
    marked.forEach((element) => {
      element.inert = true;
    });
    // The page behind does not scroll under the room either (a stray wheel or swipe would move nothing visible).
    const overflow = document.documentElement.style.overflow;
    document.documentElement.style.overflow = 'hidden';
    return () => {
      marked.forEach((element) => {
        element.inert = false;
      });
      document.documentElement.style.overflow = overflow;
    };
  }, [layer]);
}

/**
 * « Mode salle » (docs/product.md §14b): the room's layout only — a one-line header (title, scenario clock, Pause and
 * the moves), the controls (transitions, quick actions, note) on one side, the patient (five tiles, the journal)
 * on the other. Drawn in its own node under `body`, beside the app, whose every other node is inert meanwhile.
 * Escape does nothing here: only « Quitter le mode salle » leaves.
 */
export function RoomScreen({ title, clock, header, controls, patient, journal, journalLabel }: {
  title: string;
  clock: ReactNode;
  header: ReactNode;
  controls: ReactNode;
  patient: ReactNode;
  journal: ReactNode;
  journalLabel: string;
}) {
  const [host] = useState(() => document.createElement('div'));
  useEffect(() => {
    document.body.append(host);
    return () => host.remove();
  }, [host]);
  useInertRest(host);
  // The button that opened the room is gone: the focus starts on the room's title, the keyboard's way in.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return createPortal(
    <Layer aria-label={roomMessages.roomLabel(title)}>
      <Header>
        <h1 ref={heading} tabIndex={-1}>
          {title}
        </h1>
        {clock}
        <HeaderActions>{header}</HeaderActions>
      </Header>
      <Body>
        <Side>{controls}</Side>
        <Side>
          {patient}
          {/* Focusable: a box that scrolls is scrolled by the keyboard too. */}
          {journal && (
            <Journal aria-label={journalLabel} tabIndex={0}>
              {journal}
            </Journal>
          )}
        </Side>
      </Body>
    </Layer>,
    host,
  );
}
