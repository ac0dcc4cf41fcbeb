import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';

type Variant = { $variant?: 'primary' | 'secondary' };

const buttonStyle = css<Variant>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: ${({ theme }) => theme.size.control};
  padding: 0 ${({ theme }) => theme.space.lg};
  border: ${({ theme }) => theme.border.thick} solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme, $variant }) => ($variant === 'secondary' ? theme.colors.background : theme.colors.primary)};
  color: ${({ theme, $variant }) => ($variant === 'secondary' ? theme.colors.primary : theme.colors.primaryText)};
  font: inherit;
  font-weight: ${({ theme }) => theme.font.weight.bold};
  text-decoration: none;
  cursor: pointer;
  &:hover {
    background: ${({ theme, $variant }) => ($variant === 'secondary' ? theme.colors.primarySurface : theme.colors.primaryDark)};
  }
  &:disabled {
    cursor: progress;
    opacity: 0.8;
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
