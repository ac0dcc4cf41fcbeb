/** Which menu entries a visitor sees (docs/product.md §2, §6), read from the route table and the policy. Pure. */
import { actorOf, audienceOf, decide, heldByInactiveOrganisation, type Actor } from '../../../contract/policy';
import type { Role } from '../../../contract/roles';
import { commonMessages } from '../../config/messages/common';
import { actionOf, inactiveOrganisationHome, PATHS, ROLE_HOME, ROUTES, type AppRoute, type NavRule } from '../../config/routes';

export type MenuItem =
  /** `role`: an entry of the person's role (docs/product.md §2's audience); `item`: one shared by several kinds of visitor. */
  | { kind: 'link'; slot: 'home' | 'avatar' | 'role' | 'item'; to: string; label: string }
  | { kind: 'signOut'; label: string };

export const SIGN_OUT_LABEL = commonMessages.signOut;

/**
 * Whether a page is offered to this person: they are of the audience of the action it serves (the
 * hyperadmin's pass-everywhere, and its acting as any organisation's admin, are for typed URLs, not
 * for the menus of docs/product.md §6), and the policy lets them use that action now, so nothing leads to what
 * the server would refuse. This is what hides the admin's users and settings pages while the
 * organisation is inactive (the guard would send them to the upgrade page anyway); the subscription
 * and the account stay.
 */
export function isOffered(route: AppRoute, viewer: Actor | null): boolean {
  const action = actionOf(route);
  if (action === undefined) return true;
  return viewer !== null && audienceOf(action).includes(viewer.role) && decide(viewer, action).allowed;
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

/**
 * The page « Accueil » and the logo lead to: a visitor's is the marketing home; a signed-in person's is
 * the page they land on after signing in (docs/product.md §19.3), or, when their organisation is inactive, the
 * page the guard would send them to anyway (the upgrade page for its admin, /expired for the others).
 */
export function mainPageFor(viewer: Actor | null): string {
  if (viewer === null) return PATHS.home;
  return heldByInactiveOrganisation(viewer) ? inactiveOrganisationHome(viewer) : ROLE_HOME[viewer.role];
}

const slotOf = (rule: NavRule): Extract<MenuItem, { kind: 'link' }>['slot'] =>
  rule === 'always' ? 'home' : rule === 'avatar' ? 'avatar' : rule === 'audience' ? 'role' : 'item';

/** `viewer` is null for a signed-out visitor. */
export function menuFor(viewer: Actor | null): MenuItem[] {
  const links = ROUTES.flatMap((route) => (route.nav && visible(route.nav.rule, route, viewer) ? [{ route, nav: route.nav }] : []))
    .sort((a, b) => a.nav.order - b.nav.order)
    .map(({ route, nav }): MenuItem => ({
      kind: 'link',
      slot: slotOf(nav.rule),
      to: nav.rule === 'always' ? mainPageFor(viewer) : route.path,
      label: nav.label,
    }));
  return viewer === null ? links : [...links, { kind: 'signOut', label: SIGN_OUT_LABEL }];
}

type Link = Extract<MenuItem, { kind: 'link' }>;

export type MenuSlots = {
  home: Link | undefined;
  avatar: Link | undefined;
  /** The desktop bar's links: the role's entries, then the shared ones, in the table's order. */
  links: Link[];
  /** The mobile bar, beside « Menu »: « Accueil », then the role's entries. */
  bottom: Link[];
  /** What the mobile « Menu » opens: the links the mobile bar does not already carry. */
  menu: Link[];
  signOut: Extract<MenuItem, { kind: 'signOut' }> | undefined;
};

/** At most this many entries beside « Menu » on a 375 px bar, each still a 44 px target with its label. */
export const BOTTOM_BAR_MAX = 4;

/**
 * The bars place each kind of entry differently: the logo, the avatar, the links, sign-out. The
 * mobile bar carries « Accueil » first, then the role's entries, with the mobile labels (docs/product.md §2.3
 * lists « Accueil » among them): « Accueil » stays even when one of the role's entries is the same
 * page (the teacher's « Sessions »), so the way home is always the bar's first entry; a visitor's bar
 * has « Accueil » alone, the rest being in the menu. No role has more than three entries, so the bar
 * holds them all.
 */
export function menuSlots(items: MenuItem[]): MenuSlots {
  const links = items.filter((item) => item.kind === 'link');
  const home = links.find((item) => item.slot === 'home');
  const roleLinks = links.filter((item) => item.slot === 'role');
  const bottom = (home ? [home, ...roleLinks] : roleLinks).slice(0, BOTTOM_BAR_MAX);
  const inBottom = new Set(bottom.map((item) => item.to));
  return {
    home,
    avatar: links.find((item) => item.slot === 'avatar'),
    links: links.filter((item) => item.slot === 'role' || item.slot === 'item'),
    bottom,
    menu: links.filter((item) => (item.slot === 'role' || item.slot === 'item') && !inBottom.has(item.to)),
    signOut: items.find((item) => item.kind === 'signOut'),
  };
}

/** What the menus know of the person while the answers come: nobody, someone, or not yet (`pending`). */
export type NavViewer = Actor | null | 'pending';

/**
 * Who the menus are drawn for. Fresh answers first; where the organisation's state (or, on a reload,
 * the whole session) is not known yet, the stored hint (src/features/access/accessHint.ts) if it is
 * about this person and organisation, else `pending`: the role's entries wait rather than appear and
 * vanish (an inactive organisation's member used to see the active menu until the check answered).
 */
export function navViewer(state: {
  authStatus: 'loading' | 'signedOut' | 'signedIn';
  user: { uid: string; role: Role; uid_organisation: string | null } | null;
  organisationStatus: 'unknown' | 'active' | 'inactive' | 'unreachable';
  hint: Actor | null;
}): NavViewer {
  const { authStatus, user, organisationStatus, hint } = state;
  if (authStatus === 'signedOut') return null;
  if (authStatus === 'loading' || !user) return hint ?? 'pending';
  // An unanswered check (`unreachable`) knows no more than `unknown`: the hint, or pending.
  const answered = organisationStatus === 'active' || organisationStatus === 'inactive';
  if (!user.uid_organisation || user.role === 'hyperadmin' || answered) {
    return actorOf(user, organisationStatus !== 'inactive');
  }
  return hint && hint.uid === user.uid && hint.organisationId === user.uid_organisation
    ? actorOf(user, hint.organisationActive)
    : 'pending';
}

/** The menus while `pending`: only the way to the marketing home, nothing that could vanish. */
export function pendingSlots(): MenuSlots {
  const home = menuSlots(menuFor(null)).home;
  return { home, avatar: undefined, links: [], bottom: home ? [home] : [], menu: [], signOut: undefined };
}
