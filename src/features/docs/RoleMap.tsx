import { useMemo } from 'react';
import styled from 'styled-components';
import { docsMessages as t } from '../../config/messages/docs';
import { accessMap, audienceLabel, AUDIENCES } from './accessMap';
import { RoleMapGraph } from './RoleMapGraph';

const Scroll = styled.div`
  overflow-x: auto;
  margin-top: ${({ theme }) => theme.space.lg};
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

/** The map of who reaches which page, and its textual equivalent (WCAG 1.1.1). */
export function RoleMap() {
  const rows = useMemo(() => accessMap(), []);
  return (
    <>
      <RoleMapGraph rows={rows} />
      {/* Focusable so that keyboard users can scroll it sideways on a phone. */}
      <Scroll tabIndex={0} role="region" aria-label={t.tableCaption}>
        <Table>
          <caption>{t.tableCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{t.pageColumn}</th>
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
                  row.audiences.includes(audience) ? <Yes key={audience}>{t.yes}</Yes> : <No key={audience}>{t.no}</No>,
                )}
              </tr>
            ))}
          </tbody>
        </Table>
      </Scroll>
      <p>{t.inactiveNote}</p>
    </>
  );
}
