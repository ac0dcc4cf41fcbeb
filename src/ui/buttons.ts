import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import type { ColorName } from './theme';

/**
 * `primary`: the page's main action (one per form). `secondary`: the others. `danger`: an action that
 * destroys or locks someone out (« Supprimer mon compte », « Confirmer la suppression »): red, never the
 * look of « Enregistrer », and always behind a confirmation that names what it destroys.
 * `dangerSecondary`: the red outline of a button that only opens that confirmation (a row's « Supprimer »),
 * quieter than the confirmation's own filled red and never mistaken for « Renommer » beside it.
 */
export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'dangerSecondary';
type Variant = { $variant?: ButtonVariant };

const LOOKS = {
  primary: { edge: 'primary', fill: 'primary', text: 'primaryText', hover: 'primaryDark' },
  secondary: { edge: 'primary', fill: 'background', text: 'primary', hover: 'primarySurface' },
  danger: { edge: 'danger', fill: 'danger', text: 'primaryText', hover: 'dangerDark' },
  dangerSecondary: { edge: 'danger', fill: 'background', text: 'danger', hover: 'dangerSurface' },
} as const satisfies Record<ButtonVariant, Record<string, ColorName>>;

const look = ({ $variant }: Variant) => LOOKS[$variant ?? 'primary'];

const buttonStyle = css<Variant>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: ${({ theme }) => theme.size.control};
  padding: 0 ${({ theme }) => theme.space.lg};
  border: ${({ theme }) => theme.border.thick} solid ${(props) => props.theme.colors[look(props).edge]};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${(props) => props.theme.colors[look(props).fill]};
  color: ${(props) => props.theme.colors[look(props).text]};
  font: inherit;
  font-weight: ${({ theme }) => theme.font.weight.bold};
  text-decoration: none;
  cursor: pointer;
  &:hover {
    background: ${(props) => props.theme.colors[look(props).hover]};
  }
  /* Unavailable looks the same whatever the variant: a grey, quiet button, never a red one that looks ready
     to act while it does nothing (« Supprimer » with no account chosen). */
  &:disabled {
    border-color: ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.mutedText};
    cursor: not-allowed;
  }
  /* Busy (its request on its way, \`aria-busy\`) or waiting for the page to start (a pre-rendered form's button,
     \`data-starting\`) rather than unavailable: its own colours, a little faded, the wait cursor — a sign-in button
     that flashed grey on every page load would look broken. */
  &:disabled[aria-busy='true'],
  &:disabled[data-starting] {
    border-color: ${(props) => props.theme.colors[look(props).edge]};
    background: ${(props) => props.theme.colors[look(props).fill]};
    color: ${(props) => props.theme.colors[look(props).text]};
    opacity: 0.8;
    cursor: progress;
  }
`;

/** A link that looks like a button: for calls to action that lead somewhere. */
export const ButtonLink = styled(Link)<Variant>`
  ${buttonStyle}
`;

/** An ordinary link (mailto:, another site) that looks like a button. */
export const ButtonAnchor = styled.a<Variant>`
  ${buttonStyle}
`;

export const Button = styled.button<Variant>`
  ${buttonStyle}
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin: ${({ theme }) => theme.space.lg} 0;
`;

/** A button that reads as a link: an action in running text (the footer's « Gestion des cookies », the banner's « Personnaliser »). */
export const LinkButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.primary};
  font: inherit;
  text-decoration: underline;
  cursor: pointer;
`;
