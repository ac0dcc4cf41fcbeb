import { useEffect, type ReactNode } from 'react';
import styled from 'styled-components';
import type { DueTransition } from '../../../../../contract/runClock';
import type { SessionScenario } from '../../../../../contract/schemas/sessions';
import { roomMessages } from '../../../../config/messages/room';
import { teacherSessionMessages } from '../../../../config/messages/sessions';
import { countdownText, shortcutIndex } from './runScreen';

type Transition = SessionScenario['graph']['transitions'][number];

const Pad = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(14rem, 1fr));
  gap: ${({ theme }) => theme.space.sm};
`;

/**
 * Large targets: a trainer taps them standing, a tablet in one hand. `$compact` (« Mode salle », two abreast in half
 * a tablet's width): the label a size smaller, so that a long one takes two or three lines rather than five, and the
 * note field stays in view below — still well over the 44 px a finger needs.
 */
const Big = styled.button<{ $compact: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme, $compact }) => ($compact ? theme.space.sm : theme.space.md)};
  min-height: ${({ $compact }) => ($compact ? '3.5rem' : '4.5rem')};
  padding: ${({ theme, $compact }) => ($compact ? `${theme.space.xs} ${theme.space.sm}` : `${theme.space.sm} ${theme.space.md}`)};
  border: ${({ theme }) => theme.border.thick} solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radius.md};
  /* Tinted, not outlined like every other button: the transitions are what the trainer came to press. */
  background: ${({ theme }) => theme.colors.primarySurface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: ${({ theme, $compact }) => ($compact ? theme.font.size.md : theme.font.size.lg)};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  text-align: left;
  cursor: pointer;
  &:hover:enabled {
    background: ${({ theme }) => theme.colors.background};
  }
  &:disabled {
    cursor: default;
    opacity: 0.6;
  }
`;

const Key = styled.kbd`
  order: -1;
  flex: none;
  display: inline-grid;
  place-items: center;
  width: 2rem;
  height: 2rem;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryText};
  font: inherit;
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const Label = styled.span`
  display: flex;
  flex-direction: column;
`;

/**
 * The shortcut's hint, close under the buttons. A touch screen (or a phone's width, where there is no keyboard
 * to speak of) has no keys to press: there it is not shown, to anyone — each button still announces its key
 * to a screen reader through `aria-keyshortcuts`.
 */
const KeyHint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.mutedText};
  font-size: ${({ theme }) => theme.font.size.sm};
  @media (max-width: calc(${({ theme }) => theme.breakpoints.md} - 0.02px)), (hover: none) and (pointer: coarse) {
    display: none;
  }
`;

/** The hint and, beside it, what the page puts there (« Mode salle »: the quiet « Annuler la dernière transition »). */
const HintRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  & > p {
    margin: 0;
  }
`;

const Countdown = styled.span`
  color: ${({ theme }) => theme.colors.accent};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-variant-numeric: tabular-nums;
`;

/** A key typed in a text field is text, not a shortcut. */
function inTextField(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target.tagName === 'TEXTAREA' || target.tagName === 'SELECT') return true;
  return target.tagName === 'INPUT' && !['checkbox', 'radio', 'button', 'submit', 'reset'].includes((target as HTMLInputElement).type);
}

function countdownOf(due: DueTransition | undefined): string | null {
  if (!due) return null;
  if (due.remainingMs <= 0) return roomMessages.countdownDue;
  return due.dueAt === null ? roomMessages.countdownPaused(countdownText(due.remainingMs)) : roomMessages.countdown(countdownText(due.remainingMs));
}

/**
 * The transitions offered from the current state, numbered 1–9 for the keyboard. The key's badge is
 * drawn before the label but read after it (`order`), so each button's name begins with its label.
 */
/**
 * `inert`: shown but not taken, by tap or key (just after a phase move, see RunTab); `compact`: in « Mode salle »;
 * `aside`: drawn on the hint's line, at its end.
 */
export function TransitionPad({ offered, due, stateName, inert = false, compact = false, aside, onTake }: {
  offered: readonly Transition[];
  due: readonly DueTransition[];
  stateName: (id: string) => string;
  inert?: boolean;
  compact?: boolean;
  aside?: ReactNode;
  onTake: (transition: Transition) => void;
}) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (inert || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || inTextField(event.target)) return;
      const index = shortcutIndex(event.key, Math.min(offered.length, 9));
      const transition = index === null ? undefined : offered[index];
      if (!transition) return;
      event.preventDefault();
      onTake(transition);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [offered, onTake, inert]);

  if (offered.length === 0)
    return (
      <HintRow>
        <p>{teacherSessionMessages.noTransition}</p>
        {aside}
      </HintRow>
    );
  return (
    <>
      <Pad>
        {offered.map((transition, index) => {
          const countdown = countdownOf(due.find((one) => one.transition.id === transition.id));
          const key = index < 9 ? String(index + 1) : undefined;
          return (
            <Big key={transition.id} type="button" $compact={compact} aria-keyshortcuts={key} disabled={inert} onClick={() => onTake(transition)}>
              <Label>
                <span>{teacherSessionMessages.takeTransition(transition.label, stateName(transition.to))}</span>
                {countdown && <Countdown>{` — ${countdown}`}</Countdown>}
              </Label>
              {key && <Key aria-hidden="true">{key}</Key>}
            </Big>
          );
        })}
      </Pad>
      {aside ? (
        <HintRow>
          <KeyHint>{roomMessages.keyHint}</KeyHint>
          {aside}
        </HintRow>
      ) : (
        <KeyHint>{roomMessages.keyHint}</KeyHint>
      )}
    </>
  );
}
