import { useId, useState } from 'react';
import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import type { SignedInUser } from '../auth';

type Named = Pick<SignedInUser, 'firstname' | 'name' | 'displayName' | 'email'>;

const Circle = styled.span<{ $large?: boolean }>`
  display: inline-grid;
  flex: none;
  place-items: center;
  width: ${({ theme, $large }) => ($large ? theme.size.avatarLarge : theme.size.avatar)};
  height: ${({ theme, $large }) => ($large ? theme.size.avatarLarge : theme.size.avatar)};
  overflow: hidden;
  border: ${({ theme }) => theme.border.thick} solid ${({ theme }) => theme.colors.primaryText};
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme }) => theme.colors.primaryDark};
  color: ${({ theme }) => theme.colors.primaryText};
  font-size: ${({ theme, $large }) => ($large ? theme.font.size.lg : theme.font.size.sm)};
  font-weight: ${({ theme }) => theme.font.weight.bold};

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

export function fullName(user: Named): string {
  const name = `${user.firstname} ${user.name}`.trim();
  return name || user.displayName || user.email || '';
}

export function initials(user: Named): string {
  const letters = fullName(user)
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');
  return letters.slice(0, 2) || '?';
}

/** The photo, or the initials when there is none. Decorative: the name is always given in text nearby. */
export function Avatar({ user, large = false }: { user: SignedInUser; large?: boolean }) {
  return (
    <Circle aria-hidden="true" $large={large}>
      {user.photoURL ? <img src={user.photoURL} alt="" /> : initials(user)}
    </Circle>
  );
}

const Anchor = styled.span`
  position: relative;
  display: inline-flex;
`;

const Tooltip = styled.span<{ $placement: 'below' | 'above' }>`
  position: absolute;
  right: 0;
  ${({ $placement }) => ($placement === 'below' ? 'top: 100%;' : 'bottom: 100%;')}
  z-index: ${({ theme }) => theme.zIndex.banner};
  margin: ${({ theme }) => theme.space.xs} 0;
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.tooltip};
  color: ${({ theme }) => theme.colors.primaryText};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.regular};
  white-space: nowrap;
`;

type AvatarLinkProps = {
  user: SignedInUser;
  to: string;
  /** "Compte": shown next to the avatar on mobile, read by screen readers everywhere. */
  label: string;
  showLabel: boolean;
  className?: string;
  placement: 'below' | 'above';
  onNavigate?: () => void;
};

/**
 * The avatar leads to the account page; hovering or focusing it shows the first name and name
 * (docs/product.md §2). The text stays while the pointer is over it and goes with Escape (WCAG 1.4.13).
 */
export function AvatarLink({ user, to, label, showLabel, className, placement, onNavigate }: AvatarLinkProps) {
  const [shown, setShown] = useState(false);
  const tipId = useId();
  return (
    <Anchor onMouseEnter={() => setShown(true)} onMouseLeave={() => setShown(false)}>
      <NavLink
        to={to}
        className={className}
        aria-describedby={tipId}
        onFocus={() => setShown(true)}
        onBlur={() => setShown(false)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setShown(false);
        }}
        onClick={onNavigate}
      >
        <Avatar user={user} />
        {showLabel ? label : <VisuallyHidden>{label}</VisuallyHidden>}
      </NavLink>
      <Tooltip id={tipId} role="tooltip" hidden={!shown} $placement={placement}>
        {fullName(user)}
      </Tooltip>
    </Anchor>
  );
}
