/**
 * The protected pages' frames, pre-rendered at build time (src/app/prerender.tsx): the layout, the
 * page's title from the route table and a skeleton, in the page's own HTML, so that a signed-in
 * reload draws it as soon as the HTML arrives, like a public page. Pure.
 *
 * The HTML is the same for everyone, so it cannot know who asks. It carries, on `<html>`, the list of
 * hint *kinds* (`data-frame-for`: a role and the organisation's state) for which the guard would draw
 * this frame (`decideWithHint` → `provisional`); public/first-paint.js reads the stored hint, computes
 * its kind the way `hintKind` does, and shows the frame only when it is listed. Otherwise the frame
 * stays hidden (the page is blank until the app draws its overlay, as before). Either way the app
 * then replaces the HTML with its own render, and the content still waits for the fresh `allow`.
 */
import { ROLES, type Role } from '../../../contract/roles';
import { ROUTES, type RoutePath } from '../../config/routes';
import type { AccessHint } from './accessHint';
import { decideWithHint } from './decideWithHint';

/** What the guard reads of a hint: its role, and whether there is an organisation and it is active. */
export type HintKind = `${Role}:${'none' | 'active' | 'inactive'}`;

/** The attribute of `<html>` listing the kinds of hint that may see the frame (read by public/first-paint.js). */
export const FRAME_FOR_ATTRIBUTE = 'data-frame-for';
/** The wrapper of the pre-rendered frame; hidden until first-paint.js marks `<html>` with FRAME_SHOWN. */
export const FRAME_MARKER = 'data-prerendered-frame';
/** On `<html>` once first-paint.js has shown the frame (src/ui/globalCss.ts hides it otherwise). */
export const FRAME_SHOWN = 'data-access-frame';

/** The kind of a stored hint. An empty organisation id counts as none, as the guard's truthiness test does. */
export function hintKind(hint: AccessHint): HintKind {
  if (!hint.organisationId) return `${hint.role}:none`;
  return `${hint.role}:${hint.organisationActive ? 'active' : 'inactive'}`;
}

// Functions rather than constants, here and below: the browser's bundle needs only `firstRenderMode` and
// the marker of this module, and computes nothing of the build's lists at start.

/** One hint of each kind: the guard's decision depends on nothing else of a hint. */
export function hintsOfEveryKind(): AccessHint[] {
  return ROLES.flatMap((role) => [
    { uid: 'kind', role, organisationId: null, organisationActive: true },
    { uid: 'kind', role, organisationId: 'org', organisationActive: true },
    { uid: 'kind', role, organisationId: 'org', organisationActive: false },
  ]);
}

/** The kinds of hint for which the guard draws `pathname`'s frame on a reload (nothing fresh known yet). */
export function frameKindsFor(pathname: string): HintKind[] {
  return hintsOfEveryKind().filter(
    (hint) => decideWithHint({ authStatus: 'loading', user: null, organisationStatus: 'unknown', pathname }, hint).kind === 'provisional',
  ).map(hintKind);
}

/**
 * The protected pages that get a pre-rendered frame: every page behind the guard with a fixed path.
 * A path with a parameter (`/teacher/sessions/:id`) has no file of its own on a static host; it keeps
 * the app's shell, and the frame the app draws from the hint.
 */
export function framedPaths(): RoutePath[] {
  return ROUTES.filter((route) => (route.access.kind === 'policy' || route.access.kind === 'signedIn') && !route.path.includes('/:')).map(
    (route) => route.path,
  );
}

/**
 * How the app starts in its container: `hydrate` a pre-rendered public page (React adopts its HTML,
 * drawn for a visitor), `render` anything else — an empty shell, or a pre-rendered frame, which was
 * drawn for nobody in particular and is replaced by the app's own first render in one task.
 */
export function firstRenderMode(container: { hasMarkup: boolean; isFrame: boolean }): 'hydrate' | 'render' {
  return container.hasMarkup && !container.isFrame ? 'hydrate' : 'render';
}
