/**
 * The scenario editor's four sections (Informations, Graphe, Débriefing, Grille d’évaluation) and the side
 * navigation between them, which follows the section being read.
 */
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { editorMessages } from '../../config/messages/scenarios';
import { Section } from '../../ui/content';
import { media } from '../../ui/theme';

export const SECTIONS = ['informations', 'graph', 'debrief', 'grid'] as const;
export type SectionKey = (typeof SECTIONS)[number];
export const sectionId = (key: SectionKey) => `section-${key}`;

export const Sections = styled.div`
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

export const EditorSection = styled(Section)`
  scroll-margin-top: ${({ theme }) => theme.space.xxl};
  &:focus {
    outline: none;
  }
`;

/**
 * The two sections laid out in two columns (the fields beside the versions, the graph beside its list) take
 * the page's width: at the reading width of running text, the graph was drawn 430 px wide beside empty space.
 */
export const WideEditorSection = styled(EditorSection)`
  max-width: none;
  > p {
    max-width: ${({ theme }) => theme.layout.proseWidth};
  }
`;

/** The section being read: the first one in the top part of the window (none observed in a test browser). */
export function useCurrentSection(): [SectionKey, (key: SectionKey) => void] {
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

export function SectionNav({ current, onGo }: { current: SectionKey; onGo: (key: SectionKey) => void }) {
  return (
    <SideNav aria-label={editorMessages.sectionsLabel}>
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
              {editorMessages.sections[key]}
            </a>
          </li>
        ))}
      </ul>
    </SideNav>
  );
}
