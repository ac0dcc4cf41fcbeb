/**
 * A row's rare actions behind one « ⋯ » button (Radix's menu: arrow keys, Escape, typeahead, focus back
 * on the button). The row shows only its common action; what destroys something sits here, in red, and
 * opens a `ConfirmDialog` rather than acting at once.
 */
import * as Menu from '@radix-ui/react-dropdown-menu';
import styled from 'styled-components';
import { IconButton } from './IconButton';

export type MenuAction = { key: string; label: string; onSelect: () => void; tone?: 'danger'; disabled?: boolean };

const Content = styled(Menu.Content)`
  z-index: ${({ theme }) => theme.zIndex.overlay};
  min-width: 14rem;
  padding: ${({ theme }) => theme.space.xs};
  border: ${({ theme }) => theme.border.thin} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.background};
  box-shadow: ${({ theme }) => theme.shadow.screenshot};
`;

const Item = styled(Menu.Item)<{ $tone?: 'danger' }>`
  display: flex;
  align-items: center;
  min-height: ${({ theme }) => theme.size.control};
  padding: 0 ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.sm};
  color: ${({ theme, $tone }) => ($tone === 'danger' ? theme.colors.danger : theme.colors.text)};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  cursor: pointer;
  user-select: none;
  outline: none;
  &[data-highlighted] {
    background: ${({ theme, $tone }) => ($tone === 'danger' ? theme.colors.dangerSurface : theme.colors.primarySurface)};
    outline: ${({ theme }) => theme.border.thick} solid ${({ theme, $tone }) => ($tone === 'danger' ? theme.colors.danger : theme.colors.primary)};
  }
  &[data-disabled] {
    color: ${({ theme }) => theme.colors.mutedText};
    cursor: not-allowed;
  }
`;

const Separator = styled(Menu.Separator)`
  height: ${({ theme }) => theme.border.thin};
  margin: ${({ theme }) => theme.space.xs} 0;
  background: ${({ theme }) => theme.colors.border};
`;

const Dots = () => (
  <svg aria-hidden="true" width="20" height="20" viewBox="0 0 20 20" fill="currentColor">
    <circle cx="4" cy="10" r="2" />
    <circle cx="10" cy="10" r="2" />
    <circle cx="16" cy="10" r="2" />
  </svg>
);

/**
 * `label` names the row (« Actions pour Enzo Petit »): the button's accessible name and its tooltip.
 * Danger items come last, after a line. Not modal: a dialog opened from an item must not find the page
 * still locked by the menu that opened it.
 */
export function ActionsMenu({ label, actions, disabled }: { label: string; actions: readonly MenuAction[]; disabled?: boolean }) {
  if (actions.length === 0) return null;
  const safe = actions.filter((action) => action.tone !== 'danger');
  const dangerous = actions.filter((action) => action.tone === 'danger');
  const item = (action: MenuAction) => (
    <Item key={action.key} $tone={action.tone} disabled={action.disabled} onSelect={action.onSelect}>
      {action.label}
    </Item>
  );
  return (
    <Menu.Root modal={false}>
      <Menu.Trigger asChild disabled={disabled}>
        <IconButton label={label} icon={<Dots />} />
      </Menu.Trigger>
      <Menu.Portal>
        <Content align="end" sideOffset={4} collisionPadding={8}>
          {safe.map(item)}
          {safe.length > 0 && dangerous.length > 0 && <Separator />}
          {dangerous.map(item)}
        </Content>
      </Menu.Portal>
    </Menu.Root>
  );
}
