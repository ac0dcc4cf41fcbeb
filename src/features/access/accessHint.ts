/**
 * The access hint: the last *decision inputs* the guard saw for the person signed in on this browser
 * (uid, role, organisation, whether it was active: the policy's `Actor`), kept so that a reload can
 * draw the page's frame before the identity provider, the profile and the organisation check have
 * answered again. Pure, apart from the two functions that take the storage they use.
 *
 * What it may do, and what it may not:
 * - it holds no token and nothing secret: the same four facts the menus already show;
 * - it only ever chooses between the loading overlay and the page's *frame* (title and skeleton);
 *   the page's content waits for the fresh answers (`decideWithHint`), so a stale hint (a role
 *   changed, an organisation gone inactive) can never show what the fresh answers would refuse;
 * - it is strictly necessary storage (the session the person asked for, drawn sooner): no consent
 *   is needed for it (docs/product.md §4.5, CNIL), and sign-out removes it with the rest of localStorage.
 */
import { opensEveryPage, type Actor } from '../../../contract/policy';
import { isRole, type Role } from '../../../contract/roles';
import { parseJsonObject } from '../../lib/jsonObject';

export type AccessHint = Actor;

export const ACCESS_HINT_KEY = 'simusession.access';

/** The stored hint, or null when there is none or it is not one this version wrote. */
export function parseAccessHint(raw: string | null): AccessHint | null {
  const h = parseJsonObject(raw);
  if (!h) return null;
  if (typeof h.uid !== 'string' || h.uid === '' || !isRole(h.role)) return null;
  if (h.organisationId !== null && typeof h.organisationId !== 'string') return null;
  if (typeof h.organisationActive !== 'boolean') return null;
  return { uid: h.uid, role: h.role, organisationId: h.organisationId, organisationActive: h.organisationActive };
}

/**
 * What the fresh state says should be remembered: the actor once the guard has all it needs
 * (signed in, and the organisation's status known or no organisation to check), `null` to forget
 * (signed out), `undefined` while the answers are still coming (keep what is stored).
 */
export function hintFrom(state: {
  authStatus: 'loading' | 'signedOut' | 'signedIn';
  user: { uid: string; role: Role; uid_organisation: string | null } | null;
  organisationStatus: 'unknown' | 'active' | 'inactive' | 'unreachable';
}): AccessHint | null | undefined {
  if (state.authStatus === 'signedOut') return null;
  if (state.authStatus !== 'signedIn' || !state.user) return undefined;
  const { uid, role, uid_organisation } = state.user;
  // An unanswered check says nothing of the organisation: what is stored stays.
  if (uid_organisation && !opensEveryPage(role) && (state.organisationStatus === 'unknown' || state.organisationStatus === 'unreachable')) {
    return undefined;
  }
  return { uid, role, organisationId: uid_organisation, organisationActive: state.organisationStatus !== 'inactive' };
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // storage disabled by the browser: no hint, the reload waits as before
  }
}

export function readAccessHint(store: Storage | null = storage()): AccessHint | null {
  try {
    return parseAccessHint(store?.getItem(ACCESS_HINT_KEY) ?? null);
  } catch {
    return null;
  }
}

export function writeAccessHint(hint: AccessHint | null, store: Storage | null = storage()): void {
  try {
    if (hint) store?.setItem(ACCESS_HINT_KEY, JSON.stringify(hint));
    else store?.removeItem(ACCESS_HINT_KEY);
  } catch {
    // A full or disabled storage only costs the shortcut.
  }
}
