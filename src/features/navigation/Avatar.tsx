import styled from 'styled-components';
import type { SignedInUser } from '../auth';

const Circle = styled.span`
  display: inline-grid;
  place-items: center;
  width: 2rem;
  height: 2rem;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme }) => theme.colors.primaryDark};
  color: ${({ theme }) => theme.colors.primaryText};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.bold};

  img { width: 100%; height: 100%; object-fit: cover; }
`;

export function fullName(user: Pick<SignedInUser, 'firstname' | 'name' | 'displayName' | 'email'>): string {
  const name = `${user.firstname} ${user.name}`.trim();
  return name || user.displayName || user.email || '';
}

export function initials(user: Pick<SignedInUser, 'firstname' | 'name' | 'displayName' | 'email'>): string {
  const letters = fullName(user)
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');
  return letters.slice(0, 2) || '?';
}

export function Avatar({ user }: { user: SignedInUser }) {
  return (
    <Circle aria-hidden="true">{user.photoURL ? <img src={user.photoURL} alt="" /> : initials(user)}</Circle>
  );
}
