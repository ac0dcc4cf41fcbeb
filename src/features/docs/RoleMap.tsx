import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { docsMessages } from '../../config/messages/docs';
import { PageButton } from '../../ui/forms';
import { Section, TextList, WideSection } from '../../ui/content';
import { media } from '../../ui/theme';
import { accessMap, audienceLabel, AUDIENCES, pagesByAudience, publicPageCount } from './accessMap';
import { RoleMapGraph } from './RoleMapGraph';

// The table needs six columns: from \`md\` up only; below, the lists above say the same.
const Scroll = styled.div`
  overflow-x: auto;
  margin-top: ${({ theme }) => theme.space.lg};
  ${media.belowMd} {
    display: none;
  }
`;

const Pages = styled(TextList)`
  code {
    color: ${({ theme }) => theme.colors.mutedText};
    overflow-wrap: anywhere;
  }
`;

const Table = styled.table`
  border-collapse: collapse;
  min-width: 100%;
  caption {
    margin-bottom: ${({ theme }) => theme.space.sm};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    text-align: left;
  }
  th,
  td {
    padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
    border-bottom: ${({ theme }) => theme.border.thin} solid ${({ theme }) => theme.colors.border};
    text-align: left;
  }
  thead th {
    background: ${({ theme }) => theme.colors.surface};
  }
  code {
    color: ${({ theme }) => theme.colors.mutedText};
  }
`;

const Yes = styled.td`
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const No = styled.td`
  color: ${({ theme }) => theme.colors.mutedText};
`;

/**
 * Who reaches which page: a list per role (readable at any width), the same as a table from \`md\` up,
 * and the interactive graph on demand only, so that vis-network is fetched by whoever asks for it.
 */
export function RoleMap() {
  const rows = useMemo(() => accessMap(), []);
  const [graphShown, setGraphShown] = useState(false);
  return (
    <>
      <Section aria-labelledby="pages-par-role">
        <h2 id="pages-par-role">{docsMessages.byRoleTitle}</h2>
        <p>{docsMessages.publicNote(publicPageCount())}</p>
        {pagesByAudience(rows).map(({ audience, pages }) => (
          <section key={audience} aria-labelledby={`role-${audience}`}>
            <h3 id={`role-${audience}`}>{audienceLabel(audience)}</h3>
            <Pages>
              {pages.map((page) => (
                <li key={page.id}>
                  {page.label} <code>{page.path}</code>
                </li>
              ))}
            </Pages>
          </section>
        ))}
        <p>{docsMessages.inactiveNote}</p>
      </Section>
      {/* Focusable so that keyboard users can scroll it sideways. */}
      <Scroll tabIndex={0} role="region" aria-label={docsMessages.tableCaption}>
        <Table>
          <caption>{docsMessages.tableCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{docsMessages.pageColumn}</th>
              {AUDIENCES.map((audience) => (
                <th key={audience} scope="col">
                  {audienceLabel(audience)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                <th scope="row">
                  {row.label}
                  {row.path && (
                    <>
                      {' '}
                      <code>{row.path}</code>
                    </>
                  )}
                </th>
                {AUDIENCES.map((audience) =>
                  row.audiences.includes(audience) ? <Yes key={audience}>{docsMessages.yes}</Yes> : <No key={audience}>{docsMessages.no}</No>,
                )}
              </tr>
            ))}
          </tbody>
        </Table>
      </Scroll>
      <WideSection aria-labelledby="graphe-des-acces">
        <h2 id="graphe-des-acces">{docsMessages.graphTitle}</h2>
        <p>{docsMessages.graphIntro}</p>
        {graphShown ? (
          <RoleMapGraph rows={rows} />
        ) : (
          <PageButton $variant="secondary" onClick={() => setGraphShown(true)}>
            {docsMessages.showGraph}
          </PageButton>
        )}
      </WideSection>
    </>
  );
}
