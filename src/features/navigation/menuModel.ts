/** Which menu entries a visitor sees (spec §2, §6), read from the route table and the policy. Pure. */
import { decide, type Actor } from '../../../contract/policy';
import type { Role } from '../../../contract/roles';
import { commonMessages } from '../../config/messages/common';
import { ROUTES, type AppRoute, type NavRule } from '../../config/routes';

export type MenuItem =
  | { kind: 'link'; slot: 'home' | 'avatar' | 'item'; to: string; label: string }
  | { kind: 'signOut'; label: string };

export const SIGN_OUT_LABEL = commonMessages.signOut;

/**
 * Whether a page is offered to this person: they are of its audience (the hyperadmin's pass-everywhere
 * is for typed URLs, not for the menus of spec §6), and the policy lets them use what the page is for
 * (the route's action), so nothing leads to what the server would refuse. This is what hides the
 * admin's users and settings pages while the organisation is inactive (the guard would send them to
 * the upgrade page anyway); the subscription and the account stay.
 */
export function isOffered(route: AppRoute, viewer: Actor | null): boolean {
  if (route.access.kind === 'roles' && (viewer === null || !route.access.roles.includes(viewer.role))) return false;
  return route.action === undefined || (viewer !== null && decide(viewer, route.action).allowed);
}

function visible(rule: NavRule, route: AppRoute, viewer: Actor | null): boolean {
  const role: Role | null = viewer?.role ?? null;
  switch (rule) {
    case 'always':
      return true;
    case 'signedOut':
      return role === null;
    case 'notHyperadmin':
      return role !== 'hyperadmin';
    case 'avatar':
    case 'audience':
      return role !== null && isOffered(route, viewer);
  }
}

/** `viewer` is null for a signed-out visitor. */
export function menuFor(viewer: Actor | null): MenuItem[] {
  const links = ROUTES.flatMap((route) => (route.nav && visible(route.nav.rule, route, viewer) ? [{ route, nav: route.nav }] : []))
    .sort((a, b) => a.nav.order - b.nav.order)
    .map(({ route, nav }): MenuItem => ({
      kind: 'link',
      slot: nav.rule === 'always' ? 'home' : nav.rule === 'avatar' ? 'avatar' : 'item',
      to: route.path,
      label: nav.label,
    }));
  return viewer === null ? links : [...links, { kind: 'signOut', label: SIGN_OUT_LABEL }];
}

export type MenuSlots = {
  home: Extract<MenuItem, { kind: 'link' }> | undefined;
  avatar: Extract<MenuItem, { kind: 'link' }> | undefined;
  links: Extract<MenuItem, { kind: 'link' }>[];
  signOut: Extract<MenuItem, { kind: 'signOut' }> | undefined;
};

/** The bars place each kind of entry differently: the logo, the avatar, the role's links, sign-out. */
export function menuSlots(items: MenuItem[]): MenuSlots {
  const links = items.filter((item) => item.kind === 'link');
  return {
    home: links.find((item) => item.slot === 'home'),
    avatar: links.find((item) => item.slot === 'avatar'),
    links: links.filter((item) => item.slot === 'item'),
    signOut: items.find((item) => item.kind === 'signOut'),
  };
}
