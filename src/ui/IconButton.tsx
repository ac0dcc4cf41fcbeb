import type { ButtonHTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';

const Square = styled.button<{ $tone?: 'danger' }>`
  position: relative;
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.size.control};
  height: ${({ theme }) => theme.size.control};
  padding: 0;
  border: ${({ theme }) => theme.border.thick} solid ${({ theme, $tone }) => ($tone === 'danger' ? theme.colors.danger : theme.colors.primary)};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme, $tone }) => ($tone === 'danger' ? theme.colors.danger : theme.colors.primary)};
  cursor: pointer;
  &:hover {
    background: ${({ theme, $tone }) => ($tone === 'danger' ? theme.colors.dangerSurface : theme.colors.primarySurface)};
  }
  /* The name is also shown on hover and on keyboard focus, not only to screen readers. */
  &::after {
    content: attr(data-tooltip);
    position: absolute;
    right: 0;
    bottom: calc(100% + ${({ theme }) => theme.space.xs});
    z-index: ${({ theme }) => theme.zIndex.bar};
    display: none;
    width: max-content;
    max-width: 16rem;
    padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.colors.text};
    color: ${({ theme }) => theme.colors.background};
    font-size: ${({ theme }) => theme.font.size.sm};
    text-align: left;
    white-space: normal;
    pointer-events: none;
  }
  &:hover::after,
  &:focus-visible::after {
    display: block;
  }
  /* A menu it opened is showing: the tooltip would sit over it. */
  &[data-state='open']::after {
    display: none;
  }
`;

/**
 * A square button showing only an icon: its words are its accessible name (`label`), also shown as a
 * tooltip on hover and focus. For repeated actions on a line (« Supprimer l’état … ») where a full
 * button per line would crowd the form. `tone="danger"`: red, for a removal (the trash of a line).
 */
export function IconButton({
  label,
  icon,
  tone,
  ...button
}: Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-label' | 'children'> & { label: string; icon: ReactNode; tone?: 'danger' }) {
  return (
    <Square type="button" {...button} $tone={tone} aria-label={label} data-tooltip={label}>
      {icon}
    </Square>
  );
}
