/**
 * The scenario editor's sections (Informations, Graphe, Actions rapides, Débriefing, Grille d’évaluation) as
 * tabs: one section shown at a time (the others stay mounted, hidden: nothing typed is lost on switching),
 * the tabs a row on a phone and a rail beside the form on a wide screen, the arrow keys moving between them.
 * The section open is kept in the address's fragment (`#graph`), so a reload or a shared link opens it again.
 */
import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { editorMessages } from '../../config/messages/scenarios';
import { Section } from '../../ui/content';
import { media } from '../../ui/theme';

export const SECTIONS = ['informations', 'graph', 'actions', 'debrief', 'grid'] as const;
export type SectionKey = (typeof SECTIONS)[number];
export const sectionId = (key: SectionKey) => `section-${key}`;
export const tabId = (key: SectionKey) => `tab-${key}`;

/** The section a fragment names (`#grid`, or the older `#section-grid`); the first one otherwise. */
export function sectionOfHash(hash: string): SectionKey {
  const name = hash.replace(/^#/, '').replace(/^section-/, '');
  return SECTIONS.find((key) => key === name) ?? 'informations';
}

/** The tab a key press moves to (arrows both ways, wrapping; Home, End), or null for any other key. */
export function tabAfterKey(current: SectionKey, key: string): SectionKey | null {
  const index = SECTIONS.indexOf(current);
  const last = SECTIONS.length - 1;
  const to =
    key === 'ArrowRight' || key === 'ArrowDown' ? (index === last ? 0 : index + 1) : key === 'ArrowLeft' || key === 'ArrowUp' ? (index === 0 ? last : index - 1) : key === 'Home' ? 0 : key === 'End' ? last : null;
  return to === null ? null : (SECTIONS[to] ?? null);
}

export const Sections = styled.div`
  ${media.lg} {
    display: grid;
    grid-template-columns: 11rem minmax(0, 1fr);
    gap: ${({ theme }) => theme.space.lg};
    align-items: start;
  }
`;

// On a phone a row of tabs kept at the top (wrapping, never scrolling sideways); on a wide screen a rail kept in view beside the form.
const TabRail = styled.div`
  position: sticky;
  top: 0;
  z-index: 1;
  margin: 0 -${({ theme }) => theme.space.md} ${({ theme }) => theme.space.md};
  padding: 0 ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.background};
  border-bottom: ${({ theme }) => theme.border.thin} solid ${({ theme }) => theme.colors.border};
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  button {
    display: flex;
    border: 0;
    background: none;
    font: inherit;
    cursor: pointer;
    text-align: start;
    align-items: center;
    min-height: ${({ theme }) => theme.size.control};
    padding: 0 ${({ theme }) => theme.space.sm};
    color: ${({ theme }) => theme.colors.primary};
  }
  button:hover {
    text-decoration: underline;
  }
  button[aria-selected='true'] {
    font-weight: ${({ theme }) => theme.font.weight.bold};
    background: ${({ theme }) => theme.colors.primarySurface};
    box-shadow: inset 0 -${({ theme }) => theme.border.thick} 0 ${({ theme }) => theme.colors.primary};
  }
  ${media.lg} {
    top: ${({ theme }) => theme.space.md};
    margin: 0;
    padding: 0;
    border-bottom: 0;
    flex-direction: column;
    button[aria-selected='true'] {
      box-shadow: inset ${({ theme }) => theme.border.thick} 0 0 ${({ theme }) => theme.colors.primary};
    }
  }
`;

/** Every section at one width, the column beside the rail (running text inside kept to a reading width). */
export const EditorSection = styled(Section)`
  max-width: none;
  margin-top: ${({ theme }) => theme.space.md};
  &:focus {
    outline: none;
  }
  > p {
    max-width: ${({ theme }) => theme.layout.proseWidth};
  }
`;

/** The section open, read from and written to the address's fragment (replaced, not pushed: Back leaves the editor). */
export function useCurrentSection(): [SectionKey, (key: SectionKey) => void] {
  const [current, setCurrent] = useState<SectionKey>(() => sectionOfHash(window.location.hash));
  // A fragment changed without a reload (a link to `#grid`, the address typed again) opens its section too.
  useEffect(() => {
    const follow = () => setCurrent(sectionOfHash(window.location.hash));
    window.addEventListener('hashchange', follow);
    return () => window.removeEventListener('hashchange', follow);
  }, []);
  const go = useCallback((key: SectionKey) => {
    setCurrent(key);
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}#${key}`);
  }, []);
  return [current, go];
}

export function SectionTabs({ current, onGo }: { current: SectionKey; onGo: (key: SectionKey) => void }) {
  const rail = useRef<HTMLDivElement>(null);
  const onKeyDown = (event: KeyboardEvent) => {
    const next = tabAfterKey(current, event.key);
    if (!next) return;
    event.preventDefault();
    onGo(next);
    rail.current?.querySelector<HTMLElement>(`#${tabId(next)}`)?.focus();
  };
  return (
    <TabRail ref={rail} role="tablist" aria-label={editorMessages.sectionsLabel} onKeyDown={onKeyDown}>
      {SECTIONS.map((key) => (
        <button key={key} type="button" role="tab" id={tabId(key)} aria-selected={key === current} aria-controls={sectionId(key)} tabIndex={key === current ? 0 : -1} onClick={() => onGo(key)}>
          {editorMessages.sections[key]}
        </button>
      ))}
    </TabRail>
  );
}
