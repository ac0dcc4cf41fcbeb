/**
 * No sideways scroll on a phone (docs/browser-app.md; the `mobile-375` project only): every route of the
 * route table, opened by whom may open it — the public ones by a visitor, each protected one by each role of
 * its audience — is no wider than the screen. A wide table scrolls inside its own box or becomes cards;
 * the page itself never does. A failure names the route and the element that sticks out furthest.
 */
import type { Page } from '@playwright/test';
import { audienceOf } from '../../contract/policy';
import type { Role } from '../../contract/roles';
import { DEMO_SCENARIO_IDS, NEXT_WEEK_SESSION, PAST_SESSION } from '../../server/seed/demoWorld';
import { actionOf, PATHS, pathTo, ROUTES, type AppRoute } from '../../src/config/routes';
import { ACCOUNTS, expect, signInAndLand, test } from './fixtures';

/** The demo ids a parameterised route is opened with: a session the teacher leads and the student joined, their scenario. */
const PARAMETERS: Partial<Record<string, Readonly<Record<string, string>>>> = {
  [PATHS.teacherSession]: { id: PAST_SESSION.id },
  [PATHS.studentSession]: { id: PAST_SESSION.id },
  [PATHS.scenario]: { id: DEMO_SCENARIO_IDS.bronchiolite },
  // An unknown link: the monitor says so, full screen (a live link needs a trainer to make it, room.spec's journey).
  [PATHS.monitor]: { token: 'lien-inconnu-du-test-de-largeur' },
};

/** Beyond a page's first view: the session page's tabs (each lays out its own tables), a session still to come. */
const EXTRA_LOCATIONS: Partial<Record<string, readonly string[]>> = {
  [PATHS.teacherSession]: [
    ...['participants', 'run', 'debrief', 'evaluation'].map((tab) => `${pathTo(PATHS.teacherSession, { id: PAST_SESSION.id })}?onglet=${tab}`),
    pathTo(PATHS.teacherSession, { id: NEXT_WEEK_SESSION.id }),
  ],
};

function locationsOf(route: AppRoute): string[] {
  const params = PARAMETERS[route.path];
  const first = route.path.includes('/:') ? pathTo(route.path, params ?? {}) : route.path;
  return [first, ...(EXTRA_LOCATIONS[route.path] ?? [])];
}

/** The protected routes a role may open: those whose action's audience holds the role (the menus' rule, docs/product.md §6). */
function routesOf(role: Role): AppRoute[] {
  return ROUTES.filter((route) => {
    const action = actionOf(route);
    return action !== undefined && audienceOf(action).includes(role);
  });
}

type Overflow = { location: string; documentWidth: number; widest: string };

/**
 * How wide the document is, and when wider than the screen, the element whose right edge lies furthest
 * beyond it (one clipped by a scrolling ancestor — a table in its own box — does not widen the page).
 */
async function overflowAt(page: Page, location: string): Promise<Overflow | null> {
  // The viewport's width as well as `innerWidth`: a phone browser may zoom out over a page wider than itself.
  const measured = await page.evaluate((viewportWidth) => {
    const screenWidth = Math.min(window.innerWidth, viewportWidth);
    const documentWidth = document.documentElement.scrollWidth;
    if (documentWidth <= screenWidth) return { documentWidth, widest: '' };
    // An ancestor that clips or scrolls (a table in its own box) keeps it from widening the page; a fixed bar
    // is as wide as the viewport the browser widened for the culprit, not a culprit itself.
    const contained = (element: Element) => {
      for (let node: Element | null = element; node && node !== document.body; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (style.position === 'fixed' || (node !== element && style.overflowX !== 'visible')) return true;
      }
      return false;
    };
    let widest: Element | null = null;
    let furthest = screenWidth;
    // Ties go to the later element, the deeper one: the child that pushes its parents out rather than the parents.
    for (const element of document.body.querySelectorAll('*')) {
      const right = element.getBoundingClientRect().right + window.scrollX;
      if (right > screenWidth && right >= furthest && !contained(element)) {
        widest = element;
        furthest = right;
      }
    }
    const describe = (element: Element) => {
      const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 60);
      const name = element.getAttribute('aria-label') ?? element.getAttribute('class')?.split(' ')[0] ?? '';
      return `<${element.tagName.toLowerCase()}${name ? ` ${name}` : ''}> right edge ${Math.round(furthest)} px « ${text} »`;
    };
    return { documentWidth, widest: widest ? describe(widest) : 'aucun élément isolé' };
  }, page.viewportSize()?.width ?? 0);
  return measured.widest === '' ? null : { location, ...measured };
}

/** Opens each location in turn, waits for the page's own content (its heading, no loading left) and measures it. */
async function overflowsOf(page: Page, locations: readonly string[]): Promise<Overflow[]> {
  const found: Overflow[] = [];
  for (const location of locations) {
    await page.goto(location);
    // The monitor is full screen: its heading is for screen readers only, and there is no `main`.
    await page.locator('h1').first().waitFor({ state: 'attached' });
    await expect(page.locator('main [data-provisional]')).toHaveCount(0);
    await expect(page.getByRole('status', { name: /Chargement/ })).toHaveCount(0);
    // The tables fill in after the heading: wait for the network to settle (briefly: a session page keeps a stream open).
    await page.waitForLoadState('networkidle', { timeout: 3_000 }).catch(() => undefined);
    const overflow = await overflowAt(page, location);
    if (overflow) found.push(overflow);
    // The fixed bottom bar cannot widen the page, but an entry's label may spill over its neighbour's.
    const squeezed = await page
      .getByRole('navigation', { name: 'Navigation principale' })
      .locator('a, button')
      .evaluateAll((items) => items.filter((item) => item.getBoundingClientRect().width > 0 && item.scrollWidth > item.clientWidth + 1).map((item) => item.textContent ?? ''));
    for (const label of squeezed) found.push({ location, documentWidth: 0, widest: `bar entry « ${label} » wider than its box` });
  }
  return found;
}

test('every public page fits a 375 px screen', async ({ page }) => {
  test.setTimeout(240_000);
  const publicRoutes = ROUTES.filter((route) => route.access.kind === 'public' || route.access.kind === 'signInAlias');
  expect(await overflowsOf(page, publicRoutes.flatMap(locationsOf))).toEqual([]);
});

const ROLE_ACCOUNTS: Record<Role, { email: string; home: string }> = {
  admin: ACCOUNTS.adminActif,
  enseignant: ACCOUNTS.enseignantActif,
  etudiant: ACCOUNTS.etudiantActif,
  hyperadmin: ACCOUNTS.hyper,
};

for (const [role, account] of Object.entries(ROLE_ACCOUNTS) as [Role, { email: string; home: string }][]) {
  test(`every page the ${role} may open fits a 375 px screen`, async ({ page }) => {
    test.setTimeout(180_000);
    await signInAndLand(page, account);
    expect(await overflowsOf(page, routesOf(role).flatMap(locationsOf))).toEqual([]);
  });
}
