import type { ComponentType } from 'react';
import styled from 'styled-components';
import { navMessages, roleLabels } from '../../config/messages/common';
import type { Role } from '../../../contract/roles';
import { AdminIcon, StudentIcon, TeacherIcon } from '../../ui/icons';

/** docs/product.md §2.3: the desktop bar shows a badge for these three roles, not for the hyperadmin. */
const BADGE_ICONS: Partial<Record<Role, ComponentType>> = {
  enseignant: TeacherIcon,
  etudiant: StudentIcon,
  admin: AdminIcon,
};

// As tall as the avatar beside it (it is a picture, not a control: no 44 px target to keep).
const Badge = styled.span`
  display: inline-grid;
  flex: none;
  place-items: center;
  width: ${({ theme }) => theme.size.avatar};
  height: ${({ theme }) => theme.size.avatar};
  svg {
    width: 1.125rem;
    height: 1.125rem;
  }
  border: ${({ theme }) => theme.border.thick} solid currentColor;
  border-radius: ${({ theme }) => theme.radius.round};
`;

export function RoleBadge({ role }: { role: Role }) {
  const Icon = BADGE_ICONS[role];
  if (!Icon) return null;
  const label = navMessages.roleBadge(roleLabels[role]);
  return (
    <Badge role="img" aria-label={label} title={label}>
      <Icon />
    </Badge>
  );
}
