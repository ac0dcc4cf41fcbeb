import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { useDispatch, useSelector } from 'react-redux';
import { navMessages } from '../../config/messages/common';
import { PATHS } from '../../config/routes';
import { useHydrated } from '../../ui/hydration';
import { CloseIcon, HomeIcon, MenuIcon } from '../../ui/icons';
import { gutter } from '../../ui/gutter';
import { Logo } from '../../ui/Logo';
import { media } from '../../ui/theme';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import { selectAuthStatus, selectCurrentUser, signOutRequested, type SignedInUser } from '../auth';
import { AvatarLink } from './Avatar';
import { selectOrganisationStatus } from '../organisation';
import { selectAccessHint } from '../access';
import { menuFor, menuSlots, navViewer, pendingSlots, type MenuSlots } from './menuModel';
import { RoleBadge } from './RoleBadge';

const barItem = css`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: ${({ theme }) => theme.size.control};
  /* Tighter below 1280 px: a role's whole bar stays on one line on a 1024 px tablet. */
  padding: 0 ${({ theme }) => theme.space.sm};
  ${media.xl} {
    padding: 0 ${({ theme }) => theme.space.md};
  }
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.primaryText};
  font: inherit;
  text-decoration: none;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.primaryDark};
  }
  &:focus-visible {
    outline-color: ${({ theme }) => theme.colors.focusOnPrimary};
  }
  &[aria-current='page'] {
    background: ${({ theme }) => theme.colors.primaryDark};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    text-decoration: underline;
    text-underline-offset: ${({ theme }) => theme.space.xs};
  }
`;

// Public pages are pre-rendered with the visitor's menu. On a browser where someone signed in,
// public/first-paint.js marks <html> before the first paint, and that menu stays hidden until the
// app knows who it is, rather than offering "Connexion" to a signed-in user.
const sessionGate = css`
  html[data-session-hint] &[data-session-gate] {
    display: none;
  }
`;

const Item = styled(NavLink)`
  ${barItem}
`;

/**
 * The logo, which leads home: still marked as the current page for assistive technology on the home
 * itself, but never drawn as a selected item (a dark box around the logo on some pages only).
 */
const LogoItem = styled(Item)`
  /* The mark itself, not its link's padding, starts on the page's left edge (ui/gutter.ts). */
  margin-left: -${({ theme }) => theme.space.sm};
  ${media.xl} {
    margin-left: -${({ theme }) => theme.space.md};
  }
  &[aria-current='page'] {
    background: transparent;
    text-decoration: none;
  }
  &[aria-current='page']:hover {
    background: ${({ theme }) => theme.colors.primaryDark};
  }
`;

const ItemButton = styled.button`
  ${barItem}
  ${sessionGate}
`;

// A visitor's call to action, drawn as a button on the bar (light on the primary colour), never as one more link.
const DemoLink = styled(Link)`
  ${barItem}
  ${sessionGate}
  flex: 0 0 auto;
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  &:hover {
    background: ${({ theme }) => theme.colors.primarySurface};
  }
`;

/** « Demander une démo », for a signed-out visitor only (the pre-rendered bar hides it like the visitor's menu). */
function DemoCall({ show, provisional }: { show: boolean; provisional: boolean }) {
  if (!show) return null;
  return (
    <DemoLink to={PATHS.contact} data-session-gate={gate(provisional)}>
      {navMessages.demo}
    </DemoLink>
  );
}

const AvatarItem = styled(AvatarLink)`
  ${barItem}
  &&& {
    padding: 0 ${({ theme }) => theme.space.sm};
  }
`;

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
  ${sessionGate}
`;

// Only one bar is displayed at a time, so only one is in the accessibility tree (`display: none`).
const DesktopBar = styled.nav`
  display: none;
  ${media.md} {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    min-height: ${({ theme }) => theme.layout.barHeight};
    ${gutter}
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryText};
  }
  ${media.xl} {
    gap: ${({ theme }) => theme.space.md};
  }
`;

const DesktopLinks = styled(List)`
  flex: 1;
`;

const MobileBar = styled.nav`
  position: fixed;
  inset: auto 0 0 0;
  z-index: ${({ theme }) => theme.zIndex.bar};
  display: flex;
  /* The toggle comes first in reading order; the menu opens above it. */
  flex-direction: column-reverse;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryText};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  ${media.md} {
    display: none;
  }
`;

const MobileRow = styled.div`
  display: flex;
  justify-content: space-between;
  gap: 0;
  min-height: ${({ theme }) => theme.layout.barHeight};
  padding: 0 ${({ theme }) => theme.space.xs};
  align-items: center;
`;

// The phone's top bar, slim: the logo, the way home, and the avatar, the way to the account;
// everything else is in the bottom bar, under the thumb. Not a second navigation landmark: the bottom bar is
// the main navigation, and both of these are in it too (« Accueil », the menu's « Compte »).
const MobileTop = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  min-height: ${({ theme }) => theme.size.control};
  ${gutter}
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryText};
  /* Within the page's gutters at 375 px, beside the logo: the call to action in the bar's small type. */
  ${DemoLink} {
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  ${media.md} {
    display: none;
  }
`;

// The mobile bar's entries share its width: « Accueil », three more and « Menu » fit 375 px, each icon above
// its label in a phone tab bar's small type, a long label wrapping (« Mon / abonnement », in bold when it is
// the page's, still within its ~70 px).
const barEntry = css`
  flex: 1 1 0;
  flex-direction: column;
  justify-content: center;
  gap: 0;
  min-width: 0;
  padding: 0 ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.font.size.xs};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  text-align: center;
`;

const BarLink = styled(Item)`
  ${barEntry}
`;

// « Accueil » where one of the role's entries is the same page (the teacher's « Sessions »): a plain link, so
// that the bar marks the page once, on the role's entry.
const BarHomeLink = styled(Link)`
  ${barItem}
  ${barEntry}
`;

const BarButton = styled(ItemButton)`
  flex: 0 0 auto;
  flex-direction: column;
  gap: 0;
  padding: 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.font.size.xs};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
`;

const MobileList = styled(List)`
  flex-direction: column;
  align-items: stretch;
  padding: ${({ theme }) => theme.space.sm};
  border-bottom: ${({ theme }) => theme.border.thin} solid ${({ theme }) => theme.colors.primaryDark};
  > li > * {
    width: 100%;
  }
`;

type BarProps = {
  slots: MenuSlots;
  /** A signed-out visitor: the header carries the call to action. */
  visitor: boolean;
  user: SignedInUser | null;
  onSignOut: () => void;
  /** The pre-rendered visitor's menu, not yet confirmed by the running app. */
  provisional: boolean;
};

const gate = (provisional: boolean) => (provisional ? '' : undefined);

/** A menu's links, one item each; `onNavigate`: the mobile menu closes on the way. */
function LinkItems({ items, onNavigate }: { items: MenuSlots['links']; onNavigate?: () => void }) {
  return (
    <>
      {items.map((item) => (
        <li key={item.to}>
          <Item to={item.to} end onClick={onNavigate}>
            {item.label}
          </Item>
        </li>
      ))}
    </>
  );
}

/** « Déconnexion », last in either menu, when the role's menu has it. */
function SignOutItem({ slots, onSignOut }: { slots: MenuSlots; onSignOut: () => void }) {
  if (!slots.signOut) return null;
  return (
    <li>
      <ItemButton type="button" onClick={onSignOut}>
        {slots.signOut.label}
      </ItemButton>
    </li>
  );
}

function DesktopNav({ slots, user, visitor, onSignOut, provisional }: BarProps) {
  return (
    <DesktopBar aria-label={navMessages.mainLabel}>
      {slots.home && (
        <LogoItem to={slots.home.to} end>
          <Logo tone="onPrimary" decorative />
          <VisuallyHidden>{slots.home.label}</VisuallyHidden>
        </LogoItem>
      )}
      <DesktopLinks data-session-gate={gate(provisional)}>
        <LinkItems items={slots.links} />
      </DesktopLinks>
      <DemoCall show={visitor} provisional={provisional} />
      {user && (
        <List>
          <li>
            <RoleBadge role={user.role} />
          </li>
          {slots.avatar && (
            <li>
              <AvatarItem user={user} to={slots.avatar.to} label={slots.avatar.label} showLabel={false} placement="below" />
            </li>
          )}
          <SignOutItem slots={slots} onSignOut={onSignOut} />
        </List>
      )}
    </DesktopBar>
  );
}

function MobileTopBar({ slots, user, visitor, provisional }: Pick<BarProps, 'slots' | 'user' | 'visitor' | 'provisional'>) {
  return (
    <MobileTop>
      {slots.home && (
        <LogoItem to={slots.home.to} end>
          <Logo tone="onPrimary" />
        </LogoItem>
      )}
      {user && slots.avatar && <AvatarItem user={user} to={slots.avatar.to} label={slots.avatar.label} showLabel={false} placement="below" />}
      <DemoCall show={visitor} provisional={provisional} />
    </MobileTop>
  );
}

function MobileNav({ slots, user, onSignOut, provisional }: BarProps) {
  const { pathname } = useLocation();
  // The menu belongs to the page it was opened on: navigating elsewhere closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const close = () => setOpenOn(null);
  const menuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const hasMenu = slots.menu.length > 0 || slots.signOut !== undefined || (user !== null && slots.avatar !== undefined);

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    close();
    toggleRef.current?.focus();
  };

  return (
    <MobileBar aria-label={navMessages.mainLabel} onKeyDown={closeOnEscape}>
      <MobileRow>
        {slots.bottom.map((item) =>
          // By label: « Accueil » may lead where one of the role's entries does (the teacher's « Sessions »).
          item.slot === 'home' && slots.bottom.some((other) => other !== item && other.to === item.to) ? (
            <BarHomeLink key={item.label} to={item.to} onClick={close}>
              <HomeIcon />
              {item.label}
            </BarHomeLink>
          ) : (
            <BarLink key={item.label} to={item.to} end onClick={close}>
              {item.slot === 'home' && <HomeIcon />}
              {item.label}
            </BarLink>
          ),
        )}
        {hasMenu && (
          <BarButton
            ref={toggleRef}
            type="button"
            // Until the app has started, the button could not open anything.
            disabled={provisional}
            data-session-gate={gate(provisional)}
            aria-expanded={open}
            aria-controls={menuId}
            onClick={() => setOpenOn(open ? null : pathname)}
          >
            {open ? <CloseIcon /> : <MenuIcon />}
            {navMessages.menu}
          </BarButton>
        )}
      </MobileRow>
      {hasMenu && (
        <MobileList id={menuId} hidden={!open} data-session-gate={gate(provisional)}>
          {user && slots.avatar && (
            <li>
              <AvatarItem user={user} to={slots.avatar.to} label={slots.avatar.label} showLabel placement="above" onNavigate={close} />
            </li>
          )}
          <LinkItems items={slots.menu} onNavigate={close} />
          <SignOutItem slots={slots} onSignOut={onSignOut} />
        </MobileList>
      )}
    </MobileBar>
  );
}

/** Both bars come from the one menu model; CSS shows the desktop bar from `md` up, the mobile bar below. */
export function NavBar() {
  const dispatch = useDispatch();
  const authStatus = useSelector(selectAuthStatus);
  const user = useSelector(selectCurrentUser);
  const organisationStatus = useSelector(selectOrganisationStatus);
  const hint = useSelector(selectAccessHint);
  const provisional = !useHydrated();
  // Until who this is (and whether their organisation is active) is known, fresh or from the stored
  // hint, show only the way home: entries that would appear and vanish are worse than none.
  const viewer = navViewer({ authStatus, user, organisationStatus, hint });
  const shown = viewer === 'pending' ? pendingSlots() : menuSlots(menuFor(viewer));
  const signOut = () => dispatch(signOutRequested());

  return (
    <>
      <MobileTopBar slots={shown} user={user} visitor={viewer === null} provisional={provisional} />
      <DesktopNav slots={shown} user={user} visitor={viewer === null} onSignOut={signOut} provisional={provisional} />
      <MobileNav slots={shown} user={user} visitor={viewer === null} onSignOut={signOut} provisional={provisional} />
    </>
  );
}
