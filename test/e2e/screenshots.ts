/**
 * `npm run screenshots`: docs/screenshots/, every public page and each role's main page at
 * 375 px and 1280 px, taken from a production build against the demo world; and the product's
 * pictures for the web, public/product/<name>-<width>.webp (the home, the user guides).
 *
 * `SCREENSHOTS_ONLY=product` takes the signed-in pages only (the product pictures and their full-page
 * PNGs), for when the public pages have not changed; `SCREENSHOTS_ONLY=room` the simulation room's only;
 * `SCREENSHOTS_ONLY=ui` the design system's pieces as they appear in the product (docs/ui.md's pictures).
 *
 * A product picture is the part of the screen that shows its feature, at the size src/ui/productShots.ts gives
 * it (the page that shows it reads the same sizes): the text in it stays readable where it is shown.
 */
import fs from 'node:fs';
import type { Browser, BrowserContext, Page, Route } from '@playwright/test';
import { repoPath } from '../../server/paths';
import { launchChromium } from './browser';
import { decideConsent } from './fixtures';
import { startE2eStack } from './stack';
import { CHOC_ANAPHYLACTIQUE } from '../../server/seed/demoScenarios';
import { DEMO_SCENARIO_IDS, NEXT_WEEK_SESSION, PAST_SESSION } from '../../server/seed/demoWorld';
import { PHONE_VIEWPORT, productShotSize, type ProductShotName } from '../../src/ui/productShots';

const OUT = repoPath('docs', 'screenshots');
const PRODUCT_OUT = repoPath('public', 'product');
const WIDTHS = [375, 1280];
const ONLY_PRODUCT = process.env.SCREENSHOTS_ONLY === 'product';
const ONLY_ROOM = process.env.SCREENSHOTS_ONLY === 'room';
const ONLY_UI = process.env.SCREENSHOTS_ONLY === 'ui';

/**
 * The screenshots that also become web pictures: docs/screenshots name → public/product name. These
 * paths are referenced by the home and the user guides: renaming one breaks them.
 */
const PRODUCT_SHOTS: Record<string, ProductShotName> = {
  'role-admin': 'admin-users',
  'admin-config': 'admin-config',
  'role-enseignant': 'teacher-main',
  'teacher-scenario-editor': 'scenario-editor',
  'role-etudiant': 'student-sessions',
  'student-session': 'student-session',
  'teacher-session-debrief': 'session-debrief',
};
/**
 * Where a product picture's region starts (its top left corner, 24 px before): the page's heading, unless the
 * feature is lower — the users' list itself, the debriefing's workspace (the graph, the chronology and the phase
 * notes), not the header above them. `null`: the screen's top left (the room in « Mode salle », the patient monitor, which
 * fill the screen).
 */
const PRODUCT_TOPS: Partial<Record<ProductShotName, string | null>> = {
  'admin-users': 'main table',
  'session-debrief': 'main [role="tabpanel"] h2',
  'teacher-session-run': null,
  'patient-monitor': null,
};
/**
 * WebP rather than JPEG: on screenshots (flat colours, small text) it is about a third smaller at the same
 * look and keeps letters free of JPEG's ringing; every browser SimuSession supports decodes it, and
 * Chromium encodes it itself (a canvas), so no image tool is needed. PNG would be 3 to 5 times heavier.
 * The quality steps down until the picture fits its budget.
 */
const WEBP_BUDGET_BYTES: Record<number, number> = { 375: 40_000, 1280: 80_000 };
const WEBP_QUALITIES = [0.82, 0.75, 0.68, 0.6, 0.5];
const PUBLIC: Record<string, string> = {
  home: '/', login: '/login', signup: '/signup', pricing: '/pricing', about: '/about', contact: '/contact',
  'docs-start': '/docs/start', 'auth-forgotpassword': '/auth/ForgotPassword', 'legal-policy': '/legal/policy',
  'legal-cgv': '/legal/cgv', 'legal-cgu': '/legal/cgu', 'legal-terms-conditions': '/legal/terms-conditions',
  'legal-mentions-legales': '/legal/mentions-legales', expired: '/expired', buynow: '/buynow',
  'account-free': '/account/free', getmydata: '/getmyData', actionmanager: '/actionmanager',
};
/** Each role's main page, then the other pages of that role worth showing (name → path). */
const ROLES: Record<string, { email: string; home: string; pages?: Record<string, string> }> = {
  'role-hyperadmin': { email: 'hyper@demo.test', home: '/auth/deleteOldUsers' },
  'role-admin': {
    email: 'admin@actif.demo.test',
    home: '/auth/users',
    pages: { 'admin-config': '/auth/config', 'admin-subscription': '/account/subscription', 'admin-upgrade': '/account/UpgradeSubscription' },
  },
  'role-enseignant': {
    email: 'enseignant@actif.demo.test',
    home: '/teacher/teacher_main',
    pages: {
      'teacher-session-run': `/teacher/sessions/${PAST_SESSION.id}?onglet=run`,
      'teacher-session-debrief': `/teacher/sessions/${PAST_SESSION.id}?onglet=debrief`,
      'teacher-session-evaluation': `/teacher/sessions/${PAST_SESSION.id}?onglet=evaluation`,
      'teacher-dossiers': '/session/dossiers/Dossiers',
      'teacher-scenario-editor': `/session/dossiers/scenarios/${DEMO_SCENARIO_IDS.bronchiolite}`,
      'teacher-students': '/teacher/students',
    },
  },
  'role-etudiant': {
    email: 'etudiant@actif.demo.test',
    home: '/student/sessionsTable',
    pages: { 'student-session': `/student/sessions/${PAST_SESSION.id}`, 'account-page': '/auth/user_account' },
  },
  'role-admin-inactif': { email: 'admin@inactif.demo.test', home: '/account/UpgradeSubscription' },
  'role-enseignant-inactif': { email: 'enseignant@inactif.demo.test', home: '/expired' },
};

/** The page drawn as a person sees it: its data arrived, its images decoded, a bar kept at the bottom put back. */
async function settle(page: Page) {
  await page.locator('main h1').first().waitFor();
  // A signed-in reload first draws the page's frame from the stored hint: picture the page itself.
  await page.locator('main [data-provisional]').waitFor({ state: 'detached' });
  // A session's page keeps its live stream open, so the network never goes quiet there: a few seconds at most.
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
  // A whole-page picture shows what is below the fold too: the lazy images must have loaded, as they do
  // for someone scrolling down.
  for (const image of await page.locator('main img').all()) await image.scrollIntoViewIfNeeded();
  await page.waitForFunction(() => [...document.images].every((image) => image.complete && image.naturalWidth > 0));
  // Loaded is not drawn: an image with `decoding="async"` may still be blank in the picture (home-1280's last shot was).
  await page.evaluate(() => Promise.all([...document.images].map((image) => image.decode().catch(() => undefined))));
  await page.evaluate(() => window.scrollTo(0, 0));
  // A bar kept at the bottom of the window (the editor's save bar) would be drawn in the middle of a whole-page
  // picture, over the form: it is put back where the page's flow has it, at the end.
  await page.evaluate(() => {
    for (const element of document.querySelectorAll<HTMLElement>('main *')) {
      const style = getComputedStyle(element);
      if (style.position === 'sticky' && style.bottom !== 'auto') element.style.position = 'static';
    }
  });
}

async function shoot(page: Page, name: string) {
  await settle(page);
  await page.screenshot({ path: `${OUT}/${name}.png`, fullPage: true });
}

/**
 * The part of `page` that shows the feature, at its size (src/ui/productShots.ts), as a WebP within its budget.
 * On a phone: the screen's width from the page's heading (or `PRODUCT_TOPS`). On a computer: the page on a screen
 * of the picture's size, so that its own layout reflows into the frame instead of being cut at the right edge
 * mid-word, scrolled to the feature's top; the screen is given back its size afterwards.
 */
async function productPicture(page: Page, encoder: Page, name: ProductShotName, width: number) {
  const phone = width < 768;
  const size = productShotSize(name, phone ? 'phone' : 'computer');
  const top = PRODUCT_TOPS[name] === undefined ? 'main h1' : PRODUCT_TOPS[name];
  const screen = page.viewportSize();
  if (!phone) {
    await page.setViewportSize(size);
    // A page is loaded again at the picture's size, as a person on that screen gets it: the debriefing's graph fits
    // itself to its box when it opens, not when the window changes. The screen-filling ones (the room, the monitor)
    // follow the window by themselves.
    if (top !== null) {
      await page.reload();
      await settle(page);
    }
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  }
  const clip = await page.evaluate(
    ({ selector, region }) => {
      const element = selector ? document.querySelector(selector) : null;
      // A little of what is above stays in view, so that the picture does not start on a cut line (16 px: the
      // users' list's search field ends 18 px above the table).
      window.scrollTo(0, element ? Math.max(0, element.getBoundingClientRect().top + window.scrollY - 16) : 0);
      const box = element?.getBoundingClientRect();
      // Kept within the screen. No helper function here: tsx's naming of functions does not exist in the page.
      const y = Math.max(0, Math.min((box?.top ?? 0) - 16, window.innerHeight - region.height));
      // The page goes on below the frame: its last 48 px fade into the page's background rather than ending on
      // half a line. Not where the frame ends with the screen (the room and the monitor on a computer).
      if (element || y + region.height < window.innerHeight) {
        const fade = document.createElement('div');
        fade.dataset.productFade = '';
        const painted = [document.body, document.documentElement].map((node) => getComputedStyle(node).backgroundColor);
        const background = painted.find((colour) => colour !== 'rgba(0, 0, 0, 0)' && colour !== 'transparent') ?? '#fff';
        fade.style.cssText = `position:fixed;left:0;right:0;top:${y + region.height - 48}px;height:48px;pointer-events:none;z-index:2147483647;background:linear-gradient(to bottom, transparent, ${background} 85%)`;
        document.body.append(fade);
      }
      return {
        x: Math.max(0, Math.min((box?.left ?? 0) - 16, document.documentElement.clientWidth - region.width)),
        y,
        width: region.width,
        height: region.height,
      };
    },
    { selector: top, region: size },
  );
  const png = (await page.screenshot({ type: 'png', clip })).toString('base64');
  await page.evaluate(() => document.querySelector('[data-product-fade]')?.remove());
  let webp = Buffer.alloc(0);
  for (const quality of WEBP_QUALITIES) {
    const dataUrl = await encoder.evaluate(
      async ({ source, q }) => {
        const image = new Image();
        image.src = `data:image/png;base64,${source}`;
        await image.decode();
        const canvas = document.createElement('canvas');
        canvas.width = image.naturalWidth;
        canvas.height = image.naturalHeight;
        canvas.getContext('2d')?.drawImage(image, 0, 0);
        return canvas.toDataURL('image/webp', q);
      },
      { source: png, q: quality },
    );
    if (!dataUrl.startsWith('data:image/webp')) throw new Error('Chromium n’a pas encodé l’image en WebP');
    webp = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
    if (webp.length <= (WEBP_BUDGET_BYTES[width] ?? Infinity)) break;
  }
  fs.writeFileSync(`${PRODUCT_OUT}/${name}-${width}.webp`, webp);
  // To look at the pictures where no WebP viewer is at hand: a PNG copy of each.
  if (process.env.PRODUCT_PNG_DIR) fs.writeFileSync(`${process.env.PRODUCT_PNG_DIR}/${name}-${width}.png`, Buffer.from(png, 'base64'));
  if (!phone && screen) await page.setViewportSize(screen);
  console.log(`public/product/${name}-${width}.webp : ${(webp.length / 1000).toFixed(1)} ko`);
}

/** The full-page PNG for the docs, and the web picture when `name` is one of the product's. */
async function shootAll(page: Page, encoder: Page, name: string, width: number) {
  await shoot(page, `${name}-${width}`);
  const product = PRODUCT_SHOTS[name];
  // The whole-page picture has put the editor's save bar back at the form's end (`shoot`): the product picture,
  // the first screen, shows the form without a bar floating over it, as a person would crop it.
  if (product) await productPicture(page, encoder, product, width);
}

async function context(browser: Browser, baseURL: string, width: number, consent = true): Promise<BrowserContext> {
  const ctx = await browser.newContext({ viewport: { width, height: width < 768 ? 740 : 800 }, locale: 'fr-FR' });
  if (consent) await decideConsent(ctx, baseURL);
  return ctx;
}

async function publicPages(browser: Browser, baseURL: string, width: number) {
  const ctx = await context(browser, baseURL, width);
  const page = await ctx.newPage();
  for (const [name, path] of Object.entries(PUBLIC)) {
    await page.goto(`${baseURL}${path}`);
    await shoot(page, `${name}-${width}`);
  }
  if (width < 768) {
    await page.goto(`${baseURL}/pricing`);
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.screenshot({ path: `${OUT}/menu-open-${width}.png` });
  }
  await ctx.close();

  const fresh = await context(browser, baseURL, width, false);
  const first = await fresh.newPage();
  await first.goto(baseURL);
  await first.getByRole('button', { name: 'Accepter tout' }).waitFor();
  await first.screenshot({ path: `${OUT}/home-banner-${width}.png` });
  await fresh.close();
}

async function signIn(ctx: BrowserContext, baseURL: string, email: string, home: string): Promise<Page> {
  const page = await ctx.newPage();
  await page.goto(`${baseURL}/login`);
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill('demo1234');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await page.waitForURL(`${baseURL}${home}`);
  return page;
}

/**
 * The learners of the demo's coming session who have not authorised the recording (Nathan Lambert, Louis Fontaine)
 * give it, as a class does before its session: otherwise the room opens on its red warning « Ne filmez pas ces
 * personnes », right for the room, wrong as the home's first picture. After every other picture (the
 * configuration's figures are the demo's own).
 */
async function learnersAuthoriseRecording(browser: Browser, baseURL: string) {
  for (const email of ['etudiant04@actif.demo.test', 'etudiant06@actif.demo.test']) {
    const ctx = await context(browser, baseURL, 1280);
    const page = await signIn(ctx, baseURL, email, '/student/sessionsTable');
    await page.goto(`${baseURL}/auth/user_account`);
    await page.getByRole('button', { name: 'J’autorise l’enregistrement' }).click();
    await page.getByRole('button', { name: /^Retirer mon consentement/ }).waitFor();
    await ctx.close();
  }
}

/**
 * The simulation room while a session runs (after every other picture: it starts the demo's coming session),
 * after a transition, a quick action and a note: « Mode salle », the room as a trainer uses it, on a tablet in
 * landscape and on a laptop (`teacher-session-room-<width>.png`, the screen as it is); the ordinary « Déroulement »
 * tab on a tablet, a laptop and a phone (`teacher-session-running-<width>.png`); the patient monitor on the room's
 * screen. The product picture `teacher-session-run` (the home's hero, the sign-in page, the teacher's guide) is
 * « Mode salle »: a finished session's page would show an empty half.
 */
async function roomPages(browser: Browser, baseURL: string, encoder: Page) {
  const teacher = ROLES['role-enseignant'];
  if (!teacher) return;
  await learnersAuthoriseRecording(browser, baseURL);
  const sessionPath = `${baseURL}/teacher/sessions/${NEXT_WEEK_SESSION.id}`;
  const lead = await context(browser, baseURL, 1024);
  const trainer = await signIn(lead, baseURL, teacher.email, teacher.home);
  await trainer.setViewportSize({ width: 1024, height: 768 });
  await trainer.goto(`${sessionPath}?onglet=run`);
  await trainer.getByRole('button', { name: 'Créer le lien du moniteur' }).click();
  const href = await trainer.getByRole('link', { name: 'Moniteur patient' }).getAttribute('href');
  await trainer.getByRole('tab', { name: 'Préparation' }).click();
  await trainer.getByRole('button', { name: 'Démarrer la session' }).click();
  await trainer.getByRole('button', { name: 'Oui, démarrer maintenant' }).click();
  // « Perfusion arrêtée et adrénaline IM »: the learners' action, the patient improves.
  const first = CHOC_ANAPHYLACTIQUE.graph.transitions.find((transition) => transition.id === 't2');
  await trainer.getByRole('button', { name: new RegExp(`^${first?.label ?? ''}`) }).click();
  const quickAction = CHOC_ANAPHYLACTIQUE.quick_actions?.[0]?.label ?? '';
  await trainer.getByRole('region', { name: 'Actions rapides' }).getByRole('button', { name: quickAction }).click();
  await trainer.getByText(`Action\u00a0: ${quickAction}`).first().waitFor();
  await trainer.getByLabel('Note libre').fill('Adrénaline IM 0,5 mg à 2 min, voie veineuse posée.');
  await trainer.getByRole('button', { name: 'Ajouter la note' }).click();
  await trainer.getByText(/Note\s: Adrénaline IM/).waitFor();
  // What the trainer sees without scrolling: the clock, the patient's state, the transitions.
  await trainer.evaluate(() => window.scrollTo(0, 0));
  await trainer.screenshot({ path: `${OUT}/teacher-session-running-1024.png` });
  await roomMode(trainer, `${sessionPath}?onglet=run&mode=salle`);
  await trainer.screenshot({ path: `${OUT}/teacher-session-room-1024.png` });
  for (const width of [1280, 375]) {
    const other = await context(browser, baseURL, width);
    const page = await signIn(other, baseURL, teacher.email, teacher.home);
    await page.goto(`${sessionPath}?onglet=run`);
    await page.getByText(/Note\s: Adrénaline IM/).waitFor();
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${OUT}/teacher-session-running-${width}.png`, fullPage: width < 768 });
    await roomMode(page, `${sessionPath}?onglet=run&mode=salle`);
    if (width >= 768) await page.screenshot({ path: `${OUT}/teacher-session-room-${width}.png` });
    await productPicture(page, encoder, 'teacher-session-run', width);
    await other.close();
  }
  const screen = await browser.newContext({ viewport: { width: 1280, height: 720 }, locale: 'fr-FR' });
  const monitor = await screen.newPage();
  await monitor.goto(new URL(href ?? '', baseURL).toString());
  await monitor.getByLabel('FC', { exact: true }).waitFor();
  // The traces sweep: a second of drawing so that the picture shows them.
  await monitor.waitForTimeout(1500);
  await monitor.screenshot({ path: `${OUT}/patient-monitor-1280.png` });
  await screen.close();
  // The home's proof of the room: the monitor as the learners see it, on a screen of the picture's own size (it
  // fills any screen: a region of a larger one would cut its curves).
  for (const width of WIDTHS) {
    const viewer = await context(browser, baseURL, width);
    const view = await viewer.newPage();
    await view.setViewportSize(width < 768 ? PHONE_VIEWPORT : productShotSize('patient-monitor', 'computer'));
    await view.goto(new URL(href ?? '', baseURL).toString());
    await view.getByLabel('FC', { exact: true }).waitFor();
    await view.waitForTimeout(1500);
    await productPicture(view, encoder, 'patient-monitor', width);
    await viewer.close();
  }
  await lead.close();
}

/** « Mode salle » opened from its address, its journal showing the note (the layer is drawn over the page). */
async function roomMode(page: Page, url: string) {
  await page.goto(url);
  const room = page.getByRole('region', { name: /^Mode salle/ });
  await room.getByText(/Note\s: Adrénaline IM/).waitFor();
  await page.waitForLoadState('networkidle', { timeout: 3_000 }).catch(() => undefined);
  // The room puts the focus on its title for the keyboard: a picture shows the room, not that ring.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

/**
 * The design system's pieces where people meet them (docs/ui.md): the users list's status chips and its
 * « ⋯ » menu, the confirmation and the role dialogs, the selection's bar, the account page's red button.
 * Element pictures at 1280 px, each named `ui-<piece>.png`.
 */
async function uiPieces(browser: Browser, baseURL: string) {
  const admin = ROLES['role-admin'];
  if (!admin) return;
  const ctx = await context(browser, baseURL, 1280);
  const page = await signIn(ctx, baseURL, admin.email, admin.home);
  const table = page.getByRole('table', { name: 'Comptes de l’organisation' });
  await table.getByRole('row').nth(6).waitFor();
  // The header and the first rows: enough to see the chips, the dates on one line and the menus.
  const top = await table.boundingBox();
  const sixth = await table.getByRole('row').nth(6).boundingBox();
  if (top && sixth) await page.screenshot({ path: `${OUT}/ui-table-chips.png`, clip: { x: top.x, y: top.y, width: top.width, height: sixth.y + sixth.height - top.y } });
  const row = table.getByRole('row').filter({ hasText: 'Emma Petit' });
  await row.getByRole('button', { name: /^Actions pour/ }).click();
  const menu = page.getByRole('menu');
  await menu.waitFor();
  const menuBox = await menu.boundingBox();
  const rowBox = await row.boundingBox();
  if (menuBox && rowBox) {
    const x = Math.min(menuBox.x, rowBox.x + rowBox.width - 520) - 16;
    await page.screenshot({ path: `${OUT}/ui-actions-menu.png`, clip: { x, y: rowBox.y - 8, width: menuBox.x + menuBox.width + 16 - x, height: menuBox.y + menuBox.height + 16 - rowBox.y + 8 } });
  }
  await page.getByRole('menuitem', { name: 'Désactiver…' }).click();
  await page.getByRole('alertdialog').screenshot({ path: `${OUT}/ui-confirm-dialog.png` });
  await page.getByRole('alertdialog').getByRole('button', { name: 'Annuler' }).click();
  await row.getByRole('button', { name: /^Actions pour/ }).click();
  await page.getByRole('menuitem', { name: 'Changer le rôle…' }).click();
  await page.getByRole('dialog').screenshot({ path: `${OUT}/ui-form-dialog.png` });
  await page.getByRole('dialog').getByRole('button', { name: 'Annuler' }).click();
  for (const name of await table.getByRole('checkbox').all().then((boxes) => boxes.slice(1, 3))) await name.check();
  await page.getByRole('region', { name: 'Actions sur la sélection' }).screenshot({ path: `${OUT}/ui-selection-bar.png` });
  await page.goto(`${baseURL}/auth/user_account`);
  await page.getByRole('form', { name: 'Supprimer mon compte' }).screenshot({ path: `${OUT}/ui-danger-button.png` });
  await statePictures(page, `${baseURL}${admin.home}`);
  await ctx.close();
}

/**
 * The three states of a list (docs/ui.md, « States »), on the users list with its answers held back, refused
 * and empty: `ui-state-loading.png`, `ui-state-failure.png`, `ui-state-empty.png`.
 */
async function statePictures(page: Page, usersPage: string) {
  type Answer = 'held' | 'refused' | 'empty';
  let answer: Answer = 'held';
  const held: Route[] = [];
  await page.route(/\/api\/auth\/users\?/, (route) => {
    if (answer === 'held') return void held.push(route);
    if (answer === 'refused') return route.fulfill({ status: 500, json: { success: false, message: 'Erreur interne.' } });
    return route.fulfill({ json: { success: true, message: '', data: { items: [], nextCursor: null } } });
  });
  const table = page.getByRole('table', { name: 'Comptes de l’organisation' });
  const shots: [Answer, () => Promise<unknown>][] = [
    ['held', () => table.getByRole('status').waitFor()],
    // The list's GET is retried a few times, with a growing wait, before it is said to have failed.
    ['refused', () => table.getByRole('alert').waitFor({ timeout: 30_000 })],
    ['empty', () => table.getByText('Aucun compte ne correspond à ces critères.').waitFor()],
  ];
  for (const [state, shown] of shots) {
    answer = state;
    await page.goto(usersPage);
    await shown();
    await table.screenshot({ path: `${OUT}/ui-state-${{ held: 'loading', refused: 'failure', empty: 'empty' }[state]}.png` });
    for (const route of held.splice(0)) await route.abort().catch(() => undefined);
  }
  await page.unroute(/\/api\/auth\/users\?/);
}

async function main() {
  fs.mkdirSync(OUT, { recursive: true });
  fs.mkdirSync(PRODUCT_OUT, { recursive: true });
  const stack = await startE2eStack();
  // No `etudiant12@actif.demo.test` on a picture of the product: names and believable addresses.
  await stack.showcaseAddresses();
  const browser = await launchChromium();
  const encoder = await (await browser.newContext()).newPage();
  try {
    if (ONLY_UI) await uiPieces(browser, stack.baseURL);
    for (const width of ONLY_ROOM || ONLY_UI ? [] : WIDTHS) {
      if (!ONLY_PRODUCT) await publicPages(browser, stack.baseURL, width);
      for (const [name, account] of Object.entries(ROLES)) {
        const roleCtx = await context(browser, stack.baseURL, width);
        const rolePage = await roleCtx.newPage();
        await rolePage.goto(`${stack.baseURL}/login`);
        await rolePage.getByLabel('Adresse e-mail').fill(account.email);
        await rolePage.getByLabel('Mot de passe', { exact: true }).fill('demo1234');
        await rolePage.getByRole('button', { name: 'Se connecter' }).click();
        await rolePage.waitForURL(`${stack.baseURL}${account.home}`);
        await shootAll(rolePage, encoder, name, width);
        for (const [pageName, path] of Object.entries(account.pages ?? {})) {
          await rolePage.goto(`${stack.baseURL}${path}`);
          await shootAll(rolePage, encoder, pageName, width);
        }
        await roleCtx.close();
      }
    }
    if (!ONLY_UI) await roomPages(browser, stack.baseURL, encoder);
    if (!ONLY_UI && !ONLY_ROOM && !ONLY_PRODUCT) await uiPieces(browser, stack.baseURL);
  } finally {
    await browser.close();
    await stack.stop();
  }
  console.log(`Captures d'écran écrites dans ${OUT}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
