import { useId, useState, type KeyboardEvent } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { media } from '../../ui/theme';
import { selectAuthStatus, selectCurrentUser, signOutRequested, type SignedInUser } from '../auth';
import { Avatar, fullName } from './Avatar';
import { menuFor, type MenuItem } from './menuModel';

const DesktopBar = styled.nav`
  display: none;
  ${media.md} {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.md};
    min-height: ${({ theme }) => theme.layout.barHeight};
    padding: 0 ${({ theme }) => theme.space.lg};
    background: ${({ theme }) => theme.colors.primary};
  }
`;

const MobileBar = styled.nav`
  position: fixed;
  inset: auto 0 0 0;
  z-index: ${({ theme }) => theme.zIndex.bar};
  background: ${({ theme }) => theme.colors.primary};
  ${media.md} {
    display: none;
  }
`;

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const MobileList = styled(List)`
  flex-direction: column;
  align-items: stretch;
  padding: ${({ theme }) => theme.space.sm};
`;

const itemStyle = `
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  min-height: 2.75rem;
  padding: 0 0.75rem;
  border: 0;
  border-radius: 4px;
  background: transparent;
  color: inherit;
  font: inherit;
  text-decoration: none;
  cursor: pointer;
`;

const Item = styled(NavLink)`
  ${itemStyle}
  color: ${({ theme }) => theme.colors.primaryText};
  &[aria-current='page'] {
    text-decoration: underline;
    text-underline-offset: 0.3em;
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;

const SignOutButton = styled.button`
  ${itemStyle}
  color: ${({ theme }) => theme.colors.primaryText};
`;

const Toggle = styled.button`
  ${itemStyle}
  width: 100%;
  justify-content: center;
  color: ${({ theme }) => theme.colors.primaryText};
`;

function MenuEntries({ items, user, onSignOut }: { items: MenuItem[]; user: SignedInUser | null; onSignOut: () => void }) {
  return items.map((item) => (
    <li key={item.kind === 'link' ? item.to : 'sign-out'}>
      {item.kind === 'signOut' ? (
        <SignOutButton type="button" onClick={onSignOut}>
          {item.label}
        </SignOutButton>
      ) : item.slot === 'avatar' && user ? (
        <Item to={item.to} title={fullName(user)} aria-label={`${item.label} : ${fullName(user)}`}>
          <Avatar user={user} />
          {item.label}
        </Item>
      ) : (
        <Item to={item.to} end>
          {item.label}
        </Item>
      )}
    </li>
  ));
}

export function NavBar() {
  const dispatch = useAppDispatch();
  const authStatus = useAppSelector(selectAuthStatus);
  const user = useAppSelector(selectCurrentUser);
  const { pathname } = useLocation();
  // The menu belongs to the page it was opened on: navigating closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const menuId = useId();
  // While the first auth state is unknown, show only what every visitor shares.
  const items = authStatus === 'loading' ? menuFor(null).filter((i) => i.kind === 'link' && i.slot === 'home') : menuFor(user?.role ?? null);
  const signOut = () => dispatch(signOutRequested());

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape') setOpenOn(null);
  };

  return (
    <>
      <DesktopBar aria-label="Navigation principale">
        <List>
          <MenuEntries items={items} user={user} onSignOut={signOut} />
        </List>
      </DesktopBar>
      <MobileBar aria-label="Navigation principale" onKeyDown={closeOnEscape}>
        {open && (
          <MobileList id={menuId}>
            <MenuEntries items={items} user={user} onSignOut={signOut} />
          </MobileList>
        )}
        <Toggle type="button" aria-expanded={open} aria-controls={menuId} onClick={() => setOpenOn(open ? null : pathname)}>
          Menu
        </Toggle>
      </MobileBar>
    </>
  );
}
