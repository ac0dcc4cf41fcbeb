import type { ReactNode } from 'react';
import styled from 'styled-components';
import { gutter } from './gutter';

/** The page's content, on the header's and the footer's left edge (gutter.ts). */
const Article = styled.article`
  padding-block: ${({ theme }) => theme.space.xl};
  ${gutter}
`;

export const PageTitle = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.font.size.xl};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
`;

export const Lead = styled.p`
  max-width: ${({ theme }) => theme.layout.proseWidth};
  margin: 0 0 ${({ theme }) => theme.space.lg};
  font-size: ${({ theme }) => theme.font.size.lg};
  color: ${({ theme }) => theme.colors.mutedText};
`;

export function Page({ title, lead, children }: { title: string; lead?: string; children?: ReactNode }) {
  return (
    <Article>
      <PageTitle>{title}</PageTitle>
      {lead && <Lead>{lead}</Lead>}
      {children}
    </Article>
  );
}
