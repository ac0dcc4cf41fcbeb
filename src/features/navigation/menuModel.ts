/** Which menu entries a visitor sees (spec §2, §6), read from the route table. Pure. */
import { ROUTES, type AppRoute, type NavRule } from '../../app/routes';
import { commonMessages } from '../../config/messages/common';
import type { Role } from '../../config/roles';

export type MenuItem =
  | { kind: 'link'; slot: 'home' | 'avatar' | 'item'; to: string; label: string }
  | { kind: 'signOut'; label: string };

export const SIGN_OUT_LABEL = commonMessages.signOut;

function visible(rule: NavRule, route: AppRoute, role: Role | null): boolean {
  switch (rule) {
    case 'always':
      return true;
    case 'signedOut':
      return role === null;
    case 'notHyperadmin':
      return role !== 'hyperadmin';
    case 'avatar':
      return role !== null;
    case 'audience':
      return role !== null && route.access.kind === 'roles' && route.access.roles.includes(role);
  }
}

/** `role` is null for a signed-out visitor. */
export function menuFor(role: Role | null): MenuItem[] {
  const links = ROUTES.flatMap((route) =>
    route.nav && visible(route.nav.rule, route, role) ? [{ route, nav: route.nav }] : [],
  )
    .sort((a, b) => a.nav.order - b.nav.order)
    .map(({ route, nav }): MenuItem => ({
      kind: 'link',
      slot: nav.rule === 'always' ? 'home' : nav.rule === 'avatar' ? 'avatar' : 'item',
      to: route.path,
      label: nav.label,
    }));
  return role === null ? links : [...links, { kind: 'signOut', label: SIGN_OUT_LABEL }];
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
